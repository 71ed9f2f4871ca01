using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Tool.Analysis
{
    /// <summary>
    /// Compiles and analyzes a few lines of C# and config in the background while MSBuildWorkspace's build host, another
    /// process, evaluates the projects: this process is idle then, and the compiler and the analyzers it would otherwise
    /// compile just in time on the critical path (the parser, binder, analyzer driver and rules: seconds of a small check)
    /// are compiled by the time the real compilation starts. Nothing it computes is kept; a failure is ignored.
    /// </summary>
    internal static class CompilerWarmUp
    {
        private const string Code = """
            using System;
            using System.Collections.Generic;
            using System.Linq;
            using System.Threading.Tasks;

            namespace WarmUp;

            public sealed class Worker<T> : IDisposable where T : class
            {
                private readonly List<T> _items = new();

                public string Name { get; init; } = "worker";

                public async Task<int> RunAsync(IEnumerable<T> items)
                {
                    foreach (var item in items.Where(i => i != null))
                    {
                        _items.Add(item);
                        await Task.Yield();
                    }

                    var text = $"{Name}: {_items.Count,5}";
                    return text.Length switch { > 10 => 1, _ => 0 };
                }

                public void Dispose() => _items.Clear();
            }
            """;

        public static Task StartAsync(LogPerfComponents components, CancellationToken cancellationToken) =>
            Task.Run(async () =>
            {
                try
                {
                    await RunAsync(components, cancellationToken).ConfigureAwait(false);
                }
                catch (Exception exception) when (exception is not OutOfMemoryException)
                {
                    // Only time is at stake: the real analysis compiles whatever this did not.
                }
            }, cancellationToken);

        private static async Task RunAsync(LogPerfComponents components, CancellationToken cancellationToken)
        {
            var runtime = Path.GetDirectoryName(typeof(object).Assembly.Location)!;
            var references = new[] { "System.Private.CoreLib.dll", "System.Runtime.dll", "System.Linq.dll", "System.Collections.dll" }
                .Select(name => Path.Combine(runtime, name))
                .Where(File.Exists)
                .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path));
            var compilation = CSharpCompilation.Create(
                "LogPerfWarmUp",
                new[] { CSharpSyntaxTree.ParseText(Code, cancellationToken: cancellationToken) },
                references,
                new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            // The rules themselves start only where log4net or NLog is referenced, which the warm-up cannot reference: it
            // compiles the driver that runs them and their start.
            var options = new CompilationWithAnalyzersOptions(
                new AnalyzerOptions(ImmutableArray<AdditionalText>.Empty), onAnalyzerException: null, concurrentAnalysis: true, logAnalyzerExecutionTime: false, reportSuppressedDiagnostics: false);
            await compilation.WithAnalyzers(components.Analyzers, options).GetAllDiagnosticsAsync(cancellationToken).ConfigureAwait(false);
        }
    }
}
