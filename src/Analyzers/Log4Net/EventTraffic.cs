using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Whether ordinary traffic (events below ERROR) reaches an appender of a config, as log4net delivers events: from
    /// every logger that names it, at the lowest level that logger's part of the hierarchy sends
    /// (<see cref="LoggerHierarchy"/>), through the forwarders on the way (each forwarder's own threshold and filters
    /// apply), to the appender's own threshold and filters. Rules that leave appenders of rare severe events alone
    /// (flushing those at once is what users want) ask here.
    /// </summary>
    public sealed class EventTraffic
    {
        private static readonly ConditionalWeakTable<Log4NetSymbols, EventTraffic> Shared = new ConditionalWeakTable<Log4NetSymbols, EventTraffic>();

        private readonly TypeNameResolver _types;
        private readonly Log4NetSymbols _symbols;
        private readonly AppenderLevelGate _gate;

        // Weak and thread-safe: one instance serves every rule of a compilation (rules run concurrently), and a section
        // (one parse of one config text) is not kept alive by it.
        private readonly OncePerKey<Log4NetConfig, ConfigGraph.UpstreamValues<Log4NetLevel?>> _anyPath;
        private readonly OncePerKey<Log4NetConfig, ConfigGraph.UpstreamValues<Log4NetLevel?>> _callerThread;

        // Rules ask once per appender: one delegate each, not one per question.
        private readonly Func<AppenderDefinition, bool> _forwards;
        private readonly Func<AppenderDefinition, bool> _forwardsOnCallerThread;

        // Concurrent: the instance is shared by every rule of a compilation (For), and rules run at the same time.
        private readonly Func<INamedTypeSymbol, bool> _implementsAttachable;
        private readonly ConcurrentDictionary<INamedTypeSymbol, bool> _attachable = new ConcurrentDictionary<INamedTypeSymbol, bool>(SymbolEqualityComparer.Default);

        public EventTraffic(TypeNameResolver types, Log4NetSymbols symbols)
        {
            _types = types;
            _symbols = symbols;
            _gate = new AppenderLevelGate(types, symbols);
            _forwards = Forwards;
            _forwardsOnCallerThread = ForwardsOnCallerThread;
            _implementsAttachable = ImplementsAttachable;
            _anyPath = new OncePerKey<Log4NetConfig, ConfigGraph.UpstreamValues<Log4NetLevel?>>(section => Arriving(section, _forwards));
            _callerThread = new OncePerKey<Log4NetConfig, ConfigGraph.UpstreamValues<Log4NetLevel?>>(section => Arriving(section, _forwardsOnCallerThread));
        }

        /// <summary>
        /// The compilation's instance, shared by its rules: nine rules ask the same questions of a config, and what reaches
        /// each appender is worked out once per section instead of once per rule.
        /// </summary>
        public static EventTraffic For(TypeNameResolver types, Log4NetSymbols symbols)
        {
            var shared = Shared.GetValue(symbols, s => new EventTraffic(types, s));
            return ReferenceEquals(shared._types, types) ? shared : new EventTraffic(types, symbols);
        }

        /// <summary>
        /// True when any events reach <paramref name="appender"/>: a logger that sends some (not one at OFF) names it, or a
        /// forwarder that such a logger reaches. log4net creates only the appenders that appender-refs reach this way (the
        /// first of several with one name): the others cost nothing and lose nothing, so rules leave them alone.
        /// </summary>
        public bool AnyEventsReach(Log4NetConfig section, AppenderDefinition appender) =>
            _anyPath.Get(section).Of(appender) is { } level && level < Log4NetLevel.Off;

        /// <summary>True when events below ERROR reach <paramref name="appender"/>, through any forwarders.</summary>
        public bool OrdinaryEventsReach(Log4NetConfig section, AppenderDefinition appender) =>
            IsOrdinary(_anyPath.Get(section).Of(appender), appender);

        /// <summary>
        /// True when events below ERROR reach <paramref name="appender"/> on the logging thread: from a logger directly or
        /// through log4net's ForwardingAppender only (buffering and async forwarders take the work off the caller).
        /// </summary>
        public bool OrdinaryEventsReachOnCallerThread(Log4NetConfig section, AppenderDefinition appender) =>
            IsOrdinary(_callerThread.Get(section).Of(appender), appender);

        private bool IsOrdinary(Log4NetLevel? arriving, AppenderDefinition appender) =>
            arriving is { } level && Log4NetLevel.Max(level, _gate.LowestAdmitted(appender.Node)) < Log4NetLevel.Error;

        private ConfigGraph.UpstreamValues<Log4NetLevel?> Arriving(Log4NetConfig section, Func<AppenderDefinition, bool> forwards) =>
            section.Graph.Upstream<Log4NetLevel?>(
                logger => section.Hierarchy.LowestLevelReaching(logger),
                (forwarder, level) => level is { } l && forwards(forwarder) ? Log4NetLevel.Max(l, _gate.LowestAdmitted(forwarder.Node)) : null,
                (a, b) => a is null ? b : b is null ? a : Log4NetLevel.Min(a.Value, b.Value),
                null);

        /// <summary>log4net follows the appender-refs of IAppenderAttachable appenders; one whose type it cannot see may be one.</summary>
        private bool Forwards(AppenderDefinition appender) =>
            _types.Resolve(appender.TypeName) is not { } type || IsAttachable(type);

        /// <summary>Once per type: a config of thousands of appenders names a few types.</summary>
        private bool IsAttachable(INamedTypeSymbol type) => _attachable.GetOrAdd(type, _implementsAttachable);

        private bool ImplementsAttachable(INamedTypeSymbol type) =>
            _symbols.AppenderAttachable is { } attachable && type.AllInterfaces.Contains(attachable, SymbolEqualityComparer.Default);

        /// <summary>
        /// log4net's ForwardingAppender, or a subclass that hands events on the way it does (no Append of its own); or a
        /// non-lossy BufferingForwardingAppender with a bufferSize of 1 or less, which holds nothing and sends each event on
        /// at once (unless a subclass sends its buffers its own way).
        /// </summary>
        private bool ForwardsOnCallerThread(AppenderDefinition appender) =>
            _types.Resolve(appender.TypeName) is { } type
            && ((type.IsOrDerivesFrom(_symbols.ForwardingAppender) && !_symbols.OverridesOutsideLog4Net(type, _symbols.ForwardingAppend))
                || (type.IsOrDerivesFrom(_symbols.BufferingForwardingAppender)
                    && !_symbols.OverridesOutsideLog4Net(type, _symbols.SendBuffer)
                    && !BufferingAppenders.HoldsEvents(appender)
                    && !ConfigValues.Boolean(appender.Node.Property(Names.Log4NetConfigNames.Lossy)?.Value, whenUnparsable: false)));
    }
}
