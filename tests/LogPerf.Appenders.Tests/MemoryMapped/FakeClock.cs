using System;
using log4net.Appender;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>A clock for RollingFileAppender.DateTimeStrategy that the test moves by hand.</summary>
    internal sealed class FakeClock : RollingFileAppender.IDateTime
    {
        public FakeClock(DateTime now) => Now = now;

        public DateTime Now { get; set; }
    }
}
