using System;
using System.Collections.Concurrent;
using System.Collections.Immutable;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules.LP0010EagerMessage
{
    /// <summary>
    /// The log levels whose calls LP0010 checks, per syntax tree, from the <c>logperf_lp0010_levels</c> option of an
    /// .editorconfig or global config (<c>debug,info,warn</c>): DEBUG and INFO by default, the levels production turns
    /// off; a message built for a level that is on anyway costs nothing extra. Names are separated by commas or spaces
    /// and ignore case; a value with no known name keeps the default.
    /// </summary>
    public sealed class EagerMessageLevels
    {
        public const string OptionName = "logperf_lp0010_levels";

        private static readonly ImmutableHashSet<Log4NetLevel> Default = ImmutableHashSet.Create(LogLevels.LevelOf("Debug")!.Value, LogLevels.LevelOf("Info")!.Value);

        private readonly AnalyzerConfigOptionsProvider _options;
        private readonly ConcurrentDictionary<string, ImmutableHashSet<Log4NetLevel>> _parsed = new ConcurrentDictionary<string, ImmutableHashSet<Log4NetLevel>>(StringComparer.Ordinal);

        public EagerMessageLevels(AnalyzerConfigOptionsProvider options) => _options = options;

        /// <summary>True when calls at <paramref name="level"/> in <paramref name="tree"/> are checked.</summary>
        public bool Checks(SyntaxTree tree, Log4NetLevel level) =>
            (_options.GetOptions(tree).TryGetValue(OptionName, out var value) ? _parsed.GetOrAdd(value, Parse) : Default).Contains(level);

        public static ImmutableHashSet<Log4NetLevel> Parse(string value)
        {
            var levels = ImmutableHashSet.CreateBuilder<Log4NetLevel>();
            foreach (var name in value.Split(new[] { ',', ' ', '\t' }, StringSplitOptions.RemoveEmptyEntries))
            {
                if (LogLevels.Parse(name) is { } level)
                {
                    levels.Add(level);
                }
            }

            return levels.Count == 0 ? Default : levels.ToImmutable();
        }
    }
}
