using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0101's diagnostic: where the code loads a config, what it says, and when it stays silent.</summary>
    public class LP0101ConfigFixesAtLoadTests
    {
        private static DiagnosticResult Expected(int marker, string file, string rules, int fixable) =>
            new DiagnosticResult("LP0101", Microsoft.CodeAnalysis.DiagnosticSeverity.Info).WithLocation(marker).WithArguments(file, rules, fixable);

        [Fact]
        public Task Attribute_names_the_file_and_what_it_holds()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.Sources.Add("[assembly: {|#0:log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\", Watch = true)|}]");
            test.ExpectedDiagnostics.Add(Expected(0, "log4net.config", "LP0003, LP0004", 1));
            return test.RunAsync();
        }

        [Fact]
        public Task Counts_every_finding_and_the_fixable_ones_with_LogPerf_Appenders()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net.Replace(
                "<root>", "<appender name=\"Second\" type=\"log4net.Appender.FileAppender\"><file value=\"b.log\" /><lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" /><layout type=\"log4net.Layout.PatternLayout\" /></appender>\n  <root>")
                .Replace("<appender-ref ref=\"File\" />", "<appender-ref ref=\"File\" /><appender-ref ref=\"Second\" />")));
            test.TestState.Sources.Add("[assembly: {|#0:log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")|}]");
            test.ExpectedDiagnostics.Add(Expected(0, "log4net.config", "2 \u00d7 LP0003, 2 \u00d7 LP0004", 4));
            return test.RunAsync();
        }

        [Fact]
        public Task XmlConfigurator_calls_load_the_file_they_name_or_the_app_config()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.AdditionalFiles.Add(("App.config", LP0101LoadingConfigs.AppConfig));
            test.TestState.Sources.Add(@"
using System;
using System.IO;
using log4net;
using log4net.Config;

public static class Setup
{
    public static void Configure()
    {
        var repository = LogManager.GetRepository(typeof(Setup).Assembly);
        {|#0:XmlConfigurator.Configure(repository, new FileInfo(""log4net.config""))|};
        {|#1:XmlConfigurator.ConfigureAndWatch(repository, new FileInfo(Path.Combine(AppContext.BaseDirectory, ""log4net.config"")))|};
        {|#2:XmlConfigurator.Configure()|};
        XmlConfigurator.Configure(repository, new FileInfo(""missing.config""));
        XmlConfigurator.Configure(repository, new FileInfo(Environment.GetEnvironmentVariable(""LOG_CONFIG"")!));
        XmlConfigurator.Configure(repository, new MemoryStream());
    }
}");
            test.ExpectedDiagnostics.Add(Expected(0, "log4net.config", "LP0003, LP0004", 1));
            test.ExpectedDiagnostics.Add(Expected(1, "log4net.config", "LP0003, LP0004", 1));
            test.ExpectedDiagnostics.Add(Expected(2, "App.config", "LP0003, LP0004", 1));
            return test.RunAsync();
        }

        [Fact]
        public Task XmlConfigurator_called_through_using_static_loads_its_file_and_a_Configure_of_the_app_does_not()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.Sources.Add(@"
using System.IO;
using log4net;
using static log4net.Config.XmlConfigurator;

public static class Setup
{
    public static void Start()
    {
        var repository = LogManager.GetRepository(typeof(Setup).Assembly);
        {|#0:Configure(repository, new FileInfo(""log4net.config""))|};
    }
}

public static class Plugins
{
    public static void Start() => Configure(""log4net.config"");

    private static void Configure(string file) { }
}");
            test.ExpectedDiagnostics.Add(Expected(0, "log4net.config", "LP0003, LP0004", 1));
            return test.RunAsync();
        }

        [Fact]
        public Task AddLog4Net_reads_log4net_config_unless_told_otherwise()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: LoadingReferences.Log4NetExtensions);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.AdditionalFiles.Add(("conf/custom.config", LP0101LoadingConfigs.Log4NetFlushOnly));
            test.TestState.Sources.Add(@"
using Microsoft.Extensions.Logging;

public static class Setup
{
    public static void Wire(ILoggingBuilder builder, ILoggerFactory factory)
    {
        {|#0:builder.AddLog4Net()|};
        {|#1:factory.AddLog4Net(""conf/custom.config"", true)|};
        {|#2:builder.AddLog4Net(new Log4NetProviderOptions { Log4NetConfigFileName = ""custom.config"" })|};
        {|#3:builder.AddLog4Net(new Log4NetProviderOptions())|};
    }
}");
            test.ExpectedDiagnostics.Add(Expected(0, "log4net.config", "LP0003, LP0004", 2));
            test.ExpectedDiagnostics.Add(Expected(1, "custom.config", "LP0004", 1));
            test.ExpectedDiagnostics.Add(Expected(2, "custom.config", "LP0004", 1));
            test.ExpectedDiagnostics.Add(Expected(3, "log4net.config", "LP0003, LP0004", 2));
            return test.RunAsync();
        }

        [Fact]
        public Task NLog_loads_name_their_file()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.AdditionalFiles.Add(("nlog.config", LP0101LoadingConfigs.NLog));
            test.TestState.Sources.Add(@"
using NLog;
using NLog.Config;

public static class Setup
{
    public static void Configure()
    {
        {|#0:LogManager.Setup().LoadConfigurationFromFile(""nlog.config"")|}.GetCurrentClassLogger();
        {|#1:LogManager.LoadConfiguration(""nlog.config"")|};
        LogManager.Configuration = {|#2:new XmlLoggingConfiguration(""nlog.config"")|};
        LogManager.GetCurrentClassLogger().Info(""started"");
    }
}");
            foreach (var marker in new[] { 0, 1, 2 })
            {
                test.ExpectedDiagnostics.Add(Expected(marker, "nlog.config", "LP0200, LP0201", 2));
            }

            return test.RunAsync();
        }

        [Fact]
        public Task NLog_config_loaded_by_NLog_itself_is_carried_by_the_first_logger_in_document_order()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.AdditionalFiles.Add(("NLog.config", LP0101LoadingConfigs.NLog));
            test.TestState.Sources.Add(@"
public class Orders
{
    private static readonly NLog.Logger Log = {|#0:NLog.LogManager.GetCurrentClassLogger()|};
    private static readonly NLog.Logger Audit = NLog.LogManager.GetLogger(""audit"");
}");
            test.TestState.Sources.Add(@"
public class Billing
{
    private static readonly NLog.Logger Log = NLog.LogManager.GetCurrentClassLogger();
}");
            test.ExpectedDiagnostics.Add(Expected(0, "NLog.config", "LP0200, LP0201", 2));
            return test.RunAsync();
        }

        [Fact]
        public Task AddNLog_is_the_entry_point_when_the_application_wires_NLog_in()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: LoadingReferences.NLogExtensions);
            test.TestState.AdditionalFiles.Add(("nlog.config", LP0101LoadingConfigs.NLog));
            test.TestState.Sources.Add(@"
public class Orders
{
    private static readonly NLog.Logger Log = NLog.LogManager.GetCurrentClassLogger();
}");
            test.TestState.Sources.Add(@"
using Microsoft.Extensions.Logging;
using NLog.Extensions.Logging;

public static class Program
{
    public static void Wire(ILoggingBuilder builder) => {|#0:builder.AddNLog()|};
}");
            test.ExpectedDiagnostics.Add(Expected(0, "nlog.config", "LP0200, LP0201", 2));
            return test.RunAsync();
        }

        [Fact]
        public Task NLog_loads_with_no_file_name_read_NLog_config_and_AddNLog_names_its_file()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: LoadingReferences.NLogExtensions);
            test.TestState.AdditionalFiles.Add(("NLog.config", LP0101LoadingConfigs.NLog));
            test.TestState.AdditionalFiles.Add(("conf/web.nlog", LP0101LoadingConfigs.NLog.Replace("keepFileOpen=\"false\" ", string.Empty)));
            test.TestState.Sources.Add(@"
using Microsoft.Extensions.Logging;
using NLog;
using NLog.Extensions.Logging;

public static class Program
{
    private static readonly Logger Log = LogManager.GetCurrentClassLogger();

    public static void Wire(ILoggingBuilder builder)
    {
        {|#0:LogManager.Setup().LoadConfigurationFromFile()|};
        {|#1:builder.AddNLog(""conf/web.nlog"")|};
    }
}");
            test.ExpectedDiagnostics.Add(Expected(0, "NLog.config", "LP0200, LP0201", 2));
            test.ExpectedDiagnostics.Add(Expected(1, "web.nlog", "LP0201", 1));
            return test.RunAsync();
        }

        [Fact]
        public Task NLog_config_loaded_explicitly_elsewhere_is_not_carried_by_the_loggers()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.AdditionalFiles.Add(("NLog.config", LP0101LoadingConfigs.NLog));
            test.TestState.Sources.Add(@"
public class Orders
{
    private static readonly NLog.Logger Log = NLog.LogManager.GetCurrentClassLogger();
}");
            test.TestState.Sources.Add(@"
public static class Program
{
    public static void Main() => NLog.LogManager.Configuration = new NLog.Config.XmlLoggingConfiguration(""conf/logging.xml"");
}");
            return test.RunAsync();
        }

        [Fact]
        public Task A_project_with_both_libraries_gets_one_diagnostic_per_loaded_config()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: LoadingReferences.Both);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.AdditionalFiles.Add(("NLog.config", LP0101LoadingConfigs.NLog));
            test.TestState.Sources.Add(@"
[assembly: {|#0:log4net.Config.XmlConfigurator(ConfigFile = ""log4net.config"")|}]

public class Orders
{
    private static readonly log4net.ILog Legacy = log4net.LogManager.GetLogger(typeof(Orders));
    private static readonly NLog.Logger Log = {|#1:NLog.LogManager.GetCurrentClassLogger()|};
}");
            test.ExpectedDiagnostics.Add(Expected(0, "log4net.config", "LP0003, LP0004", 2));
            test.ExpectedDiagnostics.Add(Expected(1, "NLog.config", "LP0200, LP0201", 2));
            return test.RunAsync();
        }

        [Fact]
        public Task Silent_for_configs_the_build_cannot_see()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: LoadingReferences.Both);
            test.TestState.AdditionalFiles.Add(("other.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.Sources.Add(@"
[assembly: log4net.Config.XmlConfigurator(ConfigFile = ""log4net.config"")]

public class Orders
{
    private static readonly NLog.Logger Log = NLog.LogManager.GetCurrentClassLogger();
    public static void Configure() => log4net.Config.XmlConfigurator.Configure(new System.IO.FileInfo(""conf/log4net.config""));
}");
            return test.RunAsync();
        }

        [Fact]
        public Task Silent_for_a_config_that_is_not_well_formed()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Broken));
            test.TestState.Sources.Add("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]");
            return test.RunAsync();
        }

        /// <summary>A config read with U+FFFD where its bytes were not UTF-8 gets no fix (FaithfulText), so LP0101 has none to carry.</summary>
        [Fact]
        public Task Silent_for_a_config_read_with_replacement_characters()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("log4net.config", "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>\n<!-- caf\uFFFD -->\n" + LP0101LoadingConfigs.Log4Net));
            test.TestState.Sources.Add("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]");
            return test.RunAsync();
        }

        [Fact]
        public Task Silent_when_nothing_in_the_config_can_be_fixed()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4NetFlushOnly));
            test.TestState.Sources.Add("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]");
            return test.RunAsync();
        }

        [Fact]
        public Task Rules_the_project_turns_off_or_down_are_not_carried()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", "is_global = true\ndotnet_diagnostic.LP0003.severity = none\ndotnet_diagnostic.LP0004.severity = suggestion\n"));
            test.TestState.Sources.Add("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]");
            return test.RunAsync();
        }

        [Fact]
        public Task Silent_without_log4net_or_NLog()
        {
            var test = new LogPerfAnalyzerTest<LP0101ConfigFixesAtLoadAnalyzer>(references: Harness.TestReferences.Framework);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.Sources.Add("public static class Setup { public static void Configure() { } }");
            return test.RunAsync();
        }
    }
}
