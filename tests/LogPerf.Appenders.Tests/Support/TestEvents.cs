using System;
using log4net;
using log4net.Core;
using log4net.Repository;

namespace LogPerf.Appenders.Tests.Support
{
    /// <summary>Logging events on a fresh repository of their own.</summary>
    public static class TestEvents
    {
        public static ILoggerRepository NewRepository() => LogManager.CreateRepository(Guid.NewGuid().ToString());

        public static LoggingEvent Create(string message, Level? level = null, Exception? exception = null) =>
            new LoggingEvent(typeof(TestEvents), null, "test", level ?? Level.Info, message, exception);
    }
}
