using System;
using System.Collections.Generic;
using System.Linq;
using LogPerf.Analyzers.Code;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Config
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
        private readonly TypeNameResolver _types;
        private readonly Log4NetSymbols _symbols;
        private readonly AppenderLevelGate _gate;
        private readonly Dictionary<Log4NetConfig, ConfigGraph.UpstreamValues<int?>> _anyPath = new Dictionary<Log4NetConfig, ConfigGraph.UpstreamValues<int?>>();
        private readonly Dictionary<Log4NetConfig, ConfigGraph.UpstreamValues<int?>> _callerThread = new Dictionary<Log4NetConfig, ConfigGraph.UpstreamValues<int?>>();

        private readonly Dictionary<INamedTypeSymbol, bool> _attachable = new Dictionary<INamedTypeSymbol, bool>(SymbolEqualityComparer.Default);

        public EventTraffic(TypeNameResolver types, Log4NetSymbols symbols)
        {
            _types = types;
            _symbols = symbols;
            _gate = new AppenderLevelGate(types, symbols);
        }

        /// <summary>
        /// True when any events reach <paramref name="appender"/>: a logger that sends some (not one at OFF) names it, or a
        /// forwarder that such a logger reaches. log4net creates only the appenders that appender-refs reach this way (the
        /// first of several with one name): the others cost nothing and lose nothing, so rules leave them alone.
        /// </summary>
        public bool AnyEventsReach(Log4NetConfig section, AppenderDefinition appender) =>
            Arriving(_anyPath, section, Forwards).Of(appender) is { } level && level < Log4NetLevels.Off;

        /// <summary>True when events below ERROR reach <paramref name="appender"/>, through any forwarders.</summary>
        public bool OrdinaryEventsReach(Log4NetConfig section, AppenderDefinition appender) =>
            IsOrdinary(Arriving(_anyPath, section, Forwards).Of(appender), appender);

        /// <summary>
        /// True when events below ERROR reach <paramref name="appender"/> on the logging thread: from a logger directly or
        /// through log4net's ForwardingAppender only (buffering and async forwarders take the work off the caller).
        /// </summary>
        public bool OrdinaryEventsReachOnCallerThread(Log4NetConfig section, AppenderDefinition appender) =>
            IsOrdinary(Arriving(_callerThread, section, ForwardsOnCallerThread).Of(appender), appender);

        private bool IsOrdinary(int? arriving, AppenderDefinition appender) =>
            arriving is { } level && Math.Max(level, _gate.LowestAdmitted(appender.Node)) < Log4NetLevels.Error;

        private ConfigGraph.UpstreamValues<int?> Arriving(
            Dictionary<Log4NetConfig, ConfigGraph.UpstreamValues<int?>> cache, Log4NetConfig section, Func<AppenderDefinition, bool> forwards)
        {
            if (!cache.TryGetValue(section, out var values))
            {
                values = section.Graph.Upstream<int?>(
                    logger => section.Hierarchy.LowestLevelReaching(logger),
                    (forwarder, level) => level is { } l && forwards(forwarder) ? Math.Max(l, _gate.LowestAdmitted(forwarder.Node)) : null,
                    (a, b) => a is null ? b : b is null ? a : Math.Min(a.Value, b.Value),
                    null);
                cache.Add(section, values);
            }

            return values;
        }

        /// <summary>log4net follows the appender-refs of IAppenderAttachable appenders; one whose type it cannot see may be one.</summary>
        private bool Forwards(AppenderDefinition appender) =>
            _types.Resolve(appender.TypeName) is not { } type || IsAttachable(type);

        /// <summary>Once per type: a config of thousands of appenders names a few types.</summary>
        private bool IsAttachable(INamedTypeSymbol type)
        {
            if (!_attachable.TryGetValue(type, out var attachable))
            {
                attachable = _symbols.AppenderAttachable is { } attachableType && type.AllInterfaces.Contains(attachableType, SymbolEqualityComparer.Default);
                _attachable.Add(type, attachable);
            }

            return attachable;
        }

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
                    && !ConfigValues.Boolean(appender.Node.Property("lossy")?.Value, whenUnparsable: false)));
    }
}
