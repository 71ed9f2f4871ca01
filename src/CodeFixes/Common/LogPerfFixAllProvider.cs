using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Common
{
    /// <summary>
    /// Fix All over C# documents and config files together. Roslyn's batch fixer only visits C# documents; this
    /// one also gathers the diagnostics located in additional files of the project or solution.
    /// </summary>
    internal sealed class LogPerfFixAllProvider : FixAllProvider
    {
        private readonly LogPerfCodeFixProvider _provider;

        public LogPerfFixAllProvider(LogPerfCodeFixProvider provider) => _provider = provider;

        public override IEnumerable<FixAllScope> GetSupportedFixAllScopes() =>
            new[] { FixAllScope.Document, FixAllScope.Project, FixAllScope.Solution };

        public override async Task<CodeAction?> GetFixAsync(FixAllContext context)
        {
            var diagnostics = await FixAllScopeDiagnostics.InScopeAsync(context).ConfigureAwait(false);
            var relevant = diagnostics.Where(d => context.DiagnosticIds.Contains(d.Id)).ToImmutableArray();
            if (relevant.IsEmpty || context.CodeActionEquivalenceKey is not { } key)
            {
                return null;
            }

            var title = _provider.TitleOf(key);
            return CodeAction.Create(
                title,
                cancellationToken => _provider.FixAllAsync(context.Solution, relevant, key, cancellationToken),
                key);
        }
    }
}
