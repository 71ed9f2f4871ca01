using System;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Xml;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Repository;
using Xunit;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>
    /// An appender is published from its start to its Close and never held by the meter: closed or collected appenders
    /// disappear, and reloads, which create new appenders each time, leave one series and one registration per name.
    /// </summary>
    public sealed class MetricsLifecycleTests
    {
        [Fact]
        public void A_closed_appender_is_no_longer_reported_nor_held_by_the_meter()
        {
            using var capture = new MeterCapture();
            string name = AsyncAppenderMetricsTests.Unique("closed");
            WeakReference closed = StartLogAndClose(capture, name);
            Assert.False(capture.Collect().Reports(name));
            Assert.DoesNotContain(MeteredAppenders.Snapshot(), r => r.Name == name);
            Collect();
            Assert.False(closed.IsAlive, "the closed forwarder is still reachable");
        }

        [Fact]
        public void An_appender_is_published_from_its_start_only()
        {
            using var capture = new MeterCapture();
            string name = AsyncAppenderMetricsTests.Unique("unstarted");
            var forwarder = new AsyncForwardingAppender { Name = name };
            forwarder.AddAppender(new GatedTarget());
            Assert.False(capture.Collect().Reports(name));
            forwarder.DoAppend(TestEvents.Create("starts the worker"));
            try
            {
                Assert.True(forwarder.Flush(10_000));
                Assert.Equal(1, capture.Collect().Outcome(name, "delivered"));
            }
            finally
            {
                forwarder.Close();
            }
        }

        [Fact]
        public void A_hundred_reloads_keep_one_series_and_one_registration_and_hold_no_replaced_appender()
        {
            using var capture = new MeterCapture();
            string name = AsyncAppenderMetricsTests.Unique("reload");
            ILoggerRepository repository = TestEvents.NewRepository();
            ILog log = LogManager.GetLogger(repository.Name, "reload");
            var replaced = new List<WeakReference>();
            try
            {
                for (int reload = 0; reload < 100; reload++)
                {
                    replaced.Add(ReloadAndLog(capture, repository, log, name, reload));
                }
            }
            finally
            {
                repository.Shutdown();
            }

            Assert.False(capture.Collect().Reports(name));
            Assert.DoesNotContain(MeteredAppenders.Snapshot(), r => r.Name == name);
            Collect();
            Assert.Equal(0, replaced.Count(r => r.IsAlive));
        }

        internal static void Collect()
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static WeakReference StartLogAndClose(MeterCapture capture, string name)
        {
            AsyncForwardingAppender forwarder = AsyncAppenderMetricsTests.Forwarder(name, new GatedTarget());
            forwarder.DoAppend(TestEvents.Create("one"));
            Assert.True(forwarder.Flush(10_000));
            Assert.True(capture.Collect().Reports(name));
            forwarder.Close();
            return new WeakReference(forwarder);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static WeakReference ReloadAndLog(MeterCapture capture, ILoggerRepository repository, ILog log, string name, int reload)
        {
            Configure(repository, name);
            for (int i = 0; i < 5; i++)
            {
                log.Info($"reload {reload} event {i}");
            }

            var current = (AsyncForwardingAppender)repository.GetAppenders().Single(a => a.Name == name);
            Assert.True(current.Flush(10_000));

            // Each configuration's forwarder starts from zero under the same tags: one series, as after a restart.
            Assert.Equal(5, capture.Collect().Outcome(name, "delivered"));
            Assert.Single(MeteredAppenders.Snapshot(), r => r.Name == name);
            return new WeakReference(current);
        }

        private static void Configure(ILoggerRepository repository, string name)
        {
            var document = new XmlDocument();
            document.LoadXml($@"
                <log4net>
                  <appender name=""{name}"" type=""{typeof(AsyncForwardingAppender).AssemblyQualifiedName}"">
                    <errorHandler type=""{typeof(CapturingErrorHandler).AssemblyQualifiedName}"" />
                    <appender-ref ref=""memory"" />
                  </appender>
                  <appender name=""memory"" type=""{typeof(MemoryAppender).AssemblyQualifiedName}"" />
                  <root><level value=""ALL"" /><appender-ref ref=""{name}"" /></root>
                </log4net>");
            XmlConfigurator.Configure(repository, document.DocumentElement!);
        }
    }
}
