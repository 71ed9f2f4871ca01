using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>
    /// The settings that lose or slow logs in the field: diagnostics left on, senders that block, synchronous
    /// database and mail appenders, two writers on one file, and a configuration that is never loaded or not copied.
    /// </summary>
    public static partial class Descriptors
    {
        public static readonly DiagnosticDescriptor InternalDebugOn = Create(
            RuleIds.InternalDebugOn,
            RuleCategories.Usage,
            DiagnosticSeverity.Info,
            title: "log4net internal debugging is left on",
            messageFormat: "{0} turns log4net's internal debugging on: every configuration load, appender activation and internal message is written to the console and to the Trace listeners of the shipped application",
            description: "debug=\"true\" on <log4net>, the log4net.Internal.Debug app setting and LogLog.InternalDebugging = true make log4net write its own debug messages (LogLog) to Console.Out and System.Diagnostics.Trace. That is a troubleshooting switch: left on in a shipped configuration it mixes log4net's chatter into the application's console output and Trace listeners.");

        public static readonly DiagnosticDescriptor NLogInternalLogOn = Create(
            RuleIds.NLogInternalLogOn,
            RuleCategories.Usage,
            DiagnosticSeverity.Info,
            title: "NLog internal log is left at Trace or Debug",
            messageFormat: "{0} sets NLog's internal log to {1}: every configuration load, target initialization and logger creation writes NLog's own trace to {2}",
            description: "internalLogLevel (InternalLogger.LogLevel, SetMinimumLogLevel) is a troubleshooting switch: at Trace or Debug NLog writes its own detailed messages to the internal log file or console. Off is NLog's default; Warn keeps the internal log for the problems it exists to report.");

        public static readonly DiagnosticDescriptor NLogThrowExceptions = Create(
            RuleIds.NLogThrowExceptions,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "NLog throwExceptions is on",
            messageFormat: "{0} makes NLog throw its own failures into the code that logs: a full disk, a lost database or mail server, or a bad layout turns a logging call into an exception the application did not expect",
            description: "throwExceptions=\"true\" (LogManager.ThrowExceptions, LogFactory.ThrowExceptions) is meant for unit tests and troubleshooting: every exception inside NLog, from writing a target or rendering a layout, is rethrown at the logging call. In a shipped application a logging failure then becomes an application failure. throwConfigExceptions covers configuration errors alone.");
    

        public static readonly DiagnosticDescriptor BoundedSenderBlocks = Create(
            RuleIds.BoundedSenderBlocks,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "log4net's bounded sender blocks the caller when its queue is full",
            messageFormat: "{0}: with log4net {1}, a logging call that finds the send queue of {2} full waits up to {3} ms for room before the event is dropped, holding the appender's lock, so every thread logging to it waits behind; a slow or unreachable receiver, or a burst faster than the sender, turns into slow logging calls{4}",
            description: "From log4net 3.5.0, RemoteSyslogAppender and TelnetAppender hand events to a BackgroundSender: a queue of SendQueueSize (500) drained by one thread. When it is full, Append waits up to EnqueueTimeoutMillis (5,000 ms for RemoteSyslogAppender, 50 ms for TelnetAppender) inside AppenderSkeleton.DoAppend's lock, then drops the event and counts it. EnqueueTimeoutMillis=0 never waits and drops at once; LogPerf's AsyncRemoteSyslogAppender queues 2,048 events and sends them in batches.");
    

        public static readonly DiagnosticDescriptor SynchronousRemoteAppender = Create(
            RuleIds.SynchronousRemoteAppender,
            RuleCategories.Performance,
            DiagnosticSeverity.Warning,
            title: "Database or mail appender writes on the caller's thread",
            messageFormat: "{0} {1} on the caller's thread, and loggers reach it without an async forwarder{2}",
            description: "AdoNetAppender and SmtpAppender are buffering appenders that send from Append: with bufferSize 1 or less every event is a database round trip (open, command, transaction) or an SMTP session on the thread that logs; with a larger, non-lossy buffer the call that fills it pays for writing the whole buffer (BufferSize defaults to 512 for both in log4net 3.5.0). A lossy buffer with an evaluator sends only when the evaluator triggers, the keep-the-context-of-an-error pattern, and is left alone. Behind an async forwarder the same rows and mails are written on a background thread.");
    

        public static readonly DiagnosticDescriptor SharedLogFile = Create(
            RuleIds.SharedLogFile,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "Two writers hold one log file",
            messageFormat: "{0} writes '{1}' with {2}, {3}: one writer cannot open the file or overwrites the other's lines, and those events are lost",
            description: "A FileAppender with ExclusiveLock (the default) or NoLock keeps its file open with its own write position. A second appender of the same configuration on the same file, or the same appender in a second process (Web.config: an application pool's overlapped recycle, a web garden), either fails to open it or writes over the first's lines. Measured with log4net 3.5.0 on Linux: of two appenders on one file with ExclusiveLock, one kept 0 of its 100 lines, with no internal error. InterProcessLock lets them take turns.");

        public static readonly DiagnosticDescriptor NLogSharedLogFile = Create(
            RuleIds.NLogSharedLogFile,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "Two NLog file targets write one file",
            messageFormat: "{0} and {1} both write '{2}' keeping the file open: each writes at its own position and overwrites the other's lines, and those events are lost",
            description: "NLog's FileTarget keeps its file open (keepFileOpen, true since NLog 5) with its own position. Two targets of one configuration on the same file overwrite each other: measured with NLog 6.2.2 on Linux, 11 lines of 200 survived. Give each target its own file, or one target to both rules; keepFileOpen=\"false\" on both lets them take turns at the cost LP0200 measures.");
    

        public static readonly DiagnosticDescriptor ConfigNeverLoaded = Create(
            RuleIds.ConfigNeverLoaded,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "log4net configuration is never loaded",
            messageFormat: "{0} is never loaded: nothing in this application calls XmlConfigurator.Configure or ConfigureAndWatch, declares [assembly: log4net.Config.XmlConfigurator], calls AddLog4Net, or sets the log4net.Config app setting, so log4net stays unconfigured and every logger writes nothing",
            description: "log4net reads no configuration by itself: an application must load it with XmlConfigurator (a call or the assembly attribute), through a host integration such as AddLog4Net, or name it in the log4net.Config app setting. Without any of them LogManager.GetLogger returns loggers of an unconfigured repository, which write nothing, with a single internal warning. The most asked 'log4net writes nothing' question.");
    

        public static readonly DiagnosticDescriptor ConfigNotCopied = Create(
            RuleIds.ConfigNotCopied,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "log4net configuration is loaded from the output folder but not copied there",
            messageFormat: "'{0}' is loaded by {1} from the application's folder, but the project does not copy it to the output (CopyToOutputDirectory is not set): the built or published application starts without it and log4net logs nothing; add <None Update=\"{0}\" CopyToOutputDirectory=\"PreserveNewest\" /> to the project",
            description: "XmlConfigurator's ConfigFile and AddLog4Net resolve a relative file name against the application's base folder (the build output or the publish folder), not the project folder. A config file that is not copied there is missing at run time: log4net reports one internal error and stays unconfigured.");

        public static readonly DiagnosticDescriptor NLogConfigNotCopied = Create(
            RuleIds.NLogConfigNotCopied,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "NLog.config is not copied to the output folder",
            messageFormat: "'{0}' is where NLog looks for its configuration, in the application's folder, but the project does not copy it to the output (CopyToOutputDirectory is not set): the built or published application starts without it and NLog logs nothing; add <None Update=\"{0}\" CopyToOutputDirectory=\"PreserveNewest\" /> to the project",
            description: "NLog loads NLog.config (nlog.config) from the application's base folder when no configuration is given in code. In an SDK-style project a file in the project folder is not copied to the output unless CopyToOutputDirectory says so (ASP.NET Core projects copy *.config content themselves).");
    }
}
