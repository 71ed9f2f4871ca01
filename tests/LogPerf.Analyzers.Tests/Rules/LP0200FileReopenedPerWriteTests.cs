using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0200: keepFileOpen false (explicitly, or by default before NLog 5.0) on a file target busy rules reach.</summary>
    public class LP0200FileReopenedPerWriteTests
    {
        private const string Key = LP0200FileReopenedPerWriteCodeFixProvider.KeepFileOpenKey;

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

        private static ConfigFixTest Fix(string path, string markup, string expected) =>
            NLogVerify.ConfigFix(new LP0200FileReopenedPerWriteAnalyzer(), new LP0200FileReopenedPerWriteCodeFixProvider(), Key, path, markup, expected);

        [Fact]
        public Task KeepFileOpen_false_is_flagged_at_its_value() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"{|LP0200:false|}\" />"));

        [Fact]
        public Task KeepFileOpen_false_as_an_element_is_flagged_at_its_text() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\"><fileName>a.log</fileName><KeepFileOpen>{|LP0200: False |}</KeepFileOpen></target>"));

        [Fact]
        public Task KeepFileOpen_true_or_unset_is_silent_on_NLog_6() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"true\" /><target name=\"g\" xsi:type=\"File\" fileName=\"b.log\" />",
                    "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f,g\" />"));

        [Fact]
        public Task Unset_is_flagged_at_the_type_under_the_real_NLog_4_7_13() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"{|LP0200:File|}\" fileName=\"a.log\" />"), NLogReferences.WithNLog4);

        [Fact]
        public async Task The_message_names_the_NLog_version_whose_default_it_assumed()
        {
            var test = new LogPerfAnalyzerTest<LP0200FileReopenedPerWriteAnalyzer>(references: NLogReferences.WithNLog4);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />")));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogFileReopenedPerWrite).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations)
                .WithSpan("NLog.config", 4, 32, 4, 36)
                .WithArguments("Target 'f'", "keepFileOpen is not set and the referenced NLog 4.7.13 defaults it to false (true from NLog 5.0)"));
            await test.RunAsync();
        }

        [Fact]
        public Task Unset_is_silent_under_the_real_NLog_5_0_4() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />"), NLogReferences.WithNLog5);

        [Theory]
        [InlineData("<logger name=\"*\" minlevel=\"Error\" writeTo=\"f\" />")]
        [InlineData("<logger name=\"*\" minlevel=\"Debug\" writeTo=\"other\" />")]
        [InlineData("<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f\" enabled=\"false\" />")]
        public Task Files_only_severe_or_no_rules_reach_are_silent(string rules) =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"false\" /><target name=\"other\" xsi:type=\"Console\" />", rules));

        [Theory]
        [InlineData("keepFileOpen=\"false\" replaceFileContentsOnEachWrite=\"true\"")]
        [InlineData("keepFileOpen=\"false\" discardAll=\"true\"")]
        [InlineData("keepFileOpen=\"${var:keep}\"")]
        public Task Settings_that_make_keepFileOpen_irrelevant_or_unknowable_are_silent(string attributes) =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config($"<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" {attributes} />"));

        [Fact]
        public Task File_targets_inside_wrappers_are_flagged() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"AsyncWrapper\"><target xsi:type=\"file\" fileName=\"a.log\" keepFileOpen=\"{|LP0200:false|}\" /></target>"));

        [Fact]
        public Task App_config_section_is_read() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("App.config", """
                <configuration>
                  <configSections><section name="nlog" type="NLog.Config.ConfigSectionHandler, NLog" /></configSections>
                  <nlog>
                    <targets><target name="f" type="File" fileName="a.log" keepFileOpen="{|LP0200:false|}" /></targets>
                    <rules><logger name="*" minlevel="Info" writeTo="f" /></rules>
                  </nlog>
                </configuration>
                """);

        [Fact]
        public Task Appsettings_json_section_is_read() =>
            NLogVerify.ConfigAsync<LP0200FileReopenedPerWriteAnalyzer>("appsettings.json", """
                {
                  "NLog": {
                    "targets": { "f": { "type": "File", "fileName": "a.log", "keepFileOpen": {|LP0200:false|} }, "g": { "type": "File", "fileName": "b.log", "keepFileOpen": {|LP0200:"False"|} } },
                    "rules": [ { "logger": "*", "minLevel": "Info", "writeTo": "f,g" } ]
                  }
                }
                """);

        [Fact]
        public Task Code_KeepFileOpen_false_is_flagged_in_initializers_and_assignments() =>
            NLogVerify.CodeAsync<LP0200FileReopenedPerWriteAnalyzer>("""
                using NLog.Targets;
                class C
                {
                    void M()
                    {
                        var a = new FileTarget("a") { FileName = "a.log", KeepFileOpen = {|LP0200:false|} };
                        var b = new FileTarget("b");
                        b.KeepFileOpen = {|LP0200:false|};
                        var c = new FileTarget("c") { KeepFileOpen = true };
                    }
                }
                """);

        [Fact]
        public Task Code_WriteToFile_keepFileOpen_false_is_flagged() =>
            NLogVerify.CodeAsync<LP0200FileReopenedPerWriteAnalyzer>("""
                using NLog;
                class C
                {
                    void M() => LogManager.Setup().LoadConfiguration(b => b.ForLogger().WriteToFile("a.log", keepFileOpen: {|LP0200:false|}));
                }
                """);

        [Fact]
        public Task Code_FileTarget_without_KeepFileOpen_is_flagged_under_NLog_4_only() =>
            NLogVerify.CodeAsync<LP0200FileReopenedPerWriteAnalyzer>("""
                using NLog.Targets;
                class C
                {
                    FileTarget A() => {|LP0200:new FileTarget("a") { FileName = "a.log" }|};
                    FileTarget B() { var t = new FileTarget("b"); t.KeepFileOpen = true; return t; }
                }
                """, NLogReferences.WithNLog4);

        [Fact]
        public Task Code_FileTarget_without_KeepFileOpen_is_silent_under_NLog_5() =>
            NLogVerify.CodeAsync<LP0200FileReopenedPerWriteAnalyzer>("""
                using NLog.Targets;
                class C
                {
                    FileTarget A() => new FileTarget("a") { FileName = "a.log" };
                }
                """, NLogReferences.WithNLog5);

        [Fact]
        public Task Fix_replaces_the_value_and_keeps_everything_else() =>
            Fix("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"{|LP0200:false|}\" /> <!-- keep -->"),
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"true\" /> <!-- keep -->")).RunAsync();

        [Fact]
        public Task Fix_replaces_element_text() =>
            Fix("NLog.config",
                Config("<target name=\"f\" xsi:type=\"File\"><fileName>a.log</fileName><keepFileOpen>{|LP0200:false|}</keepFileOpen></target>"),
                Config("<target name=\"f\" xsi:type=\"File\"><fileName>a.log</fileName><keepFileOpen>true</keepFileOpen></target>")).RunAsync();

        [Fact]
        public async Task Fix_adds_the_attribute_under_NLog_4_on_the_line_style_the_element_uses()
        {
            var test = Fix("NLog.config",
                "<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\r\n  <targets>\r\n    <target name=\"f\"\r\n\t\txsi:type=\"{|LP0200:File|}\"\r\n\t\tfileName=\"a.log\" />\r\n    <target name=\"g\" xsi:type=\"{|LP0200:File|}\" fileName=\"b.log\"/>\r\n  </targets>\r\n  <rules><logger name=\"*\" minlevel=\"Trace\" writeTo=\"f,g\" /></rules>\r\n</nlog>",
                "<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\r\n  <targets>\r\n    <target name=\"f\"\r\n\t\txsi:type=\"File\"\r\n\t\tfileName=\"a.log\"\r\n\t\tkeepFileOpen=\"true\" />\r\n    <target name=\"g\" xsi:type=\"File\" fileName=\"b.log\" keepFileOpen=\"true\"/>\r\n  </targets>\r\n  <rules><logger name=\"*\" minlevel=\"Trace\" writeTo=\"f,g\" /></rules>\r\n</nlog>");
            test.References = NLogReferences.WithNLog4;
            await test.RunAsync();
        }

        [Fact]
        public Task Fix_in_appsettings_json_keeps_the_value_form() =>
            Fix("appsettings.json",
                "{\n  \"NLog\": {\n    \"targets\": {\n      \"f\": { \"type\": \"File\", \"fileName\": \"a.log\", \"keepFileOpen\": {|LP0200:false|} },\n      \"g\": { \"type\": \"File\", \"fileName\": \"b.log\", \"keepFileOpen\": {|LP0200:\"false\"|} }\n    },\n    \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Debug\", \"writeTo\": \"f,g\" } ]\n  }\n}",
                "{\n  \"NLog\": {\n    \"targets\": {\n      \"f\": { \"type\": \"File\", \"fileName\": \"a.log\", \"keepFileOpen\": true },\n      \"g\": { \"type\": \"File\", \"fileName\": \"b.log\", \"keepFileOpen\": \"true\" }\n    },\n    \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Debug\", \"writeTo\": \"f,g\" } ]\n  }\n}").RunAsync();

        [Fact]
        public async Task Fix_adds_the_json_member_under_NLog_4()
        {
            var test = Fix("appsettings.json",
                "{\n  \"NLog\": {\n    \"targets\": {\n      \"f\": {\n        \"type\": {|LP0200:\"File\"|},\n        \"fileName\": \"a.log\"\n      }\n    },\n    \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Debug\", \"writeTo\": \"f\" } ]\n  }\n}",
                "{\n  \"NLog\": {\n    \"targets\": {\n      \"f\": {\n        \"type\": \"File\",\n        \"fileName\": \"a.log\",\n        \"keepFileOpen\": true\n      }\n    },\n    \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Debug\", \"writeTo\": \"f\" } ]\n  }\n}");
            test.References = NLogReferences.WithNLog4;
            await test.RunAsync();
        }

        /// <summary>Roslyn 4.5's FixAllContext has no document scope for additional documents: configs are fixed per project or solution.</summary>
        [Theory]
        [InlineData(FixAllScope.Project)]
        [InlineData(FixAllScope.Solution)]
        public async Task Fix_all_fixes_every_config_in_scope(FixAllScope scope)
        {
            var flagged = Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"{|LP0200:false|}\" /><target name=\"g\" xsi:type=\"File\" fileName=\"b.log\" keepFileOpen=\"{|LP0200:false|}\" />", "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f,g\" />");
            var fixedConfig = Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"true\" /><target name=\"g\" xsi:type=\"File\" fileName=\"b.log\" keepFileOpen=\"true\" />", "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f,g\" />");
            var json = "{ \"NLog\": { \"targets\": { \"j\": { \"type\": \"File\", \"fileName\": \"j.log\", \"keepFileOpen\": {|LP0200:false|} } }, \"rules\": [ { \"logger\": \"*\", \"writeTo\": \"j\" } ] } }";
            var fixedJson = "{ \"NLog\": { \"targets\": { \"j\": { \"type\": \"File\", \"fileName\": \"j.log\", \"keepFileOpen\": true } }, \"rules\": [ { \"logger\": \"*\", \"writeTo\": \"j\" } ] } }";
            var test = new ConfigFixTest(new LP0200FileReopenedPerWriteAnalyzer(), new LP0200FileReopenedPerWriteCodeFixProvider(), Key)
            {
                FixAllScope = scope,
                References = NLogReferences.WithNLog,
            };
            test.AddTwoProjects(("NLog.config", flagged, fixedConfig), ("appsettings.json", json, fixedJson));

            await test.RunAsync();
        }

        [Fact]
        public Task Code_fix_writes_true() =>
            NLogVerify.CodeFixAsync<LP0200FileReopenedPerWriteAnalyzer, LP0200FileReopenedPerWriteCodeFixProvider>("""
                using NLog.Targets;
                class C
                {
                    void M()
                    {
                        var a = new FileTarget("a") { KeepFileOpen = {|LP0200:false|} };
                        a.KeepFileOpen = {|LP0200:false|};
                    }
                }
                """, """
                using NLog.Targets;
                class C
                {
                    void M()
                    {
                        var a = new FileTarget("a") { KeepFileOpen = true };
                        a.KeepFileOpen = true;
                    }
                }
                """);

        [Fact]
        public Task Code_fix_adds_KeepFileOpen_to_the_initializer_under_NLog_4() =>
            NLogVerify.CodeFixAsync<LP0200FileReopenedPerWriteAnalyzer, LP0200FileReopenedPerWriteCodeFixProvider>("""
                using NLog.Targets;
                class C
                {
                    FileTarget A() => {|LP0200:new FileTarget("a")|};
                    FileTarget B() => {|LP0200:new FileTarget("b") { FileName = "b.log" }|};
                    FileTarget D() => {|LP0200:new FileTarget("d")
                    {
                        FileName = "d.log",
                        Encoding = System.Text.Encoding.UTF8,
                    }|};
                }
                """, """
                using NLog.Targets;
                class C
                {
                    FileTarget A() => new FileTarget("a") { KeepFileOpen = true };
                    FileTarget B() => new FileTarget("b") { FileName = "b.log", KeepFileOpen = true };
                    FileTarget D() => new FileTarget("d")
                    {
                        FileName = "d.log",
                        Encoding = System.Text.Encoding.UTF8,
                        KeepFileOpen = true,
                    };
                }
                """, references: NLogReferences.WithNLog4);

    }
}
