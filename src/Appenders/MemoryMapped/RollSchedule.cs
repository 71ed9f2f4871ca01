using System;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// RollingFileAppender's private "next time to check for a date roll". It moves forward as soon as a date roll
    /// starts; when the appender makes the roll wait (the journal's text cannot be written to the file yet), the old
    /// value is put back so the roll is tried again rather than skipped until the next period. Read through a compiled
    /// accessor (no boxing per append, <see cref="Log4NetInternals.NextCheckOf"/>); when the loaded log4net has no such field, nothing is read or restored.
    /// </summary>
    internal static class RollSchedule
    {
        /// <summary>Whether the loaded log4net has the field (else <see cref="NextCheck"/> reads as DateTime.MinValue).</summary>
        internal static bool Readable => Log4NetInternals.NextCheckOf != null && Log4NetInternals.SetNextCheck != null;

        internal static DateTime NextCheck(RollingFileAppender appender) => Readable ? Log4NetInternals.NextCheckOf!(appender) : default;

        internal static void Restore(RollingFileAppender appender, DateTime nextCheck)
        {
            if (Readable && Log4NetInternals.NextCheckOf!(appender) != nextCheck)
            {
                Log4NetInternals.SetNextCheck!(appender, nextCheck);
            }
        }
    }
}
