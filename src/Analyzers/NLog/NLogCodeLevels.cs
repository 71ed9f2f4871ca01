using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>The levels NLog rules built in code admit, read from constant LogLevel arguments (LogLevel.Debug, …).</summary>
    public static class NLogCodeLevels
    {
        /// <summary>The level a LogLevel argument names (NLogLevels' ordinal), or null when it is not one of LogLevel's static fields.</summary>
        public static int? LevelOf(IOperation? value, NLogSymbols symbols)
        {
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            if (value is IFieldReferenceOperation { Field: { } field })
            {
                var index = symbols.LevelFields.IndexOf(field.OriginalDefinition, 0, symbols.LevelFields.Length, SymbolEqualityComparer.Default);
                return index >= 0 ? index : null;
            }

            return null;
        }

        /// <summary>Levels from <paramref name="min"/> to <paramref name="max"/>; unknown bounds widen to all levels.</summary>
        public static int Range(IOperation? min, IOperation? max, NLogSymbols symbols) =>
            NLogLevels.Range(
                min is null ? NLogLevels.Trace : LevelOf(min, symbols) ?? NLogLevels.Trace,
                max is null ? NLogLevels.Fatal : LevelOf(max, symbols) ?? NLogLevels.Fatal);
    }
}
