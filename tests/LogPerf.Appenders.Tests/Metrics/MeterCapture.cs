using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics.Metrics;
using System.Linq;

namespace LogPerf.Appenders.Tests.Metrics
{
    /// <summary>One measurement a listener got: the instrument, the value and its tags.</summary>
    internal sealed record Measured(string Instrument, double Value, IReadOnlyDictionary<string, object?> Tags)
    {
        public string? Tag(string name) => Tags.TryGetValue(name, out object? value) ? value as string : null;
    }

    /// <summary>
    /// A MeterListener on the LogPerf.Appenders meter, as dotnet-counters or an OpenTelemetry exporter attaches one:
    /// <see cref="Collect"/> reads the observable instruments now; the histogram's measurements arrive as the workers
    /// record them. Other tests' appenders are published too, so every query names the appender.
    /// </summary>
    internal sealed class MeterCapture : IDisposable
    {
        private readonly MeterListener _listener = new MeterListener();
        private readonly object _collecting = new object();
        private readonly ConcurrentQueue<Measured> _recorded = new ConcurrentQueue<Measured>();
        private List<Measured>? _observed;

        public MeterCapture()
        {
            _listener.InstrumentPublished = (instrument, listener) =>
            {
                if (instrument.Meter.Name == AppenderMetrics.MeterName)
                {
                    Instruments[instrument.Name] = instrument;
                    listener.EnableMeasurementEvents(instrument);
                }
            };
            _listener.SetMeasurementEventCallback<long>((instrument, value, tags, _) => OnMeasurement(instrument, value, tags));
            _listener.SetMeasurementEventCallback<int>((instrument, value, tags, _) => OnMeasurement(instrument, value, tags));
            _listener.SetMeasurementEventCallback<double>((instrument, value, tags, _) => OnMeasurement(instrument, value, tags));
            _listener.Start();
        }

        public ConcurrentDictionary<string, Instrument> Instruments { get; } = new ConcurrentDictionary<string, Instrument>();

        /// <summary>What the observable instruments report now.</summary>
        public Collection Collect()
        {
            lock (_collecting)
            {
                _observed = new List<Measured>();
                _listener.RecordObservableInstruments();
                var collected = new Collection(_observed);
                _observed = null;
                return collected;
            }
        }

        /// <summary>The batch sizes recorded so far for the appender named <paramref name="appender"/>.</summary>
        public IReadOnlyList<long> BatchSizes(string appender) =>
            _recorded.Where(m => m.Instrument == AppenderMetrics.BatchSize && m.Tag(AppenderMetrics.AppenderNameTag) == appender)
                .Select(m => (long)m.Value)
                .ToList();

        public void Dispose() => _listener.Dispose();

        private void OnMeasurement(Instrument instrument, double value, ReadOnlySpan<KeyValuePair<string, object?>> tags)
        {
            // Other tests' appenders record batch sizes on their workers too, some while measuring what their worker
            // allocates: only this suite's appenders (named by AsyncAppenderMetricsTests.Unique) are kept.
            if (!IsOurs(tags))
            {
                return;
            }

            var measured = new Measured(instrument.Name, value, tags.ToArray().ToDictionary(t => t.Key, t => t.Value));
            if (instrument.IsObservable)
            {
                // Observable callbacks run on the thread that called Collect, under its lock.
                _observed?.Add(measured);
            }
            else
            {
                _recorded.Enqueue(measured);
            }
        }

        private static bool IsOurs(ReadOnlySpan<KeyValuePair<string, object?>> tags)
        {
            foreach (KeyValuePair<string, object?> tag in tags)
            {
                if (tag.Key == AppenderMetrics.AppenderNameTag)
                {
                    return tag.Value is string name && name.StartsWith(AsyncAppenderMetricsTests.UniquePrefix, StringComparison.Ordinal);
                }
            }

            return false;
        }
    }

    /// <summary>The measurements of one collection (of this suite's appenders).</summary>
    internal sealed class Collection
    {
        public Collection(IReadOnlyList<Measured> measurements) => Measurements = measurements;

        public IReadOnlyList<Measured> Measurements { get; }

        /// <summary>The measurements of one instrument for the appender named <paramref name="appender"/>.</summary>
        public IReadOnlyList<Measured> Of(string instrument, string appender) =>
            Measurements.Where(m => m.Instrument == instrument && m.Tag(AppenderMetrics.AppenderNameTag) == appender).ToList();

        /// <summary>The one value of a whole-number instrument for the appender, with the given tag when named; null when not reported.</summary>
        public long? Value(string instrument, string appender, string? tag = null, string? tagValue = null) =>
            (long?)Real(instrument, appender, tag, tagValue);

        /// <summary>The one value of an instrument for the appender, as reported (seconds stay fractional).</summary>
        public double? Real(string instrument, string appender, string? tag = null, string? tagValue = null)
        {
            List<Measured> matching = Of(instrument, appender).Where(m => tag == null || m.Tag(tag) == tagValue).ToList();
            if (matching.Count > 1)
            {
                throw new InvalidOperationException($"{matching.Count} measurements of {instrument} for {appender} with the same tags in one collection");
            }

            return matching.Count == 0 ? null : matching[0].Value;
        }

        public long? Outcome(string appender, string outcome) => Value(AppenderMetrics.Events, appender, AppenderMetrics.OutcomeTag, outcome);

        public long? InFlight(string appender, string state) => Value(AppenderMetrics.EventsInFlight, appender, AppenderMetrics.StateTag, state);

        /// <summary>Whether any instrument reported the appender.</summary>
        public bool Reports(string appender) => Measurements.Any(m => m.Tag(AppenderMetrics.AppenderNameTag) == appender);
    }
}
