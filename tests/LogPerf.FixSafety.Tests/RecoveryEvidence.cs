using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// What lets a fixed run deliver a record the original lost: the original run reported log4net's own
    /// "Attempted to append to closed appender named [X]" for the appender writing that destination (a file closed at
    /// shutdown before a buffer flushed into it), and the reference run of the original (every buffer that sends what it
    /// holds flushed before anything closes: what the original meant to deliver) has at least as many of that record.
    /// Anything beyond that stays duplicated or added.
    /// </summary>
    public sealed class RecoveryEvidence
    {
        private const string ClosedAppender = "Attempted to append to closed appender named [";

        private readonly HashSet<string> _closedDestinations;
        private readonly Func<string, List<List<string>>?> _reference;

        public RecoveryEvidence(string original, Func<string, List<List<string>>?> reference)
        {
            _reference = reference;
            var appenders = Path.Combine(original, "appenders.txt");
            var messages = File.Exists(Path.Combine(original, "internal.txt")) ? File.ReadAllText(Path.Combine(original, "internal.txt")) : string.Empty;
            _closedDestinations = (File.Exists(appenders) ? File.ReadAllLines(appenders) : Array.Empty<string>())
                .Select(l => l.Split('\t'))
                .Where(p => p.Length == 2 && messages.Contains(ClosedAppender + p[0] + "]", StringComparison.Ordinal))
                .Select(p => OutputComparer.DestinationKey(p[1]))
                .ToHashSet(StringComparer.Ordinal);
        }

        /// <summary>Whether the original lost events there with log4net's closed-appender error.</summary>
        public bool Applies(string destination) => _closedDestinations.Contains(destination);

        /// <summary>How many of the fixed run's <paramref name="after"/> copies of a record beyond the original's <paramref name="before"/> are recovered.</summary>
        public int Recovered(string destination, string record, int before, int after)
        {
            if (!Applies(destination) || _reference(destination) is not { } files)
            {
                return 0;
            }

            var meant = files.SelectMany(f => f).Count(r => r == record);
            return Math.Max(0, Math.Min(after, meant) - before);
        }

        /// <summary>The reference run's records there, for the order check (null when the evidence does not apply).</summary>
        public List<List<string>>? Reference(string destination) => Applies(destination) ? _reference(destination) : null;
    }
}
