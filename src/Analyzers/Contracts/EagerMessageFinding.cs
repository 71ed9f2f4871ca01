using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0010's contract (code only): how the message is built (Interpolation, Concatenation or Format), whether the call
    /// can become the …Format overload (a single message argument), and whether it is a statement whose receiver can be
    /// read twice, so it can be guarded.
    /// </summary>
    public sealed class EagerMessageFinding
    {
        private const string KindKey = "Kind";
        private const string FormatKey = "Format";
        private const string GuardKey = "Guard";

        public EagerMessageFinding(string kind, bool canUseFormat, bool canGuard)
        {
            Kind = kind;
            CanUseFormat = canUseFormat;
            CanGuard = canGuard;
        }

        public string Kind { get; }

        public bool CanUseFormat { get; }

        public bool CanGuard { get; }

        public FixData WriteTo(FixData data) => data.With(KindKey, Kind).WithFlag(FormatKey, CanUseFormat).WithFlag(GuardKey, CanGuard);

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out EagerMessageFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = data.Value(KindKey) is { } kind ? new EagerMessageFinding(kind, data.Flag(FormatKey), data.Flag(GuardKey)) : null;
            return finding != null;
        }
    }
}
