using System;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using log4net.Layout.Pattern;
using log4net.Repository.Hierarchy;
using Xunit;

namespace LogPerf.Appenders.Tests.Rendering
{
    /// <summary>
    /// Logs <see cref="DifferentialEvents"/> into a log4net RollingFileAppender and a MemoryMappedFileAppender (the
    /// compiled fast path) with the same pattern, encoding and header/footer, and compares the files byte for byte.
    /// </summary>
    internal static class DifferentialRun
    {
        public static MemoryMappedFileAppender AssertSameBytes(
            string pattern, Encoding? encoding = null, string culture = "de-DE", Func<string, PatternLayout>? layoutFactory = null)
        {
            string dir = Directory.CreateTempSubdirectory("logperf-diff-").FullName;
            CultureInfo previous = CultureInfo.CurrentCulture;
            try
            {
                CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(culture);
                layoutFactory ??= Layout;
                var rolling = Configure(new RollingFileAppender(), Path.Combine(dir, "log4net.log"), layoutFactory(pattern), encoding);
                var mapped = Configure(new MemoryMappedFileAppender(), Path.Combine(dir, "fastpath.log"), layoutFactory(pattern), encoding);
                var repository = (Hierarchy)LogManager.CreateRepository("diff-" + Guid.NewGuid().ToString("N"));
                repository.Root.Level = Level.All;
                repository.Root.AddAppender(rolling);
                repository.Root.AddAppender(mapped);
                repository.Configured = true;

                DifferentialEvents.LogAll(repository, new IAppender[] { rolling, mapped });
                repository.Shutdown();

                byte[] expected = File.ReadAllBytes(Path.Combine(dir, "log4net.log"));
                byte[] actual = File.ReadAllBytes(Path.Combine(dir, "fastpath.log"));
                if (!expected.AsSpan().SequenceEqual(actual))
                {
                    Assert.Fail($"pattern \"{pattern}\" ({encoding?.WebName ?? "default encoding"}, {culture}): {FirstDifference(expected, actual)}");
                }

                return mapped;
            }
            finally
            {
                CultureInfo.CurrentCulture = previous;
                Directory.Delete(dir, recursive: true);
            }
        }

        public static PatternLayout Layout(string pattern)
        {
            var layout = new PatternLayout { ConversionPattern = pattern, Header = "[header ✓]" + Environment.NewLine, Footer = "[footer]" + Environment.NewLine };
            layout.AddConverter("custom", typeof(CustomConverter));
            layout.ActivateOptions();
            return layout;
        }

        private static T Configure<T>(T appender, string file, PatternLayout layout, Encoding? encoding)
            where T : RollingFileAppender
        {
            appender.Name = typeof(T).Name;
            appender.File = file;
            appender.AppendToFile = false;
            appender.RollingStyle = RollingFileAppender.RollingMode.Size;
            appender.MaximumFileSize = "1GB";
            appender.Layout = layout;
            if (encoding != null)
            {
                appender.Encoding = encoding;
            }

            appender.ActivateOptions();
            return appender;
        }

        private static string FirstDifference(byte[] expected, byte[] actual)
        {
            int i = 0;
            while (i < expected.Length && i < actual.Length && expected[i] == actual[i])
            {
                i++;
            }

            int from = Math.Max(0, i - 80);
            string Show(byte[] b) => Encoding.UTF8.GetString(b, from, Math.Min(b.Length, i + 80) - from).Replace("\r", "\\r").Replace("\n", "\\n");
            return $"first difference at byte {i} of {expected.Length} (log4net) / {actual.Length} (fast path)\n log4net:   {Show(expected)}\n fast path: {Show(actual)}";
        }

        /// <summary>A converter log4net does not predefine: goes through log4net's own Format, padding included.</summary>
        public sealed class CustomConverter : PatternLayoutConverter
        {
            protected override void Convert(TextWriter writer, LoggingEvent loggingEvent)
            {
                writer.Write("custom:");
                writer.Write(Option ?? "none");
                writer.Write(':');
                writer.Write(loggingEvent.Level?.Name);
                writer.Write(1.5);
            }
        }
    }
}
