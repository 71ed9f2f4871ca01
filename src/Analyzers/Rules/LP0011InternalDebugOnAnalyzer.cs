using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0011: log4net's internal debugging turned on in what ships: <c>debug</c> (or the deprecated <c>configDebug</c>) on
    /// <c>&lt;log4net&gt;</c> with any value log4net does not read as false, the <c>log4net.Internal.Debug</c> app setting
    /// read as true (App.config / Web.config), or <c>LogLog.InternalDebugging = true</c> in code.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0011InternalDebugOnAnalyzer : Log4NetAnalyzer
    {
        public const string AppSettingKey = "log4net.Internal.Debug";

        private static readonly FixData TurnOff = ValueReplacement.Write(default, "false");

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.InternalDebugOn);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var logLog = new Lazy<INamedTypeSymbol?>(() => TypeLookup.In(source.Symbols?.Log4NetAssembly, "log4net.Util.LogLog"));
            ConfigFileActions.Register(start, AnalyzeSections);
            start.RegisterAdditionalFileAction(context =>
            {
                if (context.AdditionalFile.GetText(context.CancellationToken) is { } text
                    && AppSettings.Find(text, AppSettingKey) is { } setting
                    && bool.TryParse(setting.Value.Value.Trim(), out var on) && on)
                {
                    context.ReportDiagnostic(Diagnostic.Create(
                        Descriptors.InternalDebugOn, ConfigLocations.Create(context.AdditionalFile, text, setting.Value.ValueSpan), TurnOff.Properties,
                        $"The '{AppSettingKey}' app setting"));
                }
            });
            CandidateOperations.RegisterAssignments(start, ImmutableHashSet.Create("InternalDebugging"), c =>
            {
                if (c.Operation is ISimpleAssignmentOperation { Target: IPropertyReferenceOperation property } assignment
                    && property.Property.Name == "InternalDebugging"
                    && SymbolEqualityComparer.Default.Equals(property.Property.ContainingType, logLog.Value)
                    && assignment.Value.ConstantValue is { HasValue: true, Value: true })
                {
                    c.ReportDiagnostic(TurnOff.ToDiagnostic(Descriptors.InternalDebugOn, assignment.Value.Syntax.GetLocation(), "LogLog.InternalDebugging = true"));
                }
            });
        }

        /// <summary>
        /// log4net's XmlHierarchyConfigurator reads debug and configDebug with OptionConverter.ToBoolean(value, true): any value
        /// but an empty one, "null" or one bool.Parse reads as false turns debugging on.
        /// </summary>
        private static void AnalyzeSections(ConfigFileContext config)
        {
            foreach (var section in config.File.Sections)
            {
                foreach (var name in new[] { "debug", "configDebug" })
                {
                    if (section.Node.Attribute(name) is { } attribute && TurnsOn(attribute.Value))
                    {
                        config.Report(Descriptors.InternalDebugOn, attribute.ValueSpan, TurnOff, $"{name}=\"{ConfigText.Short(attribute.Value)}\" on <log4net>");
                    }
                }
            }
        }

        private static bool TurnsOn(string value) =>
            value.Length > 0 && value != "null" && !(bool.TryParse(value, out var parsed) && !parsed);
    }
}
