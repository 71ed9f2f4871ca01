using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;

namespace LogPerf.Appenders.Tests.Support
{
    /// <summary>
    /// A process a test started, its output collected as it comes; every wait is bounded and Dispose kills the process
    /// (and what it started) if it still runs, so a failing test leaves nothing behind.
    /// </summary>
    internal sealed class ChildRun : IDisposable
    {
        private readonly Process _process;
        private readonly List<string> _output = new List<string>();
        private readonly List<string> _errors = new List<string>();

        /// <summary>Starts <paramref name="program"/>; with <paramref name="input"/> its standard input is the test's to write.</summary>
        public ChildRun(string program, IEnumerable<string> arguments, string workingDirectory, bool input = false)
        {
            ProcessStartInfo start = ChildProject.Redirected(program, arguments);
            start.RedirectStandardInput = input;
            start.WorkingDirectory = workingDirectory;
            start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
            start.Environment["DOTNET_NOLOGO"] = "1";
            Command = program + " " + string.Join(" ", start.ArgumentList);
            _process = Process.Start(start) ?? throw new InvalidOperationException("could not start " + Command);
            _process.OutputDataReceived += (_, e) => Add(_output, e.Data);
            _process.ErrorDataReceived += (_, e) => Add(_errors, e.Data);
            _process.BeginOutputReadLine();
            _process.BeginErrorReadLine();
        }

        public string Command { get; }

        public int Id => _process.Id;

        public int ExitCode => _process.ExitCode;

        public string[] Output => Snapshot(_output);

        /// <summary>The command, its output and its errors so far, for an assertion's message.</summary>
        public string Describe() => $"{Command}\n--- stdout\n{string.Join("\n", Output)}\n--- stderr\n{string.Join("\n", Snapshot(_errors))}";

        /// <summary>Writes <paramref name="line"/> to the process's standard input (started with input).</summary>
        public void WriteLine(string line)
        {
            _process.StandardInput.WriteLine(line);
            _process.StandardInput.Flush();
        }

        /// <summary>The first output line starting with <paramref name="prefix"/>, waiting for it at most <paramref name="timeout"/>.</summary>
        public string? WaitForLine(string prefix, TimeSpan timeout)
        {
            var clock = Stopwatch.StartNew();
            while (clock.Elapsed < timeout)
            {
                string? line = Output.FirstOrDefault(l => l.StartsWith(prefix, StringComparison.Ordinal));
                if (line != null || _process.HasExited)
                {
                    return line ?? Output.FirstOrDefault(l => l.StartsWith(prefix, StringComparison.Ordinal));
                }

                Thread.Sleep(50);
            }

            return null;
        }

        /// <summary>True when the process exited within <paramref name="timeout"/> (its output read to the end).</summary>
        public bool WaitForExit(TimeSpan timeout)
        {
            if (!_process.WaitForExit(timeout))
            {
                return false;
            }

            _process.WaitForExit();
            return true;
        }

        public void Dispose()
        {
            ChildProject.Stop(_process);
            _process.Dispose();
        }

        private static void Add(List<string> lines, string? line)
        {
            if (line != null)
            {
                lock (lines)
                {
                    lines.Add(line);
                }
            }
        }

        private static string[] Snapshot(List<string> lines)
        {
            lock (lines)
            {
                return lines.ToArray();
            }
        }
    }
}
