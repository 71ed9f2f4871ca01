using System.Collections.Immutable;
using System.Composition;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Names;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using LogPerf.CodeFixes.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0205: write Warn in a config (the value replaced in its own form) and in code.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0205InternalLogOnCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0205InternalLogOnCodeFixProvider : NLogSettingValueCodeFixProvider
    {
        public const string ToWarnKey = RuleIds.NLogInternalLogOn + ".ToWarn";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.NLogInternalLogOn);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(new CodeFixOffer(ToWarnKey, "Lower NLog's internal log to Warn"));

        protected override string SettingName => NLogConfigNames.InternalLogLevel;

        protected override string Value => LP0205InternalLogOnAnalyzer.FixedLevel;

        protected override bool IsLiteral => false;
    }
}
