using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using log4net.Core;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped.Faults
{
    /// <summary>
    /// Numbered events of 50 to 450 bytes (so that journal boundaries fall inside lines) and the check that a file
    /// holds only whole ones: a line cut short, or glued to the next (<c>E0004599 sss…E0004600 ttt…</c>), fails it.
    /// </summary>
    internal static class EventLines
    {
        public static string Text(long number) => $"E{number:D7} " + new string((char)('a' + (int)(number % 26)), 40 + (int)(number * 7 % 400));

        public static LoggingEvent Event(long number) =>
            new LoggingEvent(typeof(EventLines), null, "LogPerf.Fault", Level.Info, Text(number), null);

        /// <summary>Logs events logged+1 .. logged+count; returns the last number.</summary>
        public static long Log(MemoryMappedFileAppender appender, long logged, int count)
        {
            for (int i = 0; i < count; i++)
            {
                appender.DoAppend(Event(++logged));
            }

            return logged;
        }

        /// <summary>"%message%newline", rendered by the compiled layout or (<paramref name="compiled"/> false) by log4net's own path.</summary>
        public static PatternLayout Layout(bool compiled)
        {
            PatternLayout layout = compiled ? new PatternLayout("%message%newline") : new FormatOverridingLayout("%message%newline");
            layout.ActivateOptions();
            return layout;
        }

        /// <summary>The event numbers of the lines of <paramref name="path"/>, asserting that each line is a whole event line, in increasing order.</summary>
        public static List<long> Numbers(string path)
        {
            string text = File.ReadAllText(path, Encoding.UTF8);
            var numbers = new List<long>();
            if (text.Length == 0)
            {
                return numbers;
            }

            Assert.True(text.EndsWith("\n", StringComparison.Ordinal), $"{Path.GetFileName(path)} ends inside a line: …{Tail(text)}");
            string[] lines = text.Substring(0, text.Length - 1).Split('\n');
            foreach (string line in lines)
            {
                long number = line.Length > 9 && line[0] == 'E' && long.TryParse(line.Substring(1, 7), out long parsed) ? parsed : -1;
                Assert.True(number >= 0 && line == Text(number), $"{Path.GetFileName(path)} holds a line that is not one whole event: {Shorten(line)}");
                if (numbers.Count > 0 && number <= numbers[numbers.Count - 1])
                {
                    Assert.Fail($"{Path.GetFileName(path)}: event {number} after {numbers[numbers.Count - 1]}");
                }

                numbers.Add(number);
            }

            return numbers;
        }

        private static string Tail(string text) => text.Length <= 60 ? text : text.Substring(text.Length - 60);

        private static string Shorten(string line) => line.Length <= 120 ? line : line.Substring(0, 60) + "…" + line.Substring(line.Length - 60);

        /// <summary>A PatternLayout that overrides Format: the appender then writes through the layout and log4net's writer.</summary>
        private sealed class FormatOverridingLayout : PatternLayout
        {
            public FormatOverridingLayout(string pattern)
                : base(pattern)
            {
            }

            public override void Format(TextWriter writer, LoggingEvent loggingEvent) => base.Format(writer, loggingEvent);
        }
    }
}
