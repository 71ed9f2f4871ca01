using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// What the layouts of configured appenders print, as the FixFlags a buffering or async appender must fix on
    /// the caller's thread so that deferred rendering prints the values of the moment of logging. Maps config
    /// elements and type symbols onto the shared model (<see cref="LayoutFixRequirements"/>), which the appenders'
    /// runtime Fix computation reads too.
    /// </summary>
    /// <remarks>
    /// One instance serves every rule of a compilation (<see cref="For"/>): LP0004, LP0005, LP0007 and LP0013 ask what the
    /// same appenders print. Rules run concurrently, so the caches are concurrent (an answer worked out twice at once is
    /// the same answer), and what is cached per section is held weakly, so a parse is not kept alive by the compilation.
    /// </remarks>
    internal sealed class LayoutRequirements
    {
        private static readonly ConditionalWeakTable<Log4NetSymbols, LayoutRequirements> Shared = new ConditionalWeakTable<Log4NetSymbols, LayoutRequirements>();

        private readonly TypeNameResolver _types;
        private readonly Log4NetSymbols _symbols;
        private readonly ConcurrentDictionary<(LayoutKind, string, string?, string, bool, bool), FixRequirement> _byLayout = new ConcurrentDictionary<(LayoutKind, string, string?, string, bool, bool), FixRequirement>();
        private readonly OncePerKey<Log4NetConfig, SectionRequirements> _sections;
        private readonly Func<AppenderDefinition, FixRequirement> _ofAppender;

        public LayoutRequirements(TypeNameResolver types, Log4NetSymbols symbols)
        {
            _types = types;
            _symbols = symbols;
            _ofAppender = ComputeOfAppender;
            _sections = new OncePerKey<Log4NetConfig, SectionRequirements>(section => new SectionRequirements(section, _ofAppender));
        }

        /// <summary>The compilation's instance, shared by its rules (as <see cref="EventTraffic.For"/> is).</summary>
        public static LayoutRequirements For(TypeNameResolver types, Log4NetSymbols symbols)
        {
            var shared = Shared.GetValue(symbols, s => new LayoutRequirements(types, s));
            return ReferenceEquals(shared._types, types) ? shared : new LayoutRequirements(types, symbols);
        }

        /// <summary>
        /// For a forwarder, what every appender it feeds prints, through nested forwarders; for any other buffering
        /// appender (SmtpAppender, AdoNetAppender), what its own layouts print.
        /// </summary>
        public FixRequirement OfBufferingAppender(Log4NetConfig section, AppenderDefinition appender)
        {
            if (appender.Refs.IsEmpty)
            {
                return OfAppender(section, appender);
            }

            foreach (var appenderRef in appender.Refs)
            {
                if (section.Resolve(appenderRef) is null)
                {
                    return FixRequirement.Everything("an appender-ref to no appender");
                }
            }

            return Of(section).Leaves.Value.Of(appender);
        }

        /// <summary>
        /// What every appender that may render the same events as <paramref name="appender"/> prints. log4net passes one
        /// LoggingEvent to all the appenders of a log call, and a partial Fix (a buffer's or an async forwarder's) freezes
        /// it: what it did not fix reads empty for the appenders that render the event after it. A Fix on such an appender
        /// must cover them all.
        /// </summary>
        public FixRequirement OfEventsSharedWith(Log4NetConfig section, AppenderDefinition appender)
        {
            // Per logger once: what all the appenders its events reach print; an appender's answer joins its loggers'.
            var reach = section.Reach;
            var byLogger = Of(section).ByLogger;
            var result = FixRequirement.None;
            var loggers = reach.LoggersReaching(appender);
            for (var i = 0; i < loggers.Count; i++)
            {
                var logger = loggers[i];
                if (!byLogger.TryGetValue(logger, out var printed))
                {
                    printed = FixRequirement.None;
                    foreach (var reached in reach.ReachOf(logger))
                    {
                        if (reached.Refs.IsEmpty)
                        {
                            printed = printed.Union(OfAppender(section, reached));
                        }
                    }

                    // The first answer stored is the one every rule gets (its reasons array included: LP0005 keys on it).
                    printed = byLogger.GetOrAdd(logger, printed);
                }

                result = result.Union(printed);
            }

            return result;
        }

        /// <summary>The layouts that render an appender's events: its own, and those of AdoNetAppender-style parameters.</summary>
        public static ConfigNode[] RenderingLayouts(AppenderDefinition appender) => appender.RenderingLayouts;

        /// <summary>
        /// Where a pattern layout's conversion pattern is written: the value of its conversionPattern property (attribute
        /// or element text), else the layout's own value attribute; null when it has neither (log4net's default pattern).
        /// </summary>
        public static (string Pattern, TextSpan Span)? PatternOf(ConfigNode layout)
        {
            if (layout.Property("conversionPattern") is { } property)
            {
                return property.Attribute("value") is { } attribute
                    ? (attribute.Value, attribute.ValueSpan)
                    : property.Text is { } text ? (text, property.ContentSpan) : ((string, TextSpan)?)null;
            }

            return layout.Attribute("value") is { } value ? (value.Value, value.ValueSpan) : ((string, TextSpan)?)null;
        }

        /// <summary>
        /// An appender's rendering layouts (<see cref="RenderingLayouts"/>) and the other settings it renders each event
        /// with (<see cref="RenderingSettings"/>: RemoteSyslogAppender's Identity, a TraceAppender's Category, …).
        /// </summary>
        /// <summary>What <paramref name="appender"/> prints, worked out once per appender for all the rules that ask.</summary>
        private FixRequirement OfAppender(Log4NetConfig section, AppenderDefinition appender) =>
            Of(section).ByAppender.GetOrAdd(appender, _ofAppender);

        private SectionRequirements Of(Log4NetConfig section) => _sections.Get(section);

        private FixRequirement ComputeOfAppender(AppenderDefinition appender)
        {
            var layouts = RenderingLayouts(appender);
            if (layouts.Length == 0)
            {
                return FixRequirement.Everything($"{appender.Name ?? "an appender"} without a layout");
            }

            // AdoNetAppender formats its layouts alone; every other appender writes the exception after a layout that
            // ignores it (AppenderSkeleton.RenderLoggingEvent).
            var writesException = !_types.Resolve(appender.TypeName).IsOrDerivesFrom(_symbols.AdoNetAppender);
            var all = OfRenderingSettings(appender);
            foreach (var layout in layouts)
            {
                all = all.Union(OfDescription(Describe(layout), writesException));
            }

            return all;
        }

        private FixRequirement OfRenderingSettings(AppenderDefinition appender)
        {
            var type = _types.Resolve(appender.TypeName);
            var result = RenderingSettings.ReadsProperties(type, _symbols)
                ? new FixRequirement(FixFlagsValues.Properties, ImmutableArray.Create($"{type!.Name}'s EventID and Category properties"))
                : FixRequirement.None;
            foreach (var (name, defaultPattern) in RenderingSettings.PatternSettingsOf(type, _symbols))
            {
                // A layout element with a type (<identity type="log4net.Layout.PatternLayout">…) is read as any layout; without
                // one, log4net builds the property's own type, a PatternLayout, from its value or conversionPattern. The appender
                // formats it alone: no exception follows it.
                var setting = appender.Node.Property(name);
                result = result.Union(OfDescription(
                    setting?.TypeName != null
                        ? Describe(setting)
                        : LayoutDescription.ForPattern("PatternLayout", setting is null ? defaultPattern : PatternOf(setting)?.Pattern ?? "%message%newline", Array.Empty<string>()),
                    appenderWritesException: false));
            }

            return result;
        }

        public FixRequirement OfLayout(ConfigNode layout) => OfDescription(Describe(layout));

        private FixRequirement OfDescription(LayoutDescription description, bool appenderWritesException = true)
        {
            // Appenders of one config mostly share their layouts: each different one is read once (and the equal answers
            // share one reasons array, which LP0005 keys its messages on).
            var key = (description.Kind, description.Name, description.Pattern, description.CustomConverters.Count == 0 ? string.Empty : string.Join("\n", description.CustomConverters), description.LocationInfo, appenderWritesException);
            if (!_byLayout.TryGetValue(key, out var requirement))
            {
                // Added only when absent, so every rule gets the first instance (and its reasons array) of an answer.
                var (flags, reasons) = LayoutFixRequirements.Of(description, appenderWritesException);
                requirement = _byLayout.GetOrAdd(key, new FixRequirement(flags, reasons.ToImmutableArray()));
            }

            return requirement;
        }

        /// <summary>The layout element as the shared model sees it: the kind of its type and its settings.</summary>
        public LayoutDescription Describe(ConfigNode layout)
        {
            var type = _types.Resolve(layout.TypeName);
            switch (KindOf(type))
            {
                case LayoutKind.Pattern:
                    var pattern = PatternOf(layout)?.Pattern ?? "%message%newline";
                    return LayoutDescription.ForPattern(type!.Name, pattern, ConverterNames(layout));
                case LayoutKind.Xml:
                    var location = string.Equals(layout.Property("locationInfo")?.Value?.Trim(), "true", StringComparison.OrdinalIgnoreCase);
                    return LayoutDescription.ForXml(type!.Name, location);
                case LayoutKind.Unknown:
                    return LayoutDescription.ForKind(LayoutKind.Unknown, layout.TypeName ?? string.Empty);
                case var kind:
                    return LayoutDescription.ForKind(kind, type!.Name);
            }
        }

        /// <summary>The names of a pattern layout's custom converters (none, in almost every config: no list then).</summary>
        private static IReadOnlyList<string> ConverterNames(ConfigNode layout)
        {
            List<string>? names = null;
            foreach (var converter in layout.Properties("converter"))
            {
                if (converter.Property("name")?.Value is { } name)
                {
                    (names ??= new List<string>()).Add(name);
                }
            }

            return names ?? (IReadOnlyList<string>)Array.Empty<string>();
        }

        /// <summary>The first kind in <see cref="LayoutKinds.MatchOrder"/> whose log4net type <paramref name="type"/> is or derives from.</summary>
        public LayoutKind KindOf(ITypeSymbol? type)
        {
            foreach (var kind in LayoutKinds.MatchOrder)
            {
                if (type.IsOrDerivesFrom(SymbolOf(kind)))
                {
                    return kind;
                }
            }

            return LayoutKind.Unknown;
        }

        private INamedTypeSymbol? SymbolOf(LayoutKind kind) => kind switch
        {
            LayoutKind.Pattern => _symbols.PatternLayout,
            LayoutKind.Simple => _symbols.SimpleLayout,
            LayoutKind.Exception => _symbols.ExceptionLayout,
            LayoutKind.Xml => _symbols.XmlLayoutBase,
            LayoutKind.RawTimeStamp => _symbols.RawTimeStampLayout,
            LayoutKind.RawUtcTimeStamp => _symbols.RawUtcTimeStampLayout,
            LayoutKind.RawProperty => _symbols.RawPropertyLayout,
            _ => null,
        };

        /// <summary>What is cached for one section: per appender, per logger, and the values downstream of each forwarder.</summary>
        private sealed class SectionRequirements
        {
            public SectionRequirements(Log4NetConfig section, Func<AppenderDefinition, FixRequirement> ofAppender)
            {
                Func<AppenderDefinition, FixRequirement> cached = appender => ByAppender.GetOrAdd(appender, ofAppender);
                Leaves = new Lazy<ConfigGraph.DownstreamLeaves<FixRequirement>>(
                    () => section.Graph.Leaves(cached, (a, b) => a.Union(b), FixRequirement.None), LazyThreadSafetyMode.ExecutionAndPublication);
            }

            public ConcurrentDictionary<AppenderDefinition, FixRequirement> ByAppender { get; } = new ConcurrentDictionary<AppenderDefinition, FixRequirement>();

            public ConcurrentDictionary<LoggerDefinition, FixRequirement> ByLogger { get; } = new ConcurrentDictionary<LoggerDefinition, FixRequirement>();

            public Lazy<ConfigGraph.DownstreamLeaves<FixRequirement>> Leaves { get; }
        }
    }
}
