using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0207: two NLog file targets of one configuration on the same file, each keeping it open.</summary>
    public class LP0207SharedLogFileTests
    {
        [Fact]
        public async Task Targets_on_one_file_are_flagged_each_naming_the_other()
        {
            var test = new LogPerfAnalyzerTest<LP0207SharedLogFileAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", """
                <nlog>
                  <targets>
                    <target name="all" type="File" fileName="{|#0:${basedir}/logs/app.log|}" />
                    <target name="errors" type="AsyncWrapper"><target name="errorsFile" type="File" fileName="{|#1:${basedir}\logs\APP.log|}" /></target>
                    <target name="turns1" type="File" fileName="turns.log" keepFileOpen="false" />
                    <target name="turns2" type="File" fileName="turns.log" keepFileOpen="false" />
                    <target name="own" type="File" fileName="${basedir}/logs/own.log" />
                    <target name="unused" type="File" fileName="own.log" />
                    <target name="unusedToo" type="File" fileName="own.log" />
                  </targets>
                  <rules>
                    <logger name="*" minlevel="Info" writeTo="all,own,turns1,turns2" />
                    <logger name="*" minlevel="Error" writeTo="errors" />
                  </rules>
                </nlog>
                """));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogSharedLogFile).WithLocation(0).WithArguments("Target 'all'", "target 'errorsFile'", "${basedir}/logs/app.log"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogSharedLogFile).WithLocation(1).WithArguments("Target 'errorsFile'", "target 'all'", "${basedir}\\logs\\APP.log"));
            await test.RunAsync();
        }

        [Fact]
        public Task Appsettings_json_targets_are_read() =>
            NLogVerify.ConfigAsync<LP0207SharedLogFileAnalyzer>("appsettings.json", """
                { "NLog": { "targets": { "a": { "type": "File", "fileName": {|LP0207:"app.log"|} }, "b": { "type": "File", "fileName": {|LP0207:"app.log"|} } },
                            "rules": [ { "logger": "*", "minLevel": "Info", "writeTo": "a,b" } ] } }
                """);

        /// <summary>Before NLog 5 keepFileOpen defaulted to false: the targets open and close the file for each write and take turns.</summary>
        [Fact]
        public Task NLog_4_targets_that_do_not_keep_the_file_open_are_silent() =>
            NLogVerify.ConfigAsync<LP0207SharedLogFileAnalyzer>("NLog.config", """
                <nlog><targets><target name="a" type="File" fileName="app.log" /><target name="b" type="File" fileName="app.log" /></targets>
                <rules><logger name="*" minlevel="Info" writeTo="a,b" /></rules></nlog>
                """, NLogReferences.WithNLog4);
    }
}
