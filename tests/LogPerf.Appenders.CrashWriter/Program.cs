using System;
using System.Diagnostics;
using log4net;
using log4net.Config;
using log4net.Layout;
using LogPerf.Appenders;

namespace LogPerf.Appenders.CrashWriter
{
    /// <summary>
    /// Usage: CrashWriter &lt;log file&gt; &lt;MappingBufferSize&gt; &lt;max lines&gt;. Appends "line N ..." and then
    /// prints N, so every number printed is a line whose Append has returned. Stops by itself after max lines
    /// or 60 seconds, printing "done".
    /// </summary>
    internal static class Program
    {
        private static int Main(string[] args)
        {
            if (args.Length != 3)
            {
                Console.Error.WriteLine("usage: CrashWriter <log file> <MappingBufferSize> <max lines>");
                return 2;
            }

            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var appender = new MemoryMappedFileAppender
            {
                Name = "crash",
                File = args[0],
                AppendToFile = true,
                MappingBufferSize = args[1],
                Layout = layout,
            };
            appender.ActivateOptions();

            var repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
            BasicConfigurator.Configure(repository, appender);
            ILog log = LogManager.GetLogger(repository.Name, "crash");

            long maxLines = long.Parse(args[2]);
            var clock = Stopwatch.StartNew();
            for (long i = 1; i <= maxLines && clock.Elapsed < TimeSpan.FromSeconds(60); i++)
            {
                log.Info(CrashLine.Text(i));
                Console.Out.WriteLine(i);
            }

            repository.Shutdown();
            Console.Out.WriteLine("done");
            return 0;
        }
    }
}
