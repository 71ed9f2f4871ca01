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
        /// Registers a check of the files that hold one library's configuration: each file parsed once per SourceText by the
        /// library's <paramref name="parse"/> (which caches its result per text, shared by all its rules and by LP0101), the
        /// check run only on files whose parse <paramref name="holdsConfig"/>.
        /// </summary>
        /// <remarks>
        /// Not through Roslyn's SourceTextValueProvider: its cache keys a text by a hash of its whole content, which the
        /// compiler computes the first time a rule asks (about 0.25 s for a 15 MB config in a build, more than half the
        /// parse); the parsers' own caches key the text by reference.
        /// </remarks>
        public static void RegisterParsed<TFile>(
            CompilationStartAnalysisContext start,
            Func<SourceText, TFile> parse,
            Func<TFile, bool> holdsConfig,
            Action<AdditionalText, SourceText, Action<Diagnostic>, TFile> check) =>
            Register(start, (file, text, report) =>
            {
                var parsed = parse(text);
                if (holdsConfig(parsed))
                {
                    check(file, text, report, parsed);
                }
            });

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
