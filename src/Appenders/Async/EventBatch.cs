using System;
using System.Collections;
using System.Collections.Generic;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The worker's batch: one array reused for every batch, and how many events of it are this batch's. Valid until
    /// AppendAsync returns; cleared afterwards so delivered events can be collected.
    /// </summary>
    internal sealed class EventBatch : IReadOnlyList<LoggingEvent>
    {
        public EventBatch(int capacity)
        {
            Events = new LoggingEvent[capacity];
        }

        /// <summary>The events, in [0, <see cref="Count"/>).</summary>
        public LoggingEvent[] Events { get; }

        public int Count { get; set; }

        public LoggingEvent this[int index] =>
            (uint)index < (uint)Count ? Events[index] : throw new ArgumentOutOfRangeException(nameof(index));

        public void Clear()
        {
            Array.Clear(Events, 0, Count);
            Count = 0;
        }

        public IEnumerator<LoggingEvent> GetEnumerator()
        {
            for (int i = 0; i < Count; i++)
            {
                yield return Events[i];
            }
        }

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
    }
}
