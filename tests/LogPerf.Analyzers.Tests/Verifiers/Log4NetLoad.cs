using System;
using System.Collections.Generic;
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
    /// event, and two configs writing one file would contend for it.
    /// </summary>
    public static class Log4NetLoad
    {
        private static readonly object Gate = new();

        /// <summary>
        /// Configures a fresh repository from the first &lt;log4net&gt; element of the XML (read with no DTD and no
        /// resolver), runs <paramref name="log"/>, shuts the repository down, and returns the internal messages.
        /// </summary>
        public static IReadOnlyList<string> Problems(string xml, Action<ILoggerRepository>? log = null)
        {
            var document = new XmlDocument { XmlResolver = null };
            using (var reader = XmlReader.Create(new System.IO.StringReader(xml), new XmlReaderSettings { DtdProcessing = DtdProcessing.Ignore, XmlResolver = null }))
            {
                document.Load(reader);
            }

            var section = document.GetElementsByTagName("log4net").OfType<XmlElement>().FirstOrDefault()
                ?? throw new ArgumentException("The XML has no <log4net> element.", nameof(xml));
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
                }
            }

            return messages;
        }
    }
}
