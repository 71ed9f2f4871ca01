using System;
using System.Collections.Generic;

namespace LogPerf.Shared
{
    /// <summary>
    /// Which event data a PatternLayout conversion pattern prints, as the FixFlags that must be fixed before the
    /// event is rendered on another thread or later. Names are case-sensitive, as in log4net. A name log4net does
    /// not predefine (a custom converter) could read anything, so it needs everything.
    /// </summary>
    internal static class PatternFixRequirements
    {
        private static readonly Dictionary<string, FixFlagsValues> Names = new Dictionary<string, FixFlagsValues>(StringComparer.Ordinal)
        {
            ["m"] = FixFlagsValues.Message,
            ["message"] = FixFlagsValues.Message,
            ["t"] = FixFlagsValues.ThreadName,
            ["thread"] = FixFlagsValues.ThreadName,
            ["exception"] = FixFlagsValues.Exception,
            ["l"] = FixFlagsValues.LocationInfo,
            ["location"] = FixFlagsValues.LocationInfo,
            ["F"] = FixFlagsValues.LocationInfo,
            ["file"] = FixFlagsValues.LocationInfo,
            ["L"] = FixFlagsValues.LocationInfo,
            ["line"] = FixFlagsValues.LocationInfo,
            ["M"] = FixFlagsValues.LocationInfo,
            ["method"] = FixFlagsValues.LocationInfo,
            ["C"] = FixFlagsValues.LocationInfo,
            ["class"] = FixFlagsValues.LocationInfo,
            ["type"] = FixFlagsValues.LocationInfo,
            ["stacktrace"] = FixFlagsValues.LocationInfo,
            ["stacktracedetail"] = FixFlagsValues.LocationInfo,
            ["w"] = FixFlagsValues.UserName,
            ["username"] = FixFlagsValues.UserName,
            ["u"] = FixFlagsValues.Identity,
            ["identity"] = FixFlagsValues.Identity,
            ["a"] = FixFlagsValues.Domain,
            ["appdomain"] = FixFlagsValues.Domain,
            ["P"] = FixFlagsValues.Properties,
            ["property"] = FixFlagsValues.Properties,
            ["properties"] = FixFlagsValues.Properties,
            ["X"] = FixFlagsValues.Properties,
            ["mdc"] = FixFlagsValues.Properties,
            ["x"] = FixFlagsValues.Properties,
            ["ndc"] = FixFlagsValues.Properties,
            ["aspnet-cache"] = FixFlagsValues.All,
            ["aspnet-context"] = FixFlagsValues.All,
            ["aspnet-request"] = FixFlagsValues.All,
            ["aspnet-session"] = FixFlagsValues.All,
            ["c"] = FixFlagsValues.None,
            ["logger"] = FixFlagsValues.None,
            ["p"] = FixFlagsValues.None,
            ["level"] = FixFlagsValues.None,
            ["d"] = FixFlagsValues.None,
            ["date"] = FixFlagsValues.None,
            ["utcdate"] = FixFlagsValues.None,
            ["utcDate"] = FixFlagsValues.None,
            ["UtcDate"] = FixFlagsValues.None,
            ["r"] = FixFlagsValues.None,
            ["timestamp"] = FixFlagsValues.None,
            ["n"] = FixFlagsValues.None,
            ["newline"] = FixFlagsValues.None,
            ["literal"] = FixFlagsValues.None,
        };

        /// <summary>One conversion in a pattern: its name as written, and where it starts.</summary>
        internal readonly struct Conversion
        {
            public Conversion(string name, int start, FixFlagsValues needs)
            {
                Name = name;
                Start = start;
                Needs = needs;
            }

            public string Name { get; }

            public int Start { get; }

            public FixFlagsValues Needs { get; }
        }

        /// <summary>
        /// The flags a pattern needs. Exception is always included: when the pattern has no %exception, log4net's
        /// text appenders print the exception after the layout's output themselves.
        /// </summary>
        public static FixFlagsValues Of(string pattern, IEnumerable<string>? customConverters = null) =>
            Read(pattern, customConverters) | FixFlagsValues.Exception;

