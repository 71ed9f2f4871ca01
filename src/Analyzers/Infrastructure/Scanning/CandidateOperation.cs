using System;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>An operation a rule looks at, with the way to report on it.</summary>
    public readonly struct CandidateOperation
    {
        private readonly Action<Diagnostic> _report;

        public CandidateOperation(IOperation operation, Action<Diagnostic> report)
        {
            Operation = operation;
            _report = report;
        }

        public IOperation Operation { get; }

        public void ReportDiagnostic(Diagnostic diagnostic) => _report(diagnostic);
    }
}
