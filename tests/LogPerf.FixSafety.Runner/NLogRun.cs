using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Xml;
using NLog;
using NLog.Common;
using NLog.Config;
using NLog.Layouts;
using NLog.Targets;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// NLog 6.2 configured from the &lt;nlog&gt; element of the config (NLog.config, or the section of App.config /
    /// Web.config) with XmlLoggingConfiguration, then every file target pointed into the sandbox (its file name layout
    /// kept, <c>${basedir}</c> read as a folder of that name; archives kept: maxArchiveFiles 0) and memory targets dumped
    /// at the end. Internal warnings and errors are recorded from NLog's internal log.
    /// </summary>
    public sealed class NLogRun : ILibraryRun
    {
        private static readonly Regex BaseDir = new Regex(@"\$\{basedir[^}]*\}", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant);

        private readonly Sandbox _sandbox;
        private readonly StringWriter _internal = new StringWriter();
        private readonly List<string> _messages = new List<string>();
        private LogFactory? _factory;

        public NLogRun(Sandbox sandbox, Captures captures)
        {
            _ = captures;
            _sandbox = sandbox;
            InternalLogger.LogLevel = NLog.LogLevel.Warn;
            InternalLogger.LogWriter = TextWriter.Synchronized(_internal);
            InternalLogger.IncludeTimestamp = false;
        }

        public IReadOnlyList<string> InternalMessages =>
            _messages.Concat(WarningsAndErrors(_internal.ToString().Split('\n').Select(l => l.TrimEnd('\r')))
                .Where(l => l.Length > 0 && !l.TrimStart().StartsWith("at ", StringComparison.Ordinal))).ToList();

        private static readonly string[] QuietLevels = { "Trace ", "Debug ", "Info " };

        private static readonly string[] LoudLevels = { "Warn ", "Error ", "Fatal " };

        /// <summary>
        /// The internal log's Warn, Error and Fatal lines, with the lines that continue them (an exception's): the runner
        /// asks for Warn and up, but a config's own internalLogLevel (Debug, Trace: LP0205's shape) overrides it, and the
        /// lower levels then report the targets by name, which fixes that wrap a target change.
        /// </summary>
        private static IEnumerable<string> WarningsAndErrors(IEnumerable<string> lines)
        {
            var loud = true;
            foreach (var line in lines)
            {
                if (QuietLevels.Any(level => line.StartsWith(level, StringComparison.Ordinal)))
                {
                    loud = false;
                }
                else if (LoudLevels.Any(level => line.StartsWith(level, StringComparison.Ordinal)))
                {
                    loud = true;
                }

                if (loud)
                {
                    yield return line;
                }
            }
        }

        public void Configure(string configText)
        {
            _factory = new LogFactory();
            try
            {
                var document = ConfigXml.Load(configText);
                var nlog = document.DocumentElement is { } root && string.Equals(root.LocalName, "nlog", StringComparison.OrdinalIgnoreCase)
                    ? root
                    : document.DocumentElement?.ChildNodes.OfType<System.Xml.XmlElement>().FirstOrDefault(e => string.Equals(e.LocalName, "nlog", StringComparison.OrdinalIgnoreCase));
                if (nlog is null)
                {
                    _messages.Add("CONFIG NOT LOADED: no <nlog> element");
                    return;
                }

                var configuration = XmlLoggingConfiguration.CreateFromXmlString(nlog.OuterXml, _factory);
                foreach (var file in Nested(configuration.AllTargets).OfType<FileTarget>())
                {
                    file.FileName = Moved(file.FileName);
                    if (file.ArchiveFileName is { } archive)
                    {
                        file.ArchiveFileName = Moved(archive);
                    }

                    file.MaxArchiveFiles = 0;
                }

                _factory.Configuration = configuration;
            }
            catch (Exception e) when (e is XmlException or NLogConfigurationException or ArgumentException or InvalidOperationException or FormatException)
            {
                _messages.Add($"CONFIG NOT LOADED: {e.GetType().Name}: {e.Message}");
            }
        }

        public void Log(string logger, string level, string message, Exception? exception, IReadOnlyDictionary<string, string> properties)
        {
            NLog.LogLevel value;
            try
            {
                value = NLog.LogLevel.FromString(level);
            }
            catch (ArgumentException)
            {
                return;
            }

            var info = new LogEventInfo(value, logger, message) { Exception = exception };
            foreach (var property in properties)
            {
                info.Properties[property.Key] = property.Value;
            }

            _factory?.GetLogger(logger).Log(typeof(NLogRun), info);
        }

        public IDisposable PushScope(string value) => ScopeContext.PushNestedState(value);

        public IDisposable ThreadProperty(string name, string value) => ScopeContext.PushProperty(name, value);

        /// <summary>
        /// The file targets, each with its file and whether it holds the file open ("held": keepFileOpen, NLog 6's default)
        /// or reopens it per write ("reopened"): a held target writes through a stream of its own, at a position of its own,
        /// so beside a second writer of the file one's lines overwrite the other's (LP0207), and the comparer leaves such a
        /// file out.
        /// </summary>
        public IEnumerable<(string Appender, string File)> FileDestinations(Sandbox sandbox) =>
            _factory?.Configuration is not { } configuration
                ? Array.Empty<(string, string)>()
                : Nested(configuration.AllTargets).OfType<FileTarget>()
                    .Select(f => (f.Name ?? "unnamed",
                        Path.GetRelativePath(sandbox.Root, f.FileName.Render(LogEventInfo.CreateNullEvent())).Replace('\\', '/') + (f.KeepFileOpen ? "\theld" : "\treopened")))
                    .ToList();

        public void Shutdown(bool flushBuffersFirst)
        {
            if (_factory?.Configuration is { } configuration)
            {
                foreach (var memory in Nested(configuration.AllTargets).OfType<MemoryTarget>())
                {
                    _factory.Flush(TimeSpan.FromSeconds(30));
                    File.WriteAllLines(Path.Combine(_sandbox.Capture, "memory-" + memory.Name + ".txt"), memory.Logs);
                }
            }

            _factory?.Shutdown();
            _factory?.Dispose();
        }

        /// <summary>
        /// Every target, those inside wrappers and groups included: AllTargets lists only the configured ones, so the File
        /// target that async="true" wraps is found only here.
        /// </summary>
        private static IEnumerable<Target> Nested(IEnumerable<Target> targets)
        {
            var seen = new HashSet<Target>();
            var pending = new Stack<Target>(targets);
            while (pending.Count > 0)
            {
                var target = pending.Pop();
                if (!seen.Add(target))
                {
                    continue;
                }

                yield return target;
                if (target is NLog.Targets.Wrappers.WrapperTargetBase { WrappedTarget: { } wrapped })
                {
                    pending.Push(wrapped);
                }

                if (target is NLog.Targets.Wrappers.CompoundTargetBase compound)
                {
                    foreach (var inner in compound.Targets)
                    {
                        pending.Push(inner);
                    }
                }
            }
        }

        private Layout Moved(Layout layout)
        {
            var text = layout is SimpleLayout simple ? simple.OriginalText : layout.ToString();
            return Layout.FromString(_sandbox.Map(BaseDir.Replace(text ?? "unnamed.log", "basedir")).Replace("\\", "/", StringComparison.Ordinal));
        }
    }
}
