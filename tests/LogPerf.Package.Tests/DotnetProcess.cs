using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.Package.Tests
{
    /// <summary>What a finished <c>dotnet</c> process left: its exit code and its stdout and stderr, interleaved.</summary>
    public sealed record ProcessResult(string CommandLine, int ExitCode, string Output)
    {
        public IEnumerable<string> Lines => Output.Split('\n').Select(line => line.TrimEnd('\r'));

        /// <summary>The command and the last lines of its output, for assertion messages.</summary>
        public string Describe(int lastLines = 60) =>
            $"`{CommandLine}` exited with {ExitCode}; last output lines:{Environment.NewLine}" +
            string.Join(Environment.NewLine, Lines.TakeLast(lastLines));
    }

    /// <summary>Runs the SDK's <c>dotnet</c> as a child process, with a time limit that kills the whole process tree.</summary>
    public static class DotnetProcess
    {
        public static readonly TimeSpan DefaultTimeout = TimeSpan.FromMinutes(5);

        public static Task<ProcessResult> RunAsync(
            string workingDirectory,
            IEnumerable<string> arguments,
            IReadOnlyDictionary<string, string>? environment = null,
            TimeSpan? timeout = null) =>
            RunProgramAsync(DotnetPath(), workingDirectory, arguments, environment, timeout);

        /// <summary>Any program (a script that calls dotnet, say), started the same way and under the same limit.</summary>
        public static async Task<ProcessResult> RunProgramAsync(
            string program,
            string workingDirectory,
            IEnumerable<string> arguments,
            IReadOnlyDictionary<string, string>? environment = null,
            TimeSpan? timeout = null)
        {
            var startInfo = new ProcessStartInfo(program)
            {
                WorkingDirectory = workingDirectory,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            foreach (var argument in arguments)
            {
                startInfo.ArgumentList.Add(argument);
            }

            PrepareEnvironment(startInfo.Environment, environment);
            var commandLine = (program == DotnetPath() ? "dotnet" : program) + " " + string.Join(" ", startInfo.ArgumentList);

            var output = new StringBuilder();
            void Append(object sender, DataReceivedEventArgs e)
            {
                if (e.Data is not null)
                {
                    lock (output)
                    {
                        output.AppendLine(e.Data);
                    }
                }
            }

            using var process = new Process { StartInfo = startInfo };
            process.OutputDataReceived += Append;
            process.ErrorDataReceived += Append;
            process.Start();
            process.BeginOutputReadLine();
            process.BeginErrorReadLine();

            var limit = timeout ?? DefaultTimeout;
            using var cancellation = new CancellationTokenSource(limit);
            try
            {
                await process.WaitForExitAsync(cancellation.Token);
            }
            catch (OperationCanceledException)
            {
                process.Kill(entireProcessTree: true);
                process.WaitForExit(TimeSpan.FromSeconds(30));
                string partial;
                lock (output)
                {
                    partial = output.ToString();
                }

                throw new TimeoutException(new ProcessResult(commandLine, -1, partial).Describe() + $"{Environment.NewLine}(killed after {limit})");
            }

            lock (output)
            {
                return new ProcessResult(commandLine, process.ExitCode, output.ToString());
            }
        }

        /// <summary>
        /// Under <c>dotnet test</c> this process inherits MSBuild variables meant for the outer build; they are dropped so
        /// each child starts like a build typed in a shell. Node reuse is off so no MSBuild node outlives its build.
        /// </summary>
        private static void PrepareEnvironment(IDictionary<string, string?> target, IReadOnlyDictionary<string, string>? overrides)
        {
            foreach (var key in target.Keys.ToList())
            {
                if (key.StartsWith("MSBUILD", StringComparison.OrdinalIgnoreCase) || key.StartsWith("_MSBUILD", StringComparison.OrdinalIgnoreCase))
                {
                    target.Remove(key);
                }
            }

            target["MSBUILDDISABLENODEREUSE"] = "1";
            target["MSBUILDTERMINALLOGGER"] = "off";
            target["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
            target["DOTNET_NOLOGO"] = "1";
            target["DOTNET_CLI_UI_LANGUAGE"] = "en";
            foreach (var pair in overrides ?? new Dictionary<string, string>())
            {
                target[pair.Key] = pair.Value;
            }
        }

        /// <summary>The dotnet that runs this test host, so the children use the same SDK installation.</summary>
        private static string DotnetPath() =>
            Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";
    }
}
