using System;
using System.Collections.Generic;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>One logging library configured from one config, as the workload drives it.</summary>
    public interface ILibraryRun
    {
        /// <summary>The library's own internal errors and warnings, in the order reported.</summary>
        IReadOnlyList<string> InternalMessages { get; }

        void Configure(string configText);

        /// <summary>Logs one event: level names are the workload's (Trace … Fatal); context is pushed by the caller.</summary>
        void Log(string logger, string level, string message, Exception? exception, IReadOnlyDictionary<string, string> properties);

        /// <summary>Pushes a nested context value (log4net NDC, NLog scope) for the events logged until disposed.</summary>
        IDisposable PushScope(string value);

        /// <summary>Sets a thread-wide property (log4net ThreadContext, NLog ScopeContext property).</summary>
        IDisposable ThreadProperty(string name, string value);

        /// <summary>
        /// Shuts the library down the standard way. <paramref name="flushBuffersFirst"/>: the reference run; every buffer
        /// that sends what it holds is flushed first, before anything is closed.
        /// </summary>
        void Shutdown(bool flushBuffersFirst);

        /// <summary>Each file appender's name and the file it writes, relative to the sandbox (log4net; NLog: none).</summary>
        IEnumerable<(string Appender, string File)> FileDestinations(Sandbox sandbox);
    }
}
