using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Code;
using LogPerf.Analyzers.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0010: <c>log.Debug($"…")</c>, <c>log.Info("a" + b)</c> or <c>log.Warn(string.Format(…))</c> on log4net's ILog,
    /// outside an <c>Is…Enabled</c> guard. Constant messages are free and stay silent.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class EagerMessageAnalyzer : Log4NetAnalyzer
    {
        /// <summary>Diagnostic property: how the message is built: Interpolation, Concatenation or Format.</summary>
        public const string KindProperty = "Kind";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.EagerMessage);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbols symbols)
        {
            var log = start.Compilation.GetTypeByMetadataName("log4net.ILog");
            var stringType = start.Compilation.GetSpecialType(SpecialType.System_String);
            if (log is null)
            {
                return;
            }

            start.RegisterOperationAction(c => AnalyzeInvocation(c, log, stringType), OperationKind.Invocation);
        }

        private static void AnalyzeInvocation(OperationAnalysisContext context, INamedTypeSymbol log, INamedTypeSymbol stringType)
        {
            var invocation = (IInvocationOperation)context.Operation;
            var method = invocation.TargetMethod;
            if (LogLevels.GuardOf(method.Name) is not { } guard
                || !IsLogMethod(method, log)
                || invocation.Arguments.FirstOrDefault(a => a.Parameter?.Ordinal == 0) is not { } message)
            {
                return;
            }

            var value = message.Value is IConversionOperation conversion ? conversion.Operand : message.Value;
            if (value.ConstantValue.HasValue || Kind(value, stringType) is not { } kind || IsGuarded(invocation, guard))
            {
                return;
            }

            context.ReportDiagnostic(Diagnostic.Create(
                Descriptors.EagerMessage,
                value.Syntax.GetLocation(),
                ImmutableDictionary<string, string?>.Empty.Add(KindProperty, kind),
                "ILog." + method.Name,
                Describe(kind),
                method.Name.ToUpperInvariant()));
        }

        private static bool IsLogMethod(IMethodSymbol method, INamedTypeSymbol log) =>
            SymbolEqualityComparer.Default.Equals(method.ContainingType, log)
            || method.ContainingType.AllInterfaces.Contains(log, SymbolEqualityComparer.Default)
                && log.GetMembers(method.Name).Any(m => SymbolEqualityComparer.Default.Equals(method.ContainingType.FindImplementationForInterfaceMember(m), method));

        private static string? Kind(IOperation value, INamedTypeSymbol stringType) => value switch
        {
            IInterpolatedStringOperation => "Interpolation",
            IBinaryOperation { OperatorKind: BinaryOperatorKind.Add } binary when SymbolEqualityComparer.Default.Equals(binary.Type, stringType) => "Concatenation",
            IInvocationOperation { TargetMethod: { Name: "Format", IsStatic: true } format } when SymbolEqualityComparer.Default.Equals(format.ContainingType, stringType) => "Format",
            _ => null,
        };

        private static string Describe(string kind) => kind switch
        {
            "Interpolation" => "string interpolation",
            "Concatenation" => "concatenation",
            _ => "string.Format",
        };

        /// <summary>Inside the true branch of an if, or the right side of an &amp;&amp;, whose condition reads the guard.</summary>
        private static bool IsGuarded(IOperation operation, string guard)
        {
            for (var child = operation; child.Parent is { } parent; child = parent)
            {
                var condition = parent switch
                {
                    IConditionalOperation conditional when conditional.WhenTrue == child => conditional.Condition,
                    IBinaryOperation { OperatorKind: BinaryOperatorKind.ConditionalAnd } both when both.RightOperand == child => both.LeftOperand,
                    _ => null,
                };
                if (condition != null && ReadsGuard(condition, guard))
                {
                    return true;
                }
            }

            return false;
        }

        private static bool ReadsGuard(IOperation condition, string guard) =>
            condition.DescendantsAndSelf().OfType<IPropertyReferenceOperation>().Any(p => p.Property.Name == guard);
    }
}
