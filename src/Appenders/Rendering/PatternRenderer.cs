using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using log4net.Core;
using log4net.Layout;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>
    /// A PatternLayout compiled into segments that render straight into a per-thread char buffer: the same text as
    /// the layout's converters write (padding and truncation included), without the per-write cost of log4net's
    /// writer stack. Conversions not rendered natively are formatted by log4net's own converter objects of the layout,
    /// so every pattern, custom converters included, renders as log4net renders it.
    /// </summary>
    internal sealed class PatternRenderer
    {
        private readonly PatternLayout _layout;
        private readonly PatternConverter? _head;
        private readonly RenderSegment[] _segments;

        private PatternRenderer(PatternLayout layout, PatternConverter? head, RenderSegment[] segments, int native)
        {
            _layout = layout;
            _head = head;
            _segments = segments;
            NativeSegments = native;
        }

        /// <summary>How many conversions render natively (the rest go through log4net's converters).</summary>
        public int NativeSegments { get; }

        /// <summary>All conversions, literals included.</summary>
        public int Segments => _segments.Length;

        /// <summary>The kinds of segments, by class name (for tests of what a corpus covers).</summary>
        internal IEnumerable<string> SegmentKinds => _segments.Select(s => s.GetType().Name);

        /// <summary>
        /// The compiled form of <paramref name="layout"/>, or null when it is not a PatternLayout whose Format walks its
        /// converter chain (a subclass that overrides Format) or the chain cannot be read.
        /// </summary>
        public static PatternRenderer? Compile(ILayout? layout)
        {
            if (!(layout is PatternLayout pattern) || !KnownConverters.Available || OverridesFormat(pattern.GetType()))
            {
                return null;
            }

            PatternConverter? head = KnownConverters.HeadOf(pattern);
            var segments = new List<RenderSegment>();
            int native = 0;
            for (PatternConverter? converter = head; converter != null; converter = converter.Next)
            {
                RenderSegment? segment = Native(converter);
                if (segment != null)
                {
                    native++;
                }

                segments.Add(segment ?? new ConverterSegment(converter));
            }

            return new PatternRenderer(pattern, head, segments.ToArray(), native);
        }

        /// <summary>Whether this is still what <paramref name="layout"/> formats with (same layout, not re-activated).</summary>
        public bool IsCompiledFrom(ILayout? layout) =>
            ReferenceEquals(layout, _layout) && ReferenceEquals(KnownConverters.HeadOf(_layout), _head);

        /// <summary>
        /// Appends what log4net's AppenderSkeleton.RenderLoggingEvent writes for the event: the layout's text, then the
        /// exception string and a line break when the layout ignores exceptions.
        /// </summary>
        public void RenderEvent(LoggingEvent loggingEvent, RenderScratch scratch)
        {
            string? exception = _layout.IgnoresException ? loggingEvent.GetExceptionString() : null;
            Render(loggingEvent, scratch);
            if (!string.IsNullOrEmpty(exception))
            {
                scratch.UnpaddedWriter.WriteLine(exception);
            }
        }

        /// <summary>Appends what the layout's Format writes for the event.</summary>
        public void Render(LoggingEvent loggingEvent, RenderScratch scratch)
        {
            foreach (RenderSegment segment in _segments)
            {
                segment.Render(loggingEvent, scratch);
            }
        }

        private static RenderSegment? Native(PatternConverter converter)
        {
            Type type = converter.GetType();
            if (type == KnownConverters.Literal || type == KnownConverters.NewLine)
            {
                return new LiteralSegment(converter.Option);
            }

            if (type == KnownConverters.Logger)
            {
                return new LoggerSegment(converter);
            }

            if (type == KnownConverters.Date || type == KnownConverters.UtcDate)
            {
                return DateSegment.Create(converter, utc: type == KnownConverters.UtcDate);
            }

            if (type == KnownConverters.Level)
            {
                return new LevelSegment(converter);
            }

            if (type == KnownConverters.Message)
            {
                return new MessageSegment(converter);
            }

            if (type == KnownConverters.Thread)
            {
                return new ThreadSegment(converter);
            }

            if (type == KnownConverters.Exception)
            {
                return string.IsNullOrEmpty(converter.Option) ? new ExceptionSegment(converter) : null;
            }

            if (type == KnownConverters.Property)
            {
                return converter.Option is { } key ? new PropertySegment(converter, key) : null;
            }

            if (type == KnownConverters.RelativeTime)
            {
                return new RelativeTimeSegment(converter);
            }

            return null;
        }

        private static bool OverridesFormat(Type type) =>
            type.GetMethod(nameof(PatternLayout.Format), BindingFlags.Instance | BindingFlags.Public, null, new[] { typeof(TextWriter), typeof(LoggingEvent) }, null)?.DeclaringType
            != typeof(PatternLayout);
    }
}
