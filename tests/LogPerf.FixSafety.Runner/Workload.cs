using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// The same events for every run of a config: <see cref="Threads"/> named threads, each logging every level through
    /// every logger name, <see cref="Repeat"/> times, with a thread property, a nested scope value, an event property and,
    /// every seventh event, an exception with a stack trace; then a burst of <see cref="Burst"/> Info events each through
    /// the first logger; then, once they are done, <see cref="Closing"/> rounds of every level through every logger on one
    /// thread ("closing"). Every message starts with "evt" and an 8-digit id (thread × 1,000,000 + sequence), which is
    /// how the comparer pairs lines and checks order within a thread. File format: "key=value" lines, "logger=" repeated.
    /// </summary>
    public sealed class Workload
    {
        public static readonly string[] Levels = { "Trace", "Debug", "Info", "Notice", "Warn", "Error", "Severe", "Critical", "Fatal" };

        public int Threads { get; private set; } = 3;

        public int Repeat { get; private set; } = 2;

        public int Burst { get; private set; }

        /// <summary>
        /// Rounds logged by one thread after the others: what a buffer still holds at shutdown is then the same events in
        /// every run. A config where log4net closes a file before the buffer feeding it flushes (a forwarder on another
        /// logger closing it first) loses that tail, in the original as in any fixed version; without this its events
        /// would be whichever threads logged last, and two runs would lose different lines.
        /// </summary>
        public int Closing { get; private set; }

        /// <summary>
        /// The threads log one after the other instead of together: every run of a text then hands every appender the same
        /// events in the same order, so what a lossy buffer with an evaluator keeps before its trigger, or what a buffer
        /// holds when a file closes before it, no longer depends on how the threads interleaved (two runs of the original
        /// often agree by chance while a third differs).
        /// </summary>
        public bool Sequential { get; private set; }

        /// <summary>
        /// The reference run of an original ("reference=1"): before shutting down, the library hands on what every buffer
        /// that would send it still holds (see <see cref="ILibraryRun.Shutdown"/>): what the original meant to deliver where
        /// log4net's shutdown order loses a buffer's tail.
        /// </summary>
        public bool Reference { get; private set; }

        public List<string> Loggers { get; } = new List<string>();

        public static Workload Read(string path)
        {
            var workload = new Workload();
            foreach (var line in File.ReadAllLines(path))
            {
                var equals = line.IndexOf('=');
                if (equals < 0)
                {
                    continue;
                }

                var value = line.Substring(equals + 1);
                switch (line.Substring(0, equals))
                {
                    case "threads": workload.Threads = int.Parse(value, CultureInfo.InvariantCulture); break;
                    case "repeat": workload.Repeat = int.Parse(value, CultureInfo.InvariantCulture); break;
                    case "burst": workload.Burst = int.Parse(value, CultureInfo.InvariantCulture); break;
                    case "closing": workload.Closing = int.Parse(value, CultureInfo.InvariantCulture); break;
                    case "sequential": workload.Sequential = value == "1"; break;
                    case "reference": workload.Reference = value == "1"; break;
                    case "logger": workload.Loggers.Add(value); break;
                }
            }

            if (workload.Loggers.Count == 0)
            {
                workload.Loggers.Add("App");
            }

            return workload;
        }

        public void Run(ILibraryRun run)
        {
            var start = new Barrier(Sequential ? 1 : Threads);
            var threads = Enumerable.Range(0, Threads).Select(t => new Thread(() => RunThread(run, t, start)) { Name = "worker-" + t }).ToList();
            if (Sequential)
            {
                threads.ForEach(t => { t.Start(); t.Join(); });
            }
            else
            {
                threads.ForEach(t => t.Start());
                threads.ForEach(t => t.Join());
            }

            if (Closing > 0)
            {
                var closing = new Thread(() => RunRounds(run, Threads, Closing)) { Name = "closing" };
                closing.Start();
                closing.Join();
            }
        }

        private void RunThread(ILibraryRun run, int thread, Barrier start)
        {
            start.SignalAndWait();
            var sequence = RunRounds(run, thread, Repeat);
            for (var i = 0; i < Burst; i++)
            {
                var id = ((thread + 1) * 1_000_000) + sequence++;
                Log(run, Loggers[0], "Info", $"evt{id:D8} burst", null, id);
            }
        }

        /// <summary>Every level through every logger, <paramref name="rounds"/> times; returns the next sequence number.</summary>
        private int RunRounds(ILibraryRun run, int thread, int rounds)
        {
            var sequence = 0;
            using var user = run.ThreadProperty("user", "user" + thread);
            for (var round = 0; round < rounds; round++)
            {
                foreach (var logger in Loggers)
                {
                    using var scope = run.PushScope($"req-{thread}-{round}");
                    foreach (var level in Levels)
                    {
                        var id = ((thread + 1) * 1_000_000) + sequence++;
                        var exception = id % 7 == 0 ? Thrown(id) : null;
                        Log(run, logger, level, $"evt{id:D8} {level} via {logger} round {round}", exception, id);
                    }
                }
            }

            return sequence;
        }

        private static void Log(ILibraryRun run, string logger, string level, string message, Exception? exception, int id)
        {
            try
            {
                run.Log(logger, level, message, exception, new Dictionary<string, string> { ["order"] = "order-" + id.ToString(CultureInfo.InvariantCulture) });
            }
            catch (Exception e)
            {
                // throwExceptions configs hand failures to the caller: an application would see them, so they count as output.
                Console.Error.WriteLine($"caller caught {e.GetType().Name} for evt{id:D8}");
            }
        }

        private static Exception Thrown(int id)
        {
            try
            {
                throw new InvalidOperationException($"failure of evt{id:D8}");
            }
            catch (InvalidOperationException e)
            {
                return e;
            }
        }
    }
}
