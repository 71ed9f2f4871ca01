using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// Runs tests/LogPerf.FixSafety.Runner on one config text in a process of its own, into a fresh sandbox folder,
    /// with its console output saved there as stdout.txt and stderr.txt. Bounded: a run that has not ended after two
    /// minutes is killed (with its children) and reported as such.
    /// </summary>
    public static class RunnerProcess
    {
        private static readonly TimeSpan Limit = TimeSpan.FromMinutes(2);

        /// <summary>The runner built beside this project, or LOGPERF_FIXSAFETY_RUNNER (a copy, so that a long run is not changed by a rebuild).</summary>
        public static string RunnerPath { get; } = Environment.GetEnvironmentVariable("LOGPERF_FIXSAFETY_RUNNER") is { Length: > 0 } runner ? runner
            : typeof(RunnerProcess).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "LogPerf.FixSafety.Runner").Value!;

        public static async Task<string> RunAsync(string library, string configText, string workload, string sandbox)
        {
            Directory.CreateDirectory(sandbox);
            var configPath = Path.Combine(sandbox, "config.xml");
            var workloadPath = Path.Combine(sandbox, "workload.txt");
            await File.WriteAllTextAsync(configPath, configText);
            await File.WriteAllTextAsync(workloadPath, workload);
            var start = new ProcessStartInfo("dotnet")
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
                WorkingDirectory = sandbox,
            };
            foreach (var argument in new[] { RunnerPath, library, configPath, Path.Combine(sandbox, "out"), workloadPath })
            {
                start.ArgumentList.Add(argument);
            }

            start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
            using var process = Process.Start(start)!;
            var stdout = process.StandardOutput.ReadToEndAsync();
            var stderr = process.StandardError.ReadToEndAsync();
            var exited = process.WaitForExitAsync();
            if (await Task.WhenAny(exited, Task.Delay(Limit)) != exited)
            {
                process.Kill(entireProcessTree: true);
                await exited;
                throw new TimeoutException($"The {library} run in {sandbox} did not end within {Limit.TotalSeconds:0} s.");
            }

            var output = Path.Combine(sandbox, "out");
            Directory.CreateDirectory(Path.Combine(output, "capture"));
            await File.WriteAllTextAsync(Path.Combine(output, "capture", "stdout.txt"), await stdout);
            await File.WriteAllTextAsync(Path.Combine(output, "capture", "stderr.txt"), await stderr);
            if (process.ExitCode != 0)
            {
                throw new InvalidOperationException($"The {library} run in {sandbox} exited with {process.ExitCode}: {await stderr}");
            }

            return output;
        }
    }
}
