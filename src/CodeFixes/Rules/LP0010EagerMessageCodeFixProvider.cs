using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Rules
{
    /// <summary>LP0010: call the …Format overload, which formats only for enabled levels; or guard with Is…Enabled.</summary>
    [ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(LP0010EagerMessageCodeFixProvider),
        DocumentKinds = new[] { nameof(TextDocumentKind.Document), nameof(TextDocumentKind.AdditionalDocument) })]
    [Shared]
    public sealed class LP0010EagerMessageCodeFixProvider : LogPerfCodeFixProvider
    {
        public const string UseFormatKey = RuleIds.EagerMessage + ".UseFormatOverload";
        public const string GuardKey = RuleIds.EagerMessage + ".GuardWithLevelCheck";

        public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(RuleIds.EagerMessage);

        protected override ImmutableArray<CodeFixOffer> Fixes { get; } = ImmutableArray.Create(
            new CodeFixOffer(UseFormatKey, "Use the …Format overload"),
            new CodeFixOffer(GuardKey, "Check the level first (if (log.Is…Enabled))"));

        protected override bool IsOffered(Diagnostic diagnostic, CodeFixOffer fix, bool inConfig) =>
            !inConfig && EagerMessageFinding.TryRead(diagnostic, out var finding) && (fix.EquivalenceKey == UseFormatKey ? finding.CanUseFormat : finding.CanGuard);

        protected override async Task<Document?> FixCodeAsync(
            Document document, ImmutableArray<Diagnostic> diagnostics, string equivalenceKey, CancellationToken cancellationToken)
        {
            var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
            var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
            if (root is null || model is null)
            {
                return null;
            }

            var editor = new SyntaxEditor(root, document.Project.Solution.Workspace.Services);
            var changed = false;
            foreach (var diagnostic in diagnostics)
            {
                var message = root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true);
                if (message.FirstAncestorOrSelf<ArgumentSyntax>()?.Parent?.Parent is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax access } call)
                {
                    continue;
                }

                var kind = EagerMessageFinding.TryRead(diagnostic, out var finding) ? finding.Kind : null;
                var replacement = equivalenceKey == UseFormatKey ? FormatCall(call, access, message, kind, model) : null;
                if (replacement != null)
                {
                    editor.ReplaceNode(call, replacement.WithTriviaFrom(call));
                    changed = true;
                }
                else if (equivalenceKey == GuardKey && Guarded(call, access) is { } guarded)
                {
                    editor.ReplaceNode(call.Parent!, guarded);
                    changed = true;
                }
            }

            return changed ? document.WithSyntaxRoot(editor.GetChangedRoot()) : null;
        }

        /// <summary><c>log.Debug(&lt;message&gt;)</c> as <c>log.DebugFormat(format, args…)</c>; null when no overload fits.</summary>
        /// <remarks>How the message is built is the analyzer's <see cref="EagerMessageFinding.Kind"/>.</remarks>
        private static InvocationExpressionSyntax? FormatCall(
            InvocationExpressionSyntax call, MemberAccessExpressionSyntax access, SyntaxNode message, string? kind, SemanticModel model)
        {
            if (call.ArgumentList.Arguments.Count != 1)
            {
                return null;
            }

            var arguments = (kind, message) switch
            {
                ("Interpolation", InterpolatedStringExpressionSyntax interpolated) => FromInterpolation(interpolated),
                ("Concatenation", BinaryExpressionSyntax concatenation) => FromConcatenation(concatenation, model),
                ("Format", InvocationExpressionSyntax format) => format.ArgumentList.Arguments.ToList(),
                _ => null,
            };
            if (arguments is null)
            {
                return null;
            }

            var name = SyntaxFactory.IdentifierName(access.Name.Identifier.ValueText + "Format").WithTriviaFrom(access.Name);
            return call.WithExpression(access.WithName(name)).WithArgumentList(SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments)));
        }

        private static List<ArgumentSyntax>? FromInterpolation(InterpolatedStringExpressionSyntax interpolated)
        {
            var start = interpolated.StringStartToken.Text;
            if (start != "$\"" && start != "$@\"" && start != "@$\"")
            {
                return null;
            }

            var format = new StringBuilder();
            var arguments = new List<ArgumentSyntax>();
            foreach (var content in interpolated.Contents)
            {
                if (content is InterpolatedStringTextSyntax text)
                {
                    format.Append(text.TextToken.Text);
                }
                else if (content is InterpolationSyntax hole)
                {
                    format.Append('{').Append(arguments.Count).Append(hole.AlignmentClause?.ToString()).Append(hole.FormatClause?.ToString()).Append('}');
                    arguments.Add(SyntaxFactory.Argument(hole.Expression.WithoutTrivia()));
                }
            }

            var prefix = start == "$\"" ? "\"" : "@\"";
            var literal = SyntaxFactory.ParseExpression(prefix + format + "\"");
            arguments.Insert(0, SyntaxFactory.Argument(literal));
            return arguments;
        }

        private static List<ArgumentSyntax>? FromConcatenation(BinaryExpressionSyntax concatenation, SemanticModel model)
        {
            var format = new StringBuilder();
            var arguments = new List<ArgumentSyntax>();
            foreach (var part in Flatten(concatenation, model))
            {
                if (model.GetConstantValue(part) is { HasValue: true, Value: var constant })
                {
                    var literal = SymbolDisplay.FormatLiteral(constant?.ToString() ?? string.Empty, quote: false);
                    format.Append(literal.Replace("{", "{{").Replace("}", "}}"));
                }
                else
                {
                    format.Append('{').Append(arguments.Count).Append('}');
                    arguments.Add(SyntaxFactory.Argument(part.WithoutTrivia()));
                }
            }

            arguments.Insert(0, SyntaxFactory.Argument(SyntaxFactory.ParseExpression("\"" + format + "\"")));
            return arguments;
        }

        /// <summary>The operands of a chain of string concatenations, left to right.</summary>
        private static IEnumerable<ExpressionSyntax> Flatten(ExpressionSyntax expression, SemanticModel model)
        {
            if (expression is BinaryExpressionSyntax binary && binary.IsKind(SyntaxKind.AddExpression)
                && model.GetTypeInfo(binary).Type?.SpecialType == SpecialType.System_String)
            {
                return Flatten(binary.Left, model).Concat(Flatten(binary.Right, model));
            }

            return new[] { expression is ParenthesizedExpressionSyntax p ? p.Expression : expression };
        }

        /// <summary><c>log.Debug(…);</c> as <c>if (log.IsDebugEnabled) { log.Debug(…); }</c> when the receiver can be read twice.</summary>
        private static StatementSyntax? Guarded(InvocationExpressionSyntax call, MemberAccessExpressionSyntax access)
        {
            if (call.Parent is not ExpressionStatementSyntax statement
                || access.Expression is not (IdentifierNameSyntax or MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax or ThisExpressionSyntax })
                || LogLevels.GuardOf(access.Name.Identifier.ValueText) is not { } guard)
            {
                return null;
            }

            var condition = SyntaxFactory.MemberAccessExpression(SyntaxKind.SimpleMemberAccessExpression, access.Expression.WithoutTrivia(), SyntaxFactory.IdentifierName(guard));
            StatementSyntax guarded = SyntaxFactory.IfStatement(condition, SyntaxFactory.Block(statement.WithoutTrivia()));

            // "if (flag) Log.Debug(…); else X();": a bare inner if would take the else; a block keeps it on the outer if.
            if (statement.Parent is IfStatementSyntax { Else: not null } outer && outer.Statement == statement)
            {
                guarded = SyntaxFactory.Block(guarded);
            }

            return guarded.WithTriviaFrom(statement).WithAdditionalAnnotations(Formatter.Annotation);
        }
    }
}
