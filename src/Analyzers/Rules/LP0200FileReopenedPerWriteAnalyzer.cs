using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.NLog;
using LogPerf.Analyzers.Names;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0200: an NLog FileTarget with KeepFileOpen false, explicitly or by default (NLog before 5.0), that everyday
    /// traffic reaches; in code, KeepFileOpen = false, WriteToFile(keepFileOpen: false), and, before NLog 5.0, a
    /// FileTarget created without KeepFileOpen.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0200FileReopenedPerWriteAnalyzer : NLogAnalyzer
    {
        public const string KeepFileOpenSetting = NLogConfigNames.KeepFileOpen;

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogFileReopenedPerWrite);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is not { } symbols)
            {
                return;
            }

            if (symbols.FileTarget is not { } fileTarget)
            {
                return;
            }

            NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            if (symbols.KeepFileOpen is { } keepFileOpen)
            {
                CandidateOperations.RegisterAssignments(start, ImmutableHashSet.Create(keepFileOpen.Name), c => AnalyzeAssignment(c, keepFileOpen));
            }

            if (!symbols.WriteToFile.IsEmpty)
            {
                CandidateOperations.RegisterInvocations(start, ImmutableHashSet.Create("WriteToFile"), c => AnalyzeWriteToFile(c, symbols));
            }

            if (symbols.KeepFileOpenDefaultsToFalse)
            {
                CandidateOperations.RegisterCreations(start, t => t.IsOrDerivesFrom(fileTarget), c => AnalyzeCreation(c, symbols));
            }
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            var symbols = config.Symbols;
            foreach (var section in config.File.Sections)
            {
                var graph = config.GraphOf(section);
                foreach (var (target, _, _) in section.AllTargets())
                {
                    if (!graph.TypeOf(target).Type.IsOrDerivesFrom(symbols.FileTarget) || !graph.IsBusy(target) || OpensPerWriteAnyway(target))
                    {
                        continue;
                    }

                    var keep = target.Setting(KeepFileOpenSetting);
                    if (keep is { IsDynamic: false } && keep.AsBoolean() == false)
                    {
                        config.Report(
                            Descriptors.NLogFileReopenedPerWrite, keep.ValueSpan, NLogSettingEdit.Replace(default, keep),
                            target.DisplayName, "keepFileOpen is false");
                    }
                    else if (keep is null && symbols.KeepFileOpenDefaultsToFalse)
                    {
                        config.Report(
                            Descriptors.NLogFileReopenedPerWrite, (target.TypeSetting?.ValueSpan ?? target.StartTagSpan),
                            NLogSettingEdit.Insert(default, target.Insertion),
                            target.DisplayName, DefaultReason(symbols));
                    }
                }
            }
        }

        /// <summary>replaceFileContentsOnEachWrite and discardAll make keepFileOpen irrelevant.</summary>
        private static bool OpensPerWriteAnyway(NLogTarget target) =>
            target.Setting("replaceFileContentsOnEachWrite")?.AsBoolean() == true || target.Setting("discardAll")?.AsBoolean() == true;

        private static string DefaultReason(NLogSymbols symbols) =>
            $"keepFileOpen is not set and the referenced NLog {symbols.VersionText} defaults it to false (true from NLog 5.0)";

        private static void AnalyzeAssignment(CandidateOperation context, IPropertySymbol keepFileOpen)
        {
            if (context.Operation is ISimpleAssignmentOperation { Target: IPropertyReferenceOperation property } assignment
                && SymbolEqualityComparer.Default.Equals(property.Property.OriginalDefinition, keepFileOpen)
                && assignment.Value.ConstantValue is { HasValue: true, Value: false })
            {
                var owner = property.Instance?.Type?.Name ?? "FileTarget";
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.NLogFileReopenedPerWrite, assignment.Value.Syntax.GetLocation(), owner, "KeepFileOpen is false"));
            }
        }

        private static void AnalyzeWriteToFile(CandidateOperation context, NLogSymbols symbols)
        {
            if (context.Operation is IInvocationOperation invocation && KnownMembers.IsOneOf(invocation.TargetMethod, symbols.WriteToFile)
                && invocation.Arguments.FirstOrDefault(a => a.Parameter?.Name == KeepFileOpenSetting) is { ArgumentKind: ArgumentKind.Explicit } argument
                && argument.Value.ConstantValue is { HasValue: true, Value: false })
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.NLogFileReopenedPerWrite, argument.Value.Syntax.GetLocation(), "WriteToFile", "keepFileOpen is false"));
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, NLogSymbols symbols)
        {
            if (context.Operation is not IObjectCreationOperation creation || symbols.KeepFileOpen is not { } keepFileOpen)
            {
                return;
            }

            var settings = CodeAppenderReader.SettingsOf(creation);
            if (settings.Any(s => SymbolEqualityComparer.Default.Equals(s.Property.OriginalDefinition, keepFileOpen)))
            {
                return;
            }

            context.ReportDiagnostic(Diagnostic.Create(
                Descriptors.NLogFileReopenedPerWrite, creation.Syntax.GetLocation(), creation.Type?.Name ?? "FileTarget", DefaultReason(symbols)));
        }
    }
}
