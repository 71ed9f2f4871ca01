using System.Linq;
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
    /// <summary>LP0201: a file or network target that busy rules write to on the logging thread.</summary>
    public class LP0201SynchronousTargetTests
    {
        private static string Config(string targets, string rules = "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f\" />", string targetsTag = "<targets>") => $"""
            <?xml version="1.0" encoding="utf-8" ?>
            <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              {targetsTag}
                {targets}
              </targets>
              <rules>
                {rules}
              </rules>
            </nlog>
            """;

        private static ConfigFixTest Fix(string key, string path, string markup, string expected) =>
            NLogVerify.ConfigFix(new LP0201SynchronousTargetAnalyzer(), new LP0201SynchronousTargetCodeFixProvider(), key, path, markup, expected);

        [Fact]
        public async Task A_synchronous_file_target_is_flagged_at_its_type_with_what_each_call_waits_for()
        {
            var test = new LogPerfAnalyzerTest<LP0201SynchronousTargetAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />")));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogSynchronousTarget).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations)
                .WithSpan("NLog.config", 4, 32, 4, 36)
                .WithArguments("The rule for '*' (Debug and above)", "target 'f' (File)", "the FileTarget writes and flushes every event before the call returns"));
            await test.RunAsync();
        }

        [Fact]
        public async Task An_unnamed_target_is_named_by_the_wrapper_the_rule_writes_to()
        {
            var test = new LogPerfAnalyzerTest<LP0201SynchronousTargetAnalyzer>(references: NLogReferences.WithNLog);
            test.TestState.Sources.Add("class Program { }");
            test.TestState.AdditionalFiles.Add(("NLog.config", Config("<target name=\"f\" xsi:type=\"BufferingWrapper\"><target xsi:type=\"File\" autoFlush=\"false\" /></target>", "<logger name=\"App.*\" levels=\"Info,Error\" writeTo=\"f\" />")));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.NLogSynchronousTarget).WithOptions(DiagnosticOptions.IgnoreAdditionalLocations)
                .WithSpan("NLog.config", 4, 68, 4, 72)
                .WithArguments("The rule for 'App.*' (Info, Error)", "the File target inside 'f'", "the FileTarget writes every event before the call returns"));
            await test.RunAsync();
        }

        [Theory]
        [InlineData("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />", "<targets async=\"true\">")]
        [InlineData("<target name=\"f\" xsi:type=\"AsyncWrapper\"><target xsi:type=\"File\" fileName=\"a.log\" /></target>", "<targets>")]
        [InlineData("<default-wrapper xsi:type=\"AsyncWrapper\" /><target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />", "<targets>")]
        [InlineData("<default-wrapper xsi:type=\"BufferingWrapper\"><wrapper-target xsi:type=\"AsyncWrapper\" /></default-wrapper><target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />", "<targets>")]
        [InlineData("<target name=\"f\" xsi:type=\"Console\" />", "<targets>")]
        [InlineData("<target name=\"f\" xsi:type=\"ColoredConsole\" />", "<targets>")]
        public Task Async_paths_and_targets_without_blocking_io_are_silent(string targets, string targetsTag) =>
            NLogVerify.ConfigAsync<LP0201SynchronousTargetAnalyzer>("NLog.config", Config(targets, targetsTag: targetsTag));

        [Theory]
        [InlineData("<logger name=\"*\" minlevel=\"Error\" writeTo=\"f\" />")]
        [InlineData("<logger name=\"*\" levels=\"Error,Fatal\" writeTo=\"f\" />")]
        [InlineData("<logger name=\"*\" minlevel=\"Off\" writeTo=\"f\" />")]
        public Task Targets_only_severe_events_reach_are_silent(string rules) =>
            NLogVerify.ConfigAsync<LP0201SynchronousTargetAnalyzer>("NLog.config", Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />", rules));

        [Fact]
        public Task A_buffering_wrapper_is_not_async_its_file_target_is_flagged() =>
            NLogVerify.ConfigAsync<LP0201SynchronousTargetAnalyzer>("NLog.config",
                Config("<target name=\"f\" xsi:type=\"BufferingWrapper\" bufferSize=\"100\"><target xsi:type=\"{|LP0201:File|}\" fileName=\"a.log\" /></target>"));

        [Fact]
        public Task A_rule_naming_the_inner_target_bypasses_its_async_wrapper() =>
            NLogVerify.ConfigAsync<LP0201SynchronousTargetAnalyzer>("NLog.config",
                Config("<target name=\"a\" xsi:type=\"AsyncWrapper\"><target name=\"f\" xsi:type=\"{|LP0201:File|}\" fileName=\"a.log\" /></target>",
                    "<logger name=\"*\" minlevel=\"Info\" writeTo=\"a\" /><logger name=\"Audit\" minlevel=\"Info\" writeTo=\"f\" />"));

        [Fact]
        public Task Network_and_database_targets_of_NLog_4_7_13_are_flagged() =>
            NLogVerify.ConfigAsync<LP0201SynchronousTargetAnalyzer>("NLog.config",
                Config("<target name=\"n\" xsi:type=\"{|LP0201:Network|}\" address=\"udp://127.0.0.1:514\" /><target name=\"d\" xsi:type=\"{|LP0201:Database|}\" />",
                    "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"n,d\" />"), NLogReferences.WithNLog4);

        [Fact]
        public Task Appsettings_json_without_async_is_flagged_and_with_it_silent() =>
            NLogVerify.ConfigAsync<LP0201SynchronousTargetAnalyzer>("appsettings.json", """
                { "NLog": { "targets": { "f": { "type": {|LP0201:"File"|}, "fileName": "a.log" } }, "rules": [ { "logger": "*", "minLevel": "Info", "writeTo": "f" } ] },
                  "Other": { "NLog": { "targets": { "async": true } } } }
                """);

        [Fact]
        public Task Code_rules_that_write_file_targets_synchronously_are_flagged() =>
            NLogVerify.CodeAsync<LP0201SynchronousTargetAnalyzer>("""
                using NLog;
                using NLog.Config;
                using NLog.Targets;
                using NLog.Targets.Wrappers;
                class C
                {
                    void M()
                    {
                        var config = new LoggingConfiguration();
                        var file = new FileTarget("f") { FileName = "a.log" };
                        config.AddRule(LogLevel.Debug, LogLevel.Fatal, {|LP0201:file|});
                        config.AddRuleForAllLevels({|LP0201:new FileTarget("g")|});
                        config.AddRuleForOneLevel(LogLevel.Error, file);
                        config.AddRule(LogLevel.Error, LogLevel.Fatal, file);
                        config.AddRule(LogLevel.Trace, LogLevel.Fatal, new AsyncTargetWrapper(file));
                        config.AddRule(LogLevel.Trace, LogLevel.Fatal, new ConsoleTarget("c"));
                        config.LoggingRules.Add(new LoggingRule("*", LogLevel.Info, {|LP0201:file|}));
                        config.LoggingRules.Add(new LoggingRule("*", file));
                    }
                }
                """);

        [Fact]
        public Task Code_fluent_rules_without_WithAsync_are_flagged() =>
            NLogVerify.CodeAsync<LP0201SynchronousTargetAnalyzer>("""
                using NLog;
                using NLog.Targets;
                class C
                {
                    void M() => LogManager.Setup().LoadConfiguration(b =>
                    {
                        b.ForLogger().FilterMinLevel(LogLevel.Info).{|LP0201:WriteToFile("a.log")|};
                        b.ForLogger().{|LP0201:WriteTo(new FileTarget("f"))|};
                        b.ForLogger().WriteToFile("b.log").WithAsync();
                        b.ForLogger(LogLevel.Error).WriteToFile("c.log");
                        b.ForLogger().FilterLevel(LogLevel.Fatal).WriteToFile("d.log");
                        b.ForLogger().WriteToConsole();
                        b.ForTarget("t").WriteToFile("e.log");
                    });
                }
                """);

        [Fact]
        public Task Fix_sets_async_on_targets_holding_only_this_target() =>
            Fix(LP0201SynchronousTargetCodeFixProvider.AsyncTargetsKey, "NLog.config",
                Config("<target name=\"f\" xsi:type=\"{|LP0201:File|}\" fileName=\"a.log\" />"),
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />", targetsTag: "<targets async=\"true\">")).RunAsync();

        [Fact]
        public Task Fix_replaces_async_false() =>
            Fix(LP0201SynchronousTargetCodeFixProvider.AsyncTargetsKey, "NLog.config",
                Config("<target name=\"f\" xsi:type=\"{|LP0201:File|}\" fileName=\"a.log\" />", targetsTag: "<targets async=\"false\">"),
                Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />", targetsTag: "<targets async=\"true\">")).RunAsync();

        [Fact]
        public async Task Async_on_targets_is_offered_only_for_the_only_target_there_and_wrapping_always()
        {
            var project = new TestProject();
            project.Configs.Add(("NLog.config", Config(
                "<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" /><target name=\"c\" xsi:type=\"Console\" />", "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f,c\" />")));
            var solution = TestSolution.Create(new[] { project }, NLogReferences.WithNLog);
            var diagnostic = Assert.Single((await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0201SynchronousTargetAnalyzer())).Diagnostics);

            var actions = await CodeFixRunner.ActionsForAsync(new LP0201SynchronousTargetCodeFixProvider(), solution, diagnostic);

            Assert.Equal(
                new[] { LP0201SynchronousTargetCodeFixProvider.BlockingAsyncWrapperKey, LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey },
                actions.Select(a => a.EquivalenceKey));
        }

        /// <summary>
        /// Two file targets writing one file (LP0207's shape, the second with a differently written path): a wrapper (or
        /// async="true", a queue per target) around either would give the file a second path from another thread, and a
        /// thread's lines landed out of their order (the fix-safety harness, generated NLog #3). Neither target gets a fix;
        /// both are still reported, and a target with a file of its own keeps every fix.
        /// </summary>
        [Fact]
        public async Task No_fix_is_offered_where_another_target_writes_the_same_file()
        {
            var project = new TestProject();
            project.Configs.Add(("NLog.config", """
                <nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                  <targets>
                    <target name="a" xsi:type="File" fileName="${basedir}/logs/app.log" />
                  </targets>
                  <targets>
                    <target name="b" xsi:type="File" fileName="${basedir}/logs//app.log" />
                  </targets>
                  <targets>
                    <target name="own" xsi:type="File" fileName="${basedir}/logs/own.log" />
                  </targets>
                  <rules>
                    <logger name="*" minlevel="Debug" writeTo="a,own" />
                    <logger name="*" minlevel="Info" writeTo="b" />
                  </rules>
                </nlog>
                """));
            var solution = TestSolution.Create(new[] { project }, NLogReferences.WithNLog);
            var diagnostics = (await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0201SynchronousTargetAnalyzer())).Diagnostics;
            var fixer = new LP0201SynchronousTargetCodeFixProvider();

            Assert.Equal(3, diagnostics.Length);
            var offered = new System.Collections.Generic.List<string>();
            foreach (var diagnostic in diagnostics.OrderBy(d => d.Location.SourceSpan.Start))
            {
                offered.Add(string.Join(",", (await CodeFixRunner.ActionsForAsync(fixer, solution, diagnostic)).Select(a => a.EquivalenceKey)));
            }

            Assert.Equal(
                new[]
                {
                    string.Empty,
                    string.Empty,
                    string.Join(",", LP0201SynchronousTargetCodeFixProvider.BlockingAsyncWrapperKey, LP0201SynchronousTargetCodeFixProvider.AsyncTargetsKey, LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey),
                },
                offered);
        }

        /// <summary>
        /// The issue-22 report: the default fix was async="true", whose queue drops the oldest events once 10,000 wait (a
        /// burst of 100,000 wrote a quarter of its lines). The default is now the wrapper that blocks; the two fixes that
        /// keep NLog's Discard say so in their titles and are never the default.
        /// </summary>
        [Fact]
        public async Task The_default_fix_never_drops_events_and_the_fixes_that_may_are_never_the_default()
        {
            var project = new TestProject();
            project.Configs.Add(("NLog.config", Config("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" />", "<logger name=\"*\" minlevel=\"Info\" writeTo=\"f\" />")));
            var solution = TestSolution.Create(new[] { project }, NLogReferences.WithNLog);
            var diagnostic = Assert.Single((await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0201SynchronousTargetAnalyzer())).Diagnostics);
            var fixer = new LP0201SynchronousTargetCodeFixProvider();

            var actions = await CodeFixRunner.ActionsForAsync(fixer, solution, diagnostic);

            Assert.Equal(
                new[] { LP0201SynchronousTargetCodeFixProvider.BlockingAsyncWrapperKey, LP0201SynchronousTargetCodeFixProvider.AsyncTargetsKey, LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey },
                actions.Select(a => a.EquivalenceKey));
            Assert.Equal(new[] { true, false, false }, actions.Select(a => fixer.IsDefaultCandidate(a.EquivalenceKey)));
            Assert.Contains("nothing is dropped", actions[0].Title, System.StringComparison.Ordinal);
            Assert.All(actions.Skip(1), a => Assert.Contains("drops the oldest events", a.Title, System.StringComparison.Ordinal));
        }

        [Fact]
        public Task Fix_wraps_the_target_keeping_its_name_and_indents_only_where_whitespace_is_free() =>
            Fix(LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey, "NLog.config", """
                <nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                  <targets>
                    <target name="f" xsi:type="{|LP0201:File|}" fileName="a.log"
                            encoding="utf-8">
                      <!-- the layout keeps its line break -->
                      <layout xsi:type="SimpleLayout">
                        <text>${longdate}
                ${message}</text>
                      </layout>
                    </target>
                    <target name="c" xsi:type="Console" />
                  </targets>
                  <rules><logger name="*" minlevel="Debug" writeTo="f,c" /></rules>
                </nlog>
                """, """
                <nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                  <targets>
                    <target name="f" xsi:type="AsyncWrapper">
                      <target name="f_wrapped" xsi:type="File" fileName="a.log"
                              encoding="utf-8">
                        <!-- the layout keeps its line break -->
                        <layout xsi:type="SimpleLayout">
                          <text>${longdate}
                ${message}</text>
                        </layout>
                      </target>
                    </target>
                    <target name="c" xsi:type="Console" />
                  </targets>
                  <rules><logger name="*" minlevel="Debug" writeTo="f,c" /></rules>
                </nlog>
                """).RunAsync();

        [Fact]
        public Task Blocking_wrap_renames_the_target_keeps_tabs_crlf_and_escapes_the_names() =>
            Fix(LP0201SynchronousTargetCodeFixProvider.BlockingAsyncWrapperKey, "NLog.config",
                "<nlog>\r\n\t<targets>\r\n\t\t<target\r\n\t\t\tname=\"a&amp;b\"\r\n\t\t\ttype=\"{|LP0201:File|}\"\r\n\t\t\tfileName=\"a.log\" />\r\n\t\t<target name=\"c\" type=\"Console\" />\r\n\t</targets>\r\n\t<rules><logger name=\"*\" minlevel=\"Debug\" writeTo=\"a&amp;b,c\" /></rules>\r\n</nlog>",
                "<nlog>\r\n\t<targets>\r\n\t\t<target name=\"a&amp;b\" type=\"AsyncWrapper\" overflowAction=\"Block\">\r\n\t\t\t<target\r\n\t\t\t\tname=\"a&amp;b_wrapped\"\r\n\t\t\t\ttype=\"File\"\r\n\t\t\t\tfileName=\"a.log\" />\r\n\t\t</target>\r\n\t\t<target name=\"c\" type=\"Console\" />\r\n\t</targets>\r\n\t<rules><logger name=\"*\" minlevel=\"Debug\" writeTo=\"a&amp;b,c\" /></rules>\r\n</nlog>").RunAsync();

        [Fact]
        public Task Fix_wraps_the_buffering_wrapper_the_rule_names() =>
            Fix(LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey, "NLog.config",
                Config("<target name=\"f\" xsi:type=\"BufferingWrapper\"><target xsi:type=\"{|LP0201:File|}\" fileName=\"a.log\" /></target><target name=\"c\" xsi:type=\"Console\" />", "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f,c\" />"),
                Config("<target name=\"f\" xsi:type=\"AsyncWrapper\">\n      <target name=\"f_wrapped\" xsi:type=\"BufferingWrapper\"><target xsi:type=\"File\" fileName=\"a.log\" /></target>\n    </target><target name=\"c\" xsi:type=\"Console\" />", "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f,c\" />")).RunAsync();

        [Fact]
        public Task Fix_in_appsettings_json_adds_async_to_targets() =>
            Fix(LP0201SynchronousTargetCodeFixProvider.AsyncTargetsKey, "appsettings.json",
                "{\n  \"NLog\": {\n    \"targets\": {\n      \"f\": { \"type\": {|LP0201:\"File\"|}, \"fileName\": \"a.log\" }\n    },\n    \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Info\", \"writeTo\": \"f\" } ]\n  }\n}",
                "{\n  \"NLog\": {\n    \"targets\": {\n      \"f\": { \"type\": \"File\", \"fileName\": \"a.log\" },\n      \"async\": true\n    },\n    \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Info\", \"writeTo\": \"f\" } ]\n  }\n}").RunAsync();

        [Theory]
        [InlineData(FixAllScope.Project)]
        [InlineData(FixAllScope.Solution)]
        public async Task Fix_all_wraps_each_flagged_target_once(FixAllScope scope)
        {
            var flagged = Config(
                "<target name=\"s\" xsi:type=\"SplitGroup\"><target name=\"a\" xsi:type=\"{|LP0201:File|}\" fileName=\"a.log\" /><target name=\"b\" xsi:type=\"{|LP0201:File|}\" fileName=\"b.log\" /></target>\n    <target name=\"g\" xsi:type=\"{|LP0201:File|}\" fileName=\"c.log\" />",
                "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"s,g\" />");
            var fixedConfig = Config(
                "<target name=\"s\" xsi:type=\"AsyncWrapper\">\n      <target name=\"s_wrapped\" xsi:type=\"SplitGroup\"><target name=\"a\" xsi:type=\"File\" fileName=\"a.log\" /><target name=\"b\" xsi:type=\"File\" fileName=\"b.log\" /></target>\n    </target>\n    <target name=\"g\" xsi:type=\"AsyncWrapper\">\n      <target name=\"g_wrapped\" xsi:type=\"File\" fileName=\"c.log\" />\n    </target>",
                "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"s,g\" />");
            var test = new ConfigFixTest(new LP0201SynchronousTargetAnalyzer(), new LP0201SynchronousTargetCodeFixProvider(), LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey)
            {
                FixAllScope = scope,
                References = NLogReferences.WithNLog,
            };
            test.AddTwoProjects(("NLog.config", flagged, fixedConfig));

            await test.RunAsync();
        }

        [Fact]
        public Task Code_fix_wraps_the_target_argument_and_adds_the_using() =>
            NLogVerify.CodeFixAsync<LP0201SynchronousTargetAnalyzer, LP0201SynchronousTargetCodeFixProvider>("""
                using NLog;
                using NLog.Config;
                using NLog.Targets;

                class C
                {
                    void M(LoggingConfiguration config, FileTarget file)
                    {
                        config.AddRule(LogLevel.Debug, LogLevel.Fatal, {|LP0201:file|});
                        config.AddRuleForAllLevels({|LP0201:new FileTarget("g") { FileName = "g.log" }|});
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
                        config.AddRule(LogLevel.Debug, LogLevel.Fatal, new AsyncTargetWrapper(file));
                        config.AddRuleForAllLevels(new AsyncTargetWrapper(new FileTarget("g") { FileName = "g.log" }));
                    }
                }
                """, LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey);

        [Fact]
        public Task Code_fix_blocking_wrapper_sets_the_overflow_action() =>
            NLogVerify.CodeFixAsync<LP0201SynchronousTargetAnalyzer, LP0201SynchronousTargetCodeFixProvider>("""
                using NLog;
                using NLog.Config;
                using NLog.Targets;
                using NLog.Targets.Wrappers;

                class C
                {
                    void M(LoggingConfiguration config, FileTarget file) => config.AddRule(LogLevel.Debug, LogLevel.Fatal, {|LP0201:file|});
                }
                """, """
                using NLog;
                using NLog.Config;
                using NLog.Targets;
                using NLog.Targets.Wrappers;

                class C
                {
                    void M(LoggingConfiguration config, FileTarget file) => config.AddRule(LogLevel.Debug, LogLevel.Fatal, new AsyncTargetWrapper(file) { OverflowAction = AsyncTargetWrapperOverflowAction.Block });
                }
                """, LP0201SynchronousTargetCodeFixProvider.BlockingAsyncWrapperKey);

        [Fact]
        public Task Code_fix_appends_WithAsync_to_fluent_rules() =>
            NLogVerify.CodeFixAsync<LP0201SynchronousTargetAnalyzer, LP0201SynchronousTargetCodeFixProvider>("""
                using NLog;

                class C
                {
                    void M() => LogManager.Setup().LoadConfiguration(b =>
                    {
                        b.ForLogger().FilterMinLevel(LogLevel.Info).{|LP0201:WriteToFile("a.log")|};
                        b.ForLogger("Audit").{|LP0201:WriteToFile("b.log")|}.WithBuffering();
                    });
                }
                """, """
                using NLog;

                class C
                {
                    void M() => LogManager.Setup().LoadConfiguration(b =>
                    {
                        b.ForLogger().FilterMinLevel(LogLevel.Info).WriteToFile("a.log").WithAsync();
                        b.ForLogger("Audit").WriteToFile("b.log").WithAsync().WithBuffering();
                    });
                }
                """, LP0201SynchronousTargetCodeFixProvider.AsyncWrapperKey);
    }
}
