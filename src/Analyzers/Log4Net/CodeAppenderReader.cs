using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Reads an appender created in code: the properties set in its object initializer, and, when it is stored in
    /// a local, the assignments to that local's properties in the statements that follow in the same block
    /// (<see cref="SettingsOf"/> reads them for any created object, NLog targets included).
    /// </summary>
    public static class CodeAppenderReader
    {
        public static CodeAppender? Read(IObjectCreationOperation creation, Log4NetSymbols symbols)
        {
            if (creation.Type is not INamedTypeSymbol type || symbols.Appender is null
                || !type.AllInterfaces.Contains(symbols.Appender, SymbolEqualityComparer.Default))
            {
                return null;
            }

            return new CodeAppender(type, SettingsOf(creation));
        }

        /// <summary>The properties set on a created object: in its initializer, then on its local in the statements that follow.</summary>
        public static ImmutableArray<CodePropertySetting> SettingsOf(IObjectCreationOperation creation)
        {
            var settings = ImmutableArray.CreateBuilder<CodePropertySetting>();
            if (creation.Initializer is { } initializer)
            {
                foreach (var assignment in initializer.Initializers.OfType<ISimpleAssignmentOperation>())
                {
                    if (assignment.Target is IPropertyReferenceOperation property)
                    {
                        settings.Add(new CodePropertySetting(property.Property, assignment));
                    }
                }
            }

            if (StoredInLocal(creation) is { } local && EnclosingStatement(creation) is { Parent: IBlockOperation block } statement)
            {
                foreach (var following in block.Operations.SkipWhile(o => o != statement).Skip(1))
                {
                    if (following is IExpressionStatementOperation { Operation: ISimpleAssignmentOperation assignment }
                        && assignment.Target is IPropertyReferenceOperation { Instance: ILocalReferenceOperation reference } property
                        && SymbolEqualityComparer.Default.Equals(reference.Local, local))
                    {
                        settings.Add(new CodePropertySetting(property.Property, assignment));
                    }
                }
            }

            return settings.ToImmutable();
        }

        private static ILocalSymbol? StoredInLocal(IOperation creation)
        {
            var parent = creation.Parent;
            while (parent is IConversionOperation)
            {
                parent = parent.Parent;
            }

            return parent switch
            {
                IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator } => declarator.Symbol,
                ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } => target.Local,
                _ => null,
            };
        }

        private static IOperation? EnclosingStatement(IOperation operation)
        {
            var current = operation;
            while (current.Parent is { } parent && parent is not IBlockOperation)
            {
                current = parent;
            }

            return current.Parent is IBlockOperation ? current : null;
        }
    }
}
