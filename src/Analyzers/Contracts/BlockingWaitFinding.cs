using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0001's contract (code only): whether the wait is in Append itself (the async-skeleton fix applies), and the
    /// synchronous method to call instead of the awaited one, when the type has it.
    /// </summary>
    public sealed class BlockingWaitFinding
    {
        private const string InAppendKey = "InAppend";
        private const string SynchronousKey = "Synchronous";

        public BlockingWaitFinding(bool inAppend, string? synchronous)
        {
            InAppend = inAppend;
            Synchronous = synchronous;
        }

        public bool InAppend { get; }

        public string? Synchronous { get; }

        public FixData WriteTo(FixData data) => data.With(InAppendKey, InAppend ? "true" : "false").With(SynchronousKey, Synchronous);

        /// <summary>False when the diagnostic does not say whether the wait is in Append.</summary>
        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out BlockingWaitFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = data.Value(InAppendKey) is "true" or "false" ? new BlockingWaitFinding(data.Flag(InAppendKey), data.Value(SynchronousKey)) : null;
            return finding != null;
        }
    }
}
