using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>The NLog rules (LP0200 on). Figures in messages are the ones docs/benchmarks.md reports for bench/'s "nlog" scenario.</summary>
    public static partial class Descriptors
    {
        public static readonly DiagnosticDescriptor NLogFileReopenedPerWrite = Create(
            RuleIds.NLogFileReopenedPerWrite,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "NLog file target reopens the file for every write",
            messageFormat: "{0} opens and closes its file for every write because {1}: " + NLogMeasuredCosts.KeepFileOpenFalse,
            description: "With KeepFileOpen=false, NLog's FileTarget opens the file, seeks to the end, writes and closes it again for every write (every event, or every batch behind an async wrapper). KeepFileOpen defaulted to false before NLog 5.0 and is true since. Keeping the file open is the fix; another process can still read the file.");

        public static readonly DiagnosticDescriptor NLogSynchronousTarget = Create(
            RuleIds.NLogSynchronousTarget,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "NLog writes a file or network target on the logging thread",
            messageFormat: "{0} writes {1} on the logging thread, with no async wrapper: every log call waits for the write ({2}); " + NLogMeasuredCosts.Synchronous,
            description: "Without async=\"true\" on its <targets>, an AsyncWrapper around it, or WithAsync() in code, NLog writes a file, network, database, mail or web-service target on the thread that logs, and a FileTarget flushes after every write by default (AutoFlush). An async wrapper queues the event and writes batches on a background thread.");

        public static readonly DiagnosticDescriptor NLogDiscardingQueue = Create(
            RuleIds.NLogDiscardingQueue,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "NLog async wrapper drops events when its small queue fills",
            messageFormat: "{0} keeps at most {1} events and then discards the oldest ({2}), and rules send it {3} events: a burst loses them with no more than a Debug line in NLog's internal log",
            description: "AsyncTargetWrapper's OverflowAction defaults to Discard: when the queue is full, the oldest queued event is dropped, whatever its level. A queue made smaller than NLog's default of 10,000 fills in milliseconds under a burst. Block makes the logging thread wait for room instead; Grow lets the queue grow without bound.");

        public static readonly DiagnosticDescriptor NLogCallerLocation = Create(
            RuleIds.NLogCallerLocation,
            RuleCategories.Performance,
            DiagnosticSeverity.Info,
            title: "NLog layout captures caller location",
            messageFormat: "{0} makes NLog capture a stack trace on the logging thread for every event {1} writes",
            description: "${callsite}, ${callsite-linenumber}, ${callsite-filename} and ${stacktrace} need the caller's stack frame: NLog captures a StackTrace for every event sent to a target whose layout uses them, written in the layout or in a variable it uses (${name}, ${var:name}), on the thread that logs, even behind an async wrapper. captureStackTrace=false turns the capture off.");

        public static readonly DiagnosticDescriptor NLogUnresolvedTarget = Create(
            RuleIds.NLogUnresolvedTarget,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "NLog configuration refers to a target or target type that does not exist",
            messageFormat: "{0}",
            description: "A rule whose writeTo names no target, and a target whose type NLog cannot create, make NLog drop that part of the configuration with at most a line in its internal log (or fail the whole configuration with throwConfigExceptions): the events meant for it are lost.");
    }
}
