using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0005: a BufferingAppenderSkeleton-derived appender with no explicit Fix (so FixFlags.All) that some logger's
    /// events reach; silent when only forwarders that set Fix on the appenders they feed reach it (seen, or known by
    /// name: <see cref="ForeignAppenderTypes"/>), or when its layouts need LocationInfo (the least flags cost what All
    /// costs) — unless the referenced log4net is older than 3.4.0, where All also resolves the user name for every event
    /// and the least flags still save that —, and saying so when a forwarder's type is out of sight and no logger names the
    /// appender itself.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0005MissingFixFlagsAnalyzer : Log4NetAnalyzer
    {
        /// <summary>The first log4net release that resolves the user name once instead of for every fixed event (log4net #304).</summary>
        private static readonly System.Version CachedUserName = new System.Version(3, 4, 0);

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.MissingFixFlags);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { BufferingAppenderSkeleton: not null } symbols)
                {
                    AnalyzeConfig(config, symbols);
                }
            });
            CandidateOperations.RegisterCreations(
                start, () => source.Symbols?.CreatableNames, t => t.IsOrDerivesFrom(source.Symbols?.BufferingAppenderSkeleton), c => AnalyzeCreation(c, source.Symbols!));
        }

        /// <summary>
        /// What FixFlags.All costs on top with the referenced log4net, for the message: before 3.4.0 it resolves the user name
        /// for every event (WindowsIdentity.GetCurrent().Name; log4net #304 measured a buffered All event at 193 µs there
        /// against 17.6 µs once it is cached); empty from 3.4.0 on.
        /// </summary>
        private static string UserNameCost(Log4NetSymbols symbols)
        {
            var version = symbols.Log4NetAssembly.Identity.Version;
            return version < CachedUserName
                ? $"; with log4net {version.Major}.{version.Minor}.{version.Build}, FixFlags.All also resolves the user name for every event " +
                  "(log4net #304: a buffered event took about 193 µs against 17.6 µs once 3.4.0 cached the name)"
                : string.Empty;
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var userNameCost = UserNameCost(symbols);
            var layouts = LayoutRequirements.For(config.Types, symbols);
            var traffic = EventTraffic.For(config.Types, symbols);

            // The appenders of a forwarding chain all need what its layouts print: each requirement's Fix value and
            // explanation are made once (keyed by the requirement's reasons array, which the chain shares).
            var described = new Dictionary<(FixFlagsValues, ImmutableArray<string>), (string Fix, string Need)>();
            foreach (var (section, appender) in BufferingAppenders.In(config, symbols))
            {
                if (appender.Node.Property(Log4NetConfigNames.Fix) != null || appender.Node.TypeAttribute is not { } type || !traffic.AnyEventsReach(section, appender))
                {
                    continue;
                }

                // With LocationInfo needed, the least flags walk the stack as FixFlags.All does: nothing to gain, unless this
                // log4net resolves the user name per event for All and the layouts do not print it. The appenders that render
                // the same events after this one see what its Fix froze, so their layouts count too.
                var needed = layouts.OfBufferingAppender(section, appender).Union(layouts.OfEventsSharedWith(section, appender));
                var savesUserName = userNameCost.Length > 0 && (needed.Flags & FixFlagsValues.UserName) == 0;
                if (needed.NeedsEverything || ((needed.Flags & FixFlagsValues.LocationInfo) != 0 && !savesUserName))
                {
                    continue;
                }

                // The feeders events reach, looked at in one pass with no list per appender (a chain of thousands asks for each).
                var direct = section.Graph.IsReachedDirectly(appender);
                var anyFeeder = false;
                var allFeedersSetFix = true;
                AppenderDefinition? unseen = null;
                foreach (var feeder in section.Graph.FeedersOf(appender))
                {
                    if (!traffic.AnyEventsReach(section, feeder))
                    {
                        continue;
                    }

                    anyFeeder = true;
                    if (direct)
                    {
                        // Loggers send it events that no forwarder fixed: the feeders' answers do not matter.
                        break;
                    }

                    allFeedersSetFix = allFeedersSetFix && SetsFixOfItsAppenders(feeder, config.Types, symbols);
                    if (unseen is null && config.Types.Resolve(feeder.TypeName) is null && !ForeignAppenderTypes.SetsFixOfItsAppenders(feeder.TypeName))
                    {
                        unseen = feeder;
                    }
                }

                if (!direct && anyFeeder && allFeedersSetFix)
                {
                    continue;
                }

                if (!described.TryGetValue((needed.Flags, needed.Reasons), out var description))
                {
                    var fix = PatternFixRequirements.Format(needed.Flags);
                    description = (fix, $"the layouts it feeds need only '{fix}' ({needed.DescribeReasons()})" + userNameCost);
                    described.Add((needed.Flags, needed.Reasons), description);
                }

                config.Report(
                    Descriptors.MissingFixFlags,
                    type.ValueSpan,
                    ChildInsertion.Into(appender.Node) is { } insertion ? new MissingFixFlagsFinding(description.Fix, insertion).WriteTo(default) : default,
                    appender.DisplayName,
                    unseen is null ? description.Need : description.Need + UnseenFeeder(unseen));
            }
        }

        /// <summary>A forwarder known to set Fix on the buffers it feeds: by its symbol when the build sees its type, else by its name.</summary>
        private static bool SetsFixOfItsAppenders(AppenderDefinition feeder, TypeNameResolver types, Log4NetSymbols symbols) =>
            types.Resolve(feeder.TypeName) is { } type
                ? SetsFixOfItsAppenders(type, symbols)
                : ForeignAppenderTypes.SetsFixOfItsAppenders(feeder.TypeName);

        /// <summary>
        /// A forwarder from outside log4net with a Fix of its own that is not a buffer itself: such forwarders (Log4Net.Async's)
        /// set that Fix on the buffering appenders they feed, so those are not fixed with FixFlags.All.
        /// </summary>
        private static bool SetsFixOfItsAppenders(INamedTypeSymbol type, Log4NetSymbols symbols)
        {
            if (symbols.IsLog4NetType(type) || type.IsOrDerivesFrom(symbols.BufferingAppenderSkeleton) || symbols.FixFlags is not { } fixFlags)
            {
                return false;
            }

            for (var current = type; current != null && !symbols.IsLog4NetType(current); current = current.BaseType)
            {
                if (current.GetMembers(Log4NetConfigNames.InCode.Fix).Any(m => m is IPropertySymbol { SetMethod: not null } property && SymbolEqualityComparer.Default.Equals(property.Type, fixFlags)))
                {
                    return true;
                }
            }

            return false;
        }

        private static string UnseenFeeder(AppenderDefinition feeder) =>
            $"; {feeder.DisplayName} forwards to it with type '{ConfigText.Short(feeder.TypeName ?? string.Empty)}', which the build cannot see: " +
            "if that forwarder sets Fix on the appenders it feeds (Log4Net.Async's do), this does not apply";

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (creation.Type.IsOrDerivesFrom(symbols.BufferingAppenderSkeleton)
                && CodeAppenderReader.Read(creation, symbols) is { } appender
                && appender.Setting("Fix") is null)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    Descriptors.MissingFixFlags, creation.Syntax.GetLocation(), appender.Type.Name,
                    "set Fix to the flags its appenders' layouts print, e.g. FixFlags.Message | FixFlags.ThreadName | FixFlags.Exception for '%date [%thread] %level %logger - %message%newline'"
                    + UserNameCost(symbols)));
            }
        }
    }
}
