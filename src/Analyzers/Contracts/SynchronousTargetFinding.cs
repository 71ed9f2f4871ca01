using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLog;
namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0201's contract: in a config, the edit that sets async="true" on the &lt;targets&gt; holding the target (or
    /// "async": true in JSON) when it is the only target there, and the XML target to wrap in an AsyncWrapper; in code,
    /// whether the rule is built with the fluent API (the fix appends WithAsync()). Any part may be missing: each fix is
    /// offered only where its part reads.
    /// </summary>
    public sealed class SynchronousTargetFinding
    {
        private const string AsyncPrefix = "Async";
        private const string FluentKey = "Fluent";

        public SynchronousTargetFinding(NLogSettingEdit? asyncEdit, TargetWrap? wrap, bool isFluent)
        {
            AsyncEdit = asyncEdit;
            Wrap = wrap;
            IsFluent = isFluent;
        }

        public NLogSettingEdit? AsyncEdit { get; }

        public TargetWrap? Wrap { get; }

        public bool IsFluent { get; }

        public static FixData WriteAsyncEdit(FixData data, NLog.NLogSetting? asyncSetting, NLog.NLogInsertion insertion) =>
            NLogSettingEdit.Set(data, asyncSetting, insertion, AsyncPrefix);

        public static FixData WriteFluent(FixData data) => data.WithFlag(FluentKey, true);

        /// <summary>False when the diagnostic carries none of the parts.</summary>
        public static bool TryRead(Microsoft.CodeAnalysis.Diagnostic diagnostic, out SynchronousTargetFinding finding)
        {
            var data = new FixDataReader(diagnostic);
            finding = new SynchronousTargetFinding(
                NLogSettingEdit.TryRead(data, out var edit, AsyncPrefix) ? edit : null,
                TargetWrap.Read(data),
                data.Flag(FluentKey));
            return finding.AsyncEdit != null || finding.Wrap != null || finding.IsFluent;
        }
    }
}
