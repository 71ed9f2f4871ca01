using System.Collections.Immutable;
using System.Composition;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0206: write false in a config (the value replaced in its own form) and in code.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0206ThrowExceptionsCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0206ThrowExceptionsCodeFixProvider : NLogSettingValueCodeFixProvider
    {
        public const string TurnOffKey = RuleIds.NLogThrowExceptions + ".TurnOff";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogThrowExceptions);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(new CodeFixOffer(TurnOffKey, "Turn throwExceptions off (false)"));

        protected override string SettingName => LP0206ThrowExceptionsAnalyzer.ThrowExceptionsSetting;

        protected override string Value => "false";

        protected override bool IsLiteral => true;
    }
}
