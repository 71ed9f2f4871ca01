using System.Collections.Immutable;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// One <c>&lt;targets&gt;</c> element (or the JSON "targets" object): its targets, its <c>async</c> setting (every
    /// target in it wrapped in an AsyncWrapper) and its default-wrapper.
    /// </summary>
    public sealed class NLogTargetGroup
    {
        public NLogTargetGroup(NLogSetting? async, NLogTarget? defaultWrapper, ImmutableArray<NLogTarget> targets, NLogInsertion insertion)
        {
            Async = async;
            DefaultWrapper = defaultWrapper;
            Targets = targets;
            Insertion = insertion;
        }

        public NLogSetting? Async { get; }

        /// <summary>True when <c>async="true"</c>: NLog wraps each target of the group in an AsyncTargetWrapper.</summary>
        public bool IsAsync => Async?.AsBoolean() == true;

        public NLogTarget? DefaultWrapper { get; }

        /// <summary>The targets directly in the group.</summary>
        public ImmutableArray<NLogTarget> Targets { get; }

        /// <summary>Where <c>async</c> goes.</summary>
        public NLogInsertion Insertion { get; }
    }
}
