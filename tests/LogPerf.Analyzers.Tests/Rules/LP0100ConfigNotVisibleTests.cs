using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0100 (the rule offers no fix).</summary>
    public class LP0100ConfigNotVisibleTests
    {
        [Fact]
        public Task Flags_configured_files_the_build_cannot_see()
        {
            var test = new LogPerfAnalyzerTest<LP0100ConfigNotVisibleAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net />"));
            test.TestState.AdditionalFiles.Add(("conf/Extra.Log4Net.config", "<log4net />"));
            test.TestState.Sources.Add(@"
using System;
using System.IO;
using log4net;
using log4net.Config;

[assembly: XmlConfigurator(ConfigFile = {|LP0100:""logging.config""|}, Watch = true)]

public static class Setup
{
    private const string Name = ""other.config"";

    public static void Configure()
    {
        var repository = LogManager.GetRepository(typeof(Setup).Assembly);
        XmlConfigurator.Configure(repository, new FileInfo({|LP0100:Name|}));
        XmlConfigurator.ConfigureAndWatch(repository, new FileInfo(Path.Combine(AppContext.BaseDirectory, {|LP0100:""missing.config""|})));
        XmlConfigurator.Configure(repository, new FileInfo(Path.Combine(AppContext.BaseDirectory, ""log4net.config"")));
        XmlConfigurator.Configure(repository, new FileInfo(""conf\\extra.log4net.config""));
        XmlConfigurator.Configure(repository, new FileInfo(Environment.GetEnvironmentVariable(""LOG_CONFIG"")!));
        XmlConfigurator.Configure(repository);
    }
}");
            return test.RunAsync();
        }

        [Fact]
        public Task Silent_when_the_attribute_names_a_visible_file()
        {
            var test = new LogPerfAnalyzerTest<LP0100ConfigNotVisibleAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", "<log4net />"));
            test.TestState.Sources.Add("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]");
            return test.RunAsync();
        }
    }
}
