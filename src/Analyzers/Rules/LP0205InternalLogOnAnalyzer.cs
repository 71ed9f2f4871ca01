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
    /// LP0205: NLog's internal log left at Trace or Debug: internalLogLevel on &lt;nlog&gt; (or in the "NLog" section of
    /// appsettings.json), <c>InternalLogger.LogLevel = LogLevel.Trace</c> or <c>SetMinimumLogLevel(LogLevel.Debug)</c> in code.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0205InternalLogOnAnalyzer : NLogAnalyzer
    {
        /// <summary>The level the fix writes: warnings and errors, what the internal log exists to report.</summary>
        public const string FixedLevel = "Warn";

        private const string LevelSetting = NLogConfigNames.InternalLogLevel;

        private static readonly FixData ToWarn = ValueReplacement.Write(default, FixedLevel);

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogInternalLogOn);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is not { } symbols)
            {
                return;
            }

            NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            var internalLogger = new Lazy<INamedTypeSymbol?>(() => TypeLookup.In(symbols.NLogAssembly, "NLog.Common.InternalLogger"));
            var builder = new Lazy<INamedTypeSymbol?>(() => TypeLookup.In(symbols.NLogAssembly, "NLog.SetupInternalLoggerBuilderExtensions"));
            CandidateOperations.RegisterAssignments(start, ImmutableHashSet.Create("LogLevel"), c =>
            {
                if (c.Operation is ISimpleAssignmentOperation { Target: IPropertyReferenceOperation property } assignment
                    && SymbolEqualityComparer.Default.Equals(property.Property.ContainingType, internalLogger.Value)
                    && Verbose(assignment.Value, symbols) is { } level)
                {
                    c.ReportDiagnostic(ToWarn.ToDiagnostic(
                        Descriptors.NLogInternalLogOn, assignment.Value.Syntax.GetLocation(), $"InternalLogger.LogLevel = LogLevel.{level}", level, "the internal log's outputs"));
                }
            });
            CandidateOperations.RegisterInvocations(start, ImmutableHashSet.Create("SetMinimumLogLevel"), c =>
            {
                if (c.Operation is IInvocationOperation { TargetMethod.Name: "SetMinimumLogLevel" } invocation
                    && SymbolEqualityComparer.Default.Equals(invocation.TargetMethod.ContainingType, builder.Value)
                    && invocation.Arguments.Length == 2 && Verbose(invocation.Arguments[1].Value, symbols) is { } level)
                {
                    c.ReportDiagnostic(ToWarn.ToDiagnostic(
                        Descriptors.NLogInternalLogOn, invocation.Arguments[1].Value.Syntax.GetLocation(), $"SetMinimumLogLevel(LogLevel.{level})", level, "the internal log's outputs"));
                }
            });
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            foreach (var section in config.File.Sections)
            {
                if (section.Setting(LevelSetting) is { IsDynamic: false } setting && VerboseName(setting.Value) is { } level)
                {
                    config.Report(
                        Descriptors.NLogInternalLogOn, setting.ValueSpan, NLogSettingEdit.Replace(ToWarn, setting),
                        $"{LevelSetting}=\"{setting.Value.Trim()}\"", level, Destination(section));
                }
            }
        }

        /// <summary>Where the section sends the internal log, as messages say it.</summary>
        private static string Destination(NLogSection section)
        {
            var file = section.Setting("internalLogFile");
            var console = section.Setting("internalLogToConsole")?.AsBoolean() == true || section.Setting("internalLogToConsoleError")?.AsBoolean() == true;
            return file is { Value.Length: > 0 }
                ? $"'{file.Value.Trim()}'" + (console ? " and the console" : string.Empty)
                : console ? "the console" : "the internal log (internalLogFile, the console, or NLOG_INTERNAL_LOG_FILE)";
        }

        private static string? VerboseName(string value)
        {
            var trimmed = value.Trim();
            return trimmed.Equals("Trace", StringComparison.OrdinalIgnoreCase) ? "Trace"
                : trimmed.Equals("Debug", StringComparison.OrdinalIgnoreCase) ? "Debug"
                : null;
        }

        /// <summary>LogLevel.Trace or LogLevel.Debug (NLog's static fields), or LogLevel.FromString with a constant.</summary>
        private static string? Verbose(IOperation value, NLogSymbols symbols)
        {
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            return value switch
            {
                IFieldReferenceOperation { Field: { IsStatic: true } field } when SymbolEqualityComparer.Default.Equals(field.ContainingType, symbols.LogLevel) => VerboseName(field.Name),
                IPropertyReferenceOperation { Property: { IsStatic: true } property } when SymbolEqualityComparer.Default.Equals(property.ContainingType, symbols.LogLevel) => VerboseName(property.Name),
                _ => null,
            };
        }
    }
}
