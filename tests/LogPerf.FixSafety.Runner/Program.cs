using System;
using System.IO;
using System.Linq;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// <c>runner log4net|nlog CONFIG SANDBOX WORKLOAD</c>: what one run of one config writes lands in SANDBOX (see
    /// <see cref="Sandbox"/>); stdout and stderr are the console appenders' own (the harness captures them). Exit code 0
    /// when the workload ran, whatever the library did with the config (its complaints go to the internal log file).
    /// </summary>
    public static class Program
    {
        public static int Main(string[] args)
        {
            if (args.Length != 4 || (args[0] != "log4net" && args[0] != "nlog"))
            {
                Console.Error.WriteLine("usage: runner log4net|nlog CONFIG SANDBOX WORKLOAD");
                return 2;
            }

            var sandbox = new Sandbox(args[2]);
            var workload = Workload.Read(args[3]);
            var text = File.ReadAllText(args[1]);
            using var captures = new Captures(sandbox);
            ILibraryRun run = args[0] == "log4net" ? new Log4NetRun(sandbox, captures) : new NLogRun(sandbox, captures);
            try
            {
                run.Configure(text);
                workload.Run(run);
            }
            finally
            {
                var destinations = run.FileDestinations(sandbox).Select(d => d.Appender + "\t" + d.File).ToList();
                run.Shutdown(workload.Reference);
                captures.Stop();
                File.WriteAllLines(sandbox.InternalLog, run.InternalMessages);
                File.WriteAllLines(sandbox.AppenderFiles, destinations);
            }

            return 0;
        }
    }
}
