using System.IO;
using LogPerf.Appenders.Tests.Support;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.Async
{
    public sealed class FixComputationTests
    {
        [Fact]
        public void The_common_pattern_needs_message_thread_and_exception_exactly()
        {
            var forwarder = new AsyncForwardingAppender();
            forwarder.AddAppender(FileWith(new PatternLayout("%date [%thread] %-5level %logger - %message%newline%exception")));
            Assert.Equal(FixFlags.Message | FixFlags.ThreadName | FixFlags.Exception, forwarder.EffectiveFix);
            Assert.Equal(forwarder.EffectiveFix, forwarder.Fix);
        }

        [Theory]
        [InlineData("%date %-5level %logger{1} %.30c %r %utcdate{ISO8601} %n", FixFlags.None)]
        [InlineData("%m%n", FixFlags.Message)]
        [InlineData("%%thread %%t 100%", FixFlags.None)]
        [InlineData("%dater", FixFlags.None)]
        [InlineData("%-20.30thread", FixFlags.ThreadName)]
        [InlineData("%property{user} %X{a} %x %ndc %P", FixFlags.Properties)]
        [InlineData("%l %F %L %M %C %type %stacktrace{3}", FixFlags.LocationInfo)]
        [InlineData("%w %u %a", FixFlags.UserName | FixFlags.Identity | FixFlags.Domain)]
        [InlineData("%T", FixFlags.All)]
        // log4net itself reads "%custom" as %c (logger) followed by the literal "ustom".
        [InlineData("%custom", FixFlags.None)]
        [InlineData("%zz", FixFlags.All)]
        public void Pattern_names_map_to_the_data_they_read(string pattern, FixFlags expected)
        {
            var forwarder = new AsyncForwardingAppender();
            forwarder.AddAppender(FileWith(new PatternLayout(pattern)));
            Assert.Equal(expected | FixFlags.Exception, forwarder.EffectiveFix);
        }

        [Fact]
        public void Nested_forwarders_are_followed_and_flags_are_recomputed_when_targets_change()
        {
            var inner = new BufferingForwardingAppender { Name = "buffer" };
            inner.AddAppender(FileWith(new PatternLayout("%thread %property{user}%newline%exception")));
            var innerAsync = new AsyncForwardingAppender { Name = "inner-async" };
            innerAsync.AddAppender(FileWith(new SimpleLayout()));
            var forwarder = new AsyncForwardingAppender();
            forwarder.AddAppender(inner);
            forwarder.AddAppender(innerAsync);
            Assert.Equal(FixFlags.ThreadName | FixFlags.Properties | FixFlags.Exception | FixFlags.Message, forwarder.EffectiveFix);

            var unknown = new CollectingAppender { Name = "unknown", Layout = new PatternLayout("%message") };
            forwarder.AddAppender(unknown);
            Assert.Equal(FixFlags.All, forwarder.EffectiveFix);
            forwarder.RemoveAppender(unknown);
            Assert.Equal(FixFlags.ThreadName | FixFlags.Properties | FixFlags.Exception | FixFlags.Message, forwarder.EffectiveFix);
        }

        [Fact]
        public void Unknown_layouts_fix_everything_and_xml_layouts_fix_what_they_read()
        {
            var forwarder = new AsyncForwardingAppender();
            forwarder.AddAppender(FileWith(new CustomLayout()));
            Assert.Equal(FixFlags.All, forwarder.EffectiveFix);

            var xml = new AsyncForwardingAppender();
            xml.AddAppender(FileWith(new XmlLayout(true)));
            Assert.Equal(
                FixFlags.Message | FixFlags.ThreadName | FixFlags.Domain | FixFlags.Identity | FixFlags.UserName |
                FixFlags.Properties | FixFlags.Exception | FixFlags.LocationInfo,
                xml.EffectiveFix);
        }

        [Fact]
        public void Layout_subclasses_count_as_their_base_and_custom_converters_fix_everything()
        {
            var subclass = new AsyncForwardingAppender();
            subclass.AddAppender(FileWith(new ThreadPatternLayout("%thread %message")));
            Assert.Equal(FixFlags.ThreadName | FixFlags.Message | FixFlags.Exception, subclass.EffectiveFix);

            // A converter named like a built-in one replaces it: "%thread" then reads whatever the converter reads.
            var custom = new PatternLayout("%thread");
            custom.AddConverter("thread", typeof(CustomConverter));
            custom.ActivateOptions();
            var converted = new AsyncForwardingAppender();
            converted.AddAppender(FileWith(custom));
            Assert.Equal(FixFlags.All, converted.EffectiveFix);
        }

        /// <summary>
        /// DebugAppender renders its Category (a PatternLayout, "%logger" by default) for every event, like TraceAppender:
        /// a Category printing the thread needs ThreadName fixed, though the layout does not print it.
        /// </summary>
        [Fact]
        public void Trace_and_debug_appenders_fix_what_their_category_prints()
        {
            var debug = new AsyncForwardingAppender();
            debug.AddAppender(new DebugAppender { Name = "debug", Layout = new PatternLayout("%message%newline"), Category = new PatternLayout("%thread") });
            Assert.Equal(FixFlags.Message | FixFlags.Exception | FixFlags.ThreadName, debug.EffectiveFix);

            var trace = new AsyncForwardingAppender();
            trace.AddAppender(new TraceAppender { Name = "trace", Layout = new PatternLayout("%message%newline"), Category = new PatternLayout("%appdomain") });
            Assert.Equal(FixFlags.Message | FixFlags.Exception | FixFlags.Domain, trace.EffectiveFix);
        }

        [Fact]
        public void An_explicit_Fix_wins()
        {
            var forwarder = new AsyncForwardingAppender { Fix = FixFlags.Message };
            forwarder.AddAppender(FileWith(new PatternLayout("%thread")));
            Assert.Equal(FixFlags.Message, forwarder.EffectiveFix);
        }

        private static TextWriterAppender FileWith(ILayout layout) =>
            new TextWriterAppender { Name = "writer-" + layout.GetType().Name, Layout = layout, Writer = new StringWriter() };

        private sealed class ThreadPatternLayout : PatternLayout
        {
            public ThreadPatternLayout(string pattern)
                : base(pattern)
            {
            }
        }

        private sealed class CustomConverter : log4net.Layout.Pattern.PatternLayoutConverter
        {
            protected override void Convert(TextWriter writer, LoggingEvent loggingEvent) => writer.Write(loggingEvent.LookupProperty("x"));
        }

        private sealed class CustomLayout : LayoutSkeleton
        {
            public override void ActivateOptions()
            {
            }

            public override void Format(TextWriter writer, LoggingEvent loggingEvent) => writer.Write(loggingEvent.LookupProperty("x"));
        }
    }
}
