using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.Tool.Tests.Support
{
    /// <summary>Runs a child process (dotnet, the installed logperf, the fixed app) with a time limit that kills its whole tree.</summary>
    public static class ProcessRunner
    {
        public static readonly TimeSpan DefaultTimeout = TimeSpan.FromMinutes(4);

        /// <summary>The dotnet that runs this test host, so the children use the same SDK installation.</summary>
        public static string Dotnet { get; } =
            Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";

        public static Task<ProcessResult> DotnetAsync(string workingDirectory, params string[] arguments) =>
            RunAsync(Dotnet, workingDirectory, arguments);

        public static async Task<ProcessResult> RunAsync(
            string fileName, string workingDirectory, IEnumerable<string> arguments, IReadOnlyDictionary<string, string>? environment = null, TimeSpan? timeout = null)
        {
            var startInfo = new ProcessStartInfo(fileName)
            {
                WorkingDirectory = workingDirectory,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                RedirectStandardInput = true,
                UseShellExecute = false,
            };
            foreach (var argument in arguments)
            {
                startInfo.ArgumentList.Add(argument);
            }

            PrepareEnvironment(startInfo.Environment, environment);
            var commandLine = System.IO.Path.GetFileName(fileName) + " " + string.Join(" ", startInfo.ArgumentList);

            var stdout = new StringBuilder();
            var stderr = new StringBuilder();
            using var process = new Process { StartInfo = startInfo };
            process.OutputDataReceived += (_, e) => Append(stdout, e.Data);
            process.ErrorDataReceived += (_, e) => Append(stderr, e.Data);
            process.Start();
            process.StandardInput.Close();
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
                throw new TimeoutException(new ProcessResult(commandLine, -1, Text(stdout), Text(stderr)).Describe() + $"{Environment.NewLine}(killed after {limit})");
            }

            process.WaitForExit();
            return new ProcessResult(commandLine, process.ExitCode, Text(stdout), Text(stderr));
        }

        private static void Append(StringBuilder builder, string? line)
        {
            if (line is null)
            {
                return;
            }

            lock (builder)
            {
                builder.Append(line).Append('\n');
            }
        }

        private static string Text(StringBuilder builder)
        {
            lock (builder)
            {
                return builder.ToString();
            }
        }

        /// <summary>
        /// Under <c>dotnet test</c> this process inherits MSBuild variables meant for the outer build; they are dropped so
        /// each child starts like a command typed in a shell. No build server or node outlives its command.
        /// </summary>
        private static void PrepareEnvironment(IDictionary<string, string?> target, IReadOnlyDictionary<string, string>? overrides)
        {
            foreach (var key in target.Keys.ToList())
            {
                if (key.StartsWith("MSBUILD", StringComparison.OrdinalIgnoreCase) || key.StartsWith("_MSBUILD", StringComparison.OrdinalIgnoreCase)
                    || key.StartsWith("VSTEST", StringComparison.OrdinalIgnoreCase))
                {
                    target.Remove(key);
                }
            }

            target["MSBUILDDISABLENODEREUSE"] = "1";
            target["MSBUILDTERMINALLOGGER"] = "off";
            target["DOTNET_CLI_USE_MSBUILD_SERVER"] = "0";
            target["UseSharedCompilation"] = "false";
            target["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
            target["DOTNET_NOLOGO"] = "1";
            target["DOTNET_CLI_UI_LANGUAGE"] = "en";
            target["DOTNET_SKIP_FIRST_TIME_EXPERIENCE"] = "1";
            foreach (var pair in overrides ?? new Dictionary<string, string>())
            {
                target[pair.Key] = pair.Value;
            }
        }
    }
}
