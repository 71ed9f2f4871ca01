using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// The analyzers scenario 6 measures LogPerf against: concurrent, generated code skipped, one descriptor, and at most one
    /// action that does nothing, so each one's cost is the driver's for that kind of action.
    /// </summary>
    internal abstract class BaselineAnalyzer : DiagnosticAnalyzer
    {
        private readonly DiagnosticDescriptor _rule;

        protected BaselineAnalyzer(string id) =>
            _rule = new DiagnosticDescriptor(id, id, id, "Baseline", DiagnosticSeverity.Warning, isEnabledByDefault: true);

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics => ImmutableArray.Create(_rule);

        public override void Initialize(AnalysisContext context)
        {
            context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
            context.EnableConcurrentExecution();
            Register(context);
        }

        protected abstract void Register(AnalysisContext context);
    }

    /// <summary>The baseline of scenario 6: an analyzer that registers nothing.</summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    internal sealed class EmptyAnalyzer : BaselineAnalyzer
    {
        public EmptyAnalyzer()
            : base("EMPTY0001")
        {
        }

        protected override void Register(AnalysisContext context)
        {
        }
    }

    /// <summary>Registers one operation action that does nothing: the cost of the driver building IOperation trees.</summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    internal sealed class NoOpOperationAnalyzer : BaselineAnalyzer
    {
        public NoOpOperationAnalyzer()
            : base("NOOP0001")
        {
        }

        protected override void Register(AnalysisContext context) => context.RegisterOperationAction(_ => { }, OperationKind.Invocation);
    }

    /// <summary>
    /// Registers one syntax-node action on invocations that does nothing: the cost of Roslyn's driver listing the nodes of
    /// every member for an analyzer, which the rules avoid by reading candidates in semantic-model actions.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    internal sealed class NoOpSyntaxNodeAnalyzer : BaselineAnalyzer
    {
        public NoOpSyntaxNodeAnalyzer()
            : base("NOOP0002")
        {
        }

        protected override void Register(AnalysisContext context) => context.RegisterSyntaxNodeAction(_ => { }, SyntaxKind.InvocationExpression);
    }
}
