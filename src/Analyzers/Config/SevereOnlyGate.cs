using System;
using System.Linq;
using LogPerf.Analyzers.Code;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Config
{
    /// <summary>
    /// Whether an appender admits only rare severe events (ERROR and above): through its threshold, a
    /// LevelRangeFilter whose minimum is ERROR or above, or LevelMatchFilters on such levels ended by a DenyAllFilter.
    /// Flushing those at once is what users want, so the performance rules leave such appenders alone.
    /// </summary>
    public sealed class SevereOnlyGate
    {
        private readonly TypeNameResolver _types;
        private readonly Log4NetSymbols _symbols;

        public SevereOnlyGate(TypeNameResolver types, Log4NetSymbols symbols)
        {
            _types = types;
            _symbols = symbols;
        }

        public bool AdmitsOnlySevere(ConfigNode appender)
        {
            if (Log4NetLevels.Parse(appender.Property("threshold")?.Value) >= Log4NetLevels.Error)
            {
                return true;
            }

            var filters = appender.Properties("filter").ToList();
            if (filters.Count == 0)
            {
                return false;
            }

            if (Is(filters[0], _symbols.LevelRangeFilter))
            {
                return Log4NetLevels.Parse(filters[0].Property("levelMin")?.Value) >= Log4NetLevels.Error;
            }

            var matches = filters.TakeWhile(f => Is(f, _symbols.LevelMatchFilter)).ToList();
            return matches.Count > 0
                && matches.Count < filters.Count
                && Is(filters[matches.Count], _symbols.DenyAllFilter)
                && matches.All(m => Log4NetLevels.Parse(m.Property("levelToMatch")?.Value) >= Log4NetLevels.Error
                    && !string.Equals(m.Property("acceptOnMatch")?.Value?.Trim(), "false", StringComparison.OrdinalIgnoreCase));
        }

        private bool Is(ConfigNode filter, INamedTypeSymbol? filterType) =>
            _types.Resolve(filter.TypeName).IsOrDerivesFrom(filterType);
    }
}
