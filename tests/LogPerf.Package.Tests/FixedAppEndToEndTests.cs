using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// What a user goes through: a fresh console app that logs through a slow log4net.config, with the packed
    /// packages from a local folder. It builds with LogPerf's warnings at the config's lines and columns; every config
    /// fix the packed fixers offer is applied; it builds again with no LogPerf warning left; and it runs and writes
    /// every expected line to every log file. With LogPerf.Appenders the fixes move it onto the bundled appenders;
    /// with LogPerf alone no fix that would need that assembly is offered, and the app still logs every line.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class FixedAppEndToEndTests
    {
        private const int Events = 200;

        internal const string Program = """
            using System;
            using System.IO;
            using log4net;
            using log4net.Config;

            var repository = LogManager.GetRepository(typeof(Program).Assembly);
            XmlConfigurator.Configure(repository, new FileInfo(Path.Combine(AppContext.BaseDirectory, "log4net.config")));
            var log = LogManager.GetLogger(typeof(Program));
            for (var i = 0; i < 200; i++)
            {
                log.Info("event " + i);
            }

            log.Error("failure");
            LogManager.Shutdown();
            """;

        internal const string SlowConfig = """
            <log4net>
              <appender name="Main" type="log4net.Appender.RollingFileAppender">
                <file value="logs/main.log" />
                <appendToFile value="false" />
                <lockingModel type="log4net.Appender.FileAppender+MinimalLock" />
                <layout type="log4net.Layout.PatternLayout">
                  <conversionPattern value="%date [%thread] %-5level %logger - %message%newline" />
                </layout>
              </appender>
              <appender name="Audit" type="log4net.Appender.FileAppender">
                <file value="logs/audit.log" />
                <appendToFile value="false" />
                <immediateFlush value="false" />
                <layout type="log4net.Layout.PatternLayout">
                  <conversionPattern value="%level [%thread] %message%newline" />
                </layout>
              </appender>
              <appender name="AuditBuffer" type="log4net.Appender.BufferingForwardingAppender">
                <bufferSize value="16" />
                <appender-ref ref="Audit" />
              </appender>
              <appender name="Errors" type="log4net.Appender.FileAppender">
                <file value="logs/errors.log" />
                <appendToFile value="false" />
                <threshold value="ERROR" />
                <layout type="log4net.Layout.PatternLayout">
                  <conversionPattern value="%level %message%newline" />
                </layout>
              </appender>
              <root>
                <level value="INFO" />
                <appender-ref ref="Main" />
                <appender-ref ref="AuditBufer" />
                <appender-ref ref="Errors" />
              </root>
            </log4net>
            """;

        internal const string ProjectBody = """
              <ItemGroup>
                <PackageReference Include="log4net" Version="3.5.0" />
                <None Update="log4net.config" CopyToOutputDirectory="PreserveNewest" />
              </ItemGroup>
            """;

        private readonly PackageFixture _package;

        public FixedAppEndToEndTests(PackageFixture package) => _package = package;

        [Fact]
        public async Task With_LogPerf_Appenders_every_fix_is_applied_and_the_fixed_app_logs_every_line()
        {
            using var consumer = ConsumerProject.Create(_package, ProjectBody, new Dictionary<string, string> { ["Program.cs"] = Program, ["log4net.config"] = SlowConfig }, "LogPerf.Appenders");

            var before = await consumer.BuildAsync();
            Assert.True(before.ExitCode == 0, before.Describe());
            var config = consumer.PathOf("log4net.config");
            // 'AuditBuffer' is reached only once the misspelt ref is fixed: LP0005 and LP0007 come after LP0009's fix.
            Assert.Equal(
                new[] { "log4net.config(2,31): warning LP0004", "log4net.config(5,5): warning LP0003", "log4net.config(33,24): warning LP0009" },
                Warnings(before));

            var applied = await PackagedFixes.Load(_package).FixConfigsAsync(consumer);

            Assert.Equal(new[] { "LP0004", "LP0003", "LP0009", "LP0005", "LP0007" }, applied.Select(f => f.DiagnosticId));
            var fixedConfig = File.ReadAllText(config);
            Assert.Contains("type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\"", fixedConfig);
            var after = await consumer.BuildAsync();
            Assert.True(after.ExitCode == 0, after.Describe());
            Assert.Empty(Warnings(after));
            await AssertRunLogsEveryLineAsync(consumer);
        }

        [Fact]
        public async Task Without_LogPerf_Appenders_only_fixes_that_load_are_offered_and_the_app_still_logs_every_line()
        {
            using var consumer = ConsumerProject.Create(_package, ProjectBody, new Dictionary<string, string> { ["Program.cs"] = Program, ["log4net.config"] = SlowConfig });

            var before = await consumer.BuildAsync();
            Assert.True(before.ExitCode == 0, before.Describe());
            Assert.Contains(before.Lines, l => l.Contains("warning LP0004", StringComparison.Ordinal) && l.Contains("add the LogPerf.Appenders package", StringComparison.Ordinal));
            var fixes = PackagedFixes.Load(_package);
            Assert.Empty((await fixes.OfferedAsync(consumer)).Single(o => o.Diagnostic.Id == "LP0004").Actions);

            var applied = await fixes.FixConfigsAsync(consumer);

            Assert.Equal(new[] { "LP0003", "LP0009", "LP0005" }, applied.Select(f => f.DiagnosticId));
            var offered = await fixes.OfferedAsync(consumer);
            Assert.Empty(offered.Single(o => o.Diagnostic.Id == "LP0004").Actions);
            Assert.Empty(offered.Single(o => o.Diagnostic.Id == "LP0007").Actions);
            Assert.DoesNotContain("LogPerf.Appenders", File.ReadAllText(consumer.PathOf("log4net.config")), StringComparison.Ordinal);
            var after = await consumer.BuildAsync();
            Assert.True(after.ExitCode == 0, after.Describe());
            Assert.Equal(new[] { "log4net.config(2,31): warning LP0004" }, Warnings(after));
            await AssertRunLogsEveryLineAsync(consumer);
        }

        /// <summary>Runs the built app and finds every event, once and in order, in each log file.</summary>
        internal static async Task AssertRunLogsEveryLineAsync(ConsumerProject consumer)
        {
            var output = Path.Combine(consumer.Directory, "bin", "Debug", "net10.0");
            var run = await ProcessRunner.DotnetAsync(output, new[] { Path.Combine(output, "Consumer.dll") });
            Assert.True(run.ExitCode == 0, run.Describe());
            Assert.False(run.Output.Contains("log4net:ERROR", StringComparison.Ordinal), run.Output + File.ReadAllText(Path.Combine(output, "log4net.config")));

            var expected = Enumerable.Range(0, Events).Select(i => $"event {i}").Append("failure").ToList();
            AssertLines(Path.Combine(output, "logs", "main.log"), expected, line => line[(line.IndexOf(" - ", StringComparison.Ordinal) + 3)..]);
            AssertLines(Path.Combine(output, "logs", "audit.log"), expected, line => line[(line.IndexOf("] ", StringComparison.Ordinal) + 2)..]);
            AssertLines(Path.Combine(output, "logs", "errors.log"), new[] { "ERROR failure" }, line => line);
        }

        private static void AssertLines(string path, IReadOnlyList<string> expected, Func<string, string> message)
        {
            Assert.True(File.Exists(path), $"{path} was not written");
            Assert.Equal(expected, File.ReadAllLines(path).Select(message));
        }

        /// <summary>"file(line,col): warning LPnnnn" (the file's name) for every LogPerf warning of a build, once each.</summary>
        internal static List<string> Warnings(ProcessResult build) =>
            build.Lines
                .Select(line => Regex.Match(line, @"^(.*)(\(\d+,\d+\)): warning (LP\d{4})"))
                .Where(m => m.Success)
                .Select(m => $"{Path.GetFileName(m.Groups[1].Value)}{m.Groups[2].Value}: warning {m.Groups[3].Value}")
                .Distinct()
                .OrderBy(w => int.Parse(Regex.Match(w, @"\((\d+),").Groups[1].Value))
                .ToList();
    }
}
