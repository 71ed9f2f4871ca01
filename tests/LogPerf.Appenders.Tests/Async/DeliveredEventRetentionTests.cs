using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using LogPerf.Appenders.Tests.MemoryMapped;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    /// <summary>
    /// Once a batch is delivered, nothing of the forwarder keeps its events reachable (the ring's slots, the worker's
    /// batch, the arrays handed to targets): a queue that held on to them would keep them alive into older generations
    /// long after they were written.
    /// </summary>
    public sealed class DeliveredEventRetentionTests
    {
        private const int Events = 1000;

        [Fact]
        public void Events_delivered_to_a_file_appender_are_collectable_while_the_forwarder_is_open()
        {
            using var dir = new TempFolder("appenders");
            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var target = new RollingFileAppender { Name = "file", File = dir.File("r.log"), ImmediateFlush = true, Layout = layout };
            target.ActivateOptions();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);

            WeakReference[] events = AppendEvents(forwarder);
            Assert.True(forwarder.Flush(10_000));

            AssertCollected(events);
            Assert.Equal(Events, LineCount(dir.File("r.log")));
            forwarder.Close();
            Assert.Empty(errors.Messages);
        }

        [Fact]
        public void Events_delivered_to_a_plain_appender_are_collectable_while_the_forwarder_is_open()
        {
            var target = new Counting { Name = "plain" };
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out CapturingErrorHandler errors, targets: target);

            WeakReference[] events = AppendEvents(forwarder);
            Assert.True(forwarder.Flush(10_000));

            AssertCollected(events);
            Assert.Equal(Events, target.Count);
            forwarder.Close();
            Assert.Empty(errors.Messages);
        }

        /// <summary>Appends events that only the forwarder references, and returns weak references to them.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static WeakReference[] AppendEvents(AsyncForwardingAppender forwarder) =>
            Enumerable.Range(0, Events).Select(i =>
            {
                LoggingEvent e = TestEvents.Create("event " + i);
                forwarder.DoAppend(e);
                return new WeakReference(e);
            }).ToArray();

        private static void AssertCollected(WeakReference[] events)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            int alive = events.Count(e => e.IsAlive);
            Assert.True(alive == 0, $"{alive} of {events.Length} delivered events are still reachable");
        }

        private static int LineCount(string path)
        {
            using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
            using var reader = new StreamReader(stream);
            return reader.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries).Length;
        }

        private sealed class Counting : IAppender
        {
            public string Name { get; set; } = "counting";

            public int Count { get; private set; }

            public void DoAppend(LoggingEvent loggingEvent) => Count++;

            public void Close()
            {
            }
        }
    }
}
