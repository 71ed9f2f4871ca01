using System;
using System.Collections.Generic;
using System.CommandLine;
using System.CommandLine.Help;
using System.CommandLine.Invocation;
using System.IO;
using System.Linq;

namespace LogPerf.Tool.Cli
{
    /// <summary>
    /// What <c>--help</c> says after the options, as Roslynator's CLI and <c>dotnet format</c> document theirs: the exit
    /// codes a script or CI can test, and examples of each command to copy.
    /// </summary>
    internal static class HelpSections
    {
        private static readonly (string Code, string Meaning)[] ExitCodeMeanings =
        {
            ($"{ExitCodes.Clean}", "Nothing at or above --severity is left (fix: once its fixes are applied; fix --verify: no fix would change a file)."),
            ($"{ExitCodes.Findings}", "Diagnostics at or above --severity are left (fix: after its fixes; fix --verify: a fix would change a file)."),
            ($"{ExitCodes.Failure}", "No project could be loaded or restored, or the command line is wrong (the reason is printed)."),
        };

        private static readonly Dictionary<string, (string Command, string What)[]> ExamplesByCommand = new Dictionary<string, (string, string)[]>(StringComparer.Ordinal)
        {
            ["check"] = new[]
            {
                ("logperf check", "the project or solution in the current folder"),
                ("logperf check src/MyService/MyService.csproj", "one project"),
                ("logperf check MyApp.sln --severity info", "a solution, Info rules included"),
                ("logperf check --diagnostics LP0003 LP0004", "only these rules"),
                ("logperf check --format sarif --output logperf.sarif", "a SARIF 2.1.0 report for code scanning"),
            },
            ["fix"] = new[]
            {
                ("logperf fix", "apply every default fix in the current folder's project or solution"),
                ("logperf fix --dry-run", "print the diff, change nothing"),
                ("logperf fix --diagnostics LP0004 --fix-title MemoryMapped", "one rule, with the fix whose title holds that text"),
                ("logperf fix --verify", "CI: exit 1 when a fix would change a file"),
            },
        };

        /// <summary>Appends the exit codes and the examples to the help of every command of <paramref name="root"/>.</summary>
        public static void AddTo(RootCommand root)
        {
            if (root.Options.OfType<HelpOption>().SingleOrDefault() is { Action: HelpAction standard } help)
            {
                help.Action = new WithSections(standard);
            }
        }

        private static void Write(TextWriter output, Command command)
        {
            output.WriteLine("Exit codes:");
            foreach (var (code, meaning) in ExitCodeMeanings)
            {
                output.WriteLine($"  {code}  {meaning}");
            }

            output.WriteLine();
            var examples = ExamplesByCommand.TryGetValue(command.Name, out var own)
                ? own
                : ExamplesByCommand.Values.SelectMany(e => e).ToArray();
            var width = examples.Max(e => e.Command.Length);
            output.WriteLine("Examples:");
            foreach (var (line, what) in examples)
            {
                output.WriteLine($"  {line.PadRight(width)}  # {what}");
            }

            output.WriteLine();
        }

        /// <summary>System.CommandLine's help, then the sections above (its layout API is not public).</summary>
        private sealed class WithSections : SynchronousCommandLineAction
        {
            private readonly HelpAction _standard;

            public WithSections(HelpAction standard) => _standard = standard;

            public override int Invoke(ParseResult parseResult)
            {
                var result = _standard.Invoke(parseResult);
                Write(parseResult.InvocationConfiguration.Output, parseResult.CommandResult.Command);
                return result;
            }
        }
    }
}
