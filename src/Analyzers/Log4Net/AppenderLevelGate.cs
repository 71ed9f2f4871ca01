using System;
using System.Linq;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// The lowest level an appender lets through by itself: its threshold, a first LevelRangeFilter's minimum, or the
    /// levels of LevelMatchFilters ended by a DenyAllFilter. What loggers and forwarders send it is
    /// <see cref="EventTraffic"/>'s part.
    /// </summary>
    public sealed class AppenderLevelGate
    {
        private const string Filter = "filter";

        private readonly TypeNameResolver _types;
        private readonly Log4NetSymbols _symbols;

        public AppenderLevelGate(TypeNameResolver types, Log4NetSymbols symbols)
        {
            _types = types;
            _symbols = symbols;
        }

        /// <summary>The lowest level <paramref name="appender"/> admits (<see cref="Log4NetLevel.All"/> when it sets no bound).</summary>
        public Log4NetLevel LowestAdmitted(ConfigNode appender) =>
            Log4NetLevel.Max(Log4NetLevel.Parse(appender.Property(Names.Log4NetConfigNames.Threshold)?.Value) ?? Log4NetLevel.All, LowestPassingFilters(appender));

        private Log4NetLevel LowestPassingFilters(ConfigNode appender)
        {
            // Asked of every appender by several rules, and most have no filter: no list then.
            if (appender.Property(Filter) is null)
            {
                return Log4NetLevel.All;
            }

            var filters = appender.Properties(Filter).ToList();
            if (filters.Count == 0)
            {
                return Log4NetLevel.All;
            }

            if (Is(filters[0], _symbols.LevelRangeFilter))
            {
                return Log4NetLevel.Parse(filters[0].Property("levelMin")?.Value) ?? Log4NetLevel.All;
            }

            var matches = filters.TakeWhile(f => Is(f, _symbols.LevelMatchFilter)).ToList();
            if (matches.Count == 0 || matches.Count == filters.Count || !Is(filters[matches.Count], _symbols.DenyAllFilter)
                || matches.Any(m => !ConfigValues.Boolean(m.Property("acceptOnMatch")?.Value, whenUnparsable: true)))
            {
                return Log4NetLevel.All;
            }

            return matches.Select(m => Log4NetLevel.Parse(m.Property("levelToMatch")?.Value) ?? Log4NetLevel.All).Min();
        }

        private bool Is(ConfigNode filter, INamedTypeSymbol? filterType) =>
            _types.Resolve(filter.TypeName).IsOrDerivesFrom(filterType);
    }
}
