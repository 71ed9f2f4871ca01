using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Threading;
using log4net;
using log4net.Core;
using log4net.ObjectRenderer;
using log4net.Repository;
using log4net.Util;

namespace LogPerf.Appenders.Tests.Rendering
{
    /// <summary>
    /// The events of the differential test, logged into a repository whose root feeds both appenders under test:
    /// through a real logger (location, thread, context properties, NDC, format messages, renderers) and as events
    /// built from data (null level, null or odd logger names, fixed thread names, time stamps of every kind).
    /// </summary>
    internal static class DifferentialEvents
    {
        public static readonly Level Notice = new Level(35_000, "NOTICE", "Notice ✓");

        public static void LogAll(ILoggerRepository repository, IEnumerable<log4net.Appender.IAppender> appenders)
        {
            repository.RendererMap.Put(typeof(Money), new MoneyRenderer());
            ILog log = LogManager.GetLogger(repository.Name, "LogPerf.Tests.Differential.Logger");
            foreach (string? message in Messages())
            {
                log.Info(message);
            }

            log.Debug(null);
            log.Warn(42);
            log.Error(new Money(1234.5m));
            log.ErrorFormat("{0} and {1:N2} and {2}", "text", 1234.567, null);
            log.InfoFormat("bad format {0} {1", "x");
            log.Fatal("with exception", Thrown());
            log.Warn("nested exception", new InvalidOperationException("outer", Thrown()));
            log.Logger.Log(typeof(DifferentialEvents), Notice, "custom level", null);

            ThreadContext.Properties["x"] = "thread-x";
            ThreadContext.Properties["n"] = 7;
            using (ThreadContext.Stacks["NDC"].Push("ndc-1"))
            using (ThreadContext.Stacks["NDC"].Push("ndc ✓ 2"))
            {
                log.Info("with context properties and NDC");
            }

            ThreadContext.Properties["x"] = null;
            log.Info("property x set to null");
            ThreadContext.Properties.Remove("x");
            ThreadContext.Properties.Remove("n");

            foreach (string loggerName in new[] { "a", "ab", "Trailing.", ".Leading", "a..b", "One.Two.Three.Four", "Ünï.Cödé.Lög", "x.y." })
            {
                LogManager.GetLogger(repository.Name, loggerName).Info("logger " + loggerName);
            }

            OnThread("worker ✓", () => log.Info("from a named thread"));
            OnThread(null, () => log.Info("from an unnamed thread"));
            OnThread(".NET Long Running Task", () => log.Info("from a thread named like the runtime's"));

            foreach (LoggingEvent loggingEvent in FromData(repository))
            {
                foreach (log4net.Appender.IAppender appender in appenders)
                {
                    appender.DoAppend(loggingEvent);
                }
            }

            var withEventProperty = new LoggingEvent(typeof(DifferentialEvents), repository, "event.props", Level.Info, "event properties", null);
            withEventProperty.Properties["x"] = "event-x";
            withEventProperty.Properties["n"] = new Money(-3m);
            foreach (log4net.Appender.IAppender appender in appenders)
            {
                appender.DoAppend(withEventProperty);
            }
        }

        private static IEnumerable<string?> Messages() => new[]
        {
            null,
            string.Empty,
            "plain",
            "multi\nline\r\nmessage\r",
            "ünïcödé ✓ 日本 😀",
            "lone surrogates \ud800 and \udc00 end \ud83d",
            "tab\tand\u0001control",
            new string('x', 5000),
            "percent %m %n {0}",
        };

        private static IEnumerable<LoggingEvent> FromData(ILoggerRepository repository)
        {
            var stamps = new[]
            {
                new DateTime(2026, 3, 29, 0, 59, 59, 999, DateTimeKind.Utc),
                new DateTime(2026, 3, 29, 1, 0, 0, 0, DateTimeKind.Utc),
                new DateTime(2026, 10, 25, 0, 30, 0, 5, DateTimeKind.Utc),
                new DateTime(2026, 10, 25, 1, 30, 0, 5, DateTimeKind.Utc),
                new DateTime(2026, 12, 31, 23, 59, 59, 50, DateTimeKind.Utc),
                new DateTime(999, 1, 2, 3, 4, 5, 6, DateTimeKind.Utc),
                new DateTime(2026, 6, 1, 12, 0, 0, 0, DateTimeKind.Unspecified),
                new DateTime(2026, 6, 1, 12, 0, 0, 123, DateTimeKind.Local),
                new DateTime(2026, 6, 1, 12, 0, 0, 123, DateTimeKind.Utc).AddTicks(4567),
                new DateTime(1, 1, 1, 0, 0, 0, DateTimeKind.Utc),
            };
            int i = 0;
            foreach (DateTime stamp in stamps)
            {
                yield return new LoggingEvent(typeof(DifferentialEvents), repository, new LoggingEventData
                {
                    LoggerName = i % 2 == 0 ? "data.logger" : null,
                    Level = i % 3 == 0 ? null : Level.Warn,
                    Message = i % 4 == 0 ? null : "data message " + i,
                    ThreadName = i % 2 == 0 ? "fixed thread" : null,
                    TimeStampUtc = stamp,
                    Domain = "domain",
                    Identity = "identity",
                    UserName = "user",
                    ExceptionString = i % 5 == 0 ? "fixed exception text" : null,
                }, FixFlags.All);
                i++;
            }

            // No repository: properties are written without the renderer map.
            var bare = new LoggingEvent(typeof(DifferentialEvents), null, "bare", Level.Info, "bare event", null);
            bare.Properties["x"] = null;
            bare.Properties["n"] = 5;
            yield return bare;
        }

        private static Exception Thrown()
        {
            try
            {
                throw new IOException("disk ✓ full\nsecond line");
            }
            catch (IOException e)
            {
                return e;
            }
        }

        private static void OnThread(string? name, Action action)
        {
            var thread = new Thread(() => action());
            if (name != null)
            {
                thread.Name = name;
            }

            thread.Start();
            thread.Join();
        }

        internal sealed class Money
        {
            public Money(decimal amount)
            {
                Amount = amount;
            }

            public decimal Amount { get; }

            public override string ToString() => "Money(" + Amount.ToString(CultureInfo.InvariantCulture) + ")";
        }

        /// <summary>Writes through the writer's format provider, as a renderer may: the culture of the writer shows.</summary>
        private sealed class MoneyRenderer : IObjectRenderer
        {
            public void RenderObject(RendererMap rendererMap, object obj, TextWriter writer)
            {
                writer.Write("€");
                writer.Write(((Money)obj).Amount);
                writer.Write((double)((Money)obj).Amount / 3);
            }
        }
    }
}
