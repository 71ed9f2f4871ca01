using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>What a target's type name resolves to in the compilation.</summary>
    public readonly struct NLogTargetType
    {
        public NLogTargetType(INamedTypeSymbol? type, bool isCheckable)
        {
            Type = type;
            IsCheckable = isCheckable;
        }

        /// <summary>The target class, or null when the name names none the compilation can see.</summary>
        public INamedTypeSymbol? Type { get; }

        /// <summary>
        /// False when NLog may still find the type at run time where the build cannot look: a layout in the name,
        /// an assembly the compilation does not reference, extensions loaded from files or with prefixes.
        /// </summary>
        public bool IsCheckable { get; }

        public bool IsUnknown => Type is null && IsCheckable;
    }
}
