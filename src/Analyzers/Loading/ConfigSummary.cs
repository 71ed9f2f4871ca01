using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>
    /// What one config file holds that <c>logperf fix</c> would fix: the findings of the config rules at Warning or above
    /// (after the project's severity settings), and how many of them have a fix on offer.
    /// </summary>
    internal sealed class ConfigSummary
    {
        public static readonly ConfigSummary None = new ConfigSummary(ImmutableArray<Diagnostic>.Empty, 0);

        private ConfigSummary(ImmutableArray<Diagnostic> findings, int fixable)
        {
            Findings = findings;
            Fixable = fixable;
        }

        public ImmutableArray<Diagnostic> Findings { get; }

        public int Fixable { get; }

        /// <summary>"2 × LP0004, LP0003": each rule once, by id, with its count when above one.</summary>
        public string Rules => string.Join(", ", Findings
            .GroupBy(d => d.Id)
            .OrderBy(g => g.Key, System.StringComparer.Ordinal)
            .Select(g => g.Count() == 1 ? g.Key : $"{g.Count()} \u00d7 {g.Key}"));

        /// <summary>
        /// Runs every collected config check on the file and keeps what the build would report at Warning or above;
        /// <paramref name="isFixable"/> tells which of them have a fix on offer (the rules' own table decides it).
        /// </summary>
        public static ConfigSummary Of(
            AdditionalText file, SourceText text, ImmutableArray<ConfigCheck> checks, Func<Diagnostic, bool> isFixable,
            Compilation compilation, CancellationToken cancellationToken)
        {
            var reported = new List<Diagnostic>();
            void Report(Diagnostic diagnostic)
            {
                lock (reported)
                {
                    reported.Add(diagnostic);
                }
            }

            foreach (var check in checks)
            {
                cancellationToken.ThrowIfCancellationRequested();
                check(file, text, Report);
            }

            var kept = reported
                .Where(d => EffectiveSeverity.Of(compilation, d.Descriptor, cancellationToken) >= DiagnosticSeverity.Warning)
                .OrderBy(d => d.Location.SourceSpan.Start)
                .ThenBy(d => d.Id, System.StringComparer.Ordinal)
                .ToImmutableArray();
            return kept.IsEmpty ? None : new ConfigSummary(kept, kept.Count(isFixable));
        }
    }
}
