using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>An appender created in code, with the properties set on it, the last setting of each winning.</summary>
    public sealed class CodeAppender
    {
        public CodeAppender(INamedTypeSymbol type, ImmutableArray<CodePropertySetting> settings)
        {
            Type = type;
            Settings = settings;
        }

        public INamedTypeSymbol Type { get; }

        /// <summary>Every setting in source order.</summary>
        public ImmutableArray<CodePropertySetting> Settings { get; }

        /// <summary>The setting in force for a property declared on the appender or any of its base types.</summary>
        public CodePropertySetting? Setting(string propertyName) =>
            Settings.LastOrDefault(s => s.Property.Name == propertyName);
    }
}
