using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Generic;
using System.CommandLine;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Analysis;
using LogPerf.Tool.Fixing;
using LogPerf.Tool.Output;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Cli
{
    /// <summary>
    /// <c>logperf fix</c>: applies each diagnostic's fix (the default one, or the one <c>--fix-title</c> names) to C# and
    /// config files, Fix All style, then re-analyzes and reports what is left. <c>--dry-run</c> prints the diff instead
    /// of writing; <c>--verify</c> does the same and exits 1 when the diff is not empty (for CI).
    /// </summary>
    internal static class FixCommand
    {
        public static Command Create()
        {
            var common = new CommonOptions();
            var fixTitle = new Option<string?>("--fix-title")
            {
                Description = "Apply this fix instead of the default one: part of its title (as the IDE shows it) or its 1-based index among the fixes offered.",
            };
            var dryRun = new Option<bool>("--dry-run") { Description = "Print a unified diff of the fixes and change no file." };
            var verify = new Option<bool>("--verify") { Description = "For CI: like --dry-run, and exit 1 when any fix would change a file." };

            var command = new Command("fix", "Apply the LogPerf fixes to C# and config files of a project or solution.");
            common.AddTo(command);
            command.Options.Add(fixTitle);
            command.Options.Add(dryRun);
            command.Options.Add(verify);
            command.SetAction((parse, cancellationToken) => CommandRunner.RunAsync(cancellationToken, token => RunAsync(
                parse.GetValue(common.Path),
                CommandRunner.Filter(LogPerfComponents.Shared, FindingFilter.ParseSeverity(parse.GetValue(common.Severity)!), parse.GetValue(common.Diagnostics)),
                parse.GetValue(common.NoRestore),
                FixSelection.Parse(parse.GetValue(fixTitle)),
                parse.GetValue(dryRun),
                parse.GetValue(verify),
                token)));
            return command;
        }

        private static async Task<int> RunAsync(
            string? path, FindingFilter filter, bool noRestore, FixSelection selection, bool dryRun, bool verify, CancellationToken cancellationToken)
        {
            using var session = await Session.OpenAsync(path, !noRestore, cancellationToken).ConfigureAwait(false);
            var fixer = new SolutionFixer(session.Analyzer, session.Components, selection, session.Status);
            var outcome = await fixer.FixAsync(session.Solution, session.Projects, filter, cancellationToken).ConfigureAwait(false);
            Session.WriteNotes(outcome.Before, "Its config files were still checked and fixed");
            var changes = await FileChange.BetweenAsync(session.Solution, outcome.Fixed, cancellationToken).ConfigureAwait(false);
            var untouchable = changes.Where(c => c.IsNotWellFormedConfig).ToList();
            foreach (var change in untouchable)
            {
                Console.Error.WriteLine($"warning: {DisplayPath.For(change.Path)} is not well-formed XML (LP0102); logperf does not write into it.");
            }

            changes = changes.RemoveRange(untouchable);
            var writes = !dryRun && !verify;

            if (!writes)
            {
                foreach (var change in changes)
                {
                    var label = DisplayPath.For(change.Path).Replace('\\', '/');
                    Console.Out.Write(UnifiedDiff.Create("a/" + label, "b/" + label, change.Original.ToString(), change.Fixed.ToString()));
                }
            }
            else
            {
                FileChange.WriteAll(changes);
            }

            WriteSummary(outcome, filter, selection, changes.Select(c => c.Path).ToList(), writes);
            WarnOnNewCompileErrors(outcome);
            var left = outcome.After.Where(filter);
            if (verify)
            {
                return changes.IsEmpty ? ExitCodes.Clean : ExitCodes.Findings;
            }

            return left.IsEmpty ? ExitCodes.Clean : ExitCodes.Findings;
        }

        /// <summary>A fix must never break the build: if the fixed C# has more errors than before, say so loudly.</summary>
        private static void WarnOnNewCompileErrors(FixOutcome outcome)
        {
            foreach (var after in outcome.After.CompileErrors)
            {
                var before = outcome.Before.CompileErrors.FirstOrDefault(b => b.ProjectName == after.ProjectName)?.Count ?? 0;
                if (after.Count > before)
                {
                    Console.Error.WriteLine(
                        $"warning: after the fixes {after.ProjectName} has {after.Count} C# error{(after.Count == 1 ? string.Empty : "s")} ({before} before); first: {after.First}. Please report this to LogPerf.");
                }
            }
        }

        private static void WriteSummary(FixOutcome outcome, FindingFilter filter, FixSelection selection, IReadOnlyList<string> files, bool written)
        {
            var before = outcome.Before.Where(filter);
            var left = outcome.After.Where(filter);
            var titles = outcome.Steps.GroupBy(s => s.Id).ToDictionary(g => g.Key, g => g.Select(s => s.Title).Distinct().ToList());
            var verb = written ? "Fixed" : "Would fix";
            if (titles.Count == 0)
            {
                Console.Out.WriteLine(before.IsEmpty ? "Nothing to fix." : $"No fix applies ({selection}).");
            }

            foreach (var (id, fixTitles) in titles.OrderBy(t => t.Key, StringComparer.Ordinal))
            {
                var fixedCount = outcome.Steps.Where(s => s.Id == id).Sum(s => s.Fixed);
                Console.Out.WriteLine($"{verb} {id} ({fixedCount} diagnostic{(fixedCount == 1 ? string.Empty : "s")}): {string.Join("; ", fixTitles)}");
            }

            foreach (var file in files)
            {
                Console.Out.WriteLine($"{(written ? "Wrote" : "Would write")} {DisplayPath.For(file)}");
            }

            var others = outcome.After.Findings.Where(filter.IncludesAsOtherRule).ToList();
            var now = written || files.Count == 0;
            if (left.IsEmpty)
            {
                Console.Out.WriteLine(others.Count == 0
                    ? (now ? "No diagnostics left." : "No diagnostics would be left.")
                    : $"No diagnostics of the rules named {(now ? "are" : "would be")} left; {OtherRules(others)} (`logperf check` lists them).");
                return;
            }

            Console.Out.WriteLine($"{(now ? "Left" : "Would be left")}: {TextReport.Counts(left)}");
            TextReport.Write(Console.Out, left);
            if (others.Count > 0)
            {
                Console.Out.WriteLine($"Besides: {OtherRules(others)} (`logperf check` lists them).");
            }
        }

        /// <summary>"2 warnings of other rules (LP0003, LP0009) remain".</summary>
        private static string OtherRules(IReadOnlyCollection<Finding> others) =>
            $"{TextReport.Counts(others)} of other rules ({string.Join(", ", others.Select(f => f.Id).Distinct().OrderBy(id => id, StringComparer.Ordinal))}) remain";
    }
}
