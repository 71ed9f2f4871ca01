using System;
using log4net.Appender;
using LogPerf.Appenders.Rendering;

namespace LogPerf.Appenders
{
    /// <summary>
    /// RollingFileAppender's default clock (<c>DateTime.Now</c>, read before every append to decide on rolling) with the
    /// local offset looked up once per second (<see cref="LocalClock"/>): the same ticks and Kind. It does not keep
    /// DateTime.Now's daylight-saving ambiguity flag, so it replaces the default only for date patterns that print no
    /// offset (no z, K).
    /// </summary>
    internal sealed class LocalClockDateTime : RollingFileAppender.IDateTime
    {
        private static readonly Type DefaultStrategy = new RollingFileAppender().DateTimeStrategy.GetType();

        public DateTime Now => LocalClock.ToLocal(DateTime.UtcNow);

        /// <summary>Puts this clock in place of log4net's default one, where that changes nothing the appender writes.</summary>
        internal static void Use(RollingFileAppender appender)
        {
            string pattern = appender.DatePattern ?? string.Empty;
            if (appender.DateTimeStrategy?.GetType() == DefaultStrategy && pattern.IndexOf('z') < 0 && pattern.IndexOf('K') < 0)
            {
                appender.DateTimeStrategy = new LocalClockDateTime();
            }
        }
    }
}
