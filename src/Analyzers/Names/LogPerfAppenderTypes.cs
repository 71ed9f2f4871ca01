using System.Collections.Immutable;

namespace LogPerf.Analyzers.Names
{
    /// <summary>
    /// LogPerf.Appenders' types that rules look up and fixes write, in one place: full names, the assembly-qualified name a
    /// config's type attribute takes, and the global:: name C# takes. A test resolves each against the real assembly.
    /// </summary>
    public static class LogPerfAppenderTypes
    {
        public const string AssemblyName = "LogPerf.Appenders";

        public const string AsyncAppenderSkeleton = "LogPerf.Appenders.AsyncAppenderSkeleton";
        public const string AsyncForwardingAppender = "LogPerf.Appenders.AsyncForwardingAppender";
        public const string AsyncRemoteSyslogAppender = "LogPerf.Appenders.AsyncRemoteSyslogAppender";
        public const string MemoryMappedFileAppender = "LogPerf.Appenders.MemoryMappedFileAppender";

        /// <summary>As a config's type attribute names them.</summary>
        public static class InConfig
        {
            public const string AsyncForwardingAppender = LogPerfAppenderTypes.AsyncForwardingAppender + ", " + AssemblyName;
            public const string AsyncRemoteSyslogAppender = LogPerfAppenderTypes.AsyncRemoteSyslogAppender + ", " + AssemblyName;
            public const string MemoryMappedFileAppender = LogPerfAppenderTypes.MemoryMappedFileAppender + ", " + AssemblyName;
        }

        /// <summary>As C# written by a fix names them.</summary>
        public static class InCode
        {
            public const string AsyncRemoteSyslogAppender = "global::" + LogPerfAppenderTypes.AsyncRemoteSyslogAppender;
        }

        /// <summary>Every full name above (for the test that resolves them).</summary>
        public static ImmutableArray<string> All { get; } = ImmutableArray.Create(
            AsyncAppenderSkeleton, AsyncForwardingAppender, AsyncRemoteSyslogAppender, MemoryMappedFileAppender);
    }
}
