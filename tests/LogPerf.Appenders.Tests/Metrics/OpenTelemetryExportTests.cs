using System.Collections.Generic;
using System.Linq;
using LogPerf.Appenders.Tests.Support;
using OpenTelemetry;
using OpenTelemetry.Metrics;
using Xunit;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>
    /// The OpenTelemetry SDK, given the meter's name and nothing else, exports every instrument with its unit, its kind
    /// (monotonic sum, non-monotonic sum, histogram) and its tags.
    /// </summary>
    public sealed class OpenTelemetryExportTests
    {
        [Fact]
        public void An_OpenTelemetry_exporter_receives_the_counters_with_their_units_kinds_and_tags()
        {
            var exported = new List<MetricSnapshot>();
            using MeterProvider provider = Sdk.CreateMeterProviderBuilder()
                .AddMeter(AppenderMetrics.MeterName)
                .AddInMemoryExporter(exported)
                .Build()!;
            string name = AsyncAppenderMetricsTests.Unique("otel");
            var target = new GatedTarget();
            AsyncForwardingAppender forwarder = AsyncAppenderMetricsTests.Forwarder(name, target);
            try
            {
                target.Gate.Reset();
                forwarder.DoAppend(TestEvents.Create("first"));
                Assert.True(target.Entered.Wait(10_000));
                for (int i = 0; i < 9; i++)
                {
                    forwarder.DoAppend(TestEvents.Create(i < 3 ? $"event {i} fail" : $"event {i}"));
                }

                target.Gate.Set();
                Assert.True(forwarder.Flush(10_000));
                Assert.True(provider.ForceFlush(10_000));

                MetricSnapshot events = Latest(exported, AppenderMetrics.Events);
                Assert.Equal("{event}", events.Unit);
                Assert.Equal(MetricType.LongSum, events.MetricType);
                Assert.Equal(7, Sum(events, name, (AppenderMetrics.OutcomeTag, "delivered")));
                Assert.Equal(3, Sum(events, name, (AppenderMetrics.OutcomeTag, "failed")));
                Assert.Equal(0, Sum(events, name, (AppenderMetrics.OutcomeTag, "dropped")));

                MetricSnapshot queue = Latest(exported, AppenderMetrics.QueueSize);
                Assert.Equal(MetricType.LongSumNonMonotonic, queue.MetricType);
                Assert.Equal(0, Sum(queue, name));
                Assert.Equal(AsyncAppenderMetricsTests.Capacity, Sum(Latest(exported, AppenderMetrics.QueueCapacity), name));

                // Two batches: the first event alone (the sink held it), then the nine queued behind it.
                MetricSnapshot batches = Latest(exported, AppenderMetrics.BatchSize);
                Assert.Equal(MetricType.Histogram, batches.MetricType);
                MetricPoint histogram = Points(batches, name).Single();
                Assert.Equal(2, histogram.GetHistogramCount());
                Assert.Equal(10, histogram.GetHistogramSum());
                Assert.Equal(nameof(AsyncForwardingAppender), Tags(histogram)[AppenderMetrics.AppenderTypeTag]);
            }
            finally
            {
                target.Gate.Set();
                forwarder.Close();
            }

            // After Close the observable instruments no longer report the appender, so the next export has no point of
            // it; the histogram, recorded as batches happened, keeps its cumulative series as the SDK keeps any.
            exported.Clear();
            Assert.True(provider.ForceFlush(10_000));
            Assert.DoesNotContain(exported, m => m.Name != AppenderMetrics.BatchSize && Points(m, name).Count > 0);
        }

        private static MetricSnapshot Latest(List<MetricSnapshot> exported, string instrument) => exported.Last(m => m.Name == instrument);

        private static List<MetricPoint> Points(MetricSnapshot metric, string appender) =>
            metric.MetricPoints.Where(p => Tags(p).TryGetValue(AppenderMetrics.AppenderNameTag, out object? n) && (string?)n == appender).ToList();

        private static long Sum(MetricSnapshot metric, string appender, params (string Key, string Value)[] tags) =>
            Points(metric, appender).Where(p => tags.All(t => Tags(p).TryGetValue(t.Key, out object? v) && (string?)v == t.Value)).Single().GetSumLong();

        private static Dictionary<string, object?> Tags(MetricPoint point)
        {
            var tags = new Dictionary<string, object?>();
            foreach (KeyValuePair<string, object?> tag in point.Tags)
            {
                tags[tag.Key] = tag.Value;
            }

            return tags;
        }
    }
}
