using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>A property set on an appender in code: in its object initializer or by a later assignment.</summary>
    public sealed class CodePropertySetting
    {
        public CodePropertySetting(IPropertySymbol property, ISimpleAssignmentOperation assignment)
        {
            Property = property;
            Assignment = assignment;
        }

        public IPropertySymbol Property { get; }

        public ISimpleAssignmentOperation Assignment { get; }

        public IOperation Value => Assignment.Value;

        public bool IsInInitializer => Assignment.Parent is IObjectOrCollectionInitializerOperation;

        /// <summary>The value when it is a compile-time constant (a bool, a number, a string, an enum member).</summary>
        public Optional<object?> ConstantValue => Value.ConstantValue;
    }
}
