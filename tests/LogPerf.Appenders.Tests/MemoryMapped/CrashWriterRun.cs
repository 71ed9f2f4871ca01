using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text.RegularExpressions;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>
    /// One run of the crash writer (<see cref="CrashWriterProcess"/>), its output followed as it comes: the last line
    /// number it reported appended, whether it is holding, its final counts and its ErrorHandler messages. Every wait
    /// is bounded, and Dispose kills the process if it still runs.
    /// </summary>
    internal sealed class CrashWriterRun : IDisposable
    {
        private static readonly Regex CountsLine = new Regex(@"^counts (\S+) logged=(\d+) written=(\d+) failed=(\d+)$");
        private readonly Process _process;
        private readonly ManualResetEventSlim _holding = new ManualResetEventSlim();
        private readonly List<string> _errors = new List<string>();
        private readonly Dictionary<string, (long Logged, long Written, long Failed)> _counts = new Dictionary<string, (long, long, long)>();
        private long _reported;
        private long _target = long.MaxValue;
        private readonly ManualResetEventSlim _reachedTarget = new ManualResetEventSlim();

        /// <summary>Starts the writer; <paramref name="quiet"/>: it does not print each line number (no kill will need them).</summary>
        public CrashWriterRun(string mappingBufferSize, long maxLines, string? holdUntil, bool quiet, params string[] logFiles)
        {
            _process = CrashWriterProcess.Start(mappingBufferSize, maxLines, holdUntil, quiet, logFiles);
            _process.OutputDataReceived += (_, e) => OnOutput(e.Data);
            _process.ErrorDataReceived += (_, e) =>
            {
                if (e.Data != null)
                {
                    lock (_errors)
                    {
                        _errors.Add(e.Data);
                    }
                }
            };
            _process.BeginOutputReadLine();
            _process.BeginErrorReadLine();
        }

        /// <summary>The last line number the writer reported: every line up to it had returned from Append on each file.</summary>
        public long Reported => Interlocked.Read(ref _reported);

        public string[] Errors
        {
            get
            {
                lock (_errors)
                {
                    return _errors.ToArray();
                }
            }
        }

        /// <summary>Kills the writer (SIGKILL) once it has reported <paramref name="lines"/> lines; returns the last number reported before the kill.</summary>
        public long KillAfter(long lines, TimeSpan within)
        {
            Interlocked.Exchange(ref _target, lines);
            if (Reported >= lines)
            {
                _reachedTarget.Set();
            }

            bool reached = _reachedTarget.Wait(within);
            _process.Kill(entireProcessTree: true);
            Assert.True(_process.WaitForExit(10_000), "the crash writer did not die");
            _process.WaitForExit();
            Assert.True(reached, $"the crash writer reported only {Reported} lines. {string.Join("\n", Errors)}");
            Assert.Empty(_counts);
            return Reported;
        }

        public void WaitHolding(TimeSpan within) =>
            Assert.True(_holding.Wait(within), $"the crash writer never got to hold its files ({Reported} lines). {string.Join("\n", Errors)}");

        /// <summary>Waits for a normal end; returns the counts it printed per file name.</summary>
        public IReadOnlyDictionary<string, (long Logged, long Written, long Failed)> WaitCounts(TimeSpan within)
        {
            Assert.True(_process.WaitForExit((int)within.TotalMilliseconds), $"the crash writer did not finish ({Reported} lines)");
            _process.WaitForExit();
            Assert.Equal(0, _process.ExitCode);
            lock (_counts)
            {
                return new Dictionary<string, (long, long, long)>(_counts);
            }
        }

        public void Dispose()
        {
            ChildProject.Stop(_process);
            _process.Dispose();
            _holding.Dispose();
            _reachedTarget.Dispose();
        }

        private void OnOutput(string? line)
        {
            if (line is null)
            {
                return;
            }

            if (long.TryParse(line, out long number))
            {
                Interlocked.Exchange(ref _reported, number);
                if (number >= Interlocked.Read(ref _target))
                {
                    _reachedTarget.Set();
                }
            }
            else if (line == "holding")
            {
                _holding.Set();
            }
            else if (CountsLine.Match(line) is { Success: true } counts)
            {
                lock (_counts)
                {
                    _counts[counts.Groups[1].Value] = (long.Parse(counts.Groups[2].Value), long.Parse(counts.Groups[3].Value), long.Parse(counts.Groups[4].Value));
                }
            }
        }
    }
}
