using System.IO;
using System.Threading;
using LogPerf.Appenders.Tests.Support;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Layout;
using log4net.Repository;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class DeferredRenderTests
    {
        [Fact]
        public void Values_are_rendered_as_they_were_when_logged()
        {
            var output = new GatedWriter();
            var writer = new TextWriterAppender
            {
                Name = "writer",
                Layout = new PatternLayout("%thread|%property{user}|%message%newline"),
                Writer = output,
            };
            ILoggerRepository repository = TestEvents.NewRepository();
            AsyncForwardingAppender forwarder = ForwarderFactory.Create(out _, targets: writer);
            BasicConfigurator.Configure(repository, forwarder);
            ILog log = LogManager.GetLogger(repository.Name, "deferred");
            var message = new MutableMessage { Text = "logged" };

            var producer = new Thread(() =>
            {
                ThreadContext.Properties["user"] = "alice";
                log.Info(message);
                ThreadContext.Properties["user"] = "bob";
            }) { Name = "producer" };
            producer.Start();
            producer.Join();
            Assert.True(output.Entered.Wait(10_000));
            message.Text = "changed";
            output.Gate.Set();

            Assert.True(forwarder.Flush(10_000));
            Assert.Equal("producer|alice|logged", output.ToString().TrimEnd());
            repository.Shutdown();
        }

        private sealed class MutableMessage
        {
            public string Text { get; set; } = "";

            public override string ToString() => Text;
        }

        /// <summary>Holds the first write until the gate opens, so rendering finishes after the test changes things.</summary>
        private sealed class GatedWriter : StringWriter
        {
            public ManualResetEventSlim Gate { get; } = new ManualResetEventSlim(false);

            public ManualResetEventSlim Entered { get; } = new ManualResetEventSlim(false);

            public override void Write(char value)
            {
                Hold();
                base.Write(value);
            }

            public override void Write(string? value)
            {
                Hold();
                base.Write(value);
            }

            public override void Write(char[] buffer, int index, int count)
            {
                Hold();
                base.Write(buffer, index, count);
            }

            private void Hold()
            {
                Entered.Set();
                Gate.Wait();
            }
        }
    }
}
