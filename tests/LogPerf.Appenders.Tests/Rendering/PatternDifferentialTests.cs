using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using log4net.Core;
using log4net.Layout;
using LogPerf.Appenders.Rendering;
using Xunit;

namespace LogPerf.Appenders.Tests.Rendering
{
    /// <summary>
    /// The fast path (a PatternLayout compiled by LogPerf, rendered into the memory-mapped journal) writes exactly the
    /// bytes log4net's RollingFileAppender writes, for every pattern of <see cref="PatternCorpus"/> and every event of
    /// <see cref="DifferentialEvents"/>.
    /// </summary>
    public sealed class PatternDifferentialTests
    {
        public static IEnumerable<object[]> Patterns() => PatternCorpus.Patterns.Select(p => new object[] { p });

        [Theory]
        [MemberData(nameof(Patterns))]
        public void Writes_the_bytes_log4net_writes(string pattern)
        {
            MemoryMappedFileAppender mapped = DifferentialRun.AssertSameBytes(pattern);
            Assert.True(mapped.RendersCompiled, "the fast path was not used");
        }

        [Theory]
        [InlineData("utf-8")]
        [InlineData("utf-16")]
        [InlineData("utf-32")]
        [InlineData("us-ascii")]
        [InlineData("iso-8859-1")]
        public void Writes_the_bytes_log4net_writes_in_other_encodings(string encoding)
        {
            foreach (string pattern in new[] { PatternCorpus.SeedPattern, "ünïcödé ✓ 日本 😀 %message%n", "%-20message|%.5logger|%n" })
            {
                DifferentialRun.AssertSameBytes(pattern, Encoding.GetEncoding(encoding));
            }
        }

        [Theory]
        [InlineData("")]
        [InlineData("en-US")]
        [InlineData("ar-SA")]
        [InlineData("tr-TR")]
        public void Writes_the_bytes_log4net_writes_in_other_cultures(string culture)
        {
            foreach (string pattern in new[] { PatternCorpus.SeedPattern, "%-20message|%message|%property{n}|%10property{n}|%logger{2}|%custom|%n" })
            {
                DifferentialRun.AssertSameBytes(pattern, culture: culture);
            }
        }

        [Fact]
        public void The_corpus_renders_every_native_conversion_natively_and_the_rest_through_log4net()
        {
            var kinds = new HashSet<string>(StringComparer.Ordinal);
            foreach (string pattern in PatternCorpus.Patterns)
            {
                PatternRenderer renderer = PatternRenderer.Compile(DifferentialRun.Layout(pattern))!;
                kinds.UnionWith(renderer.SegmentKinds);
            }

            Assert.Equal(
                new[]
                {
                    "ConverterSegment", "DateSegment", "ExceptionSegment", "LevelSegment", "LiteralSegment", "LoggerSegment",
                    "MessageSegment", "PropertySegment", "RelativeTimeSegment", "ThreadSegment",
                },
                kinds.OrderBy(k => k, StringComparer.Ordinal));
            PatternRenderer seed = PatternRenderer.Compile(DifferentialRun.Layout(PatternCorpus.SeedPattern))!;
            Assert.Equal(seed.Segments, seed.NativeSegments);
        }

        [Fact]
        public void A_custom_converter_registered_under_a_predefined_name_goes_through_log4net()
        {
            static PatternLayout Overriding(string pattern)
            {
                var layout = new PatternLayout { ConversionPattern = pattern };
                layout.AddConverter("message", typeof(DifferentialRun.CustomConverter));
                layout.ActivateOptions();
                return layout;
            }

            MemoryMappedFileAppender mapped = DifferentialRun.AssertSameBytes("%-30message|%message%n", layoutFactory: Overriding);
            Assert.Equal(new[] { "ConverterSegment", "LiteralSegment", "ConverterSegment", "LiteralSegment" }, mapped.Renderer!.SegmentKinds);
        }

        [Fact]
        public void A_layout_that_overrides_Format_is_not_compiled_and_still_writes_the_same_bytes()
        {
            MemoryMappedFileAppender mapped = DifferentialRun.AssertSameBytes("%message%n", layoutFactory: p => new ShoutingLayout(p));
            Assert.False(mapped.RendersCompiled);
        }

        [Fact]
        public void A_pattern_changed_after_activation_is_compiled_again()
        {
            string dir = Directory.CreateTempSubdirectory("logperf-diff-").FullName;
            try
            {
                var layout = new PatternLayout("%message%n");
                var mapped = new MemoryMappedFileAppender { File = Path.Combine(dir, "a.log"), Layout = layout };
                mapped.ActivateOptions();
                mapped.DoAppend(new LoggingEvent(typeof(PatternDifferentialTests), null, "l", Level.Info, "one", null));
                layout.ConversionPattern = "%level %message%n";
                layout.ActivateOptions();
                mapped.DoAppend(new LoggingEvent(typeof(PatternDifferentialTests), null, "l", Level.Info, "two", null));
                mapped.Layout = new PatternLayout("[%message]%n");
                mapped.DoAppend(new LoggingEvent(typeof(PatternDifferentialTests), null, "l", Level.Info, "three", null));
                mapped.Close();
                Assert.Equal("one\nINFO two\n[three]\n", File.ReadAllText(Path.Combine(dir, "a.log")));
            }
            finally
            {
                Directory.Delete(dir, recursive: true);
            }
        }

        private sealed class ShoutingLayout : PatternLayout
        {
            public ShoutingLayout(string pattern)
                : base(pattern)
            {
            }

            public override void Format(TextWriter writer, LoggingEvent loggingEvent)
            {
                var inner = new StringWriter();
                base.Format(inner, loggingEvent);
                writer.Write(inner.ToString().ToUpperInvariant());
            }
        }
    }
}
