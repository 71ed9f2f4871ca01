using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Xml;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Core;
using log4net.Repository;
using Xunit;
using Xunit.Abstractions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// XmlConfigurator reloads the configuration 20 times while 4 threads log. log4net 3.5 activates appenders only after
    /// loggers reference them, so events start the forwarder's worker first; 11 of 20 reloads used to print a spurious
    /// "ActivateOptions after the worker started" although nothing was lost.
    /// </summary>
    public sealed class ReloadUnderLoadFaultTests
    {
        private const int Reloads = 20;
        private const int Producers = 4;
        private readonly ITestOutputHelper _output;

        public ReloadUnderLoadFaultTests(ITestOutputHelper output) => _output = output;

        [Fact]
        public void Reloads_under_load_report_no_error_and_every_event_each_forwarder_took_is_accounted()
        {
            using var dir = new FaultDirectory();
            string file = dir.File("app.log");
            string tag = Guid.NewGuid().ToString("N");
            ILoggerRepository repository = TestEvents.NewRepository();
            Configure(repository, file, tag, 0);
            ILog log = LogManager.GetLogger(repository.Name, "reload");
            var logged = new int[Producers];
            using var stop = new ManualResetEventSlim();
            Thread[] producers = Enumerable.Range(0, Producers).Select(p => new Thread(() =>
            {
                // Load, not a flood: a short pause every 500 events keeps the run's size bounded on any machine.
                for (int i = 0; i < 999_999 && !stop.IsSet; i++)
                {
                    log.Info(EventLines.Message("t" + p, i));
                    logged[p] = i + 1;
                    if (i % 500 == 499)
                    {
                        Thread.Sleep(1);
                    }
                }
            })
            { IsBackground = true, Name = "reload producer " + p }).ToArray();

            try
            {
                foreach (Thread producer in producers)
                {
                    producer.Start();
                }

                var clock = System.Diagnostics.Stopwatch.StartNew();
                for (int reload = 1; reload <= Reloads; reload++)
                {
                    Thread.Sleep(20);
                    Configure(repository, file, tag, reload);
                }

                _output.WriteLine($"{Reloads} reloads took {clock.ElapsedMilliseconds} ms");
            }
            finally
            {
                stop.Set();
                foreach (Thread producer in producers)
                {
                    producer.Join(30_000);
                }

                repository.Shutdown();
            }

            CountingForwarder[] forwarders = CountingForwarder.Of(tag);
            EventLines lines = new EventLines(Enumerable.Range(0, Producers).Select(p => "t" + p).ToArray(), string.Empty).ReadFiles(new[] { file });
            long total = logged.Sum();
            long entered = forwarders.Sum(f => f.Entered);
            var sum = new DeliveryCounters(
                forwarders.Sum(f => f.Counters.Enqueued),
                forwarders.Sum(f => f.Counters.Delivered),
                forwarders.Sum(f => f.Counters.Dropped),
                forwarders.Sum(f => f.Counters.Failed),
                forwarders.Sum(f => f.Counters.Unconfirmed),
                forwarders.Sum(f => f.Counters.AwaitingConfirmation),
                forwarders.Sum(f => f.Counters.Queued),
                forwarders.Sum(f => f.Counters.InFlight));
            new FaultFigures($"{Reloads} XmlConfigurator reloads under load ({forwarders.Length} forwarders)", entered, sum, lines.Whole).AssertAccounted().Print(_output);
            List<string> errors = forwarders.SelectMany(f => ((CapturingErrorHandler)f.ErrorHandler).Messages).ToList();
            int early = forwarders.Count(f => f.StartedBeforeActivation);
            _output.WriteLine(
                $"{total} logged, {entered} reached a forwarder ({total - entered} while log4net had none attached); " +
                $"{early} of {forwarders.Length} forwarders got events before ActivateOptions; errors: {errors.Count}");

            Assert.Equal(Reloads + 1, forwarders.Length);
            Assert.True(early > 0, "no forwarder got events before log4net activated it: the case of the spurious error did not occur");
            foreach (CountingForwarder forwarder in forwarders)
            {
                DeliveryCounters c = forwarder.Counters;
                Assert.Equal(forwarder.Entered, c.Delivered + c.Dropped + c.Failed + c.Unconfirmed);
            }

            Assert.Empty(errors);
            Assert.Empty(lines.Broken);
            Assert.Equal(sum.Delivered, lines.Whole);
            Assert.Equal(lines.Whole, lines.Distinct);
        }

        private static void Configure(ILoggerRepository repository, string file, string tag, int generation)
        {
            var document = new XmlDocument();
            document.LoadXml($@"
                <log4net>
                  <appender name=""async"" type=""{typeof(CountingForwarder).AssemblyQualifiedName}"">
                    <tag value=""{tag}"" />
                    <errorHandler type=""{typeof(CapturingErrorHandler).AssemblyQualifiedName}"" />
                    <appender-ref ref=""file"" />
                  </appender>
                  <appender name=""file"" type=""log4net.Appender.FileAppender"">
                    <file value=""{file}"" />
                    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message%newline"" /></layout>
                  </appender>
                  <appender name=""slow"" type=""{typeof(SlowToActivate).AssemblyQualifiedName}"" />
                  <root><level value=""ALL"" /><appender-ref ref=""slow"" /><appender-ref ref=""async"" /></root>
                </log4net><!-- generation {generation} -->");
            XmlConfigurator.Configure(repository, document.DocumentElement!);
        }
    }

    /// <summary>
    /// An appender that takes 30 ms to activate and writes nothing. log4net 3.5 activates the appenders of a configuration
    /// in order after the loggers reference them all, so while this one activates, the forwarder after it already gets
    /// events: every reload exercises the case of the spurious error, on any machine.
    /// </summary>
    public sealed class SlowToActivate : AppenderSkeleton
    {
        public override void ActivateOptions()
        {
            base.ActivateOptions();
            Thread.Sleep(30);
        }

        protected override void Append(LoggingEvent loggingEvent)
        {
        }
    }

    /// <summary>An AsyncForwardingAppender that counts the events log4net hands it, and is found again by its tag.</summary>
    public sealed class CountingForwarder : AsyncForwardingAppender, IAppender, IBulkAppender
    {
        private static readonly ConcurrentDictionary<string, ConcurrentQueue<CountingForwarder>> Instances =
            new ConcurrentDictionary<string, ConcurrentQueue<CountingForwarder>>();

        private long _entered;

        public long Entered => Interlocked.Read(ref _entered);

        /// <summary>Events reached it before log4net called ActivateOptions, so the worker had started already.</summary>
        public bool StartedBeforeActivation { get; private set; }

        public override void ActivateOptions()
        {
            StartedBeforeActivation = EnqueuedCount > 0;
            base.ActivateOptions();
        }

        /// <summary>Set from the configuration: registers the instance under it.</summary>
        public string Tag
        {
            get => string.Empty;
            set => Instances.GetOrAdd(value, _ => new ConcurrentQueue<CountingForwarder>()).Enqueue(this);
        }

        public static CountingForwarder[] Of(string tag) => Instances.TryRemove(tag, out var found) ? found.ToArray() : Array.Empty<CountingForwarder>();

        void IAppender.DoAppend(LoggingEvent loggingEvent)
        {
            Interlocked.Increment(ref _entered);
            DoAppend(loggingEvent);
        }

        void IBulkAppender.DoAppend(LoggingEvent[] loggingEvents)
        {
            Interlocked.Add(ref _entered, loggingEvents.Length);
            DoAppend(loggingEvents);
        }
    }
}
