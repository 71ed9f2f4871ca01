using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Xml;
using log4net;
using log4net.Config;
using log4net.Repository;
using log4net.Util;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// Loads a config into real log4net 3.5.0 and returns what log4net reported about it (its internal errors and
    /// warnings), so a test can check that a fix adds none. Loads are serialized: log4net reports through a static
    /// event, and two configs writing one file would contend for it. Relative log file paths are redirected into a
    /// folder of this process's that is emptied after each load (the same folder every time, so the messages of two
    /// loads compare), so tests never write beside the test assembly.
    /// </summary>
    public static class Log4NetLoad
    {
        private static readonly object Gate = new();

        /// <summary>
        /// Runs <paramref name="load"/> while no other load through this class runs: a test that listens to log4net's
        /// static LogLog event itself must not hear another test's configs (their errors would be counted as its own).
        /// </summary>
        public static T Serialized<T>(Func<T> load)
        {
            lock (Gate)
            {
                return load();
            }
        }

        private static readonly string Sandbox = Path.Combine(Path.GetTempPath(), "logperf-log4net-load-" + Environment.ProcessId);

        /// <summary>
        /// Configures a fresh repository from the first &lt;log4net&gt; element of the XML (read with no DTD and no
        /// resolver), runs <paramref name="log"/>, shuts the repository down, and returns the internal messages.
        /// </summary>
        public static IReadOnlyList<string> Problems(string xml, Action<ILoggerRepository>? log = null)
        {
            var document = new XmlDocument { XmlResolver = null };
            using (var reader = XmlReader.Create(new StringReader(xml), new XmlReaderSettings { DtdProcessing = DtdProcessing.Ignore, XmlResolver = null }))
            {
                document.Load(reader);
            }

            var section = document.GetElementsByTagName("log4net").OfType<XmlElement>().FirstOrDefault()
                ?? throw new ArgumentException("The XML has no <log4net> element.", nameof(xml));
            RedirectRelativeFiles(section);
            var messages = new List<string>();
            lock (Gate)
            {
                void Record(object? sender, LogReceivedEventArgs e)
                {
                    if (e.LogLog.Prefix.Contains("ERROR", StringComparison.Ordinal) || e.LogLog.Prefix.Contains("WARN", StringComparison.Ordinal))
                    {
                        lock (messages)
                        {
                            messages.Add(e.LogLog.Prefix + e.LogLog.Message);
                        }
                    }
                }

                LogLog.LogReceived += Record;
                try
                {
                    var repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
                    XmlConfigurator.Configure(repository, section);
                    log?.Invoke(repository);
                    repository.Shutdown();
                }
                finally
                {
                    LogLog.LogReceived -= Record;
                    if (Directory.Exists(Sandbox))
                    {
                        Directory.Delete(Sandbox, recursive: true);
                    }
                }
            }

            return messages;
        }

        /// <summary>&lt;file value="x"/&gt; and &lt;param name="File" value="x"/&gt; with a relative plain path.</summary>
        private static void RedirectRelativeFiles(XmlElement section)
        {
            foreach (var element in section.GetElementsByTagName("*").OfType<XmlElement>())
            {
                var isFile = string.Equals(element.LocalName, "file", StringComparison.OrdinalIgnoreCase)
                    || (element.LocalName == "param" && string.Equals(element.GetAttribute("name"), "file", StringComparison.OrdinalIgnoreCase));
                var value = element.GetAttribute("value");
                if (isFile && value.Length > 0 && !element.HasAttribute("type") && !Path.IsPathRooted(value))
                {
                    element.SetAttribute("value", Path.Combine(Sandbox, value));
                }
            }
        }
    }
}
