using LogPerf.Analyzers.Infrastructure;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class NameSuggestionTests
    {
        [Theory]
        [InlineData("RollngFile", new[] { "RollingFile", "Console" }, "RollingFile")]
        [InlineData("rollingfile", new[] { "RollingFile", "Console" }, "RollingFile")]
        [InlineData("File1", new[] { "File2", "File3" }, null)]
        [InlineData("Database", new[] { "RollingFile", "Console" }, null)]
        [InlineData("Con", new[] { "Cons", "Console" }, "Cons")]
        [InlineData("x", new string[0], null)]
        public void Suggests_only_a_single_close_match(string name, string[] candidates, string? expected) =>
            Assert.Equal(expected, NameSuggestion.SingleCloseMatch(name, candidates));
    }
}
