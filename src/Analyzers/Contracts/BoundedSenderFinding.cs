using System.Diagnostics.CodeAnalysis;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0012's contract in a config (besides <see cref="SyslogSenderFinding"/>): the appender's type attribute value (the
    /// switch rewrites it), whether it already sets a message or datagram size (else the switch adds log4net's largest
    /// datagram), whether it sets EnqueueTimeoutMillis and that setting's value (the no-wait fix rewrites it, or adds one),
    /// and where a new first child goes. In code the fixes need only the diagnostic's node.
    /// </summary>
    public sealed class BoundedSenderFinding
    {
        private const string TypeValueKey = "TypeValue";
        private const string SetsSizeKey = "SetsSize";
        private const string SetsTimeoutKey = "SetsTimeout";
        private const string TimeoutValueKey = "TimeoutValue";

        public BoundedSenderFinding(TextSpan typeValue, bool setsSize, bool setsTimeout, TextSpan? timeoutValue, ChildInsertion insertion)
        {
            TypeValue = typeValue;
            SetsSize = setsSize;
            SetsTimeout = setsTimeout;
            TimeoutValue = timeoutValue;
            Insertion = insertion;
        }

        public TextSpan TypeValue { get; }

        public bool SetsSize { get; }

        public bool SetsTimeout { get; }

        /// <summary>The EnqueueTimeoutMillis value, when it is set with a value attribute.</summary>
        public TextSpan? TimeoutValue { get; }

        public ChildInsertion Insertion { get; }

        public FixData WriteTo(FixData data)
        {
            data = Insertion.WriteTo(data.WithSpan(TypeValueKey, TypeValue).WithFlag(SetsSizeKey, SetsSize).WithFlag(SetsTimeoutKey, SetsTimeout));
            return TimeoutValue is { } timeout ? data.WithSpan(TimeoutValueKey, timeout) : data;
        }

        public static bool TryRead(Diagnostic diagnostic, [NotNullWhen(true)] out BoundedSenderFinding? finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = data.TrySpan(TypeValueKey, out var type) && data.TryOptionalSpan(TimeoutValueKey, out var timeout)
                && ChildInsertion.TryRead(data, out var insertion) && insertion != null
                ? new BoundedSenderFinding(type, data.Flag(SetsSizeKey), data.Flag(SetsTimeoutKey), timeout, insertion)
                : null;
            return finding != null;
        }
    }
}
