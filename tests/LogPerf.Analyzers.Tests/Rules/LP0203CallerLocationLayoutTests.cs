using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0203: a stack-trace layout renderer in a layout of a target everyday traffic reaches.</summary>
    public class LP0203CallerLocationLayoutTests
    {
        private static string Config(string targets, string rules = "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f\" />") => $"""
            <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <targets>
                {targets}
              </targets>
              <rules>
                {rules}
              </rules>
            </nlog>
            """;

        [Fact]
        public async Task Callsite_is_flagged_at_the_layout_value_naming_the_renderer_and_target()
        {
            var test = new LogPerfAnalyzerTest<LP0203CallerLocationLayoutAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", Config("<target name=\"f\" xsi:type=\"File\" layout=\"${longdate} ${callsite:includeNamespace=false} ${message}\" />")));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogCallerLocation)
                .WithSpan("NLog.config", 3, 46, 3, 103)
                .WithArguments("'${callsite:includeNamespace=false}'", "target 'f'"));
            await test.RunAsync();
        }

        [Fact]
        public Task Nested_layouts_text_elements_and_wrapped_targets_are_read() =>
            NLogVerify.ConfigAsync<LP0203CallerLocationLayoutAnalyzer>("NLog.config", Config("""
                <target name="f" xsi:type="AsyncWrapper">
                      <target xsi:type="File" fileName="{|LP0203:${basedir}/${callsite-filename}.log|}">
                        <layout xsi:type="SimpleLayout"><text>{|LP0203:${pad:padding=5:inner=${stacktrace}}|}</text></layout>
                      </target>
                    </target>
                """));

        [Theory]
        [InlineData("${longdate} ${message} ${exception:format=stacktrace}")]
        [InlineData("${callsite:captureStackTrace=false} ${message}")]
        public Task Layouts_without_a_stack_trace_capture_are_silent(string layout) =>
            NLogVerify.ConfigAsync<LP0203CallerLocationLayoutAnalyzer>("NLog.config", Config($"<target name=\"f\" xsi:type=\"File\" layout=\"{layout}\" />"));

        [Theory]
        [InlineData("<logger name=\"*\" minlevel=\"Error\" writeTo=\"f\" />")]
        [InlineData("<logger name=\"*\" minlevel=\"Debug\" writeTo=\"other\" />")]
        public Task Targets_that_only_see_severe_events_or_none_are_silent(string rules) =>
            NLogVerify.ConfigAsync<LP0203CallerLocationLayoutAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" layout=\"${callsite} ${message}\" /><target name=\"other\" xsi:type=\"Console\" />", rules));

        [Fact]
        public Task Appsettings_json_layouts_are_read() =>
            NLogVerify.ConfigAsync<LP0203CallerLocationLayoutAnalyzer>("appsettings.json", """
                { "NLog": { "targets": { "f": { "type": "Console", "layout": {|LP0203:"${callsite-linenumber} ${message}"|} },
                                         "j": { "type": "File", "layout": { "type": "JsonLayout", "Attributes": [ { "name": "site", "layout": {|LP0203:"${callsite}"|} } ] } } },
                            "rules": [ { "logger": "*", "minLevel": "Trace", "writeTo": "f,j" } ] } }
                """);

        [Fact]
        public Task Code_strings_that_become_layouts_are_flagged() =>
            NLogVerify.CodeAsync<LP0203CallerLocationLayoutAnalyzer>("""
                using NLog.Layouts;
                using NLog.Targets;
                class C
                {
                    void M()
                    {
                        var file = new FileTarget("f") { Layout = {|LP0203:"${callsite} ${message}"|} };
                        file.Layout = {|LP0203:"${stacktrace}"|};
                        Layout a = {|LP0203:"${callsite-linenumber}"|};
                        var b = new SimpleLayout({|LP0203:"${callsite}"|});
                        var c = Layout.FromString({|LP0203:"${callsite}"|});
                        var plain = "${callsite}";
                        file.Layout = "${callsite:captureStackTrace=false}";
                    }
                }
                """);
            [Fact]
        public Task Literals_are_read_however_they_are_written_and_not_in_generated_members() =>
            NLogVerify.CodeAsync<LP0203CallerLocationLayoutAnalyzer>(""""
                using NLog.Layouts;
                class C
                {
                    // Layout commented = "${callsite}";
                    void M()
                    {
                        Layout verbatim = {|LP0203:@"${callsite} ""quoted"""|};
                        Layout raw = {|LP0203:"""${stacktrace} "x" """|};
                        Layout both = {|LP0203:"${message} ${callsite}"|};
                        Layout concatenated = "$" + "{callsite}";
                    }

                    [System.CodeDom.Compiler.GeneratedCode("tool", "1")]
                    void Generated()
                    {
                        Layout generated = "${callsite}";
                    }
                }
                """");

        /// <summary>
        /// A layout that uses a variable holding a stack-trace renderer: <c>${name}</c> (replaced as NLog loads the file) and
        /// <c>${var:name}</c> / <c>${var:name=…}</c> (rendered per event) both made NLog 6.2.2 capture a stack trace for 5 of 5
        /// calls; names ignore case, the last definition wins, variables may use variables, and a cycle ends the search.
        /// </summary>
        [Fact]
        public async Task Variables_the_layout_uses_are_followed()
        {
            var test = new LogPerfAnalyzerTest<LP0203CallerLocationLayoutAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", """
                <nlog>
                  <variable name="filelayout" value="${longdate} ${message} ${onexception:${stacktrace}}" />
                  <variable name="Site" value="${callsite}" />
                  <variable name="outer" value="${level} ${site}" />
                  <variable name="plain" value="${longdate} ${message}" />
                  <variable name="replaced" value="${callsite}" />
                  <variable name="replaced" value="${message}" />
                  <variable name="loopA" value="${loopB}" />
                  <variable name="loopB" value="${loopA}" />
                  <variable name="json"><layout type="JsonLayout"><attribute name="at" layout="${callsite-linenumber}" /></layout></variable>
                  <targets>
                    <target name="a" type="File" fileName="a.log" layout="{|#0:${filelayout}|}" />
                    <target name="b" type="File" fileName="b.log" layout="{|#1:${var:outer}|}" />
                    <target name="c" type="File" fileName="c.log" layout="{|#2:${var:name=JSON}|}" />
                    <target name="d" type="File" fileName="d.log" layout="${plain} ${replaced} ${loopA} ${var:missing}" />
                    <target name="e" type="File" fileName="e.log" layout="${FileLayout}" />
                  </targets>
                  <rules>
                    <logger name="*" minlevel="Info" writeTo="a,b,c,d" />
                    <logger name="*" minlevel="Error" writeTo="e" />
                  </rules>
                </nlog>
                """));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogCallerLocation).WithLocation(0)
                .WithArguments("'${stacktrace}' (in variable 'filelayout')", "target 'a'"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogCallerLocation).WithLocation(1)
                .WithArguments("'${callsite}' (in variable 'Site')", "target 'b'"));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogCallerLocation).WithLocation(2)
                .WithArguments("'${callsite-linenumber}' (in variable 'json')", "target 'c'"));
            await test.RunAsync();
        }

        [Fact]
        public Task Appsettings_json_variables_are_followed() =>
            NLogVerify.ConfigAsync<LP0203CallerLocationLayoutAnalyzer>("appsettings.json", """
                { "NLog": { "variables": { "site": "${callsite}", "plain": "${message}" },
                            "targets": { "f": { "type": "Console", "layout": {|LP0203:"${var:site} ${message}"|} },
                                         "g": { "type": "Console", "layout": "${var:plain}" } },
                            "rules": [ { "logger": "*", "minLevel": "Debug", "writeTo": "f,g" } ] } }
                """);
    }
}
