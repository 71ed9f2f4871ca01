using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>
    /// One row of <c>dotnet-counters collect --format csv</c>: <c>Timestamp,Provider,Counter Name,Counter Type,Mean/Increment</c>,
    /// where the counter name is <c>instrument (unit)[tag=value;tag=value]</c> and the type is <c>Rate</c> (a counter: the
    /// increment over the refresh interval) or <c>Metric</c> (an up-down counter's value, a histogram's percentile).
    /// </summary>
    internal sealed record CountersRow(string Provider, string Instrument, string Unit, IReadOnlyDictionary<string, string> Tags, string Type, double Value)
    {
        private static readonly Regex Name = new Regex(@"^(?<instrument>[^ \[]+) \((?<unit>[^)]*)\)(\[(?<tags>[^\]]*)\])?$");

        public static IReadOnlyList<CountersRow> Read(string path) =>
            File.ReadAllLines(path).Skip(1).Where(line => line.Length > 0).Select(Parse).ToList();

        private static CountersRow Parse(string line)
        {
            string[] fields = line.Split(',');
            if (fields.Length != 5)
            {
                throw new FormatException($"not a dotnet-counters CSV row of 5 fields: {line}");
            }

            Match name = Name.Match(fields[2]);
            if (!name.Success)
            {
                throw new FormatException($"not a counter name 'instrument (unit)[tags]': {fields[2]}");
            }

            Dictionary<string, string> tags = name.Groups["tags"].Value
                .Split(';', StringSplitOptions.RemoveEmptyEntries)
                .Select(tag => tag.Split('=', 2))
                .ToDictionary(pair => pair[0], pair => pair.Length > 1 ? pair[1] : string.Empty);
            return new CountersRow(fields[1], name.Groups["instrument"].Value, name.Groups["unit"].Value, tags, fields[3],
                double.Parse(fields[4], CultureInfo.InvariantCulture));
        }

        public string? Tag(string key) => Tags.TryGetValue(key, out string? value) ? value : null;
    }
}
