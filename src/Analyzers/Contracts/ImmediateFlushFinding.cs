using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0004's contract: the route through an AsyncForwardingAppender (configs, when the appender can be routed), and
    /// whether the memory-mapped switch applies (the type is log4net's own FileAppender or RollingFileAppender and no other
    /// appender that events reach writes its file). Whether LogPerf.Appenders is referenced travels with every rule's
    /// diagnostics (<see cref="Diagnostics.DiagnosticProperties"/>).
    /// </summary>
    public sealed class ImmediateFlushFinding
    {
        private const string StockTypeKey = "StockType";

        public ImmediateFlushFinding(ForwarderRoute? route, bool memoryMappedSwitch)
        {
            Route = route;
            MemoryMappedSwitch = memoryMappedSwitch;
        }

        public ForwarderRoute? Route { get; }

        public bool MemoryMappedSwitch { get; }

        public FixData WriteTo(FixData data) => (Route?.WriteTo(data) ?? data).WithFlag(StockTypeKey, MemoryMappedSwitch);

        /// <summary>False when the diagnostic offers neither fix anything to work with.</summary>
        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out ImmediateFlushFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = new ImmediateFlushFinding(ForwarderRoute.Read(data), data.Flag(StockTypeKey));
            if (finding.Route is null && !finding.MemoryMappedSwitch)
            {
                finding = null;
            }

            return finding != null;
        }
    }
}
