using System.Collections.Generic;
using System.Diagnostics.Metrics;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using LogPerf.Appenders.Tests.Support;
using Xunit;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>docs/appenders/Metrics.md's table of instruments is the meter's: the same names, kinds and units, no more, no fewer.</summary>
    public sealed class MetricsDocTests
    {
        private const string Page = "docs/appenders/Metrics.md";

        // A row of the instruments table: | `name` | Kind | `unit` | …
        private static readonly Regex Row = new Regex(@"^\| `(?<name>logperf\.[a-z._]+)` \| (?<kind>[A-Za-z]+) \| `(?<unit>\{[a-z_]+\}|s)` \|", RegexOptions.Multiline);

        [Fact]
        public void The_instruments_table_lists_every_instrument_with_its_kind_and_unit()
        {
            string text = File.ReadAllText(RepositoryRoot.Combine(Page));
            Dictionary<string, (string Kind, string Unit)> documented = Row.Matches(text)
                .ToDictionary(m => m.Groups["name"].Value, m => (m.Groups["kind"].Value, m.Groups["unit"].Value));

            using var capture = new MeterCapture();
            AsyncForwardingAppender forwarder = AsyncAppenderMetricsTests.Forwarder(AsyncAppenderMetricsTests.Unique("doc"), new GatedTarget());
            try
            {
                Dictionary<string, (string Kind, string Unit)> published = capture.Instruments.Values
                    .ToDictionary(i => i.Name, i => (Kind(i), i.Unit ?? string.Empty));
                Assert.Equal(published.OrderBy(p => p.Key), documented.OrderBy(d => d.Key));
            }
            finally
            {
                forwarder.Close();
            }
        }

        /// <summary>The instrument's class without its type argument: ObservableCounter, Histogram, …</summary>
        private static string Kind(Instrument instrument) => instrument.GetType().Name.Split('`')[0];
    }
}
