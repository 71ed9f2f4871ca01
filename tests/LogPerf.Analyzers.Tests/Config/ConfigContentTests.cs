using System.IO;
using System.Text;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    /// <summary>
    /// Every reader of an additional file gets its text as one string made once: the compiler holds a large file in chunks,
    /// and a copy per reader of a 15 MB config was most of what the real build spent beyond the analysis itself.
    /// </summary>
    public class ConfigContentTests
    {
        [Fact]
        public void A_text_held_in_chunks_is_copied_into_one_string_once_and_that_string_is_shared()
        {
            var config = "<log4net>" + new string(' ', 100_000) + "<root><level value=\"INFO\" /></root></log4net>";
            var text = SourceText.From(new MemoryStream(Encoding.UTF8.GetBytes(config)), Encoding.UTF8);

            // The compiler's own reading of a file this large: a text whose ToString() copies every time.
            Assert.NotSame(text.ToString(), text.ToString());
            Assert.True(config.Length > 64 * 1024 + 16 * 1024, "the text spans more than one chunk of the copy");

            var first = ConfigContent.Of(text);
            Assert.Equal(config, first);
            Assert.Same(first, ConfigContent.Of(text));
            Assert.Single(ConfigFileParser.Parse(text).Sections);
            Assert.Same(first, ConfigContent.Of(text));
        }

        [Theory]
        [InlineData(64 * 1024 + 1)]
        [InlineData(16 * 1024 * 5)]
        [InlineData((16 * 1024 * 5) + 7)]
        public void A_large_text_is_copied_chunk_by_chunk_with_every_character_in_place(int length)
        {
            var chars = new char[length];
            for (var i = 0; i < length; i++)
            {
                chars[i] = (char)('a' + (i % 26) + (i % 7 == 0 ? 128 : 0));
            }

            var config = new string(chars);
            var text = SourceText.From(new MemoryStream(Encoding.UTF8.GetBytes(config)), Encoding.UTF8);

            Assert.Equal(config, ConfigContent.Of(text));
        }

        [Fact]
        public void A_text_held_as_a_string_hands_that_string_out()
        {
            var config = "<log4net><root /></log4net>";

            Assert.Same(config, ConfigContent.Of(SourceText.From(config)));
        }
    }
}
