using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using LogPerf.Analyzers.Rules.LP0009LostEvents;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0009: configurations that lose events: an appender-ref to an undefined appender, an appender type that
    /// cannot be resolved, and a lossy buffer without an evaluator (in a config or in code).
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0009LostEventsAnalyzer : Log4NetAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.LostEvents);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var compilation = start.Compilation;
            var knownAssemblies = new Lazy<ImmutableHashSet<string>>(() => compilation.ReferencedAssemblyNames.Select(a => a.Name)
                .Append(compilation.AssemblyName ?? string.Empty)
                .ToImmutableHashSet(StringComparer.OrdinalIgnoreCase));
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { BufferingAppenderSkeleton: { } buffering } symbols)
                {
                    AnalyzeConfig(config, symbols, buffering, knownAssemblies.Value);
                }
            });
            CandidateOperations.RegisterCreations(
                start,
                () => source.Symbols?.CreatableNames,
                t => t.IsOrDerivesFrom(source.Symbols?.BufferingAppenderSkeleton),
                c => AnalyzeCreation(c, source.Symbols!, source.Symbols!.BufferingAppenderSkeleton!));
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols, INamedTypeSymbol buffering, ImmutableHashSet<string> knownAssemblies)
        {
            var traffic = EventTraffic.For(config.Types, symbols);
            var isBuffering = new DerivationTest(buffering);
            foreach (var section in config.File.Sections)
            {
                // The index of names is built only for a config with a ref to no appender (most have none).
                NameSuggestion? names = null;
                EventReach? reach = null;
                foreach (var (holder, appenderRef) in section.AllRefs().Where(r => section.Resolve(r.Ref) is null))
                {
                    ReportUndefinedRef(config, names ??= new NameSuggestion(section.AppendersByName.Keys), section, holder, appenderRef, ref reach);
                }

                foreach (var appender in section.Appenders)
                {
                    var type = config.Types.Resolve(appender.TypeName);
                    if (type is null)
                    {
                        // log4net loads the type of an appender only when an appender-ref reaches it.
                        if (IsCheckable(appender.TypeName, knownAssemblies) && traffic.AnyEventsReach(section, appender))
                        {
                            ReportUnresolvedType(config, section, appender);
                        }
                    }
                    else if (isBuffering.IsOrDerivesFrom(type) && appender.Node.Property(Log4NetConfigNames.Lossy) is { } lossy
                        && ConfigValues.Boolean(lossy.Value, whenUnparsable: false) && appender.Node.Property(Log4NetConfigNames.Evaluator) is null)
                    {
                        config.Report(Descriptors.LostEvents, lossy.Span, $"{appender.DisplayName} is lossy but has no evaluator: it discards every event and never sends its buffer");
                    }
                }

                ReportCycles(config, section, symbols);
            }
        }

        /// <summary>
        /// log4net trims nothing after a type name: <c>type="X "</c> or <c>type="X , A"</c> fails to load although X
        /// exists. Then the fix is certain: the same name without that white space.
        /// </summary>
        private static void ReportUnresolvedType(ConfigFileContext config, Log4NetConfig section, AppenderDefinition appender)
        {
            var typeName = appender.TypeName;
            var span = appender.Node.TypeAttribute?.ValueSpan ?? appender.Node.StartTagSpan;
            if (TypeNameResolver.WithoutTrailingWhiteSpace(typeName) is { } cleaned && cleaned != typeName && config.Types.Resolve(cleaned) != null)
            {
                var message = $"{appender.DisplayName} has white space after its type name ('{ConfigText.Short(typeName!)}'), which log4net cannot load: it skips the appender and its events are lost";
                if (TypoFixes.LoadingRepeats(section, appender))
                {
                    // Loading it would hand some events a second time to appenders they already reach: no fix can be exact.
                    config.Report(Descriptors.LostEvents, span, message + "; loading it would write some events twice (they already reach its appenders another way), so no fix is offered");
                    return;
                }

                config.Report(
                    Descriptors.LostEvents,
                    span,
                    new LostEventsFinding(cleaned, TypoFixes.TypeKind, via: null).WriteTo(default),
                    message);
                return;
            }

            config.Report(Descriptors.LostEvents, span, $"{appender.DisplayName} has type '{ConfigText.Short(typeName ?? string.Empty)}', which resolves to no type: log4net skips the appender and its events are lost");
        }

        /// <summary>
        /// Forwarders whose appender-refs lead back to themselves: log4net builds referenced appenders depth first and
        /// caches each only once built, so XmlConfigurator.Configure recurses until the stack overflows and the process
        /// dies. Reported once per cycle, at the first ref of its first appender that stays in the cycle.
        /// </summary>
        private static void ReportCycles(ConfigFileContext config, Log4NetConfig section, Log4NetSymbols symbols)
        {
            bool Follows(AppenderDefinition a) =>
                symbols.AppenderAttachable != null && config.Types.Resolve(a.TypeName) is { } type
                && type.AllInterfaces.Contains(symbols.AppenderAttachable, SymbolEqualityComparer.Default);

            foreach (var cycle in section.Graph.Cycles(Follows))
            {
                var members = new HashSet<AppenderDefinition>(cycle);
                var first = cycle[0];
                var closing = first.Refs.First(r => section.Resolve(r) is { } target && members.Contains(target));
                var path = string.Join(" → ", cycle.Select(a => $"'{ConfigText.Short(a.Name ?? string.Empty)}'").Append($"'{ConfigText.Short(first.Name ?? string.Empty)}'"));
                config.Report(
                    Descriptors.LostEvents,
                    closing.RefAttribute?.ValueSpan ?? closing.Node.StartTagSpan,
                    $"appender-refs form a cycle ({path}): log4net recurses without end while configuring it and the process dies with a stack overflow");
            }
        }

        /// <summary>
        /// A misspelt ref gets the one close appender name; a ref with no ref attribute names nothing to correct. When the
        /// events entering the ref's holder already reach that appender, pointing the ref at it would write them twice: the
        /// ref is then to be removed, which changes nothing log4net does (it sends nothing to a name it cannot find).
        /// </summary>
        private static void ReportUndefinedRef(
            ConfigFileContext config, NameSuggestion names, Log4NetConfig section, ConfigNode holder, AppenderRef appenderRef, ref EventReach? reach)
        {
            var name = appenderRef.Name ?? string.Empty;
            var suggestion = appenderRef.RefAttribute is null ? null : names.For(name);
            var span = appenderRef.RefAttribute?.ValueSpan ?? appenderRef.Node.StartTagSpan;
            if (suggestion is null)
            {
                config.Report(Descriptors.LostEvents, span, $"appender-ref '{ConfigText.Short(name)}' names no appender in this configuration: events sent to it are lost");
                return;
            }

            var target = TypoFixes.RefTarget(section, holder, suggestion);
            var twice = TypoFixes.TwiceReached(section, holder, target, reach ??= section.Reach);
            var removes = twice != null;
            var message = twice is null
                ? $"appender-ref '{ConfigText.Short(name)}' names no appender in this configuration; did you mean '{ConfigText.Short(suggestion)}'?" +
                  (target == suggestion ? string.Empty : $" (its events go through its forwarder '{ConfigText.Short(target)}', which the fix names)")
                : !TypoFixes.ReachedThrough(section, target, twice, reach)
                    ? $"appender-ref '{ConfigText.Short(name)}' names no appender in this configuration, and '{ConfigText.Short(suggestion)}', the close name, writes the file that '{ConfigText.Short(twice.Name ?? string.Empty)}' already writes with the events that reach it: remove the ref (pointing it at '{ConfigText.Short(suggestion)}' would write them to that file twice)"
                : twice.Name == suggestion || twice.Name == target
                    ? $"appender-ref '{ConfigText.Short(name)}' names no appender in this configuration, and '{ConfigText.Short(suggestion)}', the close name, already receives the events that reach it: remove the ref (pointing it at '{ConfigText.Short(suggestion)}' would write them twice)"
                    : $"appender-ref '{ConfigText.Short(name)}' names no appender in this configuration, and '{ConfigText.Short(suggestion)}', the close name, leads to '{ConfigText.Short(twice.Name ?? string.Empty)}', which already receives the events that reach it: remove the ref (pointing it at '{ConfigText.Short(suggestion)}' would hand them to '{ConfigText.Short(twice.Name ?? string.Empty)}' a second time whenever '{ConfigText.Short(suggestion)}' passes them on)";
            var finding = new LostEventsFinding(suggestion, removes ? TypoFixes.RemoveRefKind : TypoFixes.RefKind, !removes && target != suggestion ? target : null);
            config.Report(Descriptors.LostEvents, span, finding.WriteTo(default), message);
        }

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols, INamedTypeSymbol buffering)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (!creation.Type.IsOrDerivesFrom(buffering) || CodeAppenderReader.Read(creation, symbols) is not { } appender)
            {
                return;
            }

            if (appender.Setting(Log4NetConfigNames.InCode.Lossy) is { ConstantValue: { HasValue: true, Value: true } } lossy && appender.Setting(Log4NetConfigNames.InCode.Evaluator) is null)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    Descriptors.LostEvents,
                    lossy.Assignment.Syntax.GetLocation(),
                    $"{appender.Type.Name} is lossy but has no evaluator: it discards every event and never sends its buffer"));
            }
        }

        /// <summary>A type in an assembly the compilation does not reference may be loaded at run time: say nothing.</summary>
        private static bool IsCheckable(string? typeName, ImmutableHashSet<string> knownAssemblies)
        {
            if (TypeNameResolver.MetadataName(typeName) is null)
            {
                return true;
            }

            var assembly = TypeNameResolver.AssemblyName(typeName);
            return assembly is null || knownAssemblies.Contains(assembly);
        }
    }
}
