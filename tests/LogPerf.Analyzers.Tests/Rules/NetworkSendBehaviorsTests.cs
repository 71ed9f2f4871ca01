using System;
using LogPerf.Analyzers.Code;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0002's table, from log4net's source per tag (shared/log4net-facts.md).</summary>
    public class NetworkSendBehaviorsTests
    {
        private const string Standard20 = ".NETStandard,Version=v2.0";
        private const string Standard13 = ".NETStandard,Version=v1.3";
        private const string Framework45 = ".NETFramework,Version=v4.5";
        private const string Framework40 = ".NETFramework,Version=v4.0";
        private const string Framework462 = ".NETFramework,Version=v4.6.2";

        [Theory]
        [InlineData("2.0.8.0", Standard13, NetworkSendBehavior.Blocks)]
        [InlineData("2.0.8.0", Framework45, NetworkSendBehavior.Fine)]
        [InlineData("2.0.11.0", Standard20, NetworkSendBehavior.Fine)]
        [InlineData("2.0.12.0", Standard20, NetworkSendBehavior.Blocks)]
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
