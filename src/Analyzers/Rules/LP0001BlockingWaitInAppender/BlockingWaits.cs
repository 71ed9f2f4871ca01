using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules.LP0001BlockingWaitInAppender
{
    /// <summary>The ways code waits synchronously on a task.</summary>
    public sealed class BlockingWaits
    {
        private readonly INamedTypeSymbol? _task;
        private readonly INamedTypeSymbol? _genericTask;
        private readonly INamedTypeSymbol? _valueTask;
        private readonly INamedTypeSymbol? _genericValueTask;

        public BlockingWaits(FrameworkSymbols framework)
        {
            _task = framework.Task;
            _genericTask = framework.GenericTask;
            _valueTask = framework.ValueTask;
            _genericValueTask = framework.GenericValueTask;
        }

        /// <summary>How the operation waits (".Wait()", ".Result", …), or null when it does not.</summary>
        public string? Describe(IOperation operation)
        {
            switch (operation)
            {
                case IInvocationOperation { TargetMethod: { Name: "Wait", IsStatic: false } method } when IsTask(method.ContainingType):
                    return ".Wait()";
                case IInvocationOperation { TargetMethod: { Name: "WaitAll" or "WaitAny", IsStatic: true } method } when IsTask(method.ContainingType):
                    return "Task." + method.Name;
                case IInvocationOperation { TargetMethod.Name: "GetResult", Instance: IInvocationOperation { TargetMethod.Name: "GetAwaiter" } awaiter }
                    when awaiter.Instance is { } awaited && IsTask(awaited.Type):
                    return ".GetAwaiter().GetResult()";
                case IPropertyReferenceOperation { Property.Name: "Result", Instance: { } instance } when IsTask(instance.Type):
                    return ".Result";
                default:
                    return null;
            }
        }

        /// <summary>The task a wait waits on (<c>t</c> in <c>t.Wait()</c>), or null for Task.WaitAll/WaitAny.</summary>
        public static IOperation? AwaitedTask(IOperation wait) => wait switch
        {
            IInvocationOperation { TargetMethod.Name: "GetResult", Instance: IInvocationOperation awaiter } => awaiter.Instance,
            IInvocationOperation { TargetMethod.IsStatic: false } invocation => invocation.Instance,
            IPropertyReferenceOperation property => property.Instance,
            _ => null,
        };

        private bool IsTask(ITypeSymbol? type)
        {
            var definition = type?.OriginalDefinition;
            return type.IsOrDerivesFrom(_task)
                || SymbolEqualityComparer.Default.Equals(definition, _genericTask)
                || SymbolEqualityComparer.Default.Equals(definition, _valueTask)
                || SymbolEqualityComparer.Default.Equals(definition, _genericValueTask);
        }
    }
}
