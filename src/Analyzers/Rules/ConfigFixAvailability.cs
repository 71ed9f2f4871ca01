using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// Whether a config-file diagnostic has a fix, decided as its rule's fixer decides it (from the rule's contract):
    /// LP0101 must know it inside the compiler, where the fixers (Workspaces) cannot be loaded, so it fires only when
    /// something can be fixed. A meta-test compares every entry with what the fixers really offer on generated configs,
    /// and fails for a rule whose fixer offers config fixes without an entry here. A rule without an entry counts as not
    /// fixable: LP0101 then never promises a fix it cannot make (its fix-all still applies every registered fixer).
    /// </summary>
    internal static class ConfigFixAvailability
    {
        private static readonly ImmutableDictionary<string, Func<Diagnostic, bool>> FixableInConfig = ImmutableDictionary.CreateRange(new[]
        {
            Rule(RuleIds.BlockingNetworkAppender, d => SyslogSenderFinding.TryRead(d, out var syslog) && syslog && Appenders(d)),
            Rule(RuleIds.MinimalLock, d => MinimalLockFinding.TryRead(d, out _)),
            Rule(RuleIds.ImmediateFlush, d => Appenders(d) && ImmediateFlushFinding.TryRead(d, out _)),
            Rule(RuleIds.MissingFixFlags, d => MissingFixFlagsFinding.TryRead(d, out _)),
            Rule(RuleIds.FixFlagsOmitData, d => ValueReplacement.TryRead(d, out _)),
            Rule(RuleIds.BufferingForThroughput, d => Appenders(d) && !BufferSwitch.IsWithheld(d)),
            Rule(RuleIds.LostEvents, d => LostEventsFinding.TryRead(d, out _)),
            Rule(RuleIds.InternalDebugOn, d => ValueReplacement.TryRead(d, out _)),
            Rule(RuleIds.BoundedSenderBlocks, d => SyslogSenderFinding.TryRead(d, out var syslog) && syslog && Appenders(d) && BoundedSenderFinding.TryRead(d, out _)),
            Rule(RuleIds.SynchronousRemoteAppender, d => Appenders(d) && SynchronousRemoteAppenderFinding.TryRead(d, out _)),
            Rule(RuleIds.SharedLogFile, d => SharedLogFileFinding.TryRead(d, out _)),
            Rule(RuleIds.NLogFileReopenedPerWrite, d => NLogSettingEdit.TryRead(d, out _)),
            Rule(RuleIds.NLogSynchronousTarget, d => SynchronousTargetFinding.TryRead(d, out var finding) && (finding.Wrap != null || finding.AsyncEdit != null)),
            Rule(RuleIds.NLogDiscardingQueue, d => NLogSettingEdit.TryRead(d, out _)),
            Rule(RuleIds.NLogUnresolvedTarget, d => UnresolvedTargetFinding.TryRead(d, out _)),
            Rule(RuleIds.NLogInternalLogOn, d => NLogSettingEdit.TryRead(d, out _)),
            Rule(RuleIds.NLogThrowExceptions, d => NLogSettingEdit.TryRead(d, out _)),

            // Rules whose fixes change C# only.
            Rule(RuleIds.BlockingWaitInAppender, _ => false),
            Rule(RuleIds.EagerMessage, _ => false),
        });

        /// <summary>The rules this table decides for (the meta-test checks it covers every rule that has a fixer).</summary>
        public static ImmutableArray<string> RuleIdsCovered => FixableInConfig.Keys.ToImmutableArray();

        /// <summary>True when the diagnostic, located in a config file, has at least one fix on offer.</summary>
        public static bool IsFixable(Diagnostic diagnostic) =>
            FixableInConfig.TryGetValue(diagnostic.Id, out var fixable) && fixable(diagnostic);

        private static Func<Diagnostic, bool> Appenders => DiagnosticProperties.HasAppendersReferenced;

        private static System.Collections.Generic.KeyValuePair<string, Func<Diagnostic, bool>> Rule(string id, Func<Diagnostic, bool> fixable) =>
            new System.Collections.Generic.KeyValuePair<string, Func<Diagnostic, bool>>(id, fixable);
    }
}
