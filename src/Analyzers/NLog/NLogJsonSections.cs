using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using LogPerf.Analyzers.Formats;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Reads the "NLog" section of appsettings.json as NLog.Extensions.Logging's NLogLoggingConfiguration does: each
    /// member of "targets" is a target named by its key ("async" is the group's setting); a wrapper's "target" member
    /// holds its wrapped target (named by its key when it has one member); "rules" is an array or an object of rules.
    /// Keys ignore case.
    /// </summary>
    internal static class NLogJsonSections
    {
        private const string SectionKey = "NLog";

        public static ImmutableArray<NLogSection> Find(JsonNode? root)
        {
            return root?.Member(SectionKey) is { Kind: JsonKind.Object } nlog
                ? ImmutableArray.Create(Section(nlog))
                : ImmutableArray<NLogSection>.Empty;
        }

        private static NLogSection Section(JsonNode nlog)
        {
            var groups = ImmutableArray<NLogTargetGroup>.Empty;
            var rules = ImmutableArray.CreateBuilder<NLogRule>();
            var extensions = ImmutableArray.CreateBuilder<NLogExtension>();
            if (nlog.Member("targets") is { Kind: JsonKind.Object } targets)
            {
                groups = ImmutableArray.Create(Group(targets));
            }

            if (nlog.Member("rules") is { IsContainer: true } ruleList)
            {
                foreach (var rule in ruleList.Children)
                {
                    if (rule.Kind == JsonKind.Object)
                    {
                        rules.Add(new NLogRule(Settings(rule)));
                    }
                }
            }

            if (nlog.Member("extensions") is { IsContainer: true } extensionList)
            {
                foreach (var entry in extensionList.Children)
                {
                    extensions.Add(new NLogExtension(
                        entry.Member("assembly")?.ScalarText,
                        entry.Member("prefix") != null,
                        entry.Member("assemblyFile") != null || entry.Member("type") != null || entry.Kind != JsonKind.Object));
                }
            }

            var variables = ImmutableArray.CreateBuilder<NLogVariable>();
            if (nlog.Member("variables") is { Kind: JsonKind.Object } variableList)
            {
                foreach (var variable in variableList.Children)
                {
                    if (variable.Key is { } key)
                    {
                        variables.Add(new NLogVariable(key.Trim(), variable.IsContainer ? StringsIn(variable) : ImmutableArray.Create(Setting(variable))));
                    }
                }
            }

            return new NLogSection(isJson: true, groups, rules.ToImmutable(), extensions.ToImmutable(), hasIncludes: false, Settings(nlog), variables.ToImmutable());
        }

        /// <summary>Every string inside a JSON container (a layout written as an object), depth first.</summary>
        private static ImmutableArray<NLogSetting> StringsIn(JsonNode container)
        {
            var strings = ImmutableArray.CreateBuilder<NLogSetting>();
            var pending = new Stack<JsonNode>();
            pending.Push(container);
            while (pending.Count > 0)
            {
                foreach (var child in pending.Pop().Children)
                {
                    if (child.IsContainer)
                    {
                        pending.Push(child);
                    }
                    else if (child.Kind == JsonKind.String)
                    {
                        strings.Add(Setting(child));
                    }
                }
            }

            return strings.ToImmutable();
        }

        private static NLogTargetGroup Group(JsonNode targets)
        {
            var members = ImmutableArray.CreateBuilder<NLogTarget>();
            NLogSetting? async = null;
            NLogTarget? defaultWrapper = null;
            foreach (var member in targets.Children)
            {
                if (!member.IsContainer)
                {
                    if (string.Equals(member.Key, Names.NLogConfigNames.Async, StringComparison.OrdinalIgnoreCase))
                    {
                        async = Setting(member);
                    }
                }
                else if (member.Kind == JsonKind.Object)
                {
                    if (IsKey(member, "default-wrapper") || IsKey(member, "TargetDefaultWrapper"))
                    {
                        defaultWrapper = Target(member, member.Key);
                    }
                    else if (!IsKey(member, "default-target-parameters") && !IsKey(member, "TargetDefaultParameters"))
                    {
                        members.Add(Target(member, member.Key));
                    }
                }
            }

            return new NLogTargetGroup(async, defaultWrapper, members.ToImmutable(), Insertion(targets));
        }

        /// <summary>Builds a target and the targets nested in it, bottom-up with an explicit stack.</summary>
        private static NLogTarget Target(JsonNode node, string? name)
        {
            var order = new List<(JsonNode Node, string? Name, int Parent)>();
            var pending = new Stack<(JsonNode Node, string? Name, int Parent)>();
            pending.Push((node, name, -1));
            while (pending.Count > 0)
            {
                var (current, currentName, parent) = pending.Pop();
                var index = order.Count;
                order.Add((current, currentName, parent));
                var nested = NestedTargets(current);
                for (var i = nested.Count - 1; i >= 0; i--)
                {
                    pending.Push((nested[i].Node, nested[i].Name, index));
                }
            }

            var built = new NLogTarget[order.Count];
            var children = new List<NLogTarget>?[order.Count];
            for (var i = order.Count - 1; i >= 0; i--)
            {
                var nested = ImmutableArray<NLogTarget>.Empty;
                if (children[i] is { } list)
                {
                    list.Reverse();
                    nested = list.ToImmutableArray();
                }

                built[i] = Create(order[i].Node, order[i].Name, nested);
                if (order[i].Parent >= 0)
                {
                    (children[order[i].Parent] ??= new List<NLogTarget>()).Add(built[i]);
                }
            }

            return built[0];
        }

        /// <summary>A wrapper's "target" (one named target, or the target itself) and a group's "targets".</summary>
        private static List<(JsonNode Node, string? Name)> NestedTargets(JsonNode target)
        {
            var nested = new List<(JsonNode, string?)>();
            foreach (var member in target.Children)
            {
                if (member.Kind != JsonKind.Object)
                {
                    continue;
                }

                if (IsKey(member, "target"))
                {
                    if (member.Children.Length == 1 && member.Children[0].Kind == JsonKind.Object)
                    {
                        nested.Add((member.Children[0], member.Children[0].Key));
                    }
                    else
                    {
                        nested.Add((member, null));
                    }
                }
                else if (IsKey(member, "targets"))
                {
                    foreach (var inner in member.Children)
                    {
                        if (inner.Kind == JsonKind.Object)
                        {
                            nested.Add((inner, inner.Key));
                        }
                    }
                }
            }

            return nested;
        }

        private static NLogTarget Create(JsonNode node, string? name, ImmutableArray<NLogTarget> children)
        {
            var settings = Settings(node);
            var layoutValues = ImmutableArray.CreateBuilder<NLogSetting>();
            layoutValues.AddRange(settings);
            var pending = new Stack<JsonNode>();
            foreach (var member in node.Children)
            {
                if (member.IsContainer && !IsKey(member, "target") && !IsKey(member, "targets"))
                {
                    pending.Push(member);
                }
            }

            while (pending.Count > 0)
            {
                var inner = pending.Pop();
                foreach (var child in inner.Children)
                {
                    if (child.IsContainer)
                    {
                        pending.Push(child);
                    }
                    else if (child.Kind == JsonKind.String)
                    {
                        layoutValues.Add(Setting(child));
                    }
                }
            }

            var explicitName = node.Member("name")?.ScalarText;
            return new NLogTarget(
                null, explicitName ?? name ?? string.Empty, settings, layoutValues.ToImmutable(), children, ImmutableArray<string>.Empty,
                node.Span, node.Span, null, Insertion(node), node.IsComplete);
        }

        private static ImmutableArray<NLogSetting> Settings(JsonNode node)
        {
            var settings = ImmutableArray.CreateBuilder<NLogSetting>();
            foreach (var member in node.Children)
            {
                if (!member.IsContainer && member.Key != null)
                {
                    settings.Add(Setting(member));
                }
            }

            return settings.ToImmutable();
        }

        private static NLogSetting Setting(JsonNode scalar)
        {
            var start = scalar.Key != null ? scalar.KeySpan.Start : scalar.Span.Start;
            return new NLogSetting(
                scalar.Key ?? string.Empty,
                scalar.ScalarText ?? string.Empty,
                TextSpan.FromBounds(start, scalar.Span.End),
                scalar.Span,
                scalar.Kind == JsonKind.String ? NLogSettingForm.JsonString : NLogSettingForm.JsonLiteral);
        }

        private static NLogInsertion Insertion(JsonNode obj)
        {
            var after = obj.Children.IsEmpty ? obj.Span.Start + 1 : obj.Children[obj.Children.Length - 1].Span.End;
            return new NLogInsertion(obj.Span, after, isJson: true);
        }

        private static bool IsKey(JsonNode node, string key) => string.Equals(node.Key, key, StringComparison.OrdinalIgnoreCase);
    }
}
