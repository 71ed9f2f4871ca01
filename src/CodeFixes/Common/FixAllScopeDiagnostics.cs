using System.Collections.Generic;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Common
{
    /// <summary>The diagnostics a Fix All covers: those of its document, its project, or every project of the solution.</summary>
    internal static class FixAllScopeDiagnostics
    {
        public static async Task<List<Diagnostic>> InScopeAsync(FixAllContext context)
        {
            var diagnostics = new List<Diagnostic>();
            switch (context.Scope)
            {
                case FixAllScope.Document when context.Document != null:
                    diagnostics.AddRange(await context.GetDocumentDiagnosticsAsync(context.Document).ConfigureAwait(false));
                    break;
                case FixAllScope.Project:
                    diagnostics.AddRange(await context.GetAllDiagnosticsAsync(context.Project).ConfigureAwait(false));
                    break;
                case FixAllScope.Solution:
                    foreach (var project in context.Solution.Projects)
                    {
                        diagnostics.AddRange(await context.GetAllDiagnosticsAsync(project).ConfigureAwait(false));
                    }

                    break;
            }

            return diagnostics;
        }
    }
}
