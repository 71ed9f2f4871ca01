using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using LogPerf.Analyzers.Formats;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// Reads NLog configurations from XML trees as NLog's parser sees them: element and attribute names ignore case
    /// and namespace prefixes; a text-only child element is a setting like an attribute; the configuration is a root
    /// <c>&lt;nlog&gt;</c> or an <c>&lt;nlog&gt;</c> child of a root <c>&lt;configuration&gt;</c>.
    /// </summary>
    internal static class NLogXmlSections
    {
        private static readonly string[] TargetElements = { "target", "appender", "wrapper", "wrapper-target", "compound-target" };
        private static readonly string[] DefaultWrapperElements = { "default-wrapper", "targetdefaultwrapper" };
        private static readonly string[] TargetRefElements = { "target-ref", "wrapper-target-ref", "compound-target-ref" };

        public static ImmutableArray<NLogSection> Find(ImmutableArray<ConfigNode> roots, string content)
        {
            var sections = ImmutableArray.CreateBuilder<NLogSection>();
            foreach (var root in roots)
            {
                if (Is(root, "nlog"))
                {
                    sections.Add(Section(root, content));
                }
                else if (Is(root, "configuration"))
                {
                    foreach (var child in root.Children)
                    {
                        if (Is(child, "nlog"))
                        {
                            sections.Add(Section(child, content));
                        }
                    }
                }
            }

            return sections.ToImmutable();
        }

        private static NLogSection Section(ConfigNode nlog, string content)
        {
            var groups = ImmutableArray.CreateBuilder<NLogTargetGroup>();
            var rules = ImmutableArray.CreateBuilder<NLogRule>();
            var extensions = ImmutableArray.CreateBuilder<NLogExtension>();
            var variables = ImmutableArray.CreateBuilder<NLogVariable>();
            var hasIncludes = false;
            foreach (var child in nlog.Children)
            {
                if (Is(child, "variable") && Value(Settings(child, content), "name") is { } variableName)
                {
                    variables.Add(new NLogVariable(variableName.Trim(), VariableValues(child, content)));
                    continue;
                }

                if (Is(child, "targets") || Is(child, "appenders"))
                {
                    groups.Add(Group(child, content));
                }
                else if (Is(child, "rules"))
                {
                    foreach (var rule in child.Children)
                    {
                        rules.Add(new NLogRule(Settings(rule, content)));
                    }
                }
                else if (Is(child, "extensions"))
                {
                    foreach (var add in child.Children)
                    {
                        var settings = Settings(add, content);
                        extensions.Add(new NLogExtension(
                            Value(settings, "assembly"),
                            Value(settings, "prefix") != null,
                            Value(settings, "assemblyFile") != null || Value(settings, "type") != null));
                    }
                }
                else if (Is(child, "include"))
                {
                    hasIncludes = true;
                }
            }

            return new NLogSection(
                isJson: false, groups.ToImmutable(), rules.ToImmutable(), extensions.ToImmutable(), hasIncludes, Settings(nlog, content), variables.ToImmutable());
        }

        private static NLogTargetGroup Group(ConfigNode targets, string content)
        {
            var members = ImmutableArray.CreateBuilder<NLogTarget>();
            NLogTarget? defaultWrapper = null;
            foreach (var child in targets.Children)
            {
                if (IsAny(child, TargetElements))
                {
                    members.Add(Target(child, content));
                }
                else if (IsAny(child, DefaultWrapperElements))
                {
                    defaultWrapper = Target(child, content);
                }
            }

            var async = Last(Settings(targets, content), Names.NLogConfigNames.Async);
            return new NLogTargetGroup(async, defaultWrapper, members.ToImmutable(), Insertion(targets));
        }

        /// <summary>Builds a target and the targets nested in it, bottom-up with an explicit stack.</summary>
        private static NLogTarget Target(ConfigNode element, string content)
        {
            var order = new List<(ConfigNode Node, int Parent)>();
            var pending = new Stack<(ConfigNode Node, int Parent)>();
            pending.Push((element, -1));
            while (pending.Count > 0)
            {
                var (node, parent) = pending.Pop();
                var index = order.Count;
                order.Add((node, parent));
                for (var i = node.Children.Length - 1; i >= 0; i--)
                {
                    if (IsAny(node.Children[i], TargetElements))
                    {
                        pending.Push((node.Children[i], index));
                    }
                }
            }

            var built = new NLogTarget[order.Count];
            var children = new List<NLogTarget>?[order.Count];
            for (var i = order.Count - 1; i >= 0; i--)
            {
                var nested = children[i] is { } list ? ImmutableArray.CreateRange(Reversed(list)) : ImmutableArray<NLogTarget>.Empty;
                built[i] = Create(order[i].Node, nested, content);
                if (order[i].Parent >= 0)
                {
                    (children[order[i].Parent] ??= new List<NLogTarget>()).Add(built[i]);
                }
            }

            return built[0];
        }

        private static NLogTarget Create(ConfigNode node, ImmutableArray<NLogTarget> children, string content)
        {
            var settings = Settings(node, content);
            var layoutValues = ImmutableArray.CreateBuilder<NLogSetting>();
            var refNames = ImmutableArray.CreateBuilder<string>();
            layoutValues.AddRange(settings);
            var pending = new Stack<ConfigNode>();
            PushChildren(pending, node);
            while (pending.Count > 0)
            {
                var inner = pending.Pop();
                if (IsAny(inner, TargetElements))
                {
                    continue;
                }

                if (IsAny(inner, TargetRefElements))
                {
                    if (Value(Settings(inner, content), "name") is { } refName)
                    {
                        refNames.Add(refName.Trim());
                    }

                    continue;
                }

                if (!IsTextOnly(inner))
                {
                    layoutValues.AddRange(Settings(inner, content));
                }

                PushChildren(pending, inner);
            }

            return new NLogTarget(
                Last(settings, "name"), null, settings, layoutValues.ToImmutable(), children, refNames.ToImmutable(),
                node.Span, node.StartTagSpan, node.ElementName, Insertion(node), node.IsComplete);
        }

        /// <summary>Every value in a variable element but its name: the value attribute or element, or a layout's settings inside it.</summary>
        private static ImmutableArray<NLogSetting> VariableValues(ConfigNode variable, string content)
        {
            var values = ImmutableArray.CreateBuilder<NLogSetting>();
            var pending = new Stack<ConfigNode>();
            pending.Push(variable);
            while (pending.Count > 0)
            {
                var node = pending.Pop();
                foreach (var setting in Settings(node, content))
                {
                    if (node != variable || !setting.Is("name"))
                    {
                        values.Add(setting);
                    }
                }

                foreach (var child in node.Children)
                {
                    if (!IsTextOnly(child))
                    {
                        pending.Push(child);
                    }
                }
            }

            return values.ToImmutable();
        }

        /// <summary>Attributes (namespace declarations and schema locations aside) and text-only child elements.</summary>
        private static ImmutableArray<NLogSetting> Settings(ConfigNode node, string content)
        {
            var settings = ImmutableArray.CreateBuilder<NLogSetting>();
            foreach (var attribute in node.Attributes)
            {
                var name = LocalName(attribute.Name);
                if (attribute.Name.StartsWith("xmlns", StringComparison.OrdinalIgnoreCase)
                    || name.Equals("schemaLocation", StringComparison.OrdinalIgnoreCase))
                {
                    continue;
                }

                settings.Add(new NLogSetting(name, attribute.Value, attribute.Span, attribute.ValueSpan, NLogSettingForm.Attribute));
            }

            foreach (var child in node.Children)
            {
                if (IsTextOnly(child))
                {
                    settings.Add(new NLogSetting(LocalName(child.ElementName), child.Text!, child.Span, ContentSpan(child, content), NLogSettingForm.Element));
                }
            }

            return settings.ToImmutable();
        }

        private static bool IsTextOnly(ConfigNode node) => node.Text != null && node.Attributes.IsEmpty && node.Children.IsEmpty;

        /// <summary>Between the start tag and the end tag.</summary>
        private static TextSpan ContentSpan(ConfigNode node, string content)
        {
            var start = node.StartTagSpan.End;
            var end = node.Span.End;
            if (node.IsComplete && end > start)
            {
                var endTag = content.LastIndexOf("</", end - 1, end - start, StringComparison.Ordinal);
                end = endTag >= start ? endTag : end;
            }

            return TextSpan.FromBounds(start, Math.Max(start, end));
        }

        private static NLogInsertion Insertion(ConfigNode node)
        {
            var after = node.Attributes.IsEmpty ? node.StartTagSpan.Start + 1 + node.ElementName.Length : node.Attributes[node.Attributes.Length - 1].Span.End;
            return new NLogInsertion(node.StartTagSpan, Math.Min(after, node.StartTagSpan.End), isJson: false);
        }

        private static void PushChildren(Stack<ConfigNode> pending, ConfigNode node)
        {
            for (var i = node.Children.Length - 1; i >= 0; i--)
            {
                pending.Push(node.Children[i]);
            }
        }

        private static IEnumerable<NLogTarget> Reversed(List<NLogTarget> list)
        {
            for (var i = list.Count - 1; i >= 0; i--)
            {
                yield return list[i];
            }
        }

        private static NLogSetting? Last(ImmutableArray<NLogSetting> settings, string name)
        {
            NLogSetting? found = null;
            foreach (var setting in settings)
            {
                if (setting.Is(name))
                {
                    found = setting;
                }
            }

            return found;
        }

        private static string? Value(ImmutableArray<NLogSetting> settings, string name) => Last(settings, name)?.Value;

        private static bool Is(ConfigNode node, string name) => LocalName(node.ElementName).Equals(name, StringComparison.OrdinalIgnoreCase);

        private static bool IsAny(ConfigNode node, string[] names)
        {
            var local = LocalName(node.ElementName);
            foreach (var name in names)
            {
                if (local.Equals(name, StringComparison.OrdinalIgnoreCase))
                {
                    return true;
                }
            }

            return false;
        }

        private static string LocalName(string name)
        {
            var colon = name.IndexOf(':');
            return colon < 0 ? name : name.Substring(colon + 1);
        }
    }
}
