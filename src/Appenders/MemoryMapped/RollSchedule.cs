using System;
using System.Linq.Expressions;
using System.Reflection;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// RollingFileAppender's private "next time to check for a date roll". It moves forward as soon as a date roll
    /// starts; when the appender makes the roll wait (the journal's text cannot be written to the file yet), the old
    /// value is put back so the roll is tried again rather than skipped until the next period. Read through a compiled
    /// accessor (no boxing per append); when the loaded log4net has no such field, nothing is read or restored.
    /// </summary>
    internal static class RollSchedule
    {
        private static readonly FieldInfo? Field =
            typeof(RollingFileAppender).GetField("_nextCheck", BindingFlags.Instance | BindingFlags.NonPublic) is { } field
            && field.FieldType == typeof(DateTime) ? field : null;

        private static readonly Func<RollingFileAppender, DateTime>? Getter = Compile();

        /// <summary>Whether the loaded log4net has the field (else <see cref="NextCheck"/> reads as DateTime.MinValue).</summary>
        internal static bool Readable => Getter != null;

        internal static DateTime NextCheck(RollingFileAppender appender) => Getter?.Invoke(appender) ?? default;

        internal static void Restore(RollingFileAppender appender, DateTime nextCheck)
        {
            if (Field != null && Getter!(appender) != nextCheck)
            {
                Field.SetValue(appender, nextCheck);
            }
        }

        private static Func<RollingFileAppender, DateTime>? Compile()
        {
            if (Field is null)
            {
                return null;
            }

            ParameterExpression appender = Expression.Parameter(typeof(RollingFileAppender), "appender");
            return Expression.Lambda<Func<RollingFileAppender, DateTime>>(Expression.Field(appender, Field), appender).Compile();
        }
    }
}
