using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    public class LP0200FileReopenedPerWriteTests
    {
        private static string Config(string target, string rules = "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f\" />") => $"""
            <?xml version="1.0" encoding="utf-8" ?>
            <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <targets>
                {target}
              </targets>
              <rules>
                {rules}
              </rules>
            </nlog>
            """;

        [Fact]
        public Task KeepFileOpen_false_is_flagged_at_its_value() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"{|LP0200:false|}\" />"));

        [Fact]
        public Task KeepFileOpen_true_or_unset_is_silent_on_NLog_6() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"true\" /><target name=\"g\" xsi:type=\"File\" fileName=\"b.log\" />",
                    "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f,g\" />"));

        [Fact]
        public Task Unset_is_flagged_at_the_type_under_NLog_4_7_13() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"{|LP0200:File|}\" fileName=\"a.log\" />"), NLogReferences.WithNLog4);

        [Fact]
        public Task Unset_is_silent_under_NLog_5_0_4() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />"), NLogReferences.WithNLog5);

        [Fact]
        public Task Fix_sets_keepFileOpen_true() =>
            NLogVerify.ConfigFix(new LP0200FileReopenedPerWriteAnalyzer(), new LP0200FileReopenedPerWriteCodeFixProvider(), LP0200FileReopenedPerWriteCodeFixProvider.KeepFileOpenKey,
                "NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"{|LP0200:false|}\" />"),
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"true\" />")).RunAsync();
    }
}
