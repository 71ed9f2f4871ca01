using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using System.Xml;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0014: two log4net file appenders on one file, or one in a Web.config without a per-process file name, holding the file
    /// with ExclusiveLock or NoLock. The fix gives them InterProcessLock; with it both appenders' lines reach the file
    /// (log4net 3.5.0, this machine: without it one appender kept 0 of 100 lines).
    /// </summary>
    public class LP0014SharedLogFileTests
    {
        private const string Key = LP0014SharedLogFileCodeFixProvider.InterProcessKey;

        private const string Layout = "<layout type=\"log4net.Layout.PatternLayout\" value=\"%message%newline\" />";

        [Fact]
        public Task Appenders_of_one_config_on_one_file_are_flagged_where_they_hold_it() => Log4NetConfigAsync("log4net.config", $"""
            <log4net>
              <appender name="Main" type="log4net.Appender.RollingFileAppender"><file value="{"{|LP0014:logs\\app.log|}"}" />{Layout}</appender>
              <appender name="Audit" type="log4net.Appender.FileAppender"><param name="File" value="{"{|LP0014:./Logs/App.log|}"}" />{Layout}</appender>
              <appender name="Turns" type="log4net.Appender.FileAppender"><file value="logs//app.log" /><lockingModel type="log4net.Appender.FileAppender+InterProcessLock" />{Layout}</appender>
              <appender name="NoLock" type="log4net.Appender.FileAppender"><file value="{"{|LP0014:logs/app.log|}"}" /><lockingModel type="log4net.Appender.FileAppender+NoLock" />{Layout}</appender>
              <appender name="Unused" type="log4net.Appender.FileAppender"><file value="other.log" />{Layout}</appender>
              <appender name="UnusedToo" type="log4net.Appender.FileAppender"><file value="other.log" />{Layout}</appender>
              <appender name="Minimal1" type="log4net.Appender.FileAppender"><file value="minimal.log" /><lockingModel type="log4net.Appender.FileAppender+MinimalLock" />{Layout}</appender>
              <appender name="Minimal2" type="log4net.Appender.FileAppender"><file value="minimal.log" /><lockingModel type="log4net.Appender.FileAppender+MinimalLock" />{Layout}</appender>
              <appender name="Daily" type="log4net.Appender.RollingFileAppender"><file value="logs/" /><staticLogFileName value="false" /><datePattern value="yyyyMMdd'-a.log'" />{Layout}</appender>
              <appender name="DailyB" type="log4net.Appender.RollingFileAppender"><file value="logs/" /><staticLogFileName value="false" /><datePattern value="yyyyMMdd'-b.log'" />{Layout}</appender>
              <root>
                <appender-ref ref="Main" /><appender-ref ref="Audit" /><appender-ref ref="Turns" /><appender-ref ref="NoLock" />
                <appender-ref ref="Minimal1" /><appender-ref ref="Minimal2" /><appender-ref ref="Daily" /><appender-ref ref="DailyB" />
              </root>
            </log4net>
            """);

        [Fact]
        public Task A_Web_config_appender_without_a_per_process_file_is_flagged() => Log4NetConfigAsync("Web.config", $"""
            <configuration>
              <log4net>
                <appender name="Site" type="log4net.Appender.RollingFileAppender"><file value="{"{|LP0014:App_Data\\site.log|}"}" />{Layout}</appender>
                <appender name="PerProcess" type="log4net.Appender.FileAppender"><file type="log4net.Util.PatternString" value="App_Data\site-%processid.log" />{Layout}</appender>
                <appender name="Turns" type="log4net.Appender.FileAppender"><file value="App_Data\turns.log" /><lockingModel type="log4net.Appender.FileAppender+InterProcessLock, log4net" />{Layout}</appender>
                <root><appender-ref ref="Site" /><appender-ref ref="PerProcess" /><appender-ref ref="Turns" /></root>
              </log4net>
            </configuration>
            """);

        [Theory]
        [InlineData("log4net.config")]
        [InlineData("App.config")]
        public Task One_appender_outside_a_Web_config_is_silent(string path) => Log4NetConfigAsync(path, $"""
            <configuration><log4net>
              <appender name="F" type="log4net.Appender.FileAppender"><file value="app.log" />{Layout}</appender>
              <root><appender-ref ref="F" /></root>
            </log4net></configuration>
            """);

        private const string Shared = """
            <log4net>
              <appender name="A" type="log4net.Appender.FileAppender">
                <file value="{|LP0014:FILE|}" />
                <layout type="log4net.Layout.PatternLayout" value="A %message%newline" />
              </appender>
              <appender name="B" type="log4net.Appender.FileAppender">
                <file value="{|LP0014:FILE|}" />
                <lockingModel type="log4net.Appender.FileAppender+ExclusiveLock" />
                <layout type="log4net.Layout.PatternLayout" value="B %message%newline" />
              </appender>
              <root><appender-ref ref="A" /><appender-ref ref="B" /></root>
            </log4net>
            """;

        private static string Fixed(string file) => Shared.Replace("{|LP0014:FILE|}", file)
            .Replace("<appender name=\"A\" type=\"log4net.Appender.FileAppender\">\n", "<appender name=\"A\" type=\"log4net.Appender.FileAppender\">\n    <lockingModel type=\"log4net.Appender.FileAppender+InterProcessLock\" />\n")
            .Replace("FileAppender+ExclusiveLock", "FileAppender+InterProcessLock");

        [Fact]
        public async Task Fix_gives_both_InterProcessLock_and_both_appenders_keep_every_line()
        {
            var test = ConfigFixTest.Of(new LP0014SharedLogFileAnalyzer(), new LP0014SharedLogFileCodeFixProvider(), Key, "log4net.config", Shared.Replace("FILE", "shared.log"), Fixed("shared.log"));
            await test.RunAsync();

            var before = Lines(Shared.Replace("{|LP0014:FILE|}", "FILE"));
            var after = Lines(Fixed("FILE"));

            Assert.Equal((100, 100), after);
            Assert.True(before.A + before.B < 200, $"the unfixed config kept {before.A} + {before.B} lines: the premise of the rule did not show on this platform");
        }

        private static (int A, int B) Lines(string config)
        {
            var path = Path.Combine(Path.GetTempPath(), $"logperf-lp0014-{Guid.NewGuid():N}.log");
            try
            {
                var document = new XmlDocument { XmlResolver = null };
                document.LoadXml(config.Replace("FILE", path));

                // The unfixed config makes log4net report an error (the second appender cannot lock the file): serialized
                // with the loads of other tests that listen to log4net's static internal log, which would count it as theirs.
                Log4NetLoad.Serialized(() =>
                {
                    var repository = log4net.LogManager.CreateRepository(Guid.NewGuid().ToString());
                    log4net.Config.XmlConfigurator.Configure(repository, document.DocumentElement!);
                    var log = log4net.LogManager.GetLogger(repository.Name, "test");
                    for (var i = 0; i < 100; i++)
                    {
                        log.Info("line " + i);
                    }

                    repository.Shutdown();
                    return true;
                });
                var lines = File.ReadAllLines(path);
                return (lines.Count(l => l.StartsWith("A line ", StringComparison.Ordinal)), lines.Count(l => l.StartsWith("B line ", StringComparison.Ordinal)));
            }
            finally
            {
                File.Delete(path);
            }
        }

        private static Task Log4NetConfigAsync(string path, string markup)
        {
            var test = new LogPerfAnalyzerTest<LP0014SharedLogFileAnalyzer>();
            test.TestState.AdditionalFiles.Add((path, markup));
            return test.RunAsync();
        }
    }
}