        /// <summary>The flags the pattern's own conversions need, without the exception its appender may print.</summary>
        public static FixFlagsValues Read(string pattern, IEnumerable<string>? customConverters = null)
        {
            var flags = FixFlagsValues.None;
            foreach (var conversion in Conversions(pattern, customConverters))
            {
                flags |= conversion.Needs;
            }

            return flags;
        }

        /// <summary>
        /// Every conversion: <c>%[-][min][.max]name[{option}]</c>; <c>%%</c> is a literal percent sign. Custom
        /// converters (a PatternLayout's <c>&lt;converter&gt;</c> elements) take part in the longest match and may
        /// read anything.
        /// </summary>
        public static IEnumerable<Conversion> Conversions(string pattern, IEnumerable<string>? customConverters = null)
        {
            var custom = new HashSet<string>(customConverters ?? Array.Empty<string>(), StringComparer.Ordinal);
            var customNames = custom.Count == 0 ? null : NameTrie.Of(custom);
            var i = 0;
            while (i < pattern.Length)
            {
                if (pattern[i] != '%')
                {
                    i++;
                    continue;
                }

                var start = i++;
                if (i < pattern.Length && pattern[i] == '%')
                {
                    i++;
                    continue;
                }

                while (i < pattern.Length && (pattern[i] == '-' || pattern[i] == '.' || char.IsDigit(pattern[i])))
                {
                    i++;
                }

                var nameStart = i;
                while (i < pattern.Length && (char.IsLetterOrDigit(pattern[i]) || pattern[i] == '-' || pattern[i] == '_'))
                {
                    i++;
                }

                if (i == nameStart)
                {
                    continue;
                }

                var consumed = LongestKnownPrefix(pattern, nameStart, i, customNames);
                var name = pattern.Substring(nameStart, consumed);
                i = nameStart + consumed;
                var needs = custom.Contains(name) || !Names.TryGetValue(name, out var known) ? FixFlagsValues.All : known;
                yield return new Conversion(name, start, needs);
                if (i < pattern.Length && pattern[i] == '{')
                {
                    var close = pattern.IndexOf('}', i);
                    i = close < 0 ? pattern.Length : close + 1;
                }
            }
        }

        private static readonly NameTrie KnownNames = NameTrie.Of(Names.Keys);

        /// <summary>
        /// log4net matches the longest registered name, so "%messagex" is %message then "x". The length of the longest
        /// known or custom name that starts the word at <paramref name="start"/> (the whole word when none does), found
        /// by walking the names' tries: the cost is the matched length, not the word's, however long the word.
        /// </summary>
        private static int LongestKnownPrefix(string pattern, int start, int end, NameTrie? custom)
        {
            var known = KnownNames.Longest(pattern, start, end);
            var longest = Math.Max(known, custom?.Longest(pattern, start, end) ?? 0);
            return longest > 0 ? longest : end - start;
        }

        /// <summary>log4net's own spelling of a set of flags, as XML and FixFlags.Parse accept it.</summary>
        public static string Format(FixFlagsValues flags)
        {
            if (flags == FixFlagsValues.All)
            {
                return "All";
            }

            var names = new List<string>();
            foreach (var flag in new[]
            {
                FixFlagsValues.Message, FixFlagsValues.ThreadName, FixFlagsValues.Exception, FixFlagsValues.Properties,
                FixFlagsValues.Domain, FixFlagsValues.Identity, FixFlagsValues.UserName, FixFlagsValues.LocationInfo,
                FixFlagsValues.Ndc, FixFlagsValues.Mdc,
            })
            {
                if ((flags & flag) == flag)
                {
                    names.Add(flag.ToString());
                }
            }

            return names.Count == 0 ? "None" : string.Join(", ", names);
        }
    }
}
