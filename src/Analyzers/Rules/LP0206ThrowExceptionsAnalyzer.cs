using System;
using System.Collections.Immutable;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.NLog;
using LogPerf.Analyzers.Names;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0206: NLog's throwExceptions on: the attribute of &lt;nlog&gt; (or the member of appsettings.json's "NLog"
    /// section) read as true, or <c>LogManager.ThrowExceptions = true</c> / <c>LogFactory.ThrowExceptions = true</c> in code.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0206ThrowExceptionsAnalyzer : NLogAnalyzer
    {
        public const string ThrowExceptionsSetting = NLogConfigNames.ThrowExceptions;

        private static readonly FixData TurnOff = ValueReplacement.Write(default, "false");

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogThrowExceptions);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is not { } symbols)
            {
                return;
            }

            NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            var owners = new Lazy<ImmutableHashSet<INamedTypeSymbol?>>(() => ImmutableHashSet.Create<INamedTypeSymbol?>(
                SymbolEqualityComparer.Default, TypeLookup.In(symbols.NLogAssembly, "NLog.LogManager"), TypeLookup.In(symbols.NLogAssembly, "NLog.LogFactory")));
            CandidateOperations.RegisterAssignments(start, ImmutableHashSet.Create("ThrowExceptions"), c =>
            {
                if (c.Operation is ISimpleAssignmentOperation { Target: IPropertyReferenceOperation property } assignment
                    && property.Property.Name == "ThrowExceptions"
                    && owners.Value.Contains(property.Property.ContainingType)
                    && assignment.Value.ConstantValue is { HasValue: true, Value: true })
                {
                    c.ReportDiagnostic(TurnOff.ToDiagnostic(
                        Descriptors.NLogThrowExceptions, assignment.Value.Syntax.GetLocation(), $"{property.Property.ContainingType.Name}.ThrowExceptions = true"));
                }
            });
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            foreach (var section in config.File.Sections)
            {
                if (section.Setting(ThrowExceptionsSetting) is { IsDynamic: false } setting && setting.AsBoolean() == true)
                {
                    config.Report(
                        Descriptors.NLogThrowExceptions, setting.ValueSpan, NLogSettingEdit.Replace(TurnOff, setting),
                        setting.IsJson ? "\"throwExceptions\": true" : "throwExceptions=\"true\"");
                }
            }
        }
    }
}
