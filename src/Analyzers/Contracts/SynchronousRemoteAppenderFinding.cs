using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>LP0013's contract (configs only): the route of the database or mail appender through an AsyncForwardingAppender.</summary>
    public static class SynchronousRemoteAppenderFinding
    {
        public static FixData Write(FixData data, ForwarderRoute route) => route.WriteTo(data);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out ForwarderRoute? route)
        {
            route = ForwarderRoute.Read(new FixDataReader(diagnostic));
            return route != null;
        }
    }
}
