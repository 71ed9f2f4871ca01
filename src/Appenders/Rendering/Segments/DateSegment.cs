using System;
using System.Globalization;
using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// %date{…} / %utcdate{…}: ISO8601 (the default), ABSOLUTE and DATE as log4net's formatters write them (the text
    /// up to the second built once per second, then ",mmm"); any other option is a .NET format string, formatted with
    /// the invariant culture as SimpleDateFormatter does, once per distinct value it can print.
    /// </summary>
    internal sealed class DateSegment : RenderSegment
    {
        private readonly bool _utc;
        private readonly DateStyle _style;
        private readonly string _format = string.Empty;
        private readonly bool _exactLocalTime;
        private readonly long _resolutionTicks = TimeSpan.TicksPerSecond;
        private volatile CachedText? _cache;

        private DateSegment(PatternConverter converter, bool utc, DateStyle style, string? format)
            : base(converter)
        {
            _utc = utc;
            _style = style;
            if (format != null)
            {
                _format = format;

                // Single-letter standard formats and offsets (z, K) depend on more than the ticks: no shortcut, no cache.
                _exactLocalTime = format.Length <= 1 || format.IndexOf('z') >= 0 || format.IndexOf('K') >= 0;
                _resolutionTicks = ResolutionOf(format);
            }
        }

        private enum DateStyle
        {
            Iso8601,
            Absolute,
            DateAndTime,
            Custom,
        }

        /// <summary>The segment for a Date/UtcDate converter, or null when its format cannot be rendered (left to log4net).</summary>
        public static DateSegment? Create(PatternConverter converter, bool utc)
        {
            string option = converter.Option ?? "ISO8601";
            if (string.Equals(option, "ISO8601", StringComparison.OrdinalIgnoreCase))
            {
                return new DateSegment(converter, utc, DateStyle.Iso8601, null);
            }

            if (string.Equals(option, "ABSOLUTE", StringComparison.OrdinalIgnoreCase))
            {
                return new DateSegment(converter, utc, DateStyle.Absolute, null);
            }

            if (string.Equals(option, "DATE", StringComparison.OrdinalIgnoreCase))
            {
                return new DateSegment(converter, utc, DateStyle.DateAndTime, null);
            }

            try
            {
                new DateTime(2001, 2, 3, 4, 5, 6, 7, DateTimeKind.Local).ToString(option, DateTimeFormatInfo.InvariantInfo);
                new DateTime(2001, 2, 3, 4, 5, 6, 7, DateTimeKind.Utc).ToString(option, DateTimeFormatInfo.InvariantInfo);
            }
            catch (FormatException)
            {
                return null;
            }

            return new DateSegment(converter, utc, DateStyle.Custom, option);
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer)
        {
            DateTime stamp;
            if (_utc)
            {
                stamp = loggingEvent.TimeStampUtc;
            }
            else if (_exactLocalTime)
            {
                stamp = loggingEvent.TimeStamp;
            }
            else
            {
                stamp = LocalClock.ToLocal(loggingEvent.TimeStampUtc);
            }

            if (_style == DateStyle.Custom)
            {
                text.Append(Custom(stamp));
                return;
            }

            long second = stamp.Ticks - (stamp.Ticks % TimeSpan.TicksPerSecond);
            CachedText? cache = _cache;
            if (cache is null || cache.Key != second)
            {
                cache = new CachedText(second, DateTimeKind.Unspecified, UpToSecond(stamp));
                _cache = cache;
            }

            text.Append(cache.Text);
            text.Append(',');
            text.AppendDigits(stamp.Millisecond, 3);
        }

        private string Custom(DateTime stamp)
        {
            if (_exactLocalTime)
            {
                // The text may depend on the time zone and on the DST-ambiguity of the local time, not only on the ticks.
                return stamp.ToString(_format, DateTimeFormatInfo.InvariantInfo);
            }

            long key = stamp.Ticks / _resolutionTicks;
            CachedText? cache = _cache;
            if (cache != null && cache.Key == key && cache.Kind == stamp.Kind)
            {
                return cache.Text;
            }

            string formatted = stamp.ToString(_format, DateTimeFormatInfo.InvariantInfo);
            _cache = new CachedText(key, stamp.Kind, formatted);
            return formatted;
        }

        /// <summary>Iso8601/Absolute/DateTimeDateFormatter.FormatDateWithoutMillis.</summary>
        private string UpToSecond(DateTime stamp)
        {
            var text = new CharBuffer();
            if (_style == DateStyle.Iso8601)
            {
                text.AppendDigits(stamp.Year, 1);
                text.Append('-');
                text.AppendDigits(stamp.Month, 2);
                text.Append('-');
                text.AppendDigits(stamp.Day, 2);
                text.Append(' ');
            }
            else if (_style == DateStyle.DateAndTime)
            {
                text.AppendDigits(stamp.Day, 2);
                text.Append(' ');
                text.Append(DateTimeFormatInfo.InvariantInfo.GetAbbreviatedMonthName(stamp.Month));
                text.Append(' ');
                text.AppendDigits(stamp.Year, 1);
                text.Append(' ');
            }

            text.AppendDigits(stamp.Hour, 2);
            text.Append(':');
            text.AppendDigits(stamp.Minute, 2);
            text.Append(':');
            text.AppendDigits(stamp.Second, 2);
            return new string(text.Chars, 0, text.Length);
        }

        /// <summary>
        /// The finest unit the format can print: 10^(7 - n) ticks for the longest run of n f/F specifiers, else a second.
        /// Quoted text is counted too, which can only make the cache finer than it needs to be.
        /// </summary>
        private static long ResolutionOf(string format)
        {
            int longest = 0;
            int run = 0;
            foreach (char c in format)
            {
                run = c == 'f' || c == 'F' ? run + 1 : 0;
                longest = Math.Max(longest, run);
            }

            long ticks = TimeSpan.TicksPerSecond;
            for (int i = 0; i < Math.Min(longest, 7); i++)
            {
                ticks /= 10;
            }

            return ticks;
        }

        private sealed class CachedText
        {
            public CachedText(long key, DateTimeKind kind, string text)
            {
                Key = key;
                Kind = kind;
                Text = text;
            }

            public long Key { get; }

            public DateTimeKind Kind { get; }

            public string Text { get; }
        }
    }
}
