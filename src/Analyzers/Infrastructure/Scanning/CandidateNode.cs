using System;
using System.Threading;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>A syntax node a rule looks at before binding, with the semantic model of its tree and the way to report on it.</summary>
    public readonly struct CandidateNode<TSyntax>
        where TSyntax : SyntaxNode
    {
        private readonly Action<Diagnostic> _report;

        public CandidateNode(TSyntax node, SemanticModel semanticModel, Action<Diagnostic> report, CancellationToken cancellationToken)
        {
            Node = node;
            SemanticModel = semanticModel;
            _report = report;
            CancellationToken = cancellationToken;
        }

        public TSyntax Node { get; }

        public SemanticModel SemanticModel { get; }

        public CancellationToken CancellationToken { get; }

        public void ReportDiagnostic(Diagnostic diagnostic) => _report(diagnostic);
    }
}
