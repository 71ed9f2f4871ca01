using System;
using System.Collections.Concurrent;
using System.Collections.Immutable;
using System.Linq;
using System.Reflection;
using System.Threading;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Loading;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0101: on the code that loads a config file the build can see, an Info diagnostic carrying that file's fixes (the
    /// editors' light bulb and dotnet format reach C# only). It fires only when the file holds a finding at Warning or above
    /// that has a fix. What the file holds is found by running the config rules' own checks on it
    /// (<see cref="ConfigChecks"/>), on the parse they already made.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0101ConfigFixesAtLoadAnalyzer : DiagnosticAnalyzer
    {
        /// <summary>Every other analyzer of this assembly: the config rules among them register their checks for LP0101 to run.</summary>
        private static readonly Lazy<ImmutableArray<DiagnosticAnalyzer>> ConfigRules = new Lazy<ImmutableArray<DiagnosticAnalyzer>>(() =>
            typeof(LP0101ConfigFixesAtLoadAnalyzer).Assembly.GetTypes()
                .Where(t => t != typeof(LP0101ConfigFixesAtLoadAnalyzer) && !t.IsAbstract && typeof(DiagnosticAnalyzer).IsAssignableFrom(t)
                    && t.GetCustomAttributes<DiagnosticAnalyzerAttribute>().Any() && t.GetConstructor(Type.EmptyTypes) != null)
                .OrderBy(t => t.FullName, StringComparer.Ordinal)
                .Select(t => (DiagnosticAnalyzer)Activator.CreateInstance(t))
                .ToImmutableArray());

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.ConfigFixesAtLoad);

        public override void Initialize(AnalysisContext context)
        {
            context.EnableConcurrentExecution();
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.ReportDiagnostics);
            context.RegisterCompilationStartAction(start =>
            {
                var log4net = TypeLookup.IsReferenced(start.Compilation, Log4NetSymbols.AssemblyName);
                var nlog = TypeLookup.IsReferenced(start.Compilation, NLogSymbols.AssemblyName);
                var files = new ConfigFileIndex(start.Options.AdditionalFiles);
                if ((log4net || nlog) && !files.IsEmpty)
                {
                    var loads = new Loads(start, files, log4net, nlog, nlog && ConfigLoad.NLogDefaultNames.Any(files.Contains));
                    start.RegisterSemanticModelAction(loads.Analyze);
                }
            });
        }

        /// <summary>One compilation's loads: each config file summarized once, however many calls load it.</summary>
        private sealed class Loads
        {
            private readonly CompilationStartAnalysisContext _start;
            private readonly ConfigFileIndex _files;
            private readonly bool _log4net;
            private readonly bool _nlog;
            private readonly bool _nlogLoadsByItself;
            private readonly Lazy<ImmutableArray<ConfigCheck>> _checks;
            private readonly Lazy<NLogStart> _nlogStart;
            private readonly ConcurrentDictionary<AdditionalText, ConfigSummary> _summaries = new ConcurrentDictionary<AdditionalText, ConfigSummary>();

            public Loads(CompilationStartAnalysisContext start, ConfigFileIndex files, bool log4net, bool nlog, bool nlogConfigVisible)
            {
                _start = start;
                _files = files;
                _log4net = log4net;
                _nlog = nlog;
                _nlogLoadsByItself = nlogConfigVisible;

                // Publication only: a computation cancelled with one action is not kept as the answer for the next.
                _checks = new Lazy<ImmutableArray<ConfigCheck>>(() => ConfigChecks.Of(start, ConfigRules.Value, start.CancellationToken), LazyThreadSafetyMode.PublicationOnly);
                _nlogStart = new Lazy<NLogStart>(() => NLogStart.Find(start.Compilation, Symbols, start.CancellationToken), LazyThreadSafetyMode.PublicationOnly);
            }

            private ConfigLoadSymbols Symbols => ConfigLoadSymbols.For(_start.Compilation);

            public void Analyze(SemanticModelAnalysisContext context)
            {
                var model = context.SemanticModel;
                var candidates = TreeCandidates.Of(model.SyntaxTree);
                foreach (var attribute in candidates.AssemblyAttributes)
                {
                    if (_log4net && NamesXmlConfigurator(attribute) && ConfigLoads.OfAttribute(attribute, model, Symbols, context.CancellationToken) is { } load)
                    {
                        Report(context, load, attribute);
                    }
                }

                foreach (var (name, node) in candidates.Invocations)
                {
                    context.CancellationToken.ThrowIfCancellationRequested();
                    if (ConfigLoads.MayLoad(name, node, _log4net, _nlog, _nlogLoadsByItself)
                        && model.GetOperation(node, context.CancellationToken) is IInvocationOperation invocation
                        && ConfigLoads.OfInvocation(invocation, Symbols) is { } load)
                    {
                        Report(context, load, node);
                    }
                }

                foreach (var creation in candidates.Creations)
                {
                    if (_nlog && NLogStart.IsXmlLoggingConfiguration(creation)
                        && model.GetOperation(creation, context.CancellationToken) is IObjectCreationOperation created
                        && ConfigLoads.OfCreation(created, Symbols) is { } load)
                    {
                        Report(context, load, creation);
                    }
                }
            }

            private void Report(SemanticModelAnalysisContext context, ConfigLoad load, SyntaxNode node)
            {
                if (load.IsNLogEntry && (!_nlogLoadsByItself || _nlogStart.Value is not { LoadsItself: false, Entry: { } entry } || entry != node))
                {
                    return;
                }

                if (_files.Find(load) is not { } file || SummaryOf(file, context.CancellationToken) is not { Fixable: > 0 } summary)
                {
                    return;
                }

                context.ReportDiagnostic(ConfigFixesAtLoadFinding.Write(file.Path).ToDiagnostic(
                    Descriptors.ConfigFixesAtLoad,
                    node.GetLocation(),
                    System.IO.Path.GetFileName(file.Path),
                    summary.Rules,
                    summary.Fixable));
            }

            /// <summary>
            /// What the file holds, or nothing when it is not well-formed or was not read faithfully (<see cref="FaithfulText"/>):
            /// its fixes are then not offered.
            /// </summary>
            private ConfigSummary SummaryOf(AdditionalText file, CancellationToken cancellationToken) =>
                _summaries.GetOrAdd(file, f =>
                {
                    if (f.GetText(cancellationToken) is not { } text
                        || !FaithfulText.IsFaithful(text)
                        || ConfigFileParser.Parse(text).Error != null
                        || NLogConfigParser.Parse(text).Error != null)
                    {
                        return ConfigSummary.None;
                    }

                    return ConfigSummary.Of(f, text, _checks.Value, ConfigFixAvailability.IsFixable, _start.Compilation, cancellationToken);
                });

            private static bool NamesXmlConfigurator(AttributeSyntax attribute) =>
                (attribute.Name is QualifiedNameSyntax qualified ? qualified.Right : attribute.Name) is SimpleNameSyntax
                {
                    Identifier.ValueText: "XmlConfigurator" or "XmlConfiguratorAttribute",
                };
        }
    }
}
