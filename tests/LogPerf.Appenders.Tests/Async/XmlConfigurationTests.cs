using System;
using System.IO;
using System.Linq;
using System.Xml;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Repository;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class XmlConfigurationTests : IDisposable
    {
        private const int Lines = 20_000;
        private readonly string _directory = Path.Combine(Path.GetTempPath(), "logperf-async-" + Guid.NewGuid().ToString("N"));

        public XmlConfigurationTests() => Directory.CreateDirectory(_directory);

        public void Dispose() => Directory.Delete(_directory, recursive: true);

        [Theory]
        [InlineData("element")]
        [InlineData("param")]
        public void Configured_from_xml_every_line_reaches_the_file_and_batches_reach_bulk_appenders(string form)
        {
            string file = Path.Combine(_directory, form + ".log");
            string settings = form == "element"
                ? @"<bufferSize value=""123"" /><batchSize value=""64"" /><overflowPolicy value=""Block"" />
                    <shutdownTimeout value=""7000"" /><dropReportInterval value=""2000"" /><enqueueTimeout value=""-1"" />"
                : @"<param name=""BufferSize"" value=""123"" /><param name=""BatchSize"" value=""64"" />
                    <param name=""OverflowPolicy"" value=""Block"" /><param name=""ShutdownTimeout"" value=""7000"" />
                    <param name=""DropReportInterval"" value=""2000"" /><param name=""EnqueueTimeout"" value=""-1"" />";
            (ILoggerRepository repository, AsyncForwardingAppender forwarder) = Configure($@"
                <log4net>
                  <appender name=""async"" type=""LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders"">
                    {settings}
                    <appender-ref ref=""file"" />
                    <appender-ref ref=""bulk"" />
                  </appender>
                  <appender name=""file"" type=""log4net.Appender.FileAppender"">
                    <file value=""{file}"" />
                    <immediateFlush value=""true"" />
                    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message%newline"" /></layout>
                  </appender>
                  <appender name=""bulk"" type=""LogPerf.Appenders.Tests.Support.CollectingAppender, LogPerf.Appenders.Tests"" />
                  <root><level value=""ALL"" /><appender-ref ref=""async"" /></root>
                </log4net>");

            Assert.Equal(123, forwarder.BufferSize);
            Assert.Equal(64, forwarder.BatchSize);
            Assert.Equal(7000, forwarder.ShutdownTimeout);
            Assert.Equal(2000, forwarder.DropReportInterval);
            Assert.Equal(-1, forwarder.EnqueueTimeout);
            var bulk = (CollectingAppender)forwarder.GetAppender("bulk")!;
            ILog log = LogManager.GetLogger(repository.Name, "xml");
            for (int i = 0; i < Lines; i++)
            {
                log.Info("line " + i);
            }

            Assert.True(forwarder.Flush(30_000));
            Assert.Equal(Lines, bulk.Count);
            Assert.InRange(bulk.BulkCalls, Lines / 64, Lines - 1);
            repository.Shutdown();

            string[] written = File.ReadAllLines(file);
            Assert.Equal(Enumerable.Range(0, Lines).Select(i => "line " + i), written);
            Assert.Equal(Lines, forwarder.DeliveredCount);
        }

        /// <summary>The appender is kept (log4net drops an appender whose setting fails to convert), with Block.</summary>
        [Theory]
        [InlineData("element")]
        [InlineData("param")]
        public void An_unknown_policy_name_keeps_the_safe_default(string form)
        {
            string policy = form == "element" ? @"<overflowPolicy value=""DropSideways"" />" : @"<param name=""OverflowPolicy"" value=""DropSideways"" />";
            (ILoggerRepository repository, AsyncForwardingAppender forwarder) = Configure($@"
                <log4net>
                  <appender name=""async"" type=""LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders"">
                    {policy}
                    <bufferSize value=""-3"" />
                    <errorHandler type=""LogPerf.Appenders.Tests.Support.CapturingErrorHandler, LogPerf.Appenders.Tests"" />
                    <appender-ref ref=""sink"" />
                  </appender>
                  <appender name=""sink"" type=""LogPerf.Appenders.Tests.Support.CollectingAppender, LogPerf.Appenders.Tests"" />
                  <root><level value=""ALL"" /><appender-ref ref=""async"" /></root>
                </log4net>");

            Assert.Equal(OverflowPolicy.Block, forwarder.OverflowPolicy);
            Assert.Contains(repository.ConfigurationMessages.Cast<object>(), m => m.ToString()!.Contains("OverflowPolicy [DropSideways] is not one of"));
            Assert.Equal(AsyncAppenderSkeleton.DefaultBufferSize, forwarder.BufferSize);
            var errors = (CapturingErrorHandler)forwarder.ErrorHandler;
            Assert.Contains(errors.Messages, m => m.Contains("BufferSize -3"));
            LogManager.GetLogger(repository.Name, "xml").Info("works");
            Assert.True(forwarder.Flush(10_000));
            Assert.Equal(1, ((CollectingAppender)forwarder.GetAppender("sink")!).Count);
            repository.Shutdown();
        }

        /// <summary>
        /// log4net 3.5 asks every forwarder of the config to let go of an appender that failed to activate; one that is not a
        /// target is not an error (log4net's own list threw, and log4net reported "Could not detach an Appender that failed to
        /// activate" for a config that worked before the forwarder was added).
        /// </summary>
        [Fact]
        public void An_appender_that_fails_to_activate_is_discarded_without_an_error_about_the_forwarder()
        {
            (ILoggerRepository repository, AsyncForwardingAppender forwarder) = Configure(@"
                <log4net>
                  <appender name=""async"" type=""LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders"">
                    <appender-ref ref=""sink"" />
                  </appender>
                  <appender name=""sink"" type=""LogPerf.Appenders.Tests.Support.CollectingAppender, LogPerf.Appenders.Tests"" />
                  <appender name=""broken"" type=""LogPerf.Appenders.Tests.Async.XmlConfigurationTests+FailingActivationAppender, LogPerf.Appenders.Tests"" />
                  <root><level value=""ALL"" /><appender-ref ref=""async"" /><appender-ref ref=""broken"" /></root>
                </log4net>");

            var messages = repository.ConfigurationMessages.Cast<object>().Select(m => m.ToString()!).ToList();
            Assert.Contains(messages, m => m.Contains("Could not activate Appender [broken]"));
            Assert.DoesNotContain(messages, m => m.Contains("Could not detach"));
            Assert.Null(forwarder.RemoveAppender(new CollectingAppender()));
            LogManager.GetLogger(repository.Name, "xml").Info("works");
            Assert.True(forwarder.Flush(10_000));
            Assert.Equal(1, ((CollectingAppender)forwarder.GetAppender("sink")!).Count);
            repository.Shutdown();
        }

        public sealed class FailingActivationAppender : AppenderSkeleton
        {
            public override void ActivateOptions() => throw new InvalidOperationException("cannot start here");

            protected override void Append(log4net.Core.LoggingEvent loggingEvent)
            {
            }
        }

        private static (ILoggerRepository, AsyncForwardingAppender) Configure(string xml)
        {
            ILoggerRepository repository = TestEvents.NewRepository();
            var document = new XmlDocument();
            document.LoadXml(xml);
            XmlConfigurator.Configure(repository, document.DocumentElement!);
            AsyncForwardingAppender forwarder = repository.GetAppenders().OfType<AsyncForwardingAppender>().Single();
            return (repository, forwarder);
        }
    }
}
