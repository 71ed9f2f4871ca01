using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// One appender's place in the meter from the moment it starts until it is closed: its tags, computed once, and a
    /// weak reference to it, so that an appender dropped without Close is collected and leaves the meter by itself.
    /// </summary>
    internal sealed class MeterRegistration
    {
        private readonly WeakReference<IMeteredAppender> _appender;

        private MeterRegistration(IMeteredAppender appender, string name, string type)
        {
            _appender = new WeakReference<IMeteredAppender>(appender);
            Name = name;
            Type = type;
            NameTag = new KeyValuePair<string, object?>(AppenderMetrics.AppenderNameTag, name);
            TypeTag = new KeyValuePair<string, object?>(AppenderMetrics.AppenderTypeTag, type);
        }

        public string Name { get; }

        public string Type { get; }

        public KeyValuePair<string, object?> NameTag { get; }

        public KeyValuePair<string, object?> TypeTag { get; }

        /// <summary>False once the appender was collected.</summary>
        public bool IsAlive => _appender.TryGetTarget(out _);

        /// <summary>
        /// Publishes the appender's counters; when the metrics library cannot be loaded (an application that binds an
        /// incompatible System.Diagnostics.DiagnosticSource), says so through the ErrorHandler and returns null: the
        /// appender works on, unmetered.
        /// </summary>
        public static MeterRegistration? TryRegister(IMeteredAppender appender, AppenderSkeleton skeleton)
        {
            try
            {
                return Register(appender, skeleton.Name ?? string.Empty, skeleton.GetType().Name);
            }
            catch (Exception e)
            {
                skeleton.ErrorHandler.Error(
                    $"{skeleton.GetType().Name} [{skeleton.Name}]: its counters are not published as metrics ({e.GetType().Name}: {e.Message}).", e);
                return null;
            }
        }

        /// <summary>The appender's counters now, or false when it was collected.</summary>
        public bool TryRead(out AppenderReading reading)
        {
            if (_appender.TryGetTarget(out IMeteredAppender? appender))
            {
                reading = appender.ReadMetrics();
                return true;
            }

            reading = default;
            return false;
        }

        /// <summary>Records one batch's size: once per batch, on the worker.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        public void RecordBatch(int size) => AppenderMeter.BatchSize.Record(size, NameTag, TypeTag);

        /// <summary>Stops publishing the appender (at Close).</summary>
        public void Unregister() => MeteredAppenders.Remove(this);

        // Kept apart so that a failure to load the metrics types surfaces as an exception TryRegister catches.
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static MeterRegistration Register(IMeteredAppender appender, string name, string type)
        {
            AppenderMeter.EnsureCreated();
            var registration = new MeterRegistration(appender, name, type);
            MeteredAppenders.Add(registration);
            return registration;
        }
    }
}
