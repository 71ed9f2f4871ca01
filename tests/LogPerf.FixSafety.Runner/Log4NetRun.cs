using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Xml;
using log4net;
using log4net.Config;
using log4net.Core;
using log4net.Repository;
using log4net.Repository.Hierarchy;
using log4net.Util;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// log4net 3.5.0 configured with XmlConfigurator from the first &lt;log4net&gt; element of the config (standalone or in
    /// App.config / Web.config), after <see cref="ConfigRewrite.Log4Net"/> has pointed files into the sandbox and network,
    /// database and mail appenders at the captures. Internal errors and warnings are recorded as log4net reports them.
    /// </summary>
    public sealed class Log4NetRun : ILibraryRun
    {
        private static readonly Dictionary<string, Level> LevelsByName = new Dictionary<string, Level>(StringComparer.Ordinal)
        {
            ["Trace"] = Level.Trace, ["Debug"] = Level.Debug, ["Info"] = Level.Info, ["Notice"] = Level.Notice, ["Warn"] = Level.Warn,
            ["Error"] = Level.Error, ["Severe"] = Level.Severe, ["Critical"] = Level.Critical, ["Fatal"] = Level.Fatal,
        };

        private readonly Sandbox _sandbox;
        private readonly Captures _captures;
        private readonly List<string> _messages = new List<string>();
        private ILoggerRepository? _repository;

        public Log4NetRun(Sandbox sandbox, Captures captures)
        {
            _sandbox = sandbox;
            _captures = captures;
            LogLog.LogReceived += (_, e) =>
            {
                if (e.LogLog.Prefix.Contains("ERROR", StringComparison.Ordinal) || e.LogLog.Prefix.Contains("WARN", StringComparison.Ordinal))
                {
                    lock (_messages)
                    {
                        _messages.Add($"{e.LogLog.Prefix}{e.LogLog.Message}{(e.LogLog.Exception is { } x ? " " + x.GetType().Name + ": " + x.Message : string.Empty)}");
                    }
                }
            };
        }

        public IReadOnlyList<string> InternalMessages
        {
            get
            {
                lock (_messages)
                {
                    return _messages.ToList();
                }
            }
        }

        public void Configure(string configText)
        {
            _repository = LogManager.CreateRepository("fixsafety");
            XmlElement? section;
            try
            {
                section = ConfigXml.Load(configText).GetElementsByTagName("log4net").OfType<XmlElement>().FirstOrDefault();
            }
            catch (XmlException e)
            {
                lock (_messages)
                {
                    _messages.Add("CONFIG NOT LOADED: " + e.Message);
                }

                return;
            }

            if (section is null)
            {
                lock (_messages)
                {
                    _messages.Add("CONFIG NOT LOADED: no <log4net> element");
                }

                return;
            }

            ConfigRewrite.Log4Net(section, _sandbox, _captures);
            XmlConfigurator.Configure(_repository, section);
        }

        public void Log(string logger, string level, string message, Exception? exception, IReadOnlyDictionary<string, string> properties)
        {
            if (_repository is null || !LevelsByName.TryGetValue(level, out var value))
            {
                return;
            }

            foreach (var property in properties)
            {
                ThreadContext.Properties[property.Key] = property.Value;
            }

            LogManager.GetLogger(_repository.Name, logger).Logger.Log(typeof(Log4NetRun), value, message, exception);
        }

        public IDisposable PushScope(string value) => ThreadContext.Stacks["NDC"].Push(value);

        public IDisposable ThreadProperty(string name, string value)
        {
            ThreadContext.Properties[name] = value;
            return new Removal(() => ThreadContext.Properties.Remove(name));
        }

        /// <summary>
        /// log4net's <c>Hierarchy.Shutdown</c>: the forwarders attached to the root are closed, then those of every other
        /// logger in the order of its logger table, then every other appender. That table is keyed by the loggers' names,
        /// whose string hashes .NET randomises per process, so where a buffer on one logger and a forwarder on another both
        /// feed one file, whether the buffer flushes into the file before the forwarder closes it (or after: its last
        /// events are lost, "Attempted to append to closed appender") changes from run to run of the same config. The
        /// same first steps taken here in logger-name order make every run of a text close in one of log4net's orders, so
        /// an original and a fixed run differ only by what the fix changed; log4net's own Shutdown then finds those
        /// forwarders closed (Close is idempotent) and closes the rest.
        /// </summary>
        public void Shutdown(bool flushBuffersFirst)
        {
            if (_repository is Hierarchy hierarchy)
            {
                if (flushBuffersFirst)
                {
                    FlushBuffers(hierarchy);
                }

                hierarchy.Root.CloseNestedAppenders();
                foreach (var logger in hierarchy.GetCurrentLoggers().OfType<Logger>().OrderBy(l => l.Name, StringComparer.Ordinal))
                {
                    logger.CloseNestedAppenders();
                }
            }

            _repository?.Shutdown();
        }

        public IEnumerable<(string Appender, string File)> FileDestinations(Sandbox sandbox) =>
            _repository is null ? Array.Empty<(string, string)>()
                : _repository.GetAppenders().OfType<log4net.Appender.FileAppender>().Where(a => a.Name != null && a.File != null)
                    .Select(a => (a.Name!, Path.GetRelativePath(sandbox.Root, a.File!).Replace('\\', '/'))).ToList();

        /// <summary>
        /// The reference run: every buffer that sends what it holds (BufferingAppenderSkeleton, not lossy) is flushed, the
        /// root's first, then those of the other loggers in name order, each logger's appenders in their order and
        /// forwarders' appenders after them, before anything is closed: what the original config meant to deliver where
        /// log4net's shutdown closes a file before the buffer feeding it flushes ("Attempted to append to closed appender").
        /// </summary>
        private static void FlushBuffers(Hierarchy hierarchy)
        {
            var seen = new HashSet<log4net.Appender.IAppender>();
            var pending = new Queue<log4net.Appender.IAppender>(
                new[] { hierarchy.Root }.Concat(hierarchy.GetCurrentLoggers().OfType<Logger>().OrderBy(l => l.Name, StringComparer.Ordinal))
                    .SelectMany(l => l.Appenders.Cast<log4net.Appender.IAppender>()));
            while (pending.Count > 0)
            {
                var appender = pending.Dequeue();
                if (!seen.Add(appender))
                {
                    continue;
                }

                if (appender is log4net.Appender.BufferingAppenderSkeleton { Lossy: false } buffer)
                {
                    buffer.Flush();
                }

                if (appender is IAppenderAttachable attachable)
                {
                    foreach (var nested in attachable.Appenders)
                    {
                        pending.Enqueue(nested);
                    }
                }
            }
        }

        private sealed class Removal : IDisposable
        {
            private readonly Action _remove;

            public Removal(Action remove) => _remove = remove;

            public void Dispose() => _remove();
        }
    }
}
