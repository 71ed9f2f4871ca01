using System;

namespace LogPerf.Analyzers.Log4Net
{
    public enum NetworkSendBehavior
    {
        /// <summary>Sends without waiting on the caller's thread, with bounded memory.</summary>
        Fine,

        /// <summary>Waits on an async send (<c>SendAsync(...).Wait()</c>) on the caller's thread.</summary>
        Blocks,

        /// <summary>Queues every datagram into an unbounded collection.</summary>
        UnboundedQueue,
    }

    /// <summary>
    /// How log4net's network appenders send, by log4net version and the target framework of the referenced build
    /// (read from log4net's source, tags 2.0.8 to 3.3.2 and main; see shared/log4net-facts.md).
    /// </summary>
    public static class NetworkSendBehaviors
    {
        private static readonly Version V2012 = new Version(2, 0, 12);
        private static readonly Version V300 = new Version(3, 0, 0);
        private static readonly Version V320 = new Version(3, 2, 0);
        private static readonly Version V350 = new Version(3, 5, 0);

        public static NetworkSendBehavior RemoteSyslog(Version version, string? targetFramework)
        {
            if (version >= V350)
            {
                return NetworkSendBehavior.Fine;
            }

            if (version >= V320)
            {
                return NetworkSendBehavior.UnboundedQueue;
            }

            if (version >= V300)
            {
                return NetworkSendBehavior.Blocks;
            }

            return BlocksIn2x(version, targetFramework, netFrameworkToo: true) ? NetworkSendBehavior.Blocks : NetworkSendBehavior.Fine;
        }

        public static NetworkSendBehavior Udp(Version version, string? targetFramework) =>
            version < V300 && BlocksIn2x(version, targetFramework, netFrameworkToo: false) ? NetworkSendBehavior.Blocks : NetworkSendBehavior.Fine;

        /// <summary>
        /// 2.0.8 to 2.0.11 waited only in the netstandard1.3 build; from 2.0.12 every .NET Standard build waits, and
        /// RemoteSyslogAppender also waits in .NET Framework 4.5+ builds (<c>#if NET_4_5 || NETSTANDARD</c>).
        /// </summary>
        private static bool BlocksIn2x(Version version, string? targetFramework, bool netFrameworkToo)
        {
            var framework = targetFramework ?? string.Empty;
            var isStandard = framework.StartsWith(".NETStandard", StringComparison.OrdinalIgnoreCase);
            if (version < V2012)
            {
                return isStandard && framework.EndsWith("v1.3", StringComparison.OrdinalIgnoreCase);
            }

            return isStandard || (netFrameworkToo && IsNetFramework45OrLater(framework));
        }

        private static bool IsNetFramework45OrLater(string framework)
        {
            const string Prefix = ".NETFramework,Version=v";
            return framework.StartsWith(Prefix, StringComparison.OrdinalIgnoreCase)
                && Version.TryParse(framework.Substring(Prefix.Length), out var version)
                && version >= new Version(4, 5);
        }
    }
}
