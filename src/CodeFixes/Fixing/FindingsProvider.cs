using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>
    /// Hands Fix All the findings to fix. Each finding belongs to the one project that reported it, so a config file
    /// shared by two projects is not fixed twice for the same diagnostic.
    /// </summary>
    internal sealed class FindingsProvider : FixAllContext.DiagnosticProvider
    {
        private readonly ImmutableArray<Finding> _findings;

        public FindingsProvider(ImmutableArray<Finding> findings) => _findings = findings;

        public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Result(_findings.Where(f => f.Project == project.Id));

        public override Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken) =>
            Result(_findings.Where(f => f.Project == document.Project.Id && PathComparer.Same(f.Path, document.FilePath)));

        public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Result(_findings.Where(f => f.Project == project.Id && f.Diagnostic.Location.Kind == LocationKind.None));

        private static Task<IEnumerable<Diagnostic>> Result(IEnumerable<Finding> findings) =>
            Task.FromResult<IEnumerable<Diagnostic>>(findings.Select(f => f.Diagnostic).ToList());
    }
}
