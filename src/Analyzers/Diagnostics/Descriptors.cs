using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Diagnostics
{
    public static partial class Descriptors
    {
        public static readonly DiagnosticDescriptor BlockingWaitInAppender = Create(
            RuleIds.BlockingWaitInAppender,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "Appender blocks the caller on a task",
            messageFormat: "{0} blocks the logging thread until the task completes ({1} is on the path of {2}.{3}){4}",
            description: "Append and DoAppend run on the thread that logs, and so does a buffering appender's SendBuffer when its buffer fills (DoAppend → Append → SendFromBuffer → SendBuffer). Waiting on an async operation there (.Wait(), .Result, .GetAwaiter().GetResult(), Task.WaitAll/WaitAny) makes every log call wait for I/O and can starve the thread pool: log4net's RemoteSyslogAppender did this until 3.2.0.");

        public static readonly DiagnosticDescriptor BlockingNetworkAppender = Create(
            RuleIds.BlockingNetworkAppender,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "Network appender of the referenced log4net blocks or queues without bound",
            messageFormat: "{0}: with log4net {1}, {2}{3}",
            description: "log4net's RemoteSyslogAppender waited on every UDP send until 3.2.0 (SendAsync(...).Wait() on the caller's thread), and from 3.2.0 to 3.4.x queues into an unbounded collection that a stalled server grows without limit. UdpAppender waits on each send in 2.0.x .NET Standard builds.");

        public static readonly DiagnosticDescriptor MinimalLock = Create(
            RuleIds.MinimalLock,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "FileAppender uses MinimalLock",
            messageFormat: "{0} uses FileAppender.MinimalLock, which reopens and closes the file for every event (" + MeasuredCosts.MinimalLock + " slower than the default ExclusiveLock in LogPerf's benchmark)",
            description: "MinimalLock opens a new FileStream for each write and closes it afterwards. Remove it to get ExclusiveLock, the default, or use InterProcessLock when several processes must write the same file.");

        public static readonly DiagnosticDescriptor ImmediateFlush = Create(
            RuleIds.ImmediateFlush,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "File appender flushes every event on the caller's thread",
            messageFormat: "{0} flushes the file after every event ({1}) and loggers reach it without a buffering or async forwarder, so each log call waits for a write (" + MeasuredCosts.ImmediateFlush + " slower than without the flush in LogPerf's benchmark){2}",
            description: "TextWriterAppender.ImmediateFlush defaults to true: FileAppender and RollingFileAppender flush once per event. Behind an async forwarder they flush once per batch, off the caller's thread; a memory-mapped file keeps each event safe from a crash without any flush.");

        public static readonly DiagnosticDescriptor MissingFixFlags = Create(
            RuleIds.MissingFixFlags,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "Buffering appender fixes every event with FixFlags.All",
            messageFormat: "{0} sets no Fix, so every event is fixed with FixFlags.All (a stack walk for LocationInfo, user and identity lookups: " + MeasuredCosts.FixAll + " the cost of the least flags in LogPerf's benchmark); {1}",
            description: "BufferingAppenderSkeleton fixes each event before buffering it, and Fix defaults to FixFlags.All, whatever the buffer size. Fixing only what the layouts print gives the same output at a fraction of the cost.");

        public static readonly DiagnosticDescriptor FixFlagsOmitData = Create(
            RuleIds.FixFlagsOmitData,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "Fix omits data that a layout prints",
            messageFormat: "{0} fixes '{1}' but its layouts also print {2} ({3}): rendered later, {4}",
            description: "Events in a buffer are rendered later, often on another thread, and log4net locks an event's data once it has fixed the flags asked for: what was not fixed then reads empty. The exception text is dropped (the appender writes it after a layout that ignores it, or the layout prints it), %appdomain prints nothing, and the thread name, properties, identity, user name and caller location show another thread's values or none.");

        public static readonly DiagnosticDescriptor BufferingForThroughput = Create(
            RuleIds.BufferingForThroughput,
            RuleCategories.Performance,
            DiagnosticSeverity.Info,
            title: "BufferingForwardingAppender used for throughput",
            messageFormat: "{0} buffers events and writes them on the caller's thread when the buffer fills; with little traffic events wait until it fills or the application stops{1}",
            description: "A non-lossy BufferingForwardingAppender batches, but the caller that fills the buffer pays for writing the whole batch, and a quiet application's events sit in memory. An async forwarder writes batches on a background thread and as soon as the queue runs dry.");

        public static readonly DiagnosticDescriptor CallerLocation = Create(
            RuleIds.CallerLocation,
            RuleCategories.Performance,
            DiagnosticSeverity.Info,
            title: "Pattern layout prints caller location",
            messageFormat: "Caller location in this layout ({0}) makes log4net capture a stack trace for every event it renders (" + MeasuredCosts.CallerLocation + " slower than without it in LogPerf's benchmark; log4net's docs call file, line, location and method 'extremely slow')",
            description: "Caller location (%location, %file, %line, %method, %class, %type, %stacktrace and their short forms) is computed with new StackTrace(true) per event. On an appender that ordinary traffic reaches, that cost is paid by every log call.");

        public static readonly DiagnosticDescriptor LostEvents = Create(
            RuleIds.LostEvents,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "Configuration loses or hides events",
            messageFormat: "{0}",
            description: "A lossy buffer without an evaluator discards every event, an appender-ref that names no appender sends nothing, and an appender type that cannot be resolved makes log4net skip the appender: events are lost with at most a line in log4net's internal log.");

        public static readonly DiagnosticDescriptor EagerMessage = Create(
            RuleIds.EagerMessage,
            RuleCategories.Performance,
            DiagnosticSeverity.Info,
            title: "Log message is built before the level check",
            messageFormat: "The message passed to {0} is built by {1} even when {2} is off (a disabled call costs " + MeasuredCosts.EagerMessage + " what the …Format overload costs, in LogPerf's benchmark)",
            description: "ILog.Debug/Info/... take a finished object: an interpolated string, a concatenation or string.Format runs and allocates before log4net checks the level. The ...Format overloads format only for enabled levels; an Is...Enabled guard skips the work altogether.");

        public static readonly DiagnosticDescriptor ConfigNotVisible = Create(
            RuleIds.ConfigNotVisible,
            RuleCategories.Usage,
            DiagnosticSeverity.Info,
            title: "log4net config file is not among AdditionalFiles",
            messageFormat: "log4net is configured from '{0}', which is not among the project's AdditionalFiles, so LogPerf cannot check it: add <LogPerfConfigFile Include=\"{0}\" /> to the project",
            description: "LogPerf reads log4net configs only through AdditionalFiles (analyzers may not read files). A config the code names but the build does not pass to the compiler goes unchecked.");

        /// <summary>The package that holds LogPerf's appenders, as messages name it.</summary>
        public const string AppendersPackageName = "LogPerf.Appenders";

        /// <summary>
        /// The end of a message whose fix writes a LogPerf.Appenders type: empty when the compilation references the
        /// package, else what to add to get the fix.
        /// </summary>
        public static string AppendersHint(bool referenced, string fix) =>
            referenced ? string.Empty : $"; add the {AppendersPackageName} package to {fix}";

        private static DiagnosticDescriptor Create(
            string id, string category, DiagnosticSeverity severity, string title, string messageFormat, string description) =>
            new DiagnosticDescriptor(
                id, title, messageFormat, category, severity,
                isEnabledByDefault: true,
                description: description,
                helpLinkUri: HelpLinks.For(id));
    }
}
