using LogPerf.CodeFixes.Fixing;
using System;
using System.CommandLine;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Analysis;
using LogPerf.Tool.Fixing;
using LogPerf.Tool.Output;

namespace LogPerf.Tool.Cli
{
    /// <summary><c>logperf check</c>: every LogPerf diagnostic, C# and config, with exit code 0 (clean), 1 (findings) or 2 (cannot load).</summary>
    internal static class CheckCommand
    {
        public static Command Create()
        {
            var common = new CommonOptions();
            var format = new Option<string>("--format")
            {
                Description = "text (file(line,col): severity id: message) or sarif (SARIF 2.1.0).",
                DefaultValueFactory = _ => "text",
            };
            format.AcceptOnlyFromAmong("text", "sarif");
            var output = new Option<FileInfo?>("--output", "-o") { Description = "Write the report to this file instead of the standard output." };

            var command = new Command("check", "Report the LogPerf diagnostics of a project or solution, in C# and in config files.");
            common.AddTo(command);
            command.Options.Add(format);
            command.Options.Add(output);
            command.SetAction((parse, cancellationToken) => CommandRunner.RunAsync(cancellationToken, token => RunAsync(
                parse.GetValue(common.Path),
                CommandRunner.Filter(LogPerfComponents.Shared, FindingFilter.ParseSeverity(parse.GetValue(common.Severity)!), parse.GetValue(common.Diagnostics)),
                parse.GetValue(common.NoRestore),
                parse.GetValue(format)!,
                parse.GetValue(output),
                token)));
            return command;
        }

        private static async Task<int> RunAsync(
            string? path, FindingFilter filter, bool noRestore, string format, FileInfo? output, CancellationToken cancellationToken)
        {
            PhaseTimes.Mark("started");
            using var session = await Session.OpenAsync(path, !noRestore, cancellationToken).ConfigureAwait(false);
            var result = await session.Analyzer.AnalyzeAsync(session.Solution, session.Projects, cancellationToken).ConfigureAwait(false);
            Session.WriteNotes(result, "Its config files were still checked");
            var findings = result.Where(filter);
            var fixable = await Fixability.FixableAsync(session.Components, session.Solution, findings, cancellationToken).ConfigureAwait(false);
            PhaseTimes.Mark("fixes counted");

            if (format == "sarif")
            {
                using var stream = output is null ? Console.OpenStandardOutput() : output.Create();
                SarifReport.Write(stream, findings, session.Components, fixable.Select(f => f.Id).ToHashSet());
            }
            else
            {
                using (var writer = output is null ? null : new StreamWriter(output.FullName))
                {
                    TextReport.Write(writer ?? Console.Out, findings);
                }

                var projects = session.Projects.Select(id => session.Solution.GetProject(id)!.FilePath).Distinct().Count();
                var summary = $"{TextReport.Counts(findings)} in {projects} project{(projects == 1 ? string.Empty : "s")}";
                if (fixable.Count > 0)
                {
                    summary += $"; {fixable.Count} can be fixed with `logperf fix`";
                }

                if (session.Target.NotLoaded.Count > 0)
                {
                    summary += $"; {session.Target.NotLoaded.Count} project{(session.Target.NotLoaded.Count == 1 ? string.Empty : "s")} not loaded";
                }

                Console.Out.WriteLine(summary);
            }

            PhaseTimes.Mark("written");
            return findings.IsEmpty ? ExitCodes.Clean : ExitCodes.Findings;
        }
    }
}
