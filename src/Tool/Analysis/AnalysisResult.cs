using LogPerf.CodeFixes.Fixing;
using System.Collections.Immutable;
using System.Linq;

namespace LogPerf.Tool.Analysis
{
    /// <summary>What one analysis of the target found: LogPerf findings (each once), projects that do not compile, analyzer failures.</summary>
    internal sealed record AnalysisResult(
        ImmutableArray<Finding> Findings,
        ImmutableArray<CompileErrors> CompileErrors,
        ImmutableArray<string> AnalyzerFailures)
    {
        public ImmutableArray<Finding> Where(FindingFilter filter) => Findings.Where(filter.Includes).ToImmutableArray();
    }
}
