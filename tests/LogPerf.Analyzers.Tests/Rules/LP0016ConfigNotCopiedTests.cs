using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0016 (and, in <see cref="LP0208NLogConfigNotCopiedTests"/>, LP0208): a config the application loads from its own folder that the build does not copy there, read from the
    /// metadata LogPerf's props hand the compiler (build_metadata.AdditionalFiles.LogPerfCopyToOutput, given here the way the
    /// generated editorconfig gives it; build/LogPerf.props is tried by the package tests). Without the metadata (another
    /// host) both rules stay silent.
    /// </summary>
    public class LP0016ConfigNotCopiedTests
    {
        private const string Log4NetConfig = "<{|LP0016:log4net|}><root /></log4net>";

        private const string Main = "class Program { static void Main() { } }";

        [Theory]
        [InlineData("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\", Watch = true)]")]
        [InlineData("static class Setup { static void Load() => log4net.Config.XmlConfigurator.Configure(new System.IO.FileInfo(System.IO.Path.Combine(System.AppContext.BaseDirectory, \"Log4Net.config\"))); }")]
        [InlineData("static class Setup { static void Load(object builder) { /* builder.Logging.AddLog4Net(); */ } }")]
        public Task A_loaded_config_that_is_not_copied_is_flagged(string loader) =>
            Log4NetAsync(loader + "\n" + Main, Log4NetConfig, copied: "false");

        [Theory]
        [InlineData("true", "[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]")]
        [InlineData(null, "[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]")]
        [InlineData("false", "[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"other.config\")]")]
        [InlineData("false", "static class Setup { static void Load() => log4net.Config.XmlConfigurator.Configure(); }")]
        public Task Copied_unknown_or_not_loaded_by_name_is_silent(string? copied, string loader) =>
            Log4NetAsync(loader + "\n" + Main, Log4NetConfig.Replace("{|LP0016:log4net|}", "log4net"), copied);

        [Fact]
        public Task Libraries_are_silent()
        {
            var test = Log4NetTest("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]\nclass Lib { }", Log4NetConfig.Replace("{|LP0016:log4net|}", "log4net"), "false");
            test.TestState.OutputKind = OutputKind.DynamicallyLinkedLibrary;
            return test.RunAsync();
        }

        private static Task Log4NetAsync(string source, string markup, string? copied) => Log4NetTest(source, markup, copied).RunAsync();

        private static LogPerfAnalyzerTest<LP0016ConfigNotCopiedAnalyzer> Log4NetTest(string source, string markup, string? copied)
        {
            var test = new LogPerfAnalyzerTest<LP0016ConfigNotCopiedAnalyzer>();
            test.TestState.OutputKind = OutputKind.ConsoleApplication;
            test.TestState.Sources.Add(source);
            test.TestState.AdditionalFiles.Add(("/0/log4net.config", markup));
            AddMetadata(test.TestState, "log4net.config", copied);
            return test;
        }

        /// <summary>What the generated editorconfig says of the file: a global config with a section for its full path.</summary>
        internal static void AddMetadata(Microsoft.CodeAnalysis.Testing.SolutionState state, string path, string? copied)
        {
            if (copied != null)
            {
                state.AnalyzerConfigFiles.Add(("/.globalconfig", $"is_global = true\n\n[/0/{path}]\nbuild_metadata.AdditionalFiles.LogPerfCopyToOutput = {copied}\n"));
            }
        }
    }
}
