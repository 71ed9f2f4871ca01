using LogPerf.Analyzers.Log4Net;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class Log4NetLevelsTests
    {
        [Theory]
        [InlineData("ERROR", 70000)]
        [InlineData(" error ", 70000)]
        [InlineData("Fatal", 110000)]
        [InlineData("OFF", int.MaxValue)]
        [InlineData("ALL", int.MinValue)]
        [InlineData("INFO", 40000)]
        public void Parses_predefined_level_names(string name, int value) => Assert.Equal(value, Log4NetLevel.Parse(name)?.Value);

        [Theory]
        [InlineData("LOUD")]
        [InlineData("")]
        [InlineData(null)]
        public void Unknown_levels_have_no_value(string? name) => Assert.Null(Log4NetLevel.Parse(name));
    }
}
