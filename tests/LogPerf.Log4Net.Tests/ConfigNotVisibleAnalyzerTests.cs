using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class ConfigNotVisibleAnalyzerTests
    {
        private static Task VerifyAsync(TestProject project) =>
            DiagnosticVerifier.VerifyAsync(new LP0100ConfigNotVisibleAnalyzer(), Log4NetReference.References, project);

        [Fact]
        public Task Flags_configured_files_the_build_cannot_see()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", "<log4net />"));
            project.Configs.Add(("conf/Extra.Log4Net.config", "<log4net />"));
            project.Sources.Add(("Setup.cs", @"
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
}"));
            return VerifyAsync(project);
        }

        [Fact]
        public Task Silent_when_the_attribute_names_a_visible_file()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", "<log4net />"));
            project.Sources.Add(("AssemblyInfo.cs", "[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]"));
            return VerifyAsync(project);
        }
    }
}
