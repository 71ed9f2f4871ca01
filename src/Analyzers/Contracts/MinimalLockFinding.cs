using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0003's contract (configs; in code the fix needs only the diagnostic's node): the lockingModel's type attribute
    /// value, the InterProcessLock type to write there (keeping the assembly part the user wrote), and whether another
    /// appender that events reach writes the same file. For a shared file the fixer reads the config again to find the
    /// other writers' locks: listing them on every diagnostic would grow with the square of the writers of one file.
    /// </summary>
    public sealed class MinimalLockFinding
    {
        private const string TypeValueKey = "TypeValue";
        private const string InterProcessTypeKey = "InterProcessType";
        private const string SharedFileKey = "SharedFile";

        public MinimalLockFinding(TextSpan typeValue, string interProcessType, bool sharedFile)
        {
            TypeValue = typeValue;
            InterProcessType = interProcessType;
            SharedFile = sharedFile;
        }

        public TextSpan TypeValue { get; }

        public string InterProcessType { get; }

        /// <summary>
        /// Another appender that events reach writes the same file. MinimalLock is what lets them share it (each opens,
        /// writes and closes); with the default ExclusiveLock the second one would write over the first (the fix-safety
        /// harness saw lines cut into each other), so only InterProcessLock is offered, for all of them.
        /// </summary>
        public bool SharedFile { get; }

        public FixData Write() =>
            default(FixData).WithSpan(TypeValueKey, TypeValue).With(InterProcessTypeKey, InterProcessType).WithFlag(SharedFileKey, SharedFile);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out MinimalLockFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = data.TrySpan(TypeValueKey, out var typeValue) && data.Value(InterProcessTypeKey) is { } interProcess
                ? new MinimalLockFinding(typeValue, interProcess, data.Flag(SharedFileKey))
                : null;
            return finding != null;
        }
    }
}
