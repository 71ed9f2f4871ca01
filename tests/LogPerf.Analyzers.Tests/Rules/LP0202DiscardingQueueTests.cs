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
    /// <summary>LP0202: an async wrapper with a queue below NLog's 10,000 that discards, while rules send it Error or Fatal.</summary>
    public class LP0202DiscardingQueueTests
    {
        private static string Config(string targets, string rules = "<logger name=\"*\" minlevel=\"Info\" writeTo=\"w\" />") => $"""
            <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <targets>
                {targets}
              </targets>
              <rules>
                {rules}
              </rules>
            </nlog>
            """;

        private static string Wrapper(string attributes) =>
            $"<target name=\"w\" xsi:type=\"AsyncWrapper\" {attributes}><target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" /></target>";

        private static ConfigFixTest Fix(string key, string path, string markup, string expected) =>
            NLogVerify.ConfigFix(new LP0202DiscardingQueueAnalyzer(), new LP0202DiscardingQueueCodeFixProvider(), key, path, markup, expected);

        [Fact]
        public async Task A_small_queue_with_the_default_Discard_is_flagged_at_its_queueLimit()
        {
            var test = new LogPerfAnalyzerTest<LP0202DiscardingQueueAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", Config(Wrapper("queueLimit=\"1000\""))));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogDiscardingQueue).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations)
                .WithSpan("NLog.config", 3, 58, 3, 62)
                .WithArguments("Target 'w'", "1,000", "overflowAction defaults to Discard", "Error and above"));
            await test.RunAsync();
        }

        [Fact]
        public Task An_explicit_Discard_is_flagged_at_its_value() =>
            NLogVerify.ConfigAsync<LP0202DiscardingQueueAnalyzer>("NLog.config", Config(Wrapper("queueLimit=\"500\" overflowAction=\"{|LP0202:discard|}\"")));

        [Theory]
        [InlineData("queueLimit=\"10000\"")]
        [InlineData("")]
        [InlineData("queueLimit=\"100\" overflowAction=\"Block\"")]
        [InlineData("queueLimit=\"100\" overflowAction=\"Grow\"")]
        [InlineData("queueLimit=\"${var:size}\"")]
        [InlineData("queueLimit=\"100\" overflowAction=\"${var:action}\"")]
        public Task Default_sized_or_lossless_queues_are_silent(string attributes) =>
            NLogVerify.ConfigAsync<LP0202DiscardingQueueAnalyzer>("NLog.config", Config(Wrapper(attributes)));

        [Theory]
        [InlineData("<logger name=\"*\" minlevel=\"Debug\" maxlevel=\"Warn\" writeTo=\"w\" />")]
        [InlineData("<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f\" />")]
        public Task Queues_that_never_hold_severe_events_are_silent(string rules) =>
            NLogVerify.ConfigAsync<LP0202DiscardingQueueAnalyzer>("NLog.config", Config(Wrapper("queueLimit=\"100\""), rules));

        [Fact]
        public Task Async_true_keeps_NLog_defaults_and_is_silent() =>
            NLogVerify.ConfigAsync<LP0202DiscardingQueueAnalyzer>("NLog.config",
                Config("<target name=\"w\" xsi:type=\"File\" fileName=\"a.log\" />").Replace("<targets>", "<targets async=\"true\">"));

        [Fact]
        public Task A_small_discarding_default_wrapper_is_flagged() =>
            NLogVerify.ConfigAsync<LP0202DiscardingQueueAnalyzer>("NLog.config",
                Config("<default-wrapper xsi:type=\"AsyncWrapper\" queueLimit=\"{|LP0202:200|}\" /><target name=\"w\" xsi:type=\"File\" fileName=\"a.log\" />"));

        [Fact]
        public Task Appsettings_json_is_read() =>
            NLogVerify.ConfigAsync<LP0202DiscardingQueueAnalyzer>("appsettings.json", """
                { "NLog": { "targets": { "w": { "type": "AsyncWrapper", "queueLimit": {|LP0202:1000|}, "target": { "f": { "type": "File", "fileName": "a.log" } } } },
                            "rules": [ { "logger": "*", "minLevel": "Error", "writeTo": "w" } ] } }
                """);

        [Fact]
        public Task Code_small_discarding_wrappers_given_severe_rules_are_flagged() =>
            NLogVerify.CodeAsync<LP0202DiscardingQueueAnalyzer>("""
                using NLog;
                using NLog.Config;
                using NLog.Targets;
                using NLog.Targets.Wrappers;
                class C
                {
                    void M(LoggingConfiguration config, FileTarget file)
                    {
                        config.AddRule(LogLevel.Trace, LogLevel.Fatal, new AsyncTargetWrapper(file, 1000, {|LP0202:AsyncTargetWrapperOverflowAction.Discard|}));
                        var small = {|LP0202:new AsyncTargetWrapper(file) { QueueLimit = 500 }|};
                        config.AddRuleForAllLevels(small);
                        var chatter = new AsyncTargetWrapper(file) { QueueLimit = 500 };
                        config.AddRule(LogLevel.Debug, LogLevel.Info, chatter);
                        var blocking = new AsyncTargetWrapper(file, 500, AsyncTargetWrapperOverflowAction.Block);
                        config.AddRuleForAllLevels(blocking);
                        var large = new AsyncTargetWrapper(file);
                        config.AddRuleForAllLevels(large);
                    }
                }
                """);

        [Fact]
        public Task Code_WithAsync_with_a_small_discarding_queue_is_flagged() =>
            NLogVerify.CodeAsync<LP0202DiscardingQueueAnalyzer>("""
                using NLog;
                using NLog.Targets.Wrappers;
                class C
                {
                    void M() => LogManager.Setup().LoadConfiguration(b =>
                    {
                        b.ForLogger().WriteToFile("a.log").{|LP0202:WithAsync(queueLimit: 1000)|};
                        b.ForLogger().WriteToFile("b.log").WithAsync({|LP0202:AsyncTargetWrapperOverflowAction.Discard|}, 1000);
                        b.ForLogger().WriteToFile("c.log").WithAsync(AsyncTargetWrapperOverflowAction.Block, 1000);
                        b.ForLogger().FilterLevels(LogLevel.Debug, LogLevel.Info).WriteToFile("d.log").WithAsync(queueLimit: 1000);
                        b.ForLogger().WriteToFile("e.log").WithAsync();
                    });
                }
                """);

        [Fact]
        public Task Block_fix_adds_the_overflow_action_after_the_last_attribute() =>
            Fix(LP0202DiscardingQueueCodeFixProvider.BlockKey, "NLog.config",
                Config(Wrapper("queueLimit=\"{|LP0202:1000|}\"")),
                Config(Wrapper("queueLimit=\"1000\" overflowAction=\"Block\""))).RunAsync();

        [Fact]
        public Task Grow_fix_replaces_an_explicit_Discard() =>
            Fix(LP0202DiscardingQueueCodeFixProvider.GrowKey, "NLog.config",
                Config(Wrapper("overflowAction=\"{|LP0202:Discard|}\" queueLimit=\"100\"")),
                Config(Wrapper("overflowAction=\"Grow\" queueLimit=\"100\""))).RunAsync();

        [Fact]
        public Task Block_fix_on_a_default_wrapper_and_in_json() =>
            Fix(LP0202DiscardingQueueCodeFixProvider.BlockKey, "appsettings.json",
                "{ \"NLog\": { \"targets\": { \"w\": { \"type\": \"AsyncWrapper\", \"queueLimit\": {|LP0202:\"1000\"|}, \"target\": { \"f\": { \"type\": \"File\", \"fileName\": \"a.log\" } } } }, \"rules\": [ { \"logger\": \"*\", \"writeTo\": \"w\" } ] } }",
                "{ \"NLog\": { \"targets\": { \"w\": { \"type\": \"AsyncWrapper\", \"queueLimit\": \"1000\", \"target\": { \"f\": { \"type\": \"File\", \"fileName\": \"a.log\" } }, \"overflowAction\": \"Block\" } }, \"rules\": [ { \"logger\": \"*\", \"writeTo\": \"w\" } ] } }").RunAsync();

        [Theory]
        [InlineData(FixAllScope.Project)]
        [InlineData(FixAllScope.Solution)]
        public async Task Fix_all_fixes_every_wrapper_in_scope(FixAllScope scope)
        {
            var flagged = Config(
                "<default-wrapper xsi:type=\"AsyncWrapper\" queueLimit=\"{|LP0202:200|}\" />\n    " + Wrapper("queueLimit=\"100\" overflowAction=\"{|LP0202:Discard|}\""));
            var fixedConfig = Config(
                "<default-wrapper xsi:type=\"AsyncWrapper\" queueLimit=\"200\" overflowAction=\"Block\" />\n    " + Wrapper("queueLimit=\"100\" overflowAction=\"Block\""));
            var test = new ConfigFixTest(new LP0202DiscardingQueueAnalyzer(), new LP0202DiscardingQueueCodeFixProvider(), LP0202DiscardingQueueCodeFixProvider.BlockKey)
            {
                FixAllScope = scope,
                References = NLogReferences.WithNLog,
            };
            test.AddTwoProjects(("NLog.config", flagged, fixedConfig));

            await test.RunAsync();
        }

        [Fact]
        public Task Code_fixes_replace_or_add_the_overflow_action() =>
            NLogVerify.CodeFixAsync<LP0202DiscardingQueueAnalyzer, LP0202DiscardingQueueCodeFixProvider>("""
                using NLog;
                using NLog.Config;
                using NLog.Targets;

                class C
                {
                    void M(LoggingConfiguration config, FileTarget file)
                    {
                        config.AddRule(LogLevel.Trace, LogLevel.Fatal, new NLog.Targets.Wrappers.AsyncTargetWrapper(file, 1000, {|LP0202:NLog.Targets.Wrappers.AsyncTargetWrapperOverflowAction.Discard|}));
                        var small = {|LP0202:new NLog.Targets.Wrappers.AsyncTargetWrapper(file) { QueueLimit = 500 }|};
                        config.AddRuleForAllLevels(small);
                        LogManager.Setup().LoadConfiguration(b => b.ForLogger().WriteToFile("a.log").{|LP0202:WithAsync(queueLimit: 1000)|});
                    }
                }
                """, """
                using NLog;
                using NLog.Config;
                using NLog.Targets;
                using NLog.Targets.Wrappers;

                class C
                {
                    void M(LoggingConfiguration config, FileTarget file)
                    {
                        config.AddRule(LogLevel.Trace, LogLevel.Fatal, new NLog.Targets.Wrappers.AsyncTargetWrapper(file, 1000, NLog.Targets.Wrappers.AsyncTargetWrapperOverflowAction.Block));
                        var small = new NLog.Targets.Wrappers.AsyncTargetWrapper(file) { QueueLimit = 500, OverflowAction = AsyncTargetWrapperOverflowAction.Block };
                        config.AddRuleForAllLevels(small);
                        LogManager.Setup().LoadConfiguration(b => b.ForLogger().WriteToFile("a.log").WithAsync(queueLimit: 1000, overflowAction: AsyncTargetWrapperOverflowAction.Block));
                    }
                }
                """, LP0202DiscardingQueueCodeFixProvider.BlockKey);
    }
}
