using System.Collections.Generic;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// The settings of log4net's own appenders that render each event besides their layouts (log4net 3.5: the PatternLayout
    /// properties RemoteSyslogAppender.Identity and the Category of TraceAppender, DebugAppender and AspNetTraceAppender; and
    /// EventLogAppender, which reads the event's EventID and Category properties). A partial Fix that freezes the event
    /// before such an appender renders it must cover them too: behind LP0004's forwarder, whose Fix covered the layouts only,
    /// a RemoteSyslogAppender sharing the events sent an empty identity (the fix-safety harness, generated log4net #3 with
    /// LOGPERF_FIXSAFETY_SHAPES=1: "&lt;#&gt;LogPerf.FixSafety.Runner: DEBUG …" became "&lt;#&gt;: DEBUG …").
    /// </summary>
    internal static class RenderingSettings
    {
        /// <summary>
        /// The appender's pattern settings: the property's name and the pattern log4net renders when the property is not
        /// set (RemoteSyslogAppender falls back to the event's Domain, which "%appdomain" reads).
        /// </summary>
        public static IEnumerable<(string Property, string Default)> PatternSettingsOf(ITypeSymbol? type, Log4NetSymbols symbols)
        {
            if (type.IsOrDerivesFrom(symbols.RemoteSyslogAppender))
            {
                yield return ("identity", "%appdomain");
            }

            if (type.IsOrDerivesFrom(symbols.TraceAppender) || type.IsOrDerivesFrom(symbols.DebugAppender) || type.IsOrDerivesFrom(symbols.AspNetTraceAppender))
            {
                yield return ("category", "%logger");
            }
        }

        /// <summary>True for an appender that reads event properties by name outside its layout (EventLogAppender).</summary>
        public static bool ReadsProperties(ITypeSymbol? type, Log4NetSymbols symbols) => type.IsOrDerivesFrom(symbols.EventLogAppender);
    }
}
