using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>The levels NLog rules built in code admit, read from constant LogLevel arguments (LogLevel.Debug, …).</summary>
    public static class NLogCodeLevels
    {
        /// <summary>The level a LogLevel argument names , or null when it is not one of LogLevel's static fields.</summary>
        public static NLogLevel? LevelOf(IOperation? value, NLogSymbols symbols)
        {
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            if (value is IFieldReferenceOperation { Field: { } field })
            {
                var index = symbols.LevelFields.IndexOf(field.OriginalDefinition, 0, symbols.LevelFields.Length, SymbolEqualityComparer.Default);
                return index >= 0 ? NLogLevel.FromOrdinal(index) : null;
            }

            return null;
        }

        /// <summary>Levels from <paramref name="min"/> to <paramref name="max"/>; unknown bounds widen to all levels.</summary>
        public static NLogLevelSet Range(IOperation? min, IOperation? max, NLogSymbols symbols) =>
            NLogLevelSet.Range(
                min is null ? NLogLevel.Trace : LevelOf(min, symbols) ?? NLogLevel.Trace,
                max is null ? NLogLevel.Fatal : LevelOf(max, symbols) ?? NLogLevel.Fatal);
    }
}
