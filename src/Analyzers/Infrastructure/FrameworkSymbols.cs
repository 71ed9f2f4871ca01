using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>The framework types the rules compare against, resolved once per compilation.</summary>
    public sealed class FrameworkSymbols
    {
        internal FrameworkSymbols(Compilation compilation)
        {
            Task = TypeLookup.Framework(compilation, "System.Threading.Tasks.Task");
            GenericTask = TypeLookup.Framework(compilation, "System.Threading.Tasks.Task`1");
            ValueTask = TypeLookup.Framework(compilation, "System.Threading.Tasks.ValueTask");
            GenericValueTask = TypeLookup.Framework(compilation, "System.Threading.Tasks.ValueTask`1");
            CancellationToken = TypeLookup.Framework(compilation, "System.Threading.CancellationToken");
            FileInfo = TypeLookup.Framework(compilation, "System.IO.FileInfo");
            Path = TypeLookup.Framework(compilation, "System.IO.Path");
            TargetFrameworkAttribute = TypeLookup.Framework(compilation, "System.Runtime.Versioning.TargetFrameworkAttribute");
        }

        public INamedTypeSymbol? Task { get; }

        public INamedTypeSymbol? GenericTask { get; }

        public INamedTypeSymbol? ValueTask { get; }

        public INamedTypeSymbol? GenericValueTask { get; }

        public INamedTypeSymbol? CancellationToken { get; }

        public INamedTypeSymbol? FileInfo { get; }

        public INamedTypeSymbol? Path { get; }

        public INamedTypeSymbol? TargetFrameworkAttribute { get; }
    }
}
