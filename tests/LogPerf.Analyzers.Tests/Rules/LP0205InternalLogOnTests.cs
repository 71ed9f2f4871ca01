using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0205: NLog's internal log at Trace or Debug in a config (XML, App.config, appsettings.json) or in code; the fix writes Warn.</summary>
    public class LP0205InternalLogOnTests
    {
        private const string Key = LP0205InternalLogOnCodeFixProvider.ToWarnKey;

        private const string Body = "<targets><target name=\"f\" type=\"File\" fileName=\"a.log\" /></targets><rules><logger name=\"*\" minlevel=\"Info\" writeTo=\"f\" /></rules>";

        [Fact]
        public async Task Trace_and_Debug_are_flagged_naming_where_the_internal_log_goes()
        {
            var test = new LogPerfAnalyzerTest<LP0205InternalLogOnAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", $"<nlog internalLogLevel=\"{{|#0:trace|}}\" internalLogFile=\"c:\\temp\\nlog-internal.log\">{Body}</nlog>"));
            test.TestState.AdditionalFiles.Add(("App.config", $"<configuration><nlog xmlns=\"http://www.nlog-project.org/schemas/NLog.xsd\" InternalLogLevel=\"{{|#1:Debug|}}\" internalLogToConsole=\"true\">{Body}</nlog></configuration>"));
            test.TestState.AdditionalFiles.Add(("appsettings.json", "{ \"NLog\": { \"internalLogLevel\": {|#2:\"Debug\"|}, \"targets\": { \"c\": { \"type\": \"Console\" } } } }"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogInternalLogOn).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(0).WithArguments("internalLogLevel=\"trace\"", "Trace", "'c:\\temp\\nlog-internal.log'"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogInternalLogOn).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(1).WithArguments("internalLogLevel=\"Debug\"", "Debug", "the console"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogInternalLogOn).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations).WithLocation(2)
                .WithArguments("internalLogLevel=\"Debug\"", "Debug", "the internal log (internalLogFile, the console, or NLOG_INTERNAL_LOG_FILE)"));
            await test.RunAsync();
        }

        [Theory]
        [InlineData("Info")]
        [InlineData("Warn")]
        [InlineData("Off")]
        [InlineData("${var:level}")]
        public Task Other_levels_are_silent(string level) =>
            NLogVerify.ConfigAsync<LP0205InternalLogOnAnalyzer>("NLog.config", $"<nlog internalLogLevel=\"{level}\">{Body}</nlog>");

        [Fact]
        public Task Code_is_flagged_for_the_property_and_the_setup_builder() =>
            NLogVerify.CodeAsync<LP0205InternalLogOnAnalyzer>("""
                using NLog;
                using NLog.Common;
                static class Setup
                {
                    static void A() => InternalLogger.LogLevel = {|LP0205:LogLevel.Trace|};
                    static void B() => InternalLogger.LogLevel = LogLevel.Warn;
                    static void C() => LogManager.Setup().SetupInternalLogger(b => b.SetMinimumLogLevel({|LP0205:LogLevel.Debug|}));
                    static void D() => LogManager.Setup().SetupInternalLogger(b => b.SetMinimumLogLevel(LogLevel.Error));
                }
                """);

        [Fact]
        public Task Config_fix_writes_Warn_and_the_config_still_loads() =>
            NLogVerify.ConfigFix(new LP0205InternalLogOnAnalyzer(), new LP0205InternalLogOnCodeFixProvider(), Key, "NLog.config",
                $"<nlog internalLogLevel=\"{{|LP0205:Debug|}}\">{Body}</nlog>",
                $"<nlog internalLogLevel=\"Warn\">{Body}</nlog>").RunAsync();

        [Fact]
        public Task Json_fix_writes_Warn_as_a_string() =>
            NLogVerify.ConfigFix(new LP0205InternalLogOnAnalyzer(), new LP0205InternalLogOnCodeFixProvider(), Key, "appsettings.json",
                "{ \"NLog\": { \"internalLogLevel\": {|LP0205:\"Trace\"|}, \"targets\": { \"f\": { \"type\": \"File\", \"fileName\": \"a.log\" } }, \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Info\", \"writeTo\": \"f\" } ] } }",
                "{ \"NLog\": { \"internalLogLevel\": \"Warn\", \"targets\": { \"f\": { \"type\": \"File\", \"fileName\": \"a.log\" } }, \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Info\", \"writeTo\": \"f\" } ] } }").RunAsync();

        [Fact]
        public Task Code_fix_writes_Warn_keeping_the_qualification() =>
            NLogVerify.CodeFixAsync<LP0205InternalLogOnAnalyzer, LP0205InternalLogOnCodeFixProvider>(
                "static class Setup { static void A() => NLog.Common.InternalLogger.LogLevel = {|LP0205:NLog.LogLevel.Trace|}; }",
                "static class Setup { static void A() => NLog.Common.InternalLogger.LogLevel = NLog.LogLevel.Warn; }");
    }
}
