using System;
using System.IO;
using System.Linq;
using log4net.Core;
using log4net.Layout;
using log4net.Layout.Pattern;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>
    /// A layout that throws part-way through an event costs that event, whole and counted, and never its neighbours:
    /// log4net's own appender leaves the part written before the throw glued to the next line.
    /// </summary>
    public sealed class WholeEventTests
    {
        [Theory]
        [InlineData(true)]
        [InlineData(false)]
        public void A_converter_that_throws_costs_its_event_only_and_leaves_no_part_of_it(bool compiledLayout)
        {
            using var dir = new TempFolder("appenders");
            string file = dir.File("app.log");
            var errors = new ErrorRecorder();
            PatternLayout layout = compiledLayout ? new PatternLayout() : new FormatOverridingLayout();
            layout.AddConverter("boom", typeof(ThrowEveryTenthConverter));
            layout.ConversionPattern = "%message %boom%newline";
            layout.ActivateOptions();
            var appender = FileAppenders.MemoryMapped(file, a => a.Layout = layout, errors);
            Assert.Equal(compiledLayout, appender.RendersCompiled);

            // Half one at a time, half in one bulk call: a failure costs one event either way.
            appender.DoAppend(Enumerable.Range(1, 50).Select(i => Event(i)).ToArray());
            foreach (int i in Enumerable.Range(51, 50))
            {
                appender.DoAppend(Event(i));
            }

            appender.Close();

            string[] lines = File.ReadAllLines(file);
            Assert.Equal(Enumerable.Range(1, 100).Where(i => i % 10 != 0).Select(i => $"event {i} ok"), lines);
            Assert.Equal((90L, 10L), (appender.WrittenCount, appender.FailedCount));
            Assert.Contains(errors.Messages, m => m.Contains("(10 in total)", StringComparison.Ordinal) && m.Contains("boom", StringComparison.Ordinal));
        }

        private static LoggingEvent Event(int number) =>
            new LoggingEvent(typeof(WholeEventTests), null, "LogPerf.Test", Level.Info, $"event {number}", null);

        private sealed class FormatOverridingLayout : PatternLayout
        {
            public override void Format(TextWriter writer, LoggingEvent loggingEvent) => base.Format(writer, loggingEvent);
        }

        private sealed class ThrowEveryTenthConverter : PatternLayoutConverter
        {
            protected override void Convert(TextWriter writer, LoggingEvent loggingEvent)
            {
                if (loggingEvent.RenderedMessage!.EndsWith("0", StringComparison.Ordinal))
                {
                    throw new InvalidOperationException("boom");
                }

                writer.Write("ok");
            }
        }
    }
}
