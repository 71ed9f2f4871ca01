using System.Linq;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>Whether an appender created in code is attached to a logger, as the rules that need traffic (LP0004, LP0013) read it.</summary>
    public static class CodeAttachment
    {
        /// <summary>
        /// Passed, in the same block, to a hierarchy Logger's AddAppender (the root or a named logger) or to
        /// BasicConfigurator.Configure: the only ways code makes loggers reach an appender directly.
        /// </summary>
        public static bool IsAttachedToALogger(IObjectCreationOperation creation, Log4NetSymbols symbols)
        {
            var block = creation.Syntax.Ancestors().FirstOrDefault(n => n is BlockSyntax or ArrowExpressionClauseSyntax);
            var operation = block is null ? null : creation.SemanticModel?.GetOperation(block);
            if (operation is null)
            {
                return false;
            }

            var local = (creation.Parent as IVariableInitializerOperation)?.Parent is IVariableDeclaratorOperation declarator ? declarator.Symbol : null;
            foreach (var invocation in operation.Descendants().OfType<IInvocationOperation>())
            {
                var method = invocation.TargetMethod;
                var attaches = KnownMembers.IsOneOf(method, symbols.AddAppender) || KnownMembers.IsOneOf(method, symbols.BasicConfigure);
                if (attaches && invocation.Arguments.Any(a => Refers(a.Value, creation, local)))
                {
                    return true;
                }
            }

            return false;
        }

        private static bool Refers(IOperation value, IObjectCreationOperation creation, ILocalSymbol? local)
        {
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            return value.Syntax == creation.Syntax
                || (local != null && value is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, local))
                || (value is IArrayCreationOperation array && array.Initializer?.ElementValues.Any(e => Refers(e, creation, local)) == true);
        }
    }
}
