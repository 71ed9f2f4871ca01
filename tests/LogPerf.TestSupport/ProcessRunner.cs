using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.TestSupport
{
    /// <summary>
    /// Runs a child process (dotnet, a script, the installed logperf, a built app) with a time limit that kills its whole
    /// tree, its input closed, in an environment like a shell's (<see cref="PrepareEnvironment"/>).
    /// </summary>
    public static class ProcessRunner
    {
        public static readonly TimeSpan DefaultTimeout = TimeSpan.FromMinutes(5);

        /// <summary>The dotnet that runs this process, so the children use the same SDK installation.</summary>
        public static string Dotnet { get; } =
            Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host : "dotnet";

        public static Task<ProcessResult> DotnetAsync(string workingDirectory, params string[] arguments) =>
            RunAsync(Dotnet, workingDirectory, arguments);

        public static Task<ProcessResult> DotnetAsync(
            string workingDirectory, IEnumerable<string> arguments, IReadOnlyDictionary<string, string>? environment = null, TimeSpan? timeout = null) =>
            RunAsync(Dotnet, workingDirectory, arguments, environment, timeout);

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
            var commandLine = (fileName == Dotnet ? "dotnet" : System.IO.Path.GetFileName(fileName)) + " " + string.Join(" ", startInfo.ArgumentList);

            var output = new Output();
            using var process = new Process { StartInfo = startInfo };
            process.OutputDataReceived += (_, e) => output.Add(e.Data, error: false);
            process.ErrorDataReceived += (_, e) => output.Add(e.Data, error: true);
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
                throw new TimeoutException(output.Result(commandLine, -1).Describe() + $"{Environment.NewLine}(killed after {limit})");
            }

            // The asynchronous readers may still hold the last lines: this overload waits for them.
            process.WaitForExit();
            return output.Result(commandLine, process.ExitCode);
        }

        /// <summary>
        /// Under <c>dotnet test</c> this process inherits MSBuild and VSTest variables meant for the outer run; they are
        /// dropped so each child starts like a command typed in a shell. No build server, compiler server or MSBuild node
        /// outlives its command (the machine is shared, and a lingering server would hold files of a deleted temp folder).
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

        /// <summary>Both streams, apart and interleaved in the order their lines arrived.</summary>
        private sealed class Output
        {
            private readonly StringBuilder _stdout = new StringBuilder();
            private readonly StringBuilder _stderr = new StringBuilder();
            private readonly StringBuilder _both = new StringBuilder();

            public void Add(string? line, bool error)
            {
                if (line is null)
                {
                    return;
                }

                lock (_both)
                {
                    (error ? _stderr : _stdout).Append(line).Append('\n');
                    _both.Append(line).Append('\n');
                }
            }

            public ProcessResult Result(string commandLine, int exitCode)
            {
                lock (_both)
                {
                    return new ProcessResult(commandLine, exitCode, _stdout.ToString(), _stderr.ToString(), _both.ToString());
                }
            }
        }
    }
}
