using System;
using System.Globalization;
using System.IO;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// %logger{n} / %c{n}: the logger name, or its last n dot-separated parts, by NamedPatternConverter's rules
    /// (a trailing dot is kept; the option is parsed as log4net parses it). The last name's result is cached.
    /// </summary>
    internal sealed class LoggerSegment : RenderSegment
    {
        private readonly int _precision;
        private volatile Abbreviated? _last;

        public LoggerSegment(PatternConverter converter)
            : base(converter)
        {
            _precision = ParsePrecision(converter.Option);
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer)
        {
            string? name = loggingEvent.LoggerName;
            if (_precision <= 0 || name is null || name.Length < 2)
            {
                text.Append(name);
                return;
            }

            Abbreviated? last = _last;
            if (last != null && ReferenceEquals(last.Name, name))
            {
                text.Append(last.Result);
                return;
            }

            string result = Abbreviate(name, _precision);
            if (IsPrintableAscii(name))
            {
                // log4net searches for "." with the current culture; only names without characters a culture could
                // ignore give the same result on every thread, so only those are cached.
                _last = new Abbreviated(name, result);
            }

            text.Append(result);
        }

        /// <summary>NamedPatternConverter.ActivateOptions: a positive integer, else 0 (the whole name).</summary>
        internal static int ParsePrecision(string? option)
        {
            string? text = option?.Trim();
            if (string.IsNullOrEmpty(text) || !double.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out double value))
            {
                return 0;
            }

            try
            {
                int precision = Convert.ToInt32(value);
                return precision > 0 ? precision : 0;
            }
            catch (OverflowException)
            {
                return 0;
            }
        }

        /// <summary>NamedPatternConverter.Convert's abbreviation, with the same string calls.</summary>
        private static string Abbreviate(string name, int precision)
        {
            int length = name.Length;
            string suffix = string.Empty;
            if (name.EndsWith("."))
            {
                suffix = ".";
                name = name.Substring(0, length - 1);
                length--;
            }

            int dot = name.LastIndexOf(".");
            for (int parts = 1; dot > 0 && parts < precision; parts++)
            {
                dot = name.LastIndexOf('.', dot - 1);
            }

            return dot == -1 ? name + suffix : name.Substring(dot + 1, length - dot - 1) + suffix;
        }

        private static bool IsPrintableAscii(string name)
        {
            foreach (char c in name)
            {
                if (c < ' ' || c > '~')
                {
                    return false;
                }
            }

            return true;
        }

        private sealed class Abbreviated
        {
            public Abbreviated(string name, string result)
            {
                Name = name;
                Result = result;
            }

            public string Name { get; }

            public string Result { get; }
        }
    }
}
