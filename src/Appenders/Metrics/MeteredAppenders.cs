using System;
using System.Collections.Generic;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The appenders the meter publishes: registered when they start, removed when they close. Entries of appenders
    /// collected without Close are pruned when the meter is read and whenever the list has doubled since the last prune,
    /// so the list never outgrows twice the appenders alive, however many reloads create new ones.
    /// </summary>
    internal static class MeteredAppenders
    {
        private const int FirstPrune = 64;

        private static readonly object Gate = new object();
        private static readonly List<MeterRegistration> Registered = new List<MeterRegistration>();
        private static int s_pruneAt = FirstPrune;

        public static void Add(MeterRegistration registration)
        {
            lock (Gate)
            {
                if (Registered.Count >= s_pruneAt)
                {
                    PruneCollected();
                    s_pruneAt = Math.Max(FirstPrune, Registered.Count * 2);
                }

                Registered.Add(registration);
            }
        }

        public static void Remove(MeterRegistration registration)
        {
            lock (Gate)
            {
                Registered.Remove(registration);
            }
        }

        /// <summary>
        /// Reads every registered appender, outside the lock; appenders of the same name and type are added together so
        /// that a listener never sees two measurements with the same tags in one collection.
        /// </summary>
        public static List<KeyValuePair<MeterRegistration, AppenderReading>> Read()
        {
            MeterRegistration[] registered = Snapshot();
            var readings = new List<KeyValuePair<MeterRegistration, AppenderReading>>(registered.Length);
            Dictionary<(string, string), int>? positions = null;
            foreach (MeterRegistration registration in registered)
            {
                if (!registration.TryRead(out AppenderReading reading))
                {
                    continue;
                }

                positions ??= new Dictionary<(string, string), int>();
                (string, string) key = (registration.Name, registration.Type);
                if (positions.TryGetValue(key, out int position))
                {
                    AppenderReading sum = readings[position].Value;
                    sum.Add(reading);
                    readings[position] = new KeyValuePair<MeterRegistration, AppenderReading>(readings[position].Key, sum);
                }
                else
                {
                    positions.Add(key, readings.Count);
                    readings.Add(new KeyValuePair<MeterRegistration, AppenderReading>(registration, reading));
                }
            }

            return readings;
        }

        /// <summary>The registrations held now, those of collected appenders pruned first.</summary>
        public static MeterRegistration[] Snapshot()
        {
            lock (Gate)
            {
                PruneCollected();
                return Registered.ToArray();
            }
        }

        private static void PruneCollected() => Registered.RemoveAll(r => !r.IsAlive);
    }
}
