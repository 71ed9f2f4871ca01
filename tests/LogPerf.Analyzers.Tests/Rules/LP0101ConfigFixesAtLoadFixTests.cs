using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0101's actions through Microsoft.CodeAnalysis.Testing, which applies the action, compares the additional files'
    /// fixed text, analyzes again, and runs Fix All (the provider dotnet format uses) against the batch state.
    /// </summary>
    public class LP0101ConfigFixesAtLoadFixTests
    {
        private const string Attribute = "[assembly: {|#0:log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")|}]";

        private const string Log4NetFixed = @"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""app.log"" />
    <!-- the ops script rotates the file -->
    <layout type=""log4net.Layout.PatternLayout"">
      <conversionPattern value=""%date [%thread] %-5level %logger - %message%newline"" />
    </layout>
  </appender>
  <appender name=""FileAsync"" type=""LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders"">
    <enqueueTimeout value=""-1"" />
    <shutdownTimeout value=""-1"" />
    <appender-ref ref=""File"" />
  </appender>
  <root>
    <level value=""DEBUG"" />
    <appender-ref ref=""FileAsync"" />
  </root>
</log4net>
";

        private static DiagnosticResult Expected(string file, string rules, int fixable) =>
            new DiagnosticResult("LP0101", Microsoft.CodeAnalysis.DiagnosticSeverity.Info).WithLocation(0).WithArguments(file, rules, fixable);

        private static string Unmarked(string source) => source.Replace("{|#0:", string.Empty).Replace("|}", string.Empty);

        [Fact]
        public Task Fix_all_applies_every_rule_default_fix_to_the_config_and_nothing_else()
        {
            var test = new LogPerfCodeFixTest<LP0101ConfigFixesAtLoadAnalyzer, LP0101ConfigFixesAtLoadCodeFixProvider>(withAppenders: true);
            test.TestState.Sources.Add(Attribute);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.TestState.AdditionalFiles.Add(("App.config", LP0101LoadingConfigs.AppConfig));
            test.ExpectedDiagnostics.Add(Expected("log4net.config", "LP0003, LP0004", 2));
            test.FixedState.Sources.Add(Unmarked(Attribute));
            test.FixedState.AdditionalFiles.Add(("log4net.config", Log4NetFixed));
            test.FixedState.AdditionalFiles.Add(("App.config", LP0101LoadingConfigs.AppConfig));
            test.CodeActionEquivalenceKey = LP0101ConfigFixesAtLoadCodeFixProvider.FixAllKey;
            test.CodeActionIndex = 0;
            return test.RunAsync();
        }

        [Fact]
        public Task One_finding_action_applies_that_rule_default_fix_only()
        {
            var test = new LogPerfCodeFixTest<LP0101ConfigFixesAtLoadAnalyzer, LP0101ConfigFixesAtLoadCodeFixProvider>(withAppenders: true);
            test.TestState.Sources.Add(Attribute);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.ExpectedDiagnostics.Add(Expected("log4net.config", "LP0003, LP0004", 2));

            // The actions, in order: fix all, then LP0004 (3,38: the appender's type) and LP0003 (5,5: the lockingModel element).
            test.CodeActionIndex = 2;
            test.CodeActionEquivalenceKey = "LP0101.LP0003.UseExclusiveLock.5.5";
            test.NumberOfIncrementalIterations = 1;
            test.CodeFixTestBehaviors = CodeFixTestBehaviors.SkipFixAllCheck;
            test.FixedState.Sources.Add(Attribute);
            test.FixedState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net.Replace(
                "    <!-- the ops script rotates the file -->\n    <lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />\n",
                "    <!-- the ops script rotates the file -->\n")));
            test.FixedState.ExpectedDiagnostics.Add(Expected("log4net.config", "LP0004", 1));
            return test.RunAsync();
        }

        [Fact]
        public Task Without_LogPerf_Appenders_only_fixes_that_load_are_applied()
        {
            var test = new LogPerfCodeFixTest<LP0101ConfigFixesAtLoadAnalyzer, LP0101ConfigFixesAtLoadCodeFixProvider>();
            test.TestState.Sources.Add(Attribute);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net));
            test.ExpectedDiagnostics.Add(Expected("log4net.config", "LP0003, LP0004", 1));

            // LP0004's fixes write LogPerf.Appenders types: the file keeps its flushing appender, and LP0101 is gone (nothing left to fix).
            test.FixedState.Sources.Add(Unmarked(Attribute));
            test.FixedState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Log4Net.Replace(
                "    <lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />\n", string.Empty)));
            test.CodeActionEquivalenceKey = LP0101ConfigFixesAtLoadCodeFixProvider.FixAllKey;
            return test.RunAsync();
        }

        [Fact]
        public Task A_config_that_is_not_well_formed_gets_no_action()
        {
            var source = Unmarked(Attribute);
            var test = new LogPerfCodeFixTest<LP0101ConfigFixesAtLoadAnalyzer, LP0101ConfigFixesAtLoadCodeFixProvider>(withAppenders: true);
            test.TestState.Sources.Add(source);
            test.TestState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Broken));
            test.FixedState.Sources.Add(source);
            test.FixedState.AdditionalFiles.Add(("log4net.config", LP0101LoadingConfigs.Broken));
            return test.RunAsync();
        }

        [Fact]
        public Task NLog_config_NLog_loads_by_itself_is_fixed_from_the_first_logger()
        {
            const string Source = @"
public class Orders
{
    private static readonly NLog.Logger Log = {|#0:NLog.LogManager.GetCurrentClassLogger()|};
}";
            var test = new LogPerfCodeFixTest<LP0101ConfigFixesAtLoadAnalyzer, LP0101ConfigFixesAtLoadCodeFixProvider>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add(Source);
            test.TestState.AdditionalFiles.Add(("NLog.config", LP0101LoadingConfigs.NLog));
            test.ExpectedDiagnostics.Add(Expected("NLog.config", "LP0200, LP0201", 2));
            test.FixedState.Sources.Add(Unmarked(Source));
            // LP0201's default fix wraps the target in an AsyncWrapper that blocks when full (it takes over the target's name);
            // LP0200's sets keepFileOpen="true".
            test.FixedState.AdditionalFiles.Add(("NLog.config", LP0101LoadingConfigs.NLog
                .Replace(
                    "    <target xsi:type=\"File\" name=\"file\" fileName=\"app.log\" keepFileOpen=\"false\" layout=\"${longdate} ${level} ${message}\" />",
                    "    <target name=\"file\" xsi:type=\"AsyncWrapper\" overflowAction=\"Block\">\n" +
                    "      <target xsi:type=\"File\" name=\"file_wrapped\" fileName=\"app.log\" keepFileOpen=\"true\" layout=\"${longdate} ${level} ${message}\" />\n" +
                    "    </target>")));
            test.CodeActionEquivalenceKey = LP0101ConfigFixesAtLoadCodeFixProvider.FixAllKey;
            return test.RunAsync();
        }
    }
}
