using System.IO;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>How code names a config file: a constant path, or the last part of a <c>Path.Combine</c>.</summary>
    public static class ConfigFileArguments
    {
        /// <summary>The operand that names the file: the argument itself, or the last part of a Path.Combine.</summary>
        public static IOperation FileNameOperand(IOperation value, INamedTypeSymbol? path)
        {
            var operand = Unwrap(value);
            if (operand is IInvocationOperation { TargetMethod.Name: "Combine" } combine && combine.Arguments.Length > 0
                && SymbolEqualityComparer.Default.Equals(combine.TargetMethod.ContainingType, path))
            {
                var last = Unwrap(combine.Arguments[combine.Arguments.Length - 1].Value);
                return last is IArrayCreationOperation { Initializer.ElementValues: { Length: > 0 } elements } ? Unwrap(elements[elements.Length - 1]) : last;
            }

            return operand;
        }

        /// <summary>The constant path a value names (directly or through Path.Combine), or null.</summary>
        public static string? ConstantPath(IOperation value, INamedTypeSymbol? path) =>
            FileNameOperand(value, path).ConstantValue is { HasValue: true, Value: string file } ? file : null;

        /// <summary>The file name of a path written in code, with either separator, whatever system the build runs on.</summary>
        public static string FileName(string path) => Path.GetFileName(path.Trim().Replace('\\', '/'));

        public static IOperation Unwrap(IOperation operation) =>
            operation is IConversionOperation conversion ? Unwrap(conversion.Operand) : operation;
    }
}
