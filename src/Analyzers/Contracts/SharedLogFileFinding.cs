using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0014's contract: the appender to give InterProcessLock, and where its fix writes: the type attribute value of the
    /// lockingModel it sets (rewritten), or, when it sets none, where a new lockingModel goes as its first child. Neither
    /// is there for a lockingModel with no type attribute (nothing to rewrite) or an element the parser did not see end;
    /// a part written that does not read fails the whole contract.
    /// </summary>
    public sealed class SharedLogFileFinding
    {
        private const string AppenderKey = "Appender";
        private const string LockTypeKey = "LockType";

        public SharedLogFileFinding(string appender, TextSpan? lockTypeValue, ChildInsertion? insertion)
        {
            Appender = appender;
            LockTypeValue = lockTypeValue;
            Insertion = insertion;
        }

        public string Appender { get; }

        public TextSpan? LockTypeValue { get; }

        public ChildInsertion? Insertion { get; }

        public FixData WriteTo(FixData data)
        {
            data = data.With(AppenderKey, Appender);
            data = LockTypeValue is { } type ? data.WithSpan(LockTypeKey, type) : data;
            return Insertion?.WriteTo(data) ?? data;
        }

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out SharedLogFileFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = data.Value(AppenderKey) is { } appender && data.TryOptionalSpan(LockTypeKey, out var type) && ChildInsertion.TryRead(data, out var insertion)
                ? new SharedLogFileFinding(appender, type, insertion)
                : null;
            return finding != null;
        }
    }
}
