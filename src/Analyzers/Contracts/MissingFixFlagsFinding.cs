using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>LP0005's contract: the least Fix value the appender's layouts need, and where its &lt;fix&gt; element goes.</summary>
    public sealed class MissingFixFlagsFinding
    {
        public MissingFixFlagsFinding(string fix, ChildInsertion insertion)
        {
            Fix = fix;
            Insertion = insertion;
        }

        public string Fix { get; }

        public ChildInsertion Insertion { get; }

        public FixData WriteTo(FixData data) => Insertion.WriteTo(FixFlagsValue.Write(data, Fix));

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out MissingFixFlagsFinding? finding)
        {
            finding = FixFlagsValue.TryRead(diagnostic, out var fix) && ChildInsertion.Read(new FixDataReader(diagnostic)) is { } insertion
                ? new MissingFixFlagsFinding(fix, insertion)
                : null;
            return finding != null;
        }
    }
}
