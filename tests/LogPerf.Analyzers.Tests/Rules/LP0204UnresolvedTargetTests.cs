using System.Reflection;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0204: rules writing to targets that do not exist, targets whose type nothing defines.</summary>
    public class LP0204UnresolvedTargetTests
    {
        private const string Key = LP0204UnresolvedTargetCodeFixProvider.UseSuggestionKey;

        private static string Config(string targets, string rules, string extra = "") => $"""
            <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              {extra}
              <targets>
                {targets}
              </targets>
              <rules>
                {rules}
              </rules>
            </nlog>
            """;

        private const string Targets = "<target name=\"file\" xsi:type=\"File\" fileName=\"a.log\" /><target name=\"console\" xsi:type=\"Console\" />";

        /// <summary>The NLog the tests reference, as its informational version names it (6.2.0).</summary>
        private static string NLogVersion =>
            typeof(global::NLog.LogFactory).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()!.InformationalVersion.Split('+')[0];

        private static ConfigFixTest Fix(string path, string markup, string expected) =>
            NLogVerify.ConfigFix(new LP0204UnresolvedTargetAnalyzer(), new LP0204UnresolvedTargetCodeFixProvider(), Key, path, markup, expected);

        [Fact]
        public async Task A_misspelt_writeTo_name_is_flagged_at_the_name_with_its_close_match()
        {
            var test = new LogPerfAnalyzerTest<LP0204UnresolvedTargetAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", Config(Targets, "<logger name=\"*\" minlevel=\"Info\" writeTo=\"console, fil\" />")));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogUnresolvedTarget)
                .WithSpan("NLog.config", 7, 56, 7, 59)
                .WithArguments("The rule writes to target 'fil', which this configuration does not define: NLog drops it from the rule and the events meant for it are lost; did you mean 'file'?"));
            await test.RunAsync();
        }

        /// <summary>
        /// The close name is already in the rule: writing it twice makes NLog warn "configured with duplicate output" and skip
        /// the rule for it (fix-safety harness, generated NLog #68), so no fix is offered and the message says to remove the name.
        /// </summary>
        [Fact]
        public async Task A_misspelt_name_whose_close_match_the_rule_already_names_gets_no_fix()
        {
            var markup = Config(Targets, "<logger name=\"*\" minlevel=\"Info\" writeTo=\"file, fil\" />");
            var test = new LogPerfAnalyzerTest<LP0204UnresolvedTargetAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", markup));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogUnresolvedTarget)
                .WithSpan("NLog.config", 7, 53, 7, 56)
                .WithArguments("The rule writes to target 'fil', which this configuration does not define: NLog drops it from the rule and the events meant for it are lost; the close name 'file' is already in this rule's writeTo: remove 'fil'"));
            await test.RunAsync();

            var (_, fixes) = Assert.Single(await Fix("NLog.config", markup.Replace("fil\"", "{|LP0204:fil|}\"", System.StringComparison.Ordinal), markup).OfferedAsync());
            Assert.Empty(fixes);
        }

        [Theory]
        [InlineData("<logger name=\"*\" writeTo=\"FILE,Console\" />", "")]
        [InlineData("<logger name=\"*\" writeTo=\"${var:target}\" />", "")]
        [InlineData("<logger name=\"*\" writeTo=\"nowhere\" enabled=\"false\" />", "")]
        [InlineData("<logger name=\"*\" writeTo=\"nowhere\" />", "<include file=\"more.config\" />")]
        public Task Names_NLog_resolves_or_cannot_be_checked_are_silent(string rules, string extra) =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("NLog.config", Config(Targets, rules, extra));

        [Fact]
        public Task Named_targets_inside_wrappers_can_be_written_to() =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("NLog.config", Config(
                "<target name=\"a\" xsi:type=\"AsyncWrapper\"><target name=\"inner\" xsi:type=\"File\" fileName=\"a.log\" /></target>",
                "<logger name=\"*\" writeTo=\"a,inner\" />"));

        [Fact]
        public Task A_name_with_no_close_match_is_flagged_without_a_suggestion() =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("NLog.config", Config(Targets, "<logger name=\"*\" writeTo=\"{|LP0204:database|}\" />"));

        [Fact]
        public Task A_misspelt_type_is_flagged_at_the_alias() =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("NLog.config", Config(
                "<target name=\"f\" xsi:type=\"{|LP0204:Fille|}\" fileName=\"a.log\" /><target name=\"g\" type=\"x:{|LP0204:AsyncWraper|}\" />", "<logger name=\"*\" writeTo=\"f\" />"));

        [Fact]
        public async Task A_target_NLog_6_moved_to_a_package_names_the_package()
        {
            var test = new LogPerfAnalyzerTest<LP0204UnresolvedTargetAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", Config("<target name=\"db\" xsi:type=\"Database\" />", "<logger name=\"*\" writeTo=\"db\" />")));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogUnresolvedTarget)
                .WithSpan("NLog.config", 4, 33, 4, 41)
                .WithArguments($"Target 'db' has type 'Database', which neither NLog {NLogVersion} nor a referenced assembly defines (it ships in the NLog.Database package): NLog skips the target and the rules writing to it lose their events"));
            await test.RunAsync();
        }

        [Fact]
        public Task The_same_target_is_known_to_the_real_NLog_4_7_13() =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("NLog.config",
                Config("<target name=\"db\" xsi:type=\"Database\" /><target name=\"n\" xsi:type=\"Network\" address=\"udp://localhost:514\" />", "<logger name=\"*\" writeTo=\"db,n\" />"),
                NLogReferences.WithNLog4);

        [Theory]
        [InlineData("<target name=\"f\" xsi:type=\"Async-Wrapper\"><target xsi:type=\"file\" /></target>", "")]
        [InlineData("<target name=\"f\" xsi:type=\"MyCompany.Targets.Special, MyCompany.Logging\" />", "")]
        [InlineData("<target name=\"f\" xsi:type=\"Special\" />", "<extensions><add assemblyFile=\"MyCompany.Logging.dll\" /></extensions>")]
        [InlineData("<target name=\"f\" xsi:type=\"Special\" />", "<extensions><add assembly=\"MyCompany.Logging\" /></extensions>")]
        [InlineData("<target name=\"f\" xsi:type=\"${var:type}\" />", "")]
        public Task Types_NLog_finds_or_cannot_be_checked_are_silent(string targets, string extra) =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("NLog.config", Config(targets, "<logger name=\"*\" writeTo=\"f\" />", extra));

        [Fact]
        public async Task Target_types_the_project_defines_are_known()
        {
            var test = new LogPerfAnalyzerTest<LP0204UnresolvedTargetAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("""
                [NLog.Targets.Target("Special")]
                public sealed class SpecialTarget : NLog.Targets.TargetWithLayout { }
                """);
            test.TestState.AdditionalFiles.Add(("NLog.config", Config("<target name=\"f\" xsi:type=\"special\" />", "<logger name=\"*\" writeTo=\"f\" />")));
            await test.RunAsync();
        }

        [Fact]
        public Task A_target_without_a_type_is_flagged() =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("NLog.config", Config("{|LP0204:<target name=\"f\">|}</target>", "<logger name=\"*\" writeTo=\"f\" />"));

        [Fact]
        public Task Appsettings_json_names_and_types_are_checked() =>
            NLogVerify.ConfigAsync<LP0204UnresolvedTargetAnalyzer>("appsettings.json", """
                { "NLog": { "targets": { "file": { "type": "{|LP0204:Fil|}", "fileName": "a.log" } },
                            "rules": [ { "logger": "*", "writeTo": "{|LP0204:fil|}" } ] } }
                """);

        [Fact]
        public Task Fix_writes_the_close_target_name() =>
            Fix("NLog.config",
                Config(Targets, "<logger name=\"*\" minlevel=\"Info\" writeTo=\"console, {|LP0204:fil|}\" />"),
                Config(Targets, "<logger name=\"*\" minlevel=\"Info\" writeTo=\"console, file\" />")).RunAsync();

        [Fact]
        public Task Fix_writes_the_close_type_alias_keeping_the_prefix() =>
            Fix("NLog.config",
                Config("<target name=\"f\" xsi:type=\"nlog:{|LP0204:Fille|}\" fileName=\"a.log\" />", "<logger name=\"*\" writeTo=\"f\" />"),
                Config("<target name=\"f\" xsi:type=\"nlog:File\" fileName=\"a.log\" />", "<logger name=\"*\" writeTo=\"f\" />")).RunAsync();

        [Fact]
        public Task Fix_in_appsettings_json() =>
            Fix("appsettings.json",
                "{ \"NLog\": { \"targets\": { \"file\": { \"type\": \"{|LP0204:Fil|}\", \"fileName\": \"a.log\" } }, \"rules\": [ { \"logger\": \"*\", \"writeTo\": \"{|LP0204:fil|}\" } ] } }",
                "{ \"NLog\": { \"targets\": { \"file\": { \"type\": \"File\", \"fileName\": \"a.log\" } }, \"rules\": [ { \"logger\": \"*\", \"writeTo\": \"file\" } ] } }").RunAsync();

        [Theory]
        [InlineData(FixAllScope.Project)]
        [InlineData(FixAllScope.Solution)]
        public async Task Fix_all_fixes_every_misspelling_in_scope(FixAllScope scope)
        {
            var flagged = Config("<target name=\"file\" xsi:type=\"{|LP0204:Fille|}\" fileName=\"a.log\" />", "<logger name=\"*\" writeTo=\"{|LP0204:fil|}\" /><logger name=\"A\" writeTo=\"{|LP0204:FIle2|}\" />");
            var fixedConfig = Config("<target name=\"file\" xsi:type=\"File\" fileName=\"a.log\" />", "<logger name=\"*\" writeTo=\"file\" /><logger name=\"A\" writeTo=\"file\" />");
            var test = new ConfigFixTest(new LP0204UnresolvedTargetAnalyzer(), new LP0204UnresolvedTargetCodeFixProvider(), Key)
            {
                FixAllScope = scope,
                References = NLogReferences.WithNLog,
            };
            test.AddTwoProjects(("NLog.config", flagged, fixedConfig));

            await test.RunAsync();
        }
    }
}
