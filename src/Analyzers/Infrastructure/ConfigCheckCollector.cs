using System;
using System.Collections.Immutable;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// A compilation start handed to the config rules' start actions on LP0101's behalf: their config checks are collected
    /// (<see cref="ConfigChecks.Register"/>), everything else they register (C# actions) is dropped, so nothing runs twice
    /// but the checks of the files LP0101 asks about.
    /// </summary>
    internal sealed class ConfigCheckCollector : CompilationStartAnalysisContext
    {
        private readonly ImmutableArray<ConfigCheck>.Builder _checks = ImmutableArray.CreateBuilder<ConfigCheck>();

#pragma warning disable RS1012 // Only its compilation and options are taken; it registers nothing here.
        internal ConfigCheckCollector(CompilationStartAnalysisContext analysis, CancellationToken cancellationToken)
#pragma warning restore RS1012
            : base(analysis.Compilation, analysis.Options, cancellationToken)
        {
        }

        internal ImmutableArray<ConfigCheck> Checks => _checks.ToImmutable();

        internal void Add(ConfigCheck check) => _checks.Add(check);

        public override void RegisterCompilationEndAction(Action<CompilationAnalysisContext> action)
        {
        }

        public override void RegisterSemanticModelAction(Action<SemanticModelAnalysisContext> action)
        {
        }

        public override void RegisterSymbolAction(Action<SymbolAnalysisContext> action, ImmutableArray<SymbolKind> symbolKinds)
        {
        }

        public override void RegisterSymbolStartAction(Action<SymbolStartAnalysisContext> action, SymbolKind symbolKind)
        {
        }

        public override void RegisterCodeBlockStartAction<TLanguageKindEnum>(Action<CodeBlockStartAnalysisContext<TLanguageKindEnum>> action)
        {
        }

        public override void RegisterCodeBlockAction(Action<CodeBlockAnalysisContext> action)
        {
        }

        public override void RegisterSyntaxTreeAction(Action<SyntaxTreeAnalysisContext> action)
        {
        }

        public override void RegisterAdditionalFileAction(Action<AdditionalFileAnalysisContext> action)
        {
        }

        public override void RegisterSyntaxNodeAction<TLanguageKindEnum>(Action<SyntaxNodeAnalysisContext> action, ImmutableArray<TLanguageKindEnum> syntaxKinds)
        {
        }

        public override void RegisterOperationAction(Action<OperationAnalysisContext> action, ImmutableArray<OperationKind> operationKinds)
        {
        }

        public override void RegisterOperationBlockStartAction(Action<OperationBlockStartAnalysisContext> action)
        {
        }

        public override void RegisterOperationBlockAction(Action<OperationBlockAnalysisContext> action)
        {
        }
    }
}
