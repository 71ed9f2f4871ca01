using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0208: NLog.config of an executable that the build does not copy to the output, read from the props' metadata.</summary>
    public class LP0208NLogConfigNotCopiedTests
    {
        private const string Main = "class Program { static void Main() { } }";

        [Theory]
        [InlineData("NLog.config", "false", "<{|LP0208:nlog|} xmlns=\"http://www.nlog-project.org/schemas/NLog.xsd\"><targets /></nlog>")]
        [InlineData("nlog.config", "false", "<?xml version=\"1.0\"?>\n<{|LP0208:nlog|}><targets /></nlog>")]
        [InlineData("NLog.config", "true", "<nlog><targets /></nlog>")]
        [InlineData("NLog.config", null, "<nlog><targets /></nlog>")]
        [InlineData("logging.config", "false", "<nlog><targets /></nlog>")]
        public Task NLog_config_is_flagged_only_when_known_not_copied(string path, string? copied, string markup)
        {
            var test = new LogPerfAnalyzerTest<LP0208NLogConfigNotCopiedAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.OutputKind = OutputKind.ConsoleApplication;
            test.TestState.Sources.Add(Main);
            test.TestState.AdditionalFiles.Add(("/0/" + path, markup));
            LP0016ConfigNotCopiedTests.AddMetadata(test.TestState, path, copied);
            return test.RunAsync();
        }
    }
}
