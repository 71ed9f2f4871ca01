using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0008: caller location in a PatternLayout that renders the events of an appender ordinary traffic reaches
    /// (events below ERROR arrive, see <see cref="EventTraffic"/>): its own layout or a parameter's (AdoNetAppender), in a
    /// config; in code, on a PatternLayout created with a constant pattern.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0008CallerLocationAnalyzer : Log4NetAnalyzer
    {
        /// <summary>PatternLayout's property (<see cref="Log4NetSymbols.ConversionPattern"/>): assignments to members of this name are looked at.</summary>
        private const string ConversionPatternName = "ConversionPattern";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.CallerLocation);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { PatternLayout: not null } symbols)
                {
                    AnalyzeConfig(config, symbols);
                }
            });
            CandidateOperations.RegisterCreations(
                start, () => source.Symbols?.CreatableNames, t => t.IsOrDerivesFrom(source.Symbols?.PatternLayout), c => AnalyzeCreation(c, source.Symbols!.PatternLayout!));
            CandidateOperations.RegisterAssignments(start, ImmutableHashSet.Create(ConversionPatternName), c =>
            {
                if (source.Symbols?.ConversionPattern is { } conversionPattern)
                {
                    AnalyzeAssignment(c, conversionPattern);
                }
            });
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var traffic = EventTraffic.For(config.Types, symbols);
            var layouts = LayoutRequirements.For(config.Types, symbols);

            // Thousands of appenders often share one pattern: each distinct pattern is read once.
            var locationsOf = new Dictionary<string, string?>(StringComparer.Ordinal);
            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    if (!traffic.OrdinaryEventsReach(section, appender))
                    {
                        continue;
                    }

                    foreach (var layout in LayoutRequirements.RenderingLayouts(appender))
                    {
                        if (layouts.KindOf(config.Types.Resolve(layout.TypeName)) == LayoutKind.Pattern
                            && LayoutRequirements.PatternOf(layout) is { } pattern && LocationsOf(pattern.Pattern, locationsOf) is { } conversions)
                        {
                            config.Report(Descriptors.CallerLocation, ConfigText.Trimmed(config.Text, pattern.Span), conversions);
                        }
                    }
                }
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, INamedTypeSymbol patternLayout)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (creation.Type.IsOrDerivesFrom(patternLayout) && creation.Arguments.Length == 1)
            {
                Report(context, creation.Arguments[0].Value);
            }
        }

        private static void AnalyzeAssignment(CandidateOperation context, IPropertySymbol conversionPattern)
        {
            if (context.Operation is not ISimpleAssignmentOperation assignment)
            {
                return;
            }

            if (assignment.Target is IPropertyReferenceOperation property && IsOrOverrides(property.Property, conversionPattern))
            {
                Report(context, assignment.Value);
            }
        }

        private static bool IsOrOverrides(IPropertySymbol property, IPropertySymbol target)
        {
            for (var current = property; current != null; current = current.OverriddenProperty)
            {
                if (SymbolEqualityComparer.Default.Equals(current.OriginalDefinition, target))
                {
                    return true;
                }
            }

            return false;
        }

        private static void Report(CandidateOperation context, IOperation value)
        {
            if (value.ConstantValue is { HasValue: true, Value: string pattern } && Locations(pattern) is { } conversions)
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.CallerLocation, value.Syntax.GetLocation(), conversions));
            }
        }

        /// <summary>
        /// Every caller-location conversion of the pattern, each once in order of appearance ("%method, %line"), so one
        /// diagnostic names all a user must remove; null when there is none.
        /// </summary>
        private static string? LocationsOf(string pattern, Dictionary<string, string?> known)
        {
            if (!known.TryGetValue(pattern, out var locations))
            {
                known.Add(pattern, locations = Locations(pattern));
            }

            return locations;
        }

        private static string? Locations(string pattern)
        {
            var names = PatternFixRequirements.Conversions(pattern)
                .Where(c => c.Needs == FixFlagsValues.LocationInfo)
                .Select(c => "%" + c.Name)
                .Distinct(System.StringComparer.Ordinal)
                .ToList();
            return names.Count == 0 ? null : string.Join(", ", names);
        }
    }
}
