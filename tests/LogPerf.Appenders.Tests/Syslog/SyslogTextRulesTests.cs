using System;
using System.Linq;
using System.Reflection;
using System.Text;
using log4net.Appender;
using Xunit;

namespace LogPerf.Appenders.Tests.Syslog
{
    /// <summary>
    /// The character rules of both log4net generations. The 3.5.0 rules are also checked byte for byte against the
    /// real RemoteSyslogAppender (<see cref="Log4NetWireFormatTests"/>); the older rules, whose releases are not
    /// served here, against what the 3.3.2 source of RemoteSyslogAppender.AppendMessage does.
    /// </summary>
    public sealed class SyslogTextRulesTests
    {
        private const string Mixed = "tab\there bell\a caf\u00e9 \u2713 \U0001F600 del\u007f nul\0 end";

        [Theory]
        [InlineData("2.0.8.0", false)]
        [InlineData("2.0.16.0", false)]
        [InlineData("3.2.0.0", false)]
        [InlineData("3.3.2.0", false)]
        [InlineData("3.4.0.0", false)]
        [InlineData("3.5.0.0", true)]
        [InlineData("3.6.1.0", true)]
        [InlineData("4.0.0.0", true)]
        public void Rules_follow_the_log4net_assembly_version(string version, bool escapes)
        {
            Assert.Equal(
                escapes ? SyslogTextRules.EscapeUnprintable : SyslogTextRules.DropUnprintable,
                SyslogTextRulesOf.ForLog4Net(Version.Parse(version)));
        }

        [Fact]
        public void The_loaded_log4net_carries_its_release_in_the_assembly_version_and_escapes()
        {
            Assembly log4net = typeof(RemoteSyslogAppender).Assembly;
            Version version = log4net.GetName().Version!;
            string informational = log4net.GetCustomAttribute<AssemblyInformationalVersionAttribute>()!.InformationalVersion;
            Assert.StartsWith($"{version.Major}.{version.Minor}.{version.Build}", informational, StringComparison.Ordinal);
            Assert.True(version >= new Version(3, 5), $"the tests run against log4net {version}");
            Assert.Equal(SyslogTextRules.EscapeUnprintable, SyslogTextRulesOf.Loaded);
        }

        [Theory]
        [InlineData(SyslogNewLineHandling.Escape, new[] { "<14>app: tabhere bell caf   del nul end\\r\\nline 2" })]
        [InlineData(SyslogNewLineHandling.Keep, new[] { "<14>app: tabhere bell caf   del nul end\r\nline 2" })]
        [InlineData(SyslogNewLineHandling.Split, new[] { "<14>app: tabhere bell caf   del nul end", "<14>app: line 2" })]
        public void Before_3_5_characters_outside_printable_ascii_are_dropped(SyslogNewLineHandling newLines, string[] expected)
        {
            Assert.Equal(expected, Format(SyslogTextRules.DropUnprintable, newLines, "app", Mixed + "\r\nline 2"));
        }

        [Theory]
        [InlineData(SyslogNewLineHandling.Escape, new[] { "<14>app: " + Escaped + "\\r\\nline 2" })]
        [InlineData(SyslogNewLineHandling.Keep, new[] { "<14>app: " + Escaped + "\r\nline 2" })]
        [InlineData(SyslogNewLineHandling.Split, new[] { "<14>app: " + Escaped, "<14>app: line 2" })]
        public void From_3_5_characters_outside_printable_ascii_are_written_as_u_escapes(SyslogNewLineHandling newLines, string[] expected)
        {
            Assert.Equal(expected, Format(SyslogTextRules.EscapeUnprintable, newLines, "app", Mixed + "\r\nline 2"));
        }

        [Fact]
        public void Identity_loses_its_control_characters_only()
        {
            Assert.Equal("abc\u00e9d", SyslogIdentity.WithoutControlCharacters("a\r\nb\u007fc\u00e9\td\0"));
            const string clean = "app-1 \u00e9";
            Assert.Same(clean, SyslogIdentity.WithoutControlCharacters(clean));
            Assert.Null(SyslogIdentity.WithoutControlCharacters(null));
        }

        private const string Escaped = "tab\\u0009here bell\\u0007 caf\\u00e9 \\u2713 \\ud83d\\ude00 del\\u007f nul\\u0000 end";

        private static string[] Format(SyslogTextRules rules, SyslogNewLineHandling newLines, string identity, string message)
        {
            var formatter = new SyslogMessageFormatter(
                new SyslogHeader(SyslogFormat.Log4Net, "host", 1), new SyslogMessageEncoder(Encoding.ASCII, 0), newLines, rules);
            var batch = new SyslogBatch();
            formatter.Format(14, identity, DateTime.UtcNow, message, batch, 0);
            return Enumerable.Range(0, batch.Count)
                .Select(i => Encoding.ASCII.GetString(batch[i].Array!, batch[i].Offset, batch[i].Count))
                .ToArray();
        }
    }
}
