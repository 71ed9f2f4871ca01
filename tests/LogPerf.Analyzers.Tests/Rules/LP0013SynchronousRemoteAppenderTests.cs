using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using System.Xml;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.Testing;
using Microsoft.Data.Sqlite;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0013: log4net 3.5.0's AdoNetAppender and SmtpAppender, not lossy, that ordinary traffic reaches on the caller's thread;
    /// the fix routes them through AsyncForwardingAppender with LP0004's insertion, and a real SQLite database receives the
    /// same rows from the fixed config as from the original.
    /// </summary>
    public class LP0013SynchronousRemoteAppenderTests
    {
        private const string Key = LP0013SynchronousRemoteAppenderCodeFixProvider.ForwardKey;

        private const string Parameter = "<parameter><parameterName value=\"@message\" /><dbType value=\"String\" /><size value=\"4000\" /><layout type=\"log4net.Layout.PatternLayout\" value=\"%message\" /></parameter>";

        [Fact]
        public async Task Database_and_mail_appenders_that_send_from_the_logging_call_are_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0013SynchronousRemoteAppenderAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("App.config", $"""
                <configuration>
                  <configSections><section name="log4net" type="log4net.Config.Log4NetConfigurationSectionHandler, log4net" /></configSections>
                  <log4net>
                    <appender name="Db" type="{"{|#0:log4net.Appender.AdoNetAppender|}"}">{Parameter}</appender>
                    <appender name="DbPerEvent" type="log4net.Appender.AdoNetAppender"><param name="BufferSize" value="{"{|#1:1|}"}" />{Parameter}</appender>
                    <appender name="Mail" type="{"{|#2:log4net.Appender.SmtpAppender, log4net|}"}"><to value="ops@example.com" /><bufferSize value="{"{|#3:10|}"}" /></appender>
                    <appender name="MailOnError" type="log4net.Appender.SmtpAppender">
                      <bufferSize value="512" /><lossy value="true" />
                      <evaluator type="log4net.Core.LevelEvaluator"><threshold value="ERROR" /></evaluator>
                    </appender>
                    <appender name="DbErrorsOnly" type="log4net.Appender.AdoNetAppender"><threshold value="ERROR" /><bufferSize value="1" />{Parameter}</appender>
                    <appender name="DbBehindAsync" type="log4net.Appender.AdoNetAppender"><bufferSize value="1" />{Parameter}</appender>
                    <appender name="Async" type="LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders"><appender-ref ref="DbBehindAsync" /></appender>
                    <appender name="Unused" type="log4net.Appender.AdoNetAppender" />
                    <root>
                      <level value="INFO" />
                      <appender-ref ref="Db" /><appender-ref ref="DbPerEvent" /><appender-ref ref="Mail" /><appender-ref ref="MailOnError" />
                      <appender-ref ref="DbErrorsOnly" /><appender-ref ref="Async" />
                    </root>
                  </log4net>
                </configuration>
                """));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.SynchronousRemoteAppender).WithLocation(0).WithArguments(
                "Appender 'Db' (AdoNetAppender)",
                "holds 512 events (bufferSize defaults to 512) and the call that fills the buffer writes them all to the database (a command per event, in one transaction)",
                string.Empty));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.SynchronousRemoteAppender).WithLocation(1).WithArguments(
                "Appender 'DbPerEvent' (AdoNetAppender)", "writes every event to the database (a connection, a command and a transaction per log call)", string.Empty));
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.SynchronousRemoteAppender).WithLocation(3).WithArguments(
                "Appender 'Mail' (SmtpAppender)", "holds 10 events and the call that fills the buffer sends them in an email (an SMTP session)", string.Empty));
            await test.RunAsync();
        }

        [Fact]
        public Task Code_flags_attached_appenders_that_are_not_lossy()
        {
            var test = new LogPerfAnalyzerTest<LP0013SynchronousRemoteAppenderAnalyzer>();
            test.TestState.Sources.Add("""
                using log4net.Appender;
                using log4net.Config;
                static class Setup
                {
                    static void A(log4net.Repository.ILoggerRepository repository)
                    {
                        var db = {|LP0013:new AdoNetAppender { BufferSize = 1, CommandText = "INSERT INTO Log (Message) VALUES (@message)" }|};
                        var mail = new SmtpAppender { Lossy = true };
                        var unattached = new SmtpAppender();
                        BasicConfigurator.Configure(repository, db, mail);
                    }
                }
                """);
            return test.RunAsync();
        }

        [Fact]
        public Task Fix_routes_the_appender_through_an_async_forwarder() =>
            ConfigFixTest.Of(new LP0013SynchronousRemoteAppenderAnalyzer(), new LP0013SynchronousRemoteAppenderCodeFixProvider(), Key, "log4net.config",
                "<log4net>\n  <appender name=\"Db\" type=\"log4net.Appender.AdoNetAppender\">\n    <bufferSize value=\"{|LP0013:1|}\" />\n  </appender>\n  <root><appender-ref ref=\"Db\" /></root>\n</log4net>",
                "<log4net>\n  <appender name=\"Db\" type=\"log4net.Appender.AdoNetAppender\">\n    <bufferSize value=\"1\" />\n  </appender>\n" +
                "  <appender name=\"DbAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <appender-ref ref=\"Db\" />\n  </appender>\n" +
                "  <root><appender-ref ref=\"DbAsync\" /></root>\n</log4net>").RunAsync();

        [Fact]
        public async Task Without_LogPerf_Appenders_no_fix_is_offered_and_the_message_names_the_package()
        {
            const string Markup = "<log4net><appender name=\"Db\" type=\"{|LP0013:log4net.Appender.AdoNetAppender|}\" /><root><appender-ref ref=\"Db\" /></root></log4net>";
            var test = ConfigFixTest.Of(new LP0013SynchronousRemoteAppenderAnalyzer(), new LP0013SynchronousRemoteAppenderCodeFixProvider(), Key, "log4net.config", Markup, Markup);
            test.References = TestReferenceSet.WithLog4Net;

            var (diagnostic, fixes) = Assert.Single(await test.OfferedAsync());

            Assert.Empty(fixes);
            Assert.EndsWith("; add the LogPerf.Appenders package to route it through AsyncForwardingAppender", diagnostic.GetMessage(), StringComparison.Ordinal);
        }

        /// <summary>
        /// The fixed app writes the same rows: log4net 3.5.0's AdoNetAppender (bufferSize 1, one insert per event) into a real
        /// SQLite database, configured by the original config and by the fixed one (AsyncForwardingAppender in front), each
        /// fed the same events from the same thread; level, logger, thread and message columns compared row by row.
        /// </summary>
        [Fact]
        public async Task The_fixed_config_writes_the_same_rows()
        {
            const string Original = """
                <log4net>
                  <appender name="Db" type="log4net.Appender.AdoNetAppender">
                    <bufferSize value="1" />
                    <connectionType value="Microsoft.Data.Sqlite.SqliteConnection, Microsoft.Data.Sqlite" />
                    <connectionString value="Data Source=DATABASE" />
                    <commandText value="INSERT INTO Log (Level, Logger, Thread, Message) VALUES (@level, @logger, @thread, @message)" />
                    <parameter><parameterName value="@level" /><dbType value="String" /><size value="50" /><layout type="log4net.Layout.PatternLayout" value="%level" /></parameter>
                    <parameter><parameterName value="@logger" /><dbType value="String" /><size value="255" /><layout type="log4net.Layout.PatternLayout" value="%logger" /></parameter>
                    <parameter><parameterName value="@thread" /><dbType value="String" /><size value="255" /><layout type="log4net.Layout.PatternLayout" value="%thread" /></parameter>
                    <parameter><parameterName value="@message" /><dbType value="String" /><size value="4000" /><layout type="log4net.Layout.PatternLayout" value="%message" /></parameter>
                  </appender>
                  <root><level value="DEBUG" /><appender-ref ref="Db" /></root>
                </log4net>
                """;
            var test = ConfigFixTest.Of(new LP0013SynchronousRemoteAppenderAnalyzer(), new LP0013SynchronousRemoteAppenderCodeFixProvider(), Key, "log4net.config",
                Original.Replace("<bufferSize value=\"1\" />", "<bufferSize value=\"{|LP0013:1|}\" />"),
                Original.Replace("  <root>", "  <appender name=\"DbAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <appender-ref ref=\"Db\" />\n  </appender>\n  <root>")
                    .Replace("<appender-ref ref=\"Db\" /></root>", "<appender-ref ref=\"DbAsync\" /></root>"));
            test.LoadsInLog4Net = false;
            var solution = await test.RunAsync();
            var fixedConfig = await Harness.CodeFixRunner.TextOfAsync(solution, Harness.TestSolution.FullPath(test.Projects[0], "log4net.config"));

            var before = OnNamedThread(() => Rows(Original));
            var after = OnNamedThread(() => Rows(fixedConfig));

            Assert.Equal(6, before.Count);
            Assert.Equal(before, after);

            // The thread column is the caller's, fixed before the forwarder's worker writes the row.
            Assert.All(after, row => Assert.Contains("|caller|", row, StringComparison.Ordinal));
        }

        private static List<string> OnNamedThread(Func<List<string>> logAndRead)
        {
            List<string>? rows = null;
            Exception? failure = null;
            var thread = new System.Threading.Thread(() =>
            {
                try
                {
                    rows = Log4NetLoad.Serialized(logAndRead);
                }
                catch (Exception e)
                {
                    failure = e;
                }
            })
            { Name = "caller" };
            thread.Start();
            Assert.True(thread.Join(TimeSpan.FromSeconds(60)), "logging to SQLite did not finish in 60 s");
            return failure is null ? rows! : throw new InvalidOperationException("logging to SQLite failed", failure);
        }

        private static List<string> Rows(string config)
        {
            var path = Path.Combine(Path.GetTempPath(), $"logperf-lp0013-{Guid.NewGuid():N}.db");
            try
            {
                using (var connection = new SqliteConnection("Data Source=" + path))
                {
                    connection.Open();
                    using var create = connection.CreateCommand();
                    create.CommandText = "CREATE TABLE Log (Id INTEGER PRIMARY KEY, Level TEXT, Logger TEXT, Thread TEXT, Message TEXT)";
                    create.ExecuteNonQuery();
                }

                var document = new XmlDocument { XmlResolver = null };
                document.LoadXml(config.Replace("DATABASE", path));
                var problems = new List<string>();
                void Record(object? sender, log4net.Util.LogReceivedEventArgs e)
                {
                    if (e.LogLog.Prefix.Contains("ERROR", StringComparison.Ordinal))
                    {
                        problems.Add(e.LogLog.Message);
                    }
                }

                log4net.Util.LogLog.LogReceived += Record;
                try
                {
                    var repository = log4net.LogManager.CreateRepository(Guid.NewGuid().ToString());
                    log4net.Config.XmlConfigurator.Configure(repository, document.DocumentElement!);
                    var log = log4net.LogManager.GetLogger(repository.Name, "Orders.Service");
                    log.Debug("debug line");
                    log.Info("info line");
                    log.Warn("warn line with 'quotes'");
                    log.Error("error line");
                    log4net.LogManager.GetLogger(repository.Name, "Other").Info("other logger");
                    log.Fatal("fatal line");
                    repository.Shutdown();
                }
                finally
                {
                    log4net.Util.LogLog.LogReceived -= Record;
                }

                Assert.Empty(problems);
                var rows = new List<string>();
                using (var connection = new SqliteConnection("Data Source=" + path + ";Pooling=False"))
                {
                    connection.Open();
                    using var select = connection.CreateCommand();
                    select.CommandText = "SELECT Level, Logger, Thread, Message FROM Log ORDER BY Id";
                    using var reader = select.ExecuteReader();
                    while (reader.Read())
                    {
                        rows.Add($"{reader.GetString(0)}|{reader.GetString(1)}|{reader.GetString(2)}|{reader.GetString(3)}");
                    }
                }

                return rows;
            }
            finally
            {
                SqliteConnection.ClearAllPools();
                File.Delete(path);
            }
        }
    }
}
