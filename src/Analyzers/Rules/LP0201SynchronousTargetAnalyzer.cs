using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0201: a file or network target (File, Network, Database, Mail, WebService and their subclasses) that a busy rule
    /// (one admitting Trace to Warn) writes to with no async wrapper on the way: no async="true" on its &lt;targets&gt;, no
    /// AsyncWrapper (or async default-wrapper) around it; in code, AddRule / new LoggingRule / fluent WriteTo without
    /// WithAsync().
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0201SynchronousTargetAnalyzer : NLogAnalyzer
    {
        private static readonly ImmutableHashSet<string> RuleMethodNames =
            ImmutableHashSet.Create("AddRule", "AddRuleForAllLevels", "AddRuleForOneLevel", "WriteTo", "WriteToFile");

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogSynchronousTarget);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is not { } symbols)
            {
                return;
            }

            if (symbols.Target is not { } target)
            {
                return;
            }

            NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            CandidateOperations.RegisterInvocations(start, RuleMethodNames, c => AnalyzeCode(c, symbols));
            if (symbols.LoggingRule is { } loggingRule)
            {
                CandidateOperations.RegisterCreations(start, t => SymbolEqualityComparer.Default.Equals(t, loggingRule), c => AnalyzeCode(c, symbols));
            }
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            var symbols = config.Symbols;
            foreach (var section in config.File.Sections)
            {
                var graph = config.GraphOf(section);
                Dictionary<string, int>? writers = null;
                foreach (var (target, _, _) in section.AllTargets())
                {
                    var type = graph.TypeOf(target).Type;
                    if (!symbols.IsBlockingIoTarget(type) || graph.BusySynchronousReach(target) is not { } reach)
                    {
                        continue;
                    }

                    // Where another target writes the same file, no fix is offered: an async wrapper (or async="true", a
                    // queue per target) would give that file a second path from another thread, and the other target's
                    // lines would overtake this one's queued lines, so a thread's events would land in the file out of
                    // their order (the fix-safety harness, generated NLog #3 with LOGPERF_FIXSAFETY_SHAPES=1: 1 out of
                    // order, 28 altered, 10 lost lines in the shared file). The diagnostic stays: the target still writes on
                    // the caller's thread.
                    var shared = NLogFileWriters.FileOf(target, graph, symbols) is { } file
                        && (writers ??= NLogFileWriters.PerFile(section, graph, symbols)).TryGetValue(file, out var count) && count > 1;
                    var data = default(FixData);
                    var entry = reach.Entry;
                    if (!shared && graph.ParentOf(entry) is null && graph.GroupOf(entry) is { Targets.Length: 1 } group && group.Async is not { IsDynamic: true })
                    {
                        data = SynchronousTargetFinding.WriteAsyncEdit(data, group.Async, group.Insertion);
                    }

                    if (!shared && !section.IsJson && graph.ParentOf(entry) is null && graph.GroupOf(entry) is { } entryGroup && entry.IsComplete
                        && entry.NameSetting is { Form: NLogSettingForm.Attribute } name && entry.Name is { Length: > 0 }
                        && entry.TypeSetting is { Form: NLogSettingForm.Attribute } typeSetting)
                    {
                        data = new TargetWrap(
                            entry.Span, entry.StartTagSpan, name.ValueSpan, entryGroup.Insertion.Container.Start,
                            entry.Name, FreeName(entry.Name + "_wrapped", graph), AttributeName(config.Text, typeSetting)).WriteTo(data);
                    }

                    config.Report(
                        Descriptors.NLogSynchronousTarget,
                        target.TypeSetting?.ValueSpan ?? target.StartTagSpan,
                        data,
                        DescribeRule(reach),
                        DescribeTarget(target, reach.Entry, type!),
                        WhatEachCallWaitsFor(target, type, symbols));
                }
            }
        }

        private static void AnalyzeCode(CandidateOperation context, NLogSymbols symbols)
        {
            foreach (var ruleTarget in NLogRuleCalls.TargetsOf(context.Operation, symbols))
            {
                if (ruleTarget.IsAsync || (ruleTarget.Levels & NLogLevelSet.Busy).IsEmpty || !symbols.IsBlockingIoTarget(ruleTarget.TargetType))
                {
                    continue;
                }

                var rule = $"A rule for {ruleTarget.Levels.Describe()}";
                if (ruleTarget.IsFluent)
                {
                    var invocation = (IInvocationOperation)ruleTarget.Call;
                    var syntax = (InvocationExpressionSyntax)invocation.Syntax;
                    var from = syntax.Expression is MemberAccessExpressionSyntax access ? access.Name.SpanStart : syntax.SpanStart;
                    var location = Location.Create(syntax.SyntaxTree, TextSpan.FromBounds(from, syntax.Span.End));
                    context.ReportDiagnostic(SynchronousTargetFinding.WriteFluent(default).ToDiagnostic(
                        Descriptors.NLogSynchronousTarget, location,
                        rule, $"the {ruleTarget.TargetType!.Name} of {invocation.TargetMethod.Name}(…)", WhatEachCallWaitsFor(null, ruleTarget.TargetType, symbols)));
                }
                else if (ruleTarget.Target is { } target)
                {
                    context.ReportDiagnostic(Diagnostic.Create(
                        Descriptors.NLogSynchronousTarget, target.Syntax.GetLocation(),
                        rule, $"'{target.Syntax}' ({ruleTarget.TargetType!.Name})", WhatEachCallWaitsFor(null, ruleTarget.TargetType, symbols)));
                }
            }
        }

        /// <summary>
        /// A name no target has. The wrapped target keeps a name: NLog cannot load an unnamed compound target (SplitGroup, …)
        /// inside a wrapper ("Target name cannot be empty").
        /// </summary>
        private static string FreeName(string wanted, NLogGraph graph)
        {
            var candidate = wanted;
            for (var i = 2; graph.Find(candidate) != null; i++)
            {
                candidate = wanted + i.ToString(CultureInfo.InvariantCulture);
            }

            return candidate;
        }

        private static string DescribeRule(NLogReach reach)
        {
            var rule = reach.Rule;
            var pattern = (rule.Setting("logger") ?? rule.Setting("name"))?.Value ?? "*";
            return $"The rule for '{pattern}' ({rule.Levels.Describe()})";
        }

        /// <summary>"target 'f' (File)", or "the File target inside 'buffer'" for an unnamed target the rule reaches through a wrapper.</summary>
        private static string DescribeTarget(NLogTarget target, NLogTarget entry, ITypeSymbol type)
        {
            var alias = target.TypeName ?? type.Name;
            if (target.Name is { Length: > 0 } name)
            {
                return $"target '{name}' ({alias})";
            }

            return !ReferenceEquals(entry, target) && entry.Name is { Length: > 0 } entryName
                ? $"the {alias} target inside '{entryName}'"
                : $"the unnamed {alias} target";
        }

        private static string WhatEachCallWaitsFor(NLogTarget? target, ITypeSymbol? type, NLogSymbols symbols)
        {
            if (!type.IsOrDerivesFrom(symbols.FileTarget))
            {
                return "the target sends or stores every event before the call returns";
            }

            return target?.Setting("autoFlush")?.AsBoolean() == false
                ? "the FileTarget writes every event before the call returns"
                : "the FileTarget writes and flushes every event before the call returns";
        }

        /// <summary>The attribute's name as written, with its prefix (xsi:type).</summary>
        private static string AttributeName(SourceText text, NLogSetting attribute)
        {
            var raw = text.ToString(TextSpan.FromBounds(attribute.Span.Start, attribute.ValueSpan.Start));
            var equals = raw.IndexOf('=');
            return (equals < 0 ? raw : raw.Substring(0, equals)).Trim();
        }
    }
}
