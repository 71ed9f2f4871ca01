using System;
using System.Collections.Generic;
using System.Diagnostics.Metrics;
using System.Diagnostics.Tracing;
using System.Threading;
using LogPerf.Appenders;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>What listens to the LogPerf.Appenders meter during a run of the metrics scenario.</summary>
    internal enum MetricsListenerKind
    {
        /// <summary>No listener: the instruments exist, nothing subscribes.</summary>
        None,

        /// <summary>
        /// A MeterListener subscribed to every instrument, collecting the observable ones every 100 ms: ten times
        /// dotnet-counters' default refresh, as an in-process exporter might.
        /// </summary>
        MeterListener,

        /// <summary>
        /// The runtime's System.Diagnostics.Metrics EventSource enabled for the meter with a 1 s refresh, as
        /// <c>dotnet-counters monitor --counters LogPerf.Appenders</c> enables it (here through an in-process
        /// EventListener rather than EventPipe): the runtime's own aggregation runs in the process.
        /// </summary>
        CountersSession,
    }

    /// <summary>Starts the listener of a <see cref="MetricsListenerKind"/>; disposing stops it.</summary>
    internal static class MetricsListeners
    {
        public static IDisposable Start(MetricsListenerKind kind) => kind switch
        {
            MetricsListenerKind.MeterListener => new CollectingListener(TimeSpan.FromMilliseconds(100)),
            MetricsListenerKind.CountersSession => new CountersSession(),
            _ => new Nothing(),
        };

        private sealed class Nothing : IDisposable
        {
            public void Dispose()
            {
            }
        }

        /// <summary>Sums what it gets (so the callbacks do real work) and collects on a timer.</summary>
        private sealed class CollectingListener : IDisposable
        {
            private readonly MeterListener _listener = new MeterListener();
            private readonly Timer _timer;
            private long _sum;

            public CollectingListener(TimeSpan interval)
            {
                _listener.InstrumentPublished = (instrument, listener) =>
                {
                    if (instrument.Meter.Name == AppenderMetrics.MeterName)
                    {
                        listener.EnableMeasurementEvents(instrument);
                    }
                };
                _listener.SetMeasurementEventCallback<long>((_, value, _, _) => Interlocked.Add(ref _sum, value));
                _listener.SetMeasurementEventCallback<int>((_, value, _, _) => Interlocked.Add(ref _sum, value));
                _listener.Start();
                _timer = new Timer(_ => _listener.RecordObservableInstruments(), null, interval, interval);
            }

            public void Dispose()
            {
                using (var stopped = new ManualResetEvent(false))
                {
                    _timer.Dispose(stopped);
                    stopped.WaitOne();
                }

                _listener.Dispose();
            }
        }

        /// <summary>An EventListener that enables the runtime's metrics EventSource as dotnet-counters does, and ignores its events.</summary>
        private sealed class CountersSession : EventListener
        {
            private const string MetricsEventSource = "System.Diagnostics.Metrics";

            protected override void OnEventSourceCreated(EventSource eventSource)
            {
                if (eventSource.Name == MetricsEventSource)
                {
                    // Keywords: Messages (0x1) | TimeSeriesValues (0x2).
                    EnableEvents(eventSource, EventLevel.Informational, (EventKeywords)0x3, new Dictionary<string, string?>
                    {
                        ["SessionId"] = Guid.NewGuid().ToString("N"),
                        ["Metrics"] = AppenderMetrics.MeterName,
                        ["RefreshInterval"] = "1",
                        ["MaxTimeSeries"] = "1000",
                        ["MaxHistograms"] = "10",
                    });
                }
            }

            protected override void OnEventWritten(EventWrittenEventArgs eventData)
            {
            }
        }
    }
}
