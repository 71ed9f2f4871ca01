using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Threading;
using log4net;
using log4net.Config;
using log4net.Core;
using log4net.Layout;
using LogPerf.Appenders;

namespace LogPerf.Appenders.CrashWriter
{
    /// <summary>
    /// Usage: CrashWriter &lt;MappingBufferSize&gt; &lt;max lines&gt; [--hold &lt;path&gt;] [--quiet] &lt;log file&gt;... One
    /// MemoryMappedFileAppender per file, activated in the order given. Appends "line N ..." to every file and then
    /// prints N (unless --quiet), so every number printed is a line whose Append has returned on each file. Stops by itself after max
    /// lines or 60 seconds; with --hold it then prints "holding" and keeps the files open until the path exists (at
    /// most 60 seconds). Then closes, prints "counts &lt;file&gt; logged=… written=… failed=…" per file and "done".
    /// ErrorHandler messages go to stderr as "error &lt;file&gt;: …".
    /// </summary>
    internal static class Program
    {
        private static int Main(string[] args)
        {
            var files = new List<string>();
            string? hold = null;
            bool quiet = false;
            for (int i = 2; i < args.Length; i++)
            {
                if (args[i] == "--hold" && i + 1 < args.Length)
                {
                    hold = args[++i];
                }
                else if (args[i] == "--quiet")
                {
                    quiet = true;
                }
                else
                {
                    files.Add(args[i]);
                }
            }

            if (args.Length < 3 || files.Count == 0)
            {
                Console.Error.WriteLine("usage: CrashWriter <MappingBufferSize> <max lines> [--hold <path>] [--quiet] <log file>...");
                return 2;
            }

            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var appenders = new List<MemoryMappedFileAppender>();
            foreach (string file in files)
            {
                var appender = new MemoryMappedFileAppender
                {
                    Name = Path.GetFileName(file),
                    File = file,
                    AppendToFile = true,
                    MappingBufferSize = args[0],
                    Layout = layout,
                    ErrorHandler = new PrintingErrorHandler(Path.GetFileName(file)),
                };
                appender.ActivateOptions();
                appenders.Add(appender);
            }

            var repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
            BasicConfigurator.Configure(repository, appenders.ToArray());
            ILog log = LogManager.GetLogger(repository.Name, "crash");

            long maxLines = long.Parse(args[1]);
            long logged = 0;
            var clock = Stopwatch.StartNew();
            for (long i = 1; i <= maxLines && clock.Elapsed < TimeSpan.FromSeconds(60); i++)
            {
                log.Info(CrashLine.Text(i));
                logged = i;
                if (!quiet)
                {
                    Console.Out.WriteLine(i);
                }
            }

            if (hold != null)
            {
                Console.Out.WriteLine("holding");
                var held = Stopwatch.StartNew();
                while (!File.Exists(hold) && held.Elapsed < TimeSpan.FromSeconds(60))
                {
                    Thread.Sleep(20);
                }
            }

            repository.Shutdown();
            foreach (MemoryMappedFileAppender appender in appenders)
            {
                Console.Out.WriteLine($"counts {appender.Name} logged={logged} written={appender.WrittenCount} failed={appender.FailedCount}");
            }

            Console.Out.WriteLine("done");
            return 0;
        }

        private sealed class PrintingErrorHandler : IErrorHandler
        {
            private readonly string _name;

            public PrintingErrorHandler(string name) => _name = name;

            public void Error(string message, Exception? e, ErrorCode errorCode) => Print(message, e);

            public void Error(string message, Exception? e) => Print(message, e);

            public void Error(string message) => Print(message, null);

            private void Print(string message, Exception? e) =>
                Console.Error.WriteLine($"error {_name}: {message}" + (e is null ? string.Empty : $" | {e.GetType().Name}: {e.Message}"));
        }
    }
}
