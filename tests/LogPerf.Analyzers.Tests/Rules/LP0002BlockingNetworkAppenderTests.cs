using System;
using System.Threading.Tasks;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0002 on the log4net the project builds against (3.5.0), and its table of how each release sends. Older
    /// releases, the fix and its offer: <see cref="LP0002BlockingNetworkAppenderVersionTests"/>.
    /// </summary>
    public class LP0002BlockingNetworkAppenderTests
    {
        private const string Standard20 = ".NETStandard,Version=v2.0";
        private const string Standard13 = ".NETStandard,Version=v1.3";
        private const string Framework45 = ".NETFramework,Version=v4.5";
        private const string Framework40 = ".NETFramework,Version=v4.0";
        private const string Framework462 = ".NETFramework,Version=v4.6.2";

        /// <summary>3.5.0's RemoteSyslogAppender sends through a bounded background queue and UdpAppender sends synchronously.</summary>
        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public Task Nothing_is_reported_with_the_served_log4net(bool withAppenders)
        {
            var test = new LogPerfAnalyzerTest<LP0002BlockingNetworkAppenderAnalyzer>(withAppenders);
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Syslog"" type=""log4net.Appender.RemoteSyslogAppender"" />
  <appender name=""Udp"" type=""log4net.Appender.UdpAppender, log4net"" />
</log4net>"));
            test.TestState.Sources.Add(@"
using log4net.Appender;
public static class Setup
{
    public static IAppender A() => new RemoteSyslogAppender { Identity = new log4net.Layout.PatternLayout(""app"") };
    public static IAppender B() => new UdpAppender();
}");
            return test.RunAsync();
        }

        [Theory]
        [InlineData("2.0.8.0", Standard13, NetworkSendBehavior.Blocks)]
        [InlineData("2.0.8.0", Framework45, NetworkSendBehavior.Fine)]
        [InlineData("2.0.8.0", null, NetworkSendBehavior.Fine)]
        [InlineData("2.0.11.0", Standard20, NetworkSendBehavior.Fine)]
        [InlineData("2.0.12.0", Standard20, NetworkSendBehavior.Blocks)]
        [InlineData("2.0.16.0", Framework45, NetworkSendBehavior.Blocks)]
        [InlineData("2.0.17.0", Framework45, NetworkSendBehavior.Blocks)]
        [InlineData("2.0.17.0", Framework40, NetworkSendBehavior.Fine)]
        [InlineData("3.0.0.0", Framework462, NetworkSendBehavior.Blocks)]
        [InlineData("3.1.0.0", Standard20, NetworkSendBehavior.Blocks)]
        [InlineData("3.2.0.0", Standard20, NetworkSendBehavior.UnboundedQueue)]
        [InlineData("3.4.9.0", Framework462, NetworkSendBehavior.UnboundedQueue)]
        [InlineData("3.5.0.0", Standard20, NetworkSendBehavior.Fine)]
        [InlineData("1.2.10.0", null, NetworkSendBehavior.Fine)]
        public void RemoteSyslogAppender(string version, string? framework, NetworkSendBehavior expected) =>
            Assert.Equal(expected, NetworkSendBehaviors.RemoteSyslog(Version.Parse(version), framework));

        [Theory]
        [InlineData("2.0.8.0", Standard13, NetworkSendBehavior.Blocks)]
        [InlineData("2.0.12.0", Standard20, NetworkSendBehavior.Blocks)]
        [InlineData("2.0.17.0", Framework45, NetworkSendBehavior.Fine)]
        [InlineData("3.0.0.0", Standard20, NetworkSendBehavior.Fine)]
        [InlineData("3.3.2.0", Standard20, NetworkSendBehavior.Fine)]
        public void UdpAppender(string version, string? framework, NetworkSendBehavior expected) =>
            Assert.Equal(expected, NetworkSendBehaviors.Udp(Version.Parse(version), framework));
    }
}
