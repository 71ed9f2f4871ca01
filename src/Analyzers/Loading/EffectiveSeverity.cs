using System.Threading;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>
    /// The severity the build gives a rule's diagnostics in a config file (no syntax tree, so no .editorconfig section
    /// applies): the project's NoWarn/WarningsAsErrors/rule set first, then a global analyzer config, then the default.
    /// </summary>
    internal static class EffectiveSeverity
    {
        /// <summary>Null when the project turns the rule off.</summary>
        public static DiagnosticSeverity? Of(Compilation compilation, DiagnosticDescriptor descriptor, CancellationToken cancellationToken)
        {
            var options = compilation.Options;
            if (!options.SpecificDiagnosticOptions.TryGetValue(descriptor.Id, out var report) || report == ReportDiagnostic.Default)
            {
                if (options.SyntaxTreeOptionsProvider is not { } provider || !provider.TryGetGlobalDiagnosticValue(descriptor.Id, cancellationToken, out report))
                {
                    report = descriptor.IsEnabledByDefault ? ReportDiagnostic.Default : ReportDiagnostic.Suppress;
                }
            }

            return report switch
            {
                ReportDiagnostic.Error => DiagnosticSeverity.Error,
                ReportDiagnostic.Warn => DiagnosticSeverity.Warning,
                ReportDiagnostic.Info => DiagnosticSeverity.Info,
                ReportDiagnostic.Hidden => DiagnosticSeverity.Hidden,
                ReportDiagnostic.Suppress => null,
                _ => descriptor.DefaultSeverity,
            };
        }
    }
}
