using System;
using System.IO;
using System.Linq;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using log4net.Layout.Pattern;
using log4net.Repository;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// A pattern converter that throws on 1 event in 500, in the middle of the line, behind a default forwarder to a
    /// log4net RollingFileAppender. It used to cost the rest of its batch (4,678 of 5,000 on disk), counted nowhere.
    /// </summary>
    public sealed class ThrowingConverterFaultTests
    {
        private const int Events = 5_000;
        private readonly ITestOutputHelper _output;

        public ThrowingConverterFaultTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void Each_throw_costs_one_event_counted_failed_and_the_file_holds_whole_lines_only()
        {
            using var dir = new FaultDirectory();

            // log4net alone loses the same events, and leaves what the layout wrote before the throw glued to the next line.
            RollingFileAppender alone = Target(dir.File("alone.log"), new CapturingErrorHandler());
            Log(FaultLog.Logger(alone, out ILoggerRepository aloneRepository), "alone");
            aloneRepository.Shutdown();
            EventLines aloneLines = new EventLines("alone", " ok").ReadFiles(dir.Files("alone.log*"));

            var targetErrors = new CapturingErrorHandler();
            RollingFileAppender target = Target(dir.File("fwd.log"), targetErrors);
            AsyncForwardingAppender forwarder = FaultLog.Forwarder(target, out CapturingErrorHandler errors);
            Log(FaultLog.Logger(forwarder, out ILoggerRepository repository), "fwd");
            repository.Shutdown();
            EventLines lines = new EventLines("fwd", " ok").ReadFiles(dir.Files("fwd.log*"));

            FaultFigures.Of("converter throws on 1 event in 500 (RollingFileAppender)", Events, forwarder, lines.Whole).AssertAccounted().Print(_output);
            _output.WriteLine($"log4net alone: {aloneLines.Whole} whole lines, {aloneLines.Broken.Count} broken: {string.Join(" / ", aloneLines.Broken.Take(2))}");

            int[] throwing = Enumerable.Range(0, Events).Where(Boom.Throws).ToArray();
            Assert.Equal(10, throwing.Length);
            Assert.Equal(Events - throwing.Length, aloneLines.Distinct + aloneLines.Broken.Count);
            Assert.Empty(lines.Broken);
            Assert.Equal(Enumerable.Range(0, Events).Except(throwing), lines.Seen.Keys.OrderBy(k => k));
            Assert.All(lines.Seen.Values, n => Assert.Equal(1, n));
            Assert.True(lines.Whole >= aloneLines.Whole);
            Assert.Equal(Events - throwing.Length, forwarder.DeliveredCount);
            Assert.Equal(throwing.Length, forwarder.FailedCount);
            Assert.Contains(errors.Errors, e => e.Exception is InvalidOperationException { Message: "boom" });
            Assert.Equal(throwing.Length, targetErrors.Errors.Count(e => e.Exception is InvalidOperationException { Message: "boom" }));
        }

        private static RollingFileAppender Target(string file, CapturingErrorHandler errors)
        {
            var target = new RollingFileAppender
            {
                Name = Path.GetFileNameWithoutExtension(file),
                File = file,
                Layout = FaultLog.Layout("%message %boom%newline", l => l.AddConverter("boom", typeof(Boom))),
                ErrorHandler = errors,
                MaximumFileSize = "100KB",
                MaxSizeRollBackups = 10,
            };
            target.ActivateOptions();
            return target;
        }

        private static void Log(ILog log, string run)
        {
            for (int i = 0; i < Events; i++)
            {
                log.Info(EventLines.Message(run, i));
            }
        }

        /// <summary>Writes "ok", or throws for 1 event in 500 (by the event's sequence number, so log4net alone fails the same ones).</summary>
        private sealed class Boom : PatternLayoutConverter
        {
            public static bool Throws(int sequence) => sequence % 500 == 137;

            protected override void Convert(TextWriter writer, LoggingEvent loggingEvent)
            {
                string message = loggingEvent.RenderedMessage!;
                int sequence = int.Parse(message.Substring(message.IndexOf(' ') + 1, 6));
                if (Throws(sequence))
                {
                    throw new InvalidOperationException("boom");
                }

                writer.Write("ok");
            }
        }
    }
}
