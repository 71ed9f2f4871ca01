using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Config;
using log4net.Core;
using log4net.Repository;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class ProducerOrderTests
    {
        private const int Producers = 8;
        private const int EventsPerProducer = 100_000;

        [Fact]
        public void Block_delivers_every_event_once_in_per_thread_order()
        {
            ILoggerRepository repository = TestEvents.NewRepository();
            var sink = new CollectingAppender { Name = "sink" };
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, bufferSize: 1024, targets: sink);
            forwarder.Fix = FixFlags.Message | FixFlags.ThreadName;
            BasicConfigurator.Configure(repository, forwarder);
            ILog log = LogManager.GetLogger(repository.Name, "order");

            var threads = Enumerable.Range(0, Producers).Select(p => new Thread(() =>
            {
                for (int seq = 0; seq < EventsPerProducer; seq++)
                {
                    log.Info(p + ":" + seq);
                }
            }) { Name = "producer-" + p }).ToList();
            threads.ForEach(t => t.Start());
            threads.ForEach(t => Assert.True(t.Join(TimeSpan.FromMinutes(2))));

            Assert.True(forwarder.Flush(60_000));
            const long total = (long)Producers * EventsPerProducer;
            Assert.Equal(total, forwarder.EnqueuedCount);
            Assert.Equal(total, forwarder.DeliveredCount);
            Assert.Equal(0, forwarder.DroppedCount);
            Assert.Equal(0, forwarder.FailedCount);
            Assert.Equal(total, sink.Count);

            var next = new int[Producers];
            foreach (LoggingEvent loggingEvent in sink.Events)
            {
                string[] parts = loggingEvent.RenderedMessage!.Split(':');
                int producer = int.Parse(parts[0]);
                Assert.Equal("producer-" + producer, loggingEvent.ThreadName);
                Assert.Equal(next[producer], int.Parse(parts[1]));
                next[producer]++;
            }

            Assert.All(next, count => Assert.Equal(EventsPerProducer, count));
            repository.Shutdown();
            Assert.Empty(errors.Messages);
        }
    }
}
