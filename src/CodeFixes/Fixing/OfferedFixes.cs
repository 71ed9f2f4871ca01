using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>The fixes a code fix provider offers for one diagnostic, in C# or in a config file, as the IDE asks for them.</summary>
    internal static class OfferedFixes
    {
        public static async Task<ImmutableArray<CodeAction>> ForAsync(CodeFixProvider fixer, Solution solution, Finding finding, CancellationToken cancellationToken)
        {
            var document = DocumentOf(solution, finding);
            if (document is null)
            {
                return ImmutableArray<CodeAction>.Empty;
            }

            var actions = new List<CodeAction>();
            void Register(CodeAction action, ImmutableArray<Diagnostic> _)
            {
                lock (actions)
                {
                    actions.Add(action);
                }
            }

            var context = document is Document csharp
                ? new CodeFixContext(csharp, finding.Diagnostic, Register, cancellationToken)
                : new CodeFixContext(document, finding.Diagnostic, Register, cancellationToken);
            await fixer.RegisterCodeFixesAsync(context).ConfigureAwait(false);
            // LogPerf's fixers register each fix as an action of its own (no nested actions).
            return actions.ToImmutableArray();
        }

        /// <summary>The C# document or additional document (config file) a finding is in, in the project that reported it.</summary>
        public static TextDocument? DocumentOf(Solution solution, Finding finding)
        {
            var project = solution.GetProject(finding.Project);
            if (project is null || finding.Path.Length == 0)
            {
                return null;
            }

            if (finding.Diagnostic.Location.SourceTree is { } tree && project.GetDocument(tree) is { } byTree)
            {
                return byTree;
            }

            return project.Documents.Cast<TextDocument>().Concat(project.AdditionalDocuments).FirstOrDefault(d => PathComparer.Same(d.FilePath, finding.Path));
        }
    }
}
