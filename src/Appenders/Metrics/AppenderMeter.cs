using System;
using System.Collections.Generic;
using System.Diagnostics.Metrics;
using System.Reflection;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The <c>LogPerf.Appenders</c> meter and its instruments (names and meanings: <see cref="AppenderMetrics"/>). The
    /// counters are observable: a listener's collection reads the counters the appenders keep anyway, so a caller logging
    /// does no work for them, listener or not. Only the batch size is recorded as it happens, once per batch on the worker.
    /// </summary>
    internal static class AppenderMeter
    {
        private const string EventUnit = "{event}";
        private const string MessageUnit = "{message}";

        private static readonly KeyValuePair<string, object?> Delivered = Tag(AppenderMetrics.OutcomeTag, "delivered");
        private static readonly KeyValuePair<string, object?> Dropped = Tag(AppenderMetrics.OutcomeTag, "dropped");
        private static readonly KeyValuePair<string, object?> Failed = Tag(AppenderMetrics.OutcomeTag, "failed");
        private static readonly KeyValuePair<string, object?> Unconfirmed = Tag(AppenderMetrics.OutcomeTag, "unconfirmed");
        private static readonly KeyValuePair<string, object?> Delivering = Tag(AppenderMetrics.StateTag, "delivering");
        private static readonly KeyValuePair<string, object?> AwaitingConfirmation = Tag(AppenderMetrics.StateTag, "awaiting_confirmation");

        private static readonly Meter Meter = new Meter(AppenderMetrics.MeterName, Version());

        static AppenderMeter()
        {
            BatchSize = Meter.CreateHistogram<int>(AppenderMetrics.BatchSize, EventUnit, "Events per batch the worker hands to the sink.");
            Meter.CreateObservableCounter(
                AppenderMetrics.Events,
                () => Observe((m, r, x) =>
                {
                    Add(m, r, x.Delivered, Delivered);
                    Add(m, r, x.Dropped, Dropped);
                    Add(m, r, x.Failed, Failed);
                    Add(m, r, x.Unconfirmed, Unconfirmed);
                }),
                EventUnit,
                "Events that reached an outcome: delivered, dropped by policy, failed (reported with their cause) or unconfirmed.");
            Meter.CreateObservableUpDownCounter(
                AppenderMetrics.QueueSize,
                () => Observe((m, r, x) => Add(m, r, x.HasQueue, x.Queued)),
                EventUnit,
                "Events waiting in the queue.");
            Meter.CreateObservableUpDownCounter(
                AppenderMetrics.QueueCapacity,
                () => Observe((m, r, x) => Add(m, r, x.HasQueue, x.QueueCapacity)),
                EventUnit,
                "The most events the queue holds (BufferSize).");
            Meter.CreateObservableUpDownCounter(
                AppenderMetrics.EventsInFlight,
                () => Observe((m, r, x) =>
                {
                    if (x.HasQueue)
                    {
                        Add(m, r, x.Delivering, Delivering);
                        Add(m, r, x.AwaitingConfirmation, AwaitingConfirmation);
                    }
                }),
                EventUnit,
                "Events taken from the queue without an outcome yet: in the batch being delivered, or sent and awaiting confirmation.");
            Meter.CreateObservableCounter(
                AppenderMetrics.BlockedCalls,
                () => Observe((m, r, x) => Add(m, r, x.HasQueue, x.BlockedCalls)),
                "{call}",
                "Logging calls that found the queue full and waited for room (OverflowPolicy Block).");
            Meter.CreateObservableCounter(
                AppenderMetrics.BlockedTime,
                () => Observe<double>((m, r, x) => Add(m, r, x.HasQueue, x.BlockedSeconds)),
                "s",
                "The time logging calls spent waiting for room in a full queue, summed.");
            Meter.CreateObservableCounter(
                AppenderMetrics.SyslogTruncated,
                () => Observe((m, r, x) => Add(m, r, x.HasSyslog, x.SyslogTruncated)),
                MessageUnit,
                "Syslog messages cut to MaxMessageSize.");
            Meter.CreateObservableCounter(
                AppenderMetrics.SyslogFailed,
                () => Observe((m, r, x) => Add(m, r, x.HasSyslog, x.SyslogFailed)),
                MessageUnit,
                "Syslog messages that could not be sent or that the receiver refused (their events count as failed).");
            Meter.CreateObservableCounter(
                AppenderMetrics.SyslogResent,
                () => Observe((m, r, x) => Add(m, r, x.HasSyslog, x.SyslogResent)),
                MessageUnit,
                "Syslog messages written again on a new connection after the one they were written on broke.");
            Meter.CreateObservableCounter(
                AppenderMetrics.SyslogRefusals,
                () => Observe((m, r, x) => Add(m, r, x.HasSyslog, x.SyslogRefusals)),
                "{refusal}",
                "UDP port-unreachable answers and failed TCP connection attempts.");
        }

        /// <summary>Events per batch; recorded through <see cref="MeterRegistration.RecordBatch"/>.</summary>
        public static Histogram<int> BatchSize { get; }

        /// <summary>Creates the meter and its instruments (the first registration calls it), so listeners see them.</summary>
        public static void EnsureCreated()
        {
        }

        private static IEnumerable<Measurement<long>> Observe(Action<List<Measurement<long>>, MeterRegistration, AppenderReading> measure) =>
            Observe<long>(measure);

        private static IEnumerable<Measurement<T>> Observe<T>(Action<List<Measurement<T>>, MeterRegistration, AppenderReading> measure)
            where T : struct
        {
            var measurements = new List<Measurement<T>>();
            foreach (KeyValuePair<MeterRegistration, AppenderReading> appender in MeteredAppenders.Read())
            {
                measure(measurements, appender.Key, appender.Value);
            }

            return measurements;
        }

        private static void Add<T>(List<Measurement<T>> measurements, MeterRegistration appender, bool applies, T value)
            where T : struct
        {
            if (applies)
            {
                measurements.Add(new Measurement<T>(value, appender.NameTag, appender.TypeTag));
            }
        }

        private static void Add(List<Measurement<long>> measurements, MeterRegistration appender, long value, KeyValuePair<string, object?> tag) =>
            measurements.Add(new Measurement<long>(value, appender.NameTag, appender.TypeTag, tag));

        private static KeyValuePair<string, object?> Tag(string name, string value) => new KeyValuePair<string, object?>(name, value);

        private static string? Version()
        {
            Assembly assembly = typeof(AppenderMeter).Assembly;
            return assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? assembly.GetName().Version?.ToString();
        }
    }
}
