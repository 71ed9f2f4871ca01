using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0007's contract beside its Fix value (<see cref="FixFlagsValue"/>): the switch to the async forwarder is withheld
    /// where an appender the buffer feeds is also reached another way (a logger or two appenders name it, or another
    /// appender writes its file; see Log4Net.OtherWaysIn). That appender then has a second path beside the buffer's, and the switch changes the
    /// buffer path's delay, so a thread's lines land in another order (the fix-safety harness, generated log4net #197).
    /// </summary>
    public static class BufferSwitch
    {
        private const string WithheldKey = "SwitchWithheld";

        public static FixData WriteWithheld(FixData data) => data.WithFlag(WithheldKey, true);

        public static bool IsWithheld(Diagnostic diagnostic) => new FixDataReader(diagnostic).Flag(WithheldKey);
    }
}
