using System.Linq;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Shared;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class PatternFixRequirementsTests
    {
        [Theory]
        [InlineData("%date{ISO8601} [%-5level] [%2thread] %logger{1} - %message%newline%exception", (int)(FixFlagsValues.Message | FixFlagsValues.ThreadName | FixFlagsValues.Exception))]
        [InlineData("%d [%t] %-5p %c - %m%n", (int)(FixFlagsValues.Message | FixFlagsValues.ThreadName | FixFlagsValues.Exception))]
        [InlineData("%date %level %logger%newline", (int)(FixFlagsValues.Exception))]
        [InlineData("%property{user} %ndc %X{a} %x", (int)(FixFlagsValues.Properties | FixFlagsValues.Exception))]
        [InlineData("%location %file:%line %method %class %type", (int)(FixFlagsValues.LocationInfo | FixFlagsValues.Exception))]
        [InlineData("%F %L %M %C %l", (int)(FixFlagsValues.LocationInfo | FixFlagsValues.Exception))]
        [InlineData("%identity %username %u %w %appdomain %a", (int)(FixFlagsValues.Identity | FixFlagsValues.UserName | FixFlagsValues.Domain | FixFlagsValues.Exception))]
        [InlineData("100%% done %messagex", (int)(FixFlagsValues.Message | FixFlagsValues.Exception))]
        [InlineData("%-20.30logger %.5message", (int)(FixFlagsValues.Message | FixFlagsValues.Exception))]
        [InlineData("%custom", (int)(FixFlagsValues.Exception))]
        [InlineData("%zz", (int)(FixFlagsValues.All))]
        [InlineData("", (int)(FixFlagsValues.Exception))]
        [InlineData("%", (int)(FixFlagsValues.Exception))]
        public void Flags_follow_the_conversions(string pattern, int expected) =>
            Assert.Equal((FixFlagsValues)expected, PatternFixRequirements.Of(pattern));

        [Fact]
        public void Custom_converters_win_the_longest_match_and_need_everything()
        {
            Assert.Equal(FixFlagsValues.All, PatternFixRequirements.Of("%custom %m", new[] { "custom" }));
            Assert.Equal("custom", PatternFixRequirements.Conversions("%custom", new[] { "custom" }).Single().Name);
        }

        [Fact]
        public void Names_are_case_sensitive_as_in_log4net()
        {
            Assert.Equal(FixFlagsValues.Properties | FixFlagsValues.Exception, PatternFixRequirements.Of("%P{x}"));
            Assert.Equal(FixFlagsValues.Exception, PatternFixRequirements.Of("%p"));
            // log4net matches "%Level" as %L (the caller's line number) followed by "evel".
            Assert.Equal(FixFlagsValues.LocationInfo | FixFlagsValues.Exception, PatternFixRequirements.Of("%Level"));
        }

        [Fact]
        public void Conversions_report_their_names_and_positions()
        {
            var conversions = PatternFixRequirements.Conversions("[%thread] %{x} %message{1}").ToList();

            Assert.Equal(new[] { ("thread", 1), ("message", 15) }, conversions.Select(c => (c.Name, c.Start)));
        }

        [Theory]
        [InlineData((int)(FixFlagsValues.Message | FixFlagsValues.ThreadName | FixFlagsValues.Exception), "Message, ThreadName, Exception")]
        [InlineData((int)(FixFlagsValues.None), "None")]
        [InlineData((int)(FixFlagsValues.All), "All")]
        public void Format_writes_log4net_names(int flags, string expected) =>
            Assert.Equal(expected, PatternFixRequirements.Format((FixFlagsValues)flags));

        [Theory]
        [InlineData("Message, ThreadName, Exception", 268)]
        [InlineData("268", 268)]
        [InlineData(" message,threadname ", 12)]
        [InlineData("Partial", 0x34C)]
        public void Fix_values_parse_as_log4net_reads_them(string value, int expected) =>
            Assert.Equal((FixFlagsValues)expected, FixFlagsText.Parse(value));

        [Theory]
        [InlineData("Message, Bogus")]
        [InlineData("")]
        [InlineData(null)]
        public void Unreadable_fix_values_are_null(string? value) => Assert.Null(FixFlagsText.Parse(value));

        [Fact]
        public void Written_values_keep_the_users_form()
        {
            Assert.Equal("780", FixFlagsText.Write((FixFlagsValues)780, " 268 "));
            Assert.Equal("Message, ThreadName, Exception", FixFlagsText.Write((FixFlagsValues)268, "Message"));
        }
    }
}
