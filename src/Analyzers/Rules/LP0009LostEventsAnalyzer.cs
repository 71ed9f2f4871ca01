using System;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Config;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0009: configurations that lose events: an appender-ref to an undefined appender, an appender type that
    /// cannot be resolved, and a lossy buffer without an evaluator (in a config or in code).
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0009LostEventsAnalyzer : Log4NetAnalyzer
    {
        /// <summary>Diagnostic property: the one appender name a misspelt appender-ref most likely meant.</summary>
        public const string SuggestionProperty = "Suggestion";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.LostEvents);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbols symbols)
        {
            if (symbols.BufferingAppenderSkeleton is not { } buffering)
            {
                return;
            }

            var knownAssemblies = start.Compilation.ReferencedAssemblyNames.Select(a => a.Name)
                .Append(start.Compilation.AssemblyName ?? string.Empty)
                .ToImmutableHashSet(StringComparer.OrdinalIgnoreCase);
            ConfigFileActions.Register(start, config => AnalyzeConfig(config, buffering, knownAssemblies));
            CandidateOperations.RegisterCreations(start, t => t.IsOrDerivesFrom(buffering), c => AnalyzeCreation(c, symbols, buffering));
        }

        private static void AnalyzeConfig(ConfigFileContext config, INamedTypeSymbol buffering, ImmutableHashSet<string> knownAssemblies)
        {
            foreach (var section in config.File.Sections)
            {
                var refs = section.Loggers.SelectMany(l => l.Refs).Concat(section.Appenders.SelectMany(a => a.Refs));
                foreach (var appenderRef in refs.Where(r => section.Resolve(r) is null))
                {
                    ReportUndefinedRef(config, section, appenderRef);
                }

                foreach (var appender in section.Appenders)
                {
                    var type = config.Types.Resolve(appender.TypeName);
                    if (type is null && IsCheckable(appender.TypeName, knownAssemblies))
                    {
                        var span = appender.Node.TypeAttribute?.ValueSpan ?? appender.Node.StartTagSpan;
                        config.Report(Descriptors.LostEvents, span, $"{appender.DisplayName} has type '{appender.TypeName}', which resolves to no type: log4net skips the appender and its events are lost");
                    }
                    else if (type.IsOrDerivesFrom(buffering) && appender.Node.Property("lossy") is { } lossy
                        && IsTrue(lossy.Value) && appender.Node.Property("evaluator") is null)
                    {
                        config.Report(Descriptors.LostEvents, lossy.Span, $"{appender.DisplayName} is lossy but has no evaluator: it discards every event and never sends its buffer");
                    }
                }
            }
        }

        private static void ReportUndefinedRef(ConfigFileContext config, Log4NetConfig section, AppenderRef appenderRef)
        {
            var name = appenderRef.Name ?? string.Empty;
            var suggestion = NameSuggestion.SingleCloseMatch(name, section.AppendersByName.Keys);
            var span = appenderRef.RefAttribute?.ValueSpan ?? appenderRef.Node.StartTagSpan;
            var message = suggestion is null
                ? $"appender-ref '{name}' names no appender in this configuration: events sent to it are lost"
                : $"appender-ref '{name}' names no appender in this configuration; did you mean '{suggestion}'?";
            var properties = suggestion is null
                ? ImmutableDictionary<string, string?>.Empty
                : ImmutableDictionary<string, string?>.Empty.Add(SuggestionProperty, suggestion);
            config.Report(Descriptors.LostEvents, span, properties, message);
        }

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols, INamedTypeSymbol buffering)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (!creation.Type.IsOrDerivesFrom(buffering) || CodeAppenderReader.Read(creation, symbols) is not { } appender)
            {
                return;
            }

            if (appender.Setting("Lossy") is { ConstantValue: { HasValue: true, Value: true } } lossy && appender.Setting("Evaluator") is null)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    Descriptors.LostEvents,
                    lossy.Assignment.Syntax.GetLocation(),
                    $"{appender.Type.Name} is lossy but has no evaluator: it discards every event and never sends its buffer"));
            }
        }

        /// <summary>A type in an assembly the compilation does not reference may be loaded at run time: say nothing.</summary>
        private static bool IsCheckable(string? typeName, ImmutableHashSet<string> knownAssemblies)
        {
            if (TypeNameResolver.MetadataName(typeName) is null)
            {
                return true;
            }

            var assembly = TypeNameResolver.AssemblyName(typeName);
            return assembly is null || knownAssemblies.Contains(assembly);
        }

        private static bool IsTrue(string? value) => bool.TryParse(value?.Trim(), out var result) && result;
    }
}
