using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0010: <c>log.Debug($"…")</c>, <c>log.Info("a" + b)</c> or <c>log.Warn(string.Format(…))</c> on log4net's ILog,
    /// outside an <c>Is…Enabled</c> guard. Constant messages are free and stay silent. Log calls are everywhere, so
    /// this rule reads syntax and symbols only and never asks for operation trees.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0010EagerMessageAnalyzer : Log4NetAnalyzer
    {
        /// <summary>Diagnostic property: how the message is built: Interpolation, Concatenation or Format.</summary>
        public const string KindProperty = "Kind";

        /// <summary>Diagnostic property: "true" when the call can become the …Format overload (a single message argument).</summary>
        public const string FormatProperty = "Format";

        /// <summary>Diagnostic property: "true" when the call is a statement whose receiver can be read twice, so it can be guarded.</summary>
        public const string GuardProperty = "Guard";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.EagerMessage);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbols symbols)
        {
            if (symbols.Log is not { } log)
            {
                return;
            }

            start.RegisterSyntaxNodeAction(c => AnalyzeInvocation(c, log), SyntaxKind.InvocationExpression);
        }

        private static void AnalyzeInvocation(SyntaxNodeAnalysisContext context, INamedTypeSymbol log)
        {
            var invocation = (InvocationExpressionSyntax)context.Node;
            if (invocation.Expression is not MemberAccessExpressionSyntax access
                || LogLevels.GuardOf(access.Name.Identifier.ValueText) is not { } guard
                || invocation.ArgumentList.Arguments.FirstOrDefault() is not { NameColon: null } first)
            {
                return;
            }

            var model = context.SemanticModel;
            var message = first.Expression;
            if (Kind(message, model, context) is not { } kind
                || model.GetConstantValue(message, context.CancellationToken).HasValue
                || model.GetSymbolInfo(invocation, context.CancellationToken).Symbol is not IMethodSymbol method
                || !IsLogMethod(method, log)
                || IsGuarded(invocation, guard))
            {
                return;
            }

            var properties = ImmutableDictionary<string, string?>.Empty.Add(KindProperty, kind);
            if (invocation.ArgumentList.Arguments.Count == 1 && (message is not InterpolatedStringExpressionSyntax interpolated || IsPlainInterpolation(interpolated)))
            {
                properties = properties.Add(FormatProperty, "true");
            }

            if (invocation.Parent is ExpressionStatementSyntax && access.Expression is IdentifierNameSyntax or MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax or ThisExpressionSyntax })
            {
                properties = properties.Add(GuardProperty, "true");
            }

            context.ReportDiagnostic(Diagnostic.Create(
                Descriptors.EagerMessage,
                message.GetLocation(),
                properties,
                "ILog." + method.Name,
                Describe(kind),
                method.Name.ToUpperInvariant()));
        }

        /// <summary>$"…", $@"…" and @$"…": the forms whose text can become a format string as written.</summary>
        private static bool IsPlainInterpolation(InterpolatedStringExpressionSyntax interpolated) =>
            interpolated.StringStartToken.Text is "$\"" or "$@\"" or "@$\"";

        private static bool IsLogMethod(IMethodSymbol method, INamedTypeSymbol log) =>
            SymbolEqualityComparer.Default.Equals(method.ContainingType, log)
            || method.ContainingType.AllInterfaces.Contains(log, SymbolEqualityComparer.Default)
                && log.GetMembers(method.Name).Any(m => SymbolEqualityComparer.Default.Equals(method.ContainingType.FindImplementationForInterfaceMember(m), method));

        /// <summary>Syntax first, so most calls (constant strings, plain objects) cost no binding at all.</summary>
        private static string? Kind(ExpressionSyntax message, SemanticModel model, SyntaxNodeAnalysisContext context) => message switch
        {
            InterpolatedStringExpressionSyntax => "Interpolation",
            BinaryExpressionSyntax binary when binary.IsKind(SyntaxKind.AddExpression)
                && model.GetTypeInfo(binary, context.CancellationToken).Type?.SpecialType == SpecialType.System_String => "Concatenation",
            InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Format" } } format
                when model.GetSymbolInfo(format, context.CancellationToken).Symbol is IMethodSymbol { IsStatic: true, ContainingType.SpecialType: SpecialType.System_String } => "Format",
            _ => null,
        };

        private static string Describe(string kind) => kind switch
        {
            "Interpolation" => "string interpolation",
            "Concatenation" => "concatenation",
            _ => "string.Format",
        };

        /// <summary>Inside the true branch of an if or ?:, or the right side of an &amp;&amp;, whose condition reads the guard.</summary>
        private static bool IsGuarded(SyntaxNode node, string guard)
        {
            for (var child = node; child.Parent is { } parent; child = parent)
            {
                var condition = parent switch
                {
                    IfStatementSyntax ifStatement when ifStatement.Statement == child => ifStatement.Condition,
                    ConditionalExpressionSyntax conditional when conditional.WhenTrue == child => conditional.Condition,
                    BinaryExpressionSyntax both when both.IsKind(SyntaxKind.LogicalAndExpression) && both.Right == child => both.Left,
                    _ => null,
                };
                if (condition != null && condition.DescendantNodesAndSelf().OfType<SimpleNameSyntax>().Any(n => n.Identifier.ValueText == guard))
                {
                    return true;
                }

                if (parent is MemberDeclarationSyntax or AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax)
                {
                    return false;
                }
            }

            return false;
        }
    }
}
