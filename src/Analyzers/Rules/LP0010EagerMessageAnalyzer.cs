using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules.LP0010EagerMessage;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0010: <c>log.Debug($"…")</c>, <c>log.Info("a" + b)</c> or <c>log.Debug(string.Format(…))</c> on log4net's ILog,
    /// for the levels production turns off (DEBUG and INFO; more through <see cref="EagerMessageLevels.OptionName"/>),
    /// without a guard of that level or a lower one in any form (<see cref="LevelGuards"/>), outside catch blocks (where the
    /// exception costs far more). Constant messages are free and stay silent. Log calls are everywhere, so this rule reads syntax first and binds only the candidates that
    /// remain, and never asks for operation trees.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0010EagerMessageAnalyzer : Log4NetAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.EagerMessage);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var levels = new EagerMessageLevels(start.Options.AnalyzerConfigOptionsProvider);
            CandidateNodes.RegisterInvocations(start, LogLevels.MethodNames, c => AnalyzeInvocation(c, source, levels));
        }

        private static void AnalyzeInvocation(CandidateNode<InvocationExpressionSyntax> context, Log4NetSymbolsSource source, EagerMessageLevels levels)
        {
            var invocation = context.Node;
            if (invocation.Expression is not MemberAccessExpressionSyntax access
                || LogLevels.LevelOf(access.Name.Identifier.ValueText) is not { } level
                || invocation.ArgumentList.Arguments.FirstOrDefault() is not { NameColon: null } first
                || !MayBuild(first.Expression)
                || !levels.Checks(invocation.SyntaxTree, level)
                || LevelGuards.IsGuarded(invocation, level)
                || IsInCatchBlock(invocation))
            {
                return;
            }

            var model = context.SemanticModel;
            var message = first.Expression;
            if (source.Symbols?.Log is not { } log
                || EagerMessageBinding.Kind(message, model, context.CancellationToken) is not { } kind
                || EagerMessageBinding.IsConstant(message, model, context.CancellationToken)
                || !EagerMessageBinding.IsLogCall(invocation, access, log, model, context.CancellationToken))
            {
                return;
            }

            var method = access.Name.Identifier.ValueText;

            var canUseFormat = invocation.ArgumentList.Arguments.Count == 1 && (message is not InterpolatedStringExpressionSyntax interpolated || IsPlainInterpolation(interpolated));
            var canGuard = invocation.Parent is ExpressionStatementSyntax && access.Expression is IdentifierNameSyntax or MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax or ThisExpressionSyntax };
            context.ReportDiagnostic(new EagerMessageFinding(kind, canUseFormat, canGuard).WriteTo(default).ToDiagnostic(
                Descriptors.EagerMessage,
                message.GetLocation(),
                "ILog." + method,
                Describe(kind),
                method.ToUpperInvariant()));
        }

        /// <summary>
        /// Code in a catch block runs after an exception was thrown and caught, which costs far more (a stack trace, tens
        /// of microseconds) than building a message: not worth a developer's time.
        /// </summary>
        private static bool IsInCatchBlock(SyntaxNode node)
        {
            foreach (var ancestor in node.Ancestors())
            {
                if (ancestor is CatchClauseSyntax)
                {
                    return true;
                }

                if (ancestor is MemberDeclarationSyntax or AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax)
                {
                    return false;
                }
            }

            return false;
        }

        /// <summary>$"…", $@"…" and @$"…": the forms whose text can become a format string as written.</summary>
        private static bool IsPlainInterpolation(InterpolatedStringExpressionSyntax interpolated) =>
            interpolated.StringStartToken.Text is "$\"" or "$@\"" or "@$\"";

        /// <summary>The syntax of the three ways of building a message, before any binding.</summary>
        private static bool MayBuild(ExpressionSyntax message) => message switch
        {
            InterpolatedStringExpressionSyntax => true,
            BinaryExpressionSyntax binary => binary.IsKind(SyntaxKind.AddExpression),
            InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Format" } } => true,
            _ => false,
        };

        private static string Describe(string kind) => kind switch
        {
            "Interpolation" => "string interpolation",
            "Concatenation" => "concatenation",
            _ => "string.Format",
        };
    }
}
