using System;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    /// <summary>LP0002 against whichever log4net this run references: the expectation is stated per version.</summary>
    public class BlockingNetworkAppenderTests
    {
        private static readonly Version Referenced = typeof(log4net.LogManager).Assembly.GetName().Version!;

        /// <summary>(RemoteSyslogAppender flagged, UdpAppender flagged) for the netstandard2.0 builds these tests run on.</summary>
        private static (bool Syslog, bool Udp) Expected => (Referenced.Major, Referenced.Minor) switch
        {
            (2, 0) => (true, true),
            (3, 0) or (3, 1) => (true, false),
            (3, 2) or (3, 3) or (3, 4) => (true, false),
            _ => throw new InvalidOperationException($"No expectation written for log4net {Referenced}; add one from log4net's source."),
        };

        [Fact]
        public Task Flags_the_appenders_that_block_or_queue_without_bound_in_this_log4net()
        {
            var (syslog, udp) = Expected;
            string Mark(string text, bool flagged) => flagged ? "{|LP0002:" + text + "|}" : text;
            var project = new TestProject();
            project.Configs.Add(("log4net.config", $@"<log4net>
  <appender name=""Syslog"" type=""{Mark("log4net.Appender.RemoteSyslogAppender", syslog)}"" />
  <appender name=""Udp"" type=""{Mark("log4net.Appender.UdpAppender, log4net", udp)}"" />
  <appender name=""File"" type=""log4net.Appender.FileAppender"" />
</log4net>"));
            project.Sources.Add(("Setup.cs", $@"
using log4net.Appender;
public static class Setup
{{
    public static IAppender A() => {Mark("new RemoteSyslogAppender { Identity = new log4net.Layout.PatternLayout(\"app\") }", syslog)};
    public static IAppender B() => {Mark("new UdpAppender()", udp)};
}}"));
            return DiagnosticVerifier.VerifyAsync(new LP0002BlockingNetworkAppenderAnalyzer(), Log4NetReference.References, project);
        }

        [Fact]
        public async Task Config_fix_switches_only_the_syslog_type()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", "<log4net>\n  <appender name=\"Syslog\" type=\"log4net.Appender.RemoteSyslogAppender\">\n    <remoteAddress value=\"127.0.0.1\" />\n  </appender>\n</log4net>"));
            var solution = TestSolution.Create(new[] { project }, Log4NetReference.References);
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0002BlockingNetworkAppenderAnalyzer());

            var fixedSolution = await CodeFixRunner.ApplyAsync(new LP0002BlockingNetworkAppenderCodeFixProvider(), solution, result.Diagnostics.Single(), LP0002BlockingNetworkAppenderCodeFixProvider.UseAsyncSyslogKey);

            Assert.Equal(
                "<log4net>\n  <appender name=\"Syslog\" type=\"LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders\">\n    <remoteAddress value=\"127.0.0.1\" />\n  </appender>\n</log4net>",
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));
        }
    }
}
