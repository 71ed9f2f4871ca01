using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.NLog;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.NLog
{
    /// <summary>
    /// A fix that writes one value into one NLog setting the analyzer found (<see cref="NLogSettingEdit"/> in the diagnostic's
    /// contract): in a config the value is replaced in its own form (attribute, element, JSON string or literal); in code
    /// the constant the diagnostic sits on is replaced with the value its analyzer wrote (<see cref="ValueReplacement"/>).
    /// </summary>
    public abstract class NLogSettingValueCodeFixProvider : LogPerfCodeFixProvider
    {
        /// <summary>The setting's name, as a new attribute or JSON member would be written.</summary>
        protected abstract string SettingName { get; }

        /// <summary>The value written in a config.</summary>
        protected abstract string Value { get; }

        /// <summary>JSON: the value is written unquoted (true, false, numbers).</summary>
        protected abstract bool IsLiteral { get; }

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            inConfig ? NLogSettingEdit.TryRead(diagnostic, out _) : ValueReplacement.TryRead(diagnostic, out _);

        protected override SourceText? FixConfig(SourceText text, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey) =>
            Apply(text, diagnostics
                .Select(d => NLogSettingEdit.TryRead(d, out var edit) ? edit : (NLogSettingEdit?)null)
                .OfType<NLogSettingEdit>()
                .Select(edit => NLogSettingEdits.Set(text, edit, SettingName, Value, IsLiteral))
                .Distinct());

        protected override Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken) =>
            ConstantReplacement.ApplyAsync(document, diagnostics, cancellationToken);
    }
}
