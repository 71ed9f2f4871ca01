using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// How config rules register their checks: with Roslyn as additional-file actions, or — when LP0101 asks what a config
    /// holds — into a <see cref="ConfigCheckCollector"/>, so the same checks run on one file on demand. A rule that
    /// registers its config check here (through ConfigFileActions or NLogConfigActions, both on RegisterParsed) is seen by LP0101 with no change.
    /// </summary>
    public static class ConfigChecks
    {
        public static void Register(CompilationStartAnalysisContext start, ConfigCheck check)
        {
            if (start is ConfigCheckCollector collector)
            {
                collector.Add(check);
                return;
            }

            start.RegisterAdditionalFileAction(context =>
            {
                if (context.AdditionalFile.GetText(context.CancellationToken) is { } text)
                {
                    check(context.AdditionalFile, text, context.ReportDiagnostic);
                }
            });
        }

        /// <summary>
        /// Registers a check of the files that hold one library's configuration: each file parsed once per SourceText through
        /// the library's <paramref name="provider"/> (shared by all its rules, and by LP0101), the check run only on files
        /// whose parse <paramref name="holdsConfig"/>.
        /// </summary>
        public static void RegisterParsed<TFile>(
            CompilationStartAnalysisContext start,
            SourceTextValueProvider<TFile> provider,
            Func<SourceText, TFile> parse,
            Func<TFile, bool> holdsConfig,
            Action<AdditionalText, SourceText, Action<Diagnostic>, TFile> check) =>
            Register(start, (file, text, report) =>
            {
                var parsed = Parsed(start, text, provider, parse);
                if (holdsConfig(parsed))
                {
                    check(file, text, report, parsed);
                }
            });

        /// <summary>
        /// The file parsed once per SourceText, from the cache of the compilation being analyzed (for a collector, that of the
        /// analysis that runs LP0101), so LP0101 reads the parse the rules already made.
        /// </summary>
#pragma warning disable RS1012 // Read for its SourceText cache only.
        public static T Parsed<T>(CompilationStartAnalysisContext start, SourceText text, SourceTextValueProvider<T> provider, Func<SourceText, T> parse)
        {
            var owner = start is ConfigCheckCollector collector ? collector.Analysis : start;
            return owner.TryGetValue(text, provider, out var parsed) ? parsed : parse(text);
        }
#pragma warning restore RS1012

        /// <summary>The config checks the given analyzers register for the compilation of <paramref name="analysis"/>.</summary>
        internal static ImmutableArray<ConfigCheck> Of(CompilationStartAnalysisContext analysis, IEnumerable<DiagnosticAnalyzer> analyzers, CancellationToken cancellationToken)
        {
            var collector = new ConfigCheckCollector(analysis, cancellationToken);
            foreach (var analyzer in analyzers)
            {
                var context = new StartActionCollector();
                analyzer.Initialize(context);
                foreach (var action in context.StartActions)
                {
                    action(collector);
                }
            }

            return collector.Checks;
        }
    }
}
