using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Reflection;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Tool.Analysis
{
    /// <summary>
    /// Every C# analyzer exported by LogPerf.Analyzers and every code fix exported by LogPerf.CodeFixes, found by their
    /// attributes the way the compiler and the IDE find them, so new or renamed rules need no change here.
    /// </summary>
    internal sealed class LogPerfComponents
    {
        private const string AnalyzersAssembly = "LogPerf.Analyzers";
        private const string CodeFixesAssembly = "LogPerf.CodeFixes";

        private LogPerfComponents(ImmutableArray<DiagnosticAnalyzer> analyzers, ImmutableArray<CodeFixProvider> fixers)
        {
            Analyzers = analyzers;
            Fixers = fixers;
            Descriptors = analyzers.SelectMany(a => a.SupportedDiagnostics)
                .GroupBy(d => d.Id)
                .ToImmutableDictionary(g => g.Key, g => g.First());
            FixersById = fixers.SelectMany(f => f.FixableDiagnosticIds.Select(id => (id, f)))
                .GroupBy(p => p.id)
                .ToImmutableDictionary(g => g.Key, g => g.Select(p => p.f).ToImmutableArray());
        }

        public ImmutableArray<DiagnosticAnalyzer> Analyzers { get; }

        public ImmutableArray<CodeFixProvider> Fixers { get; }

        /// <summary>The rules the analyzers report, by id.</summary>
        public ImmutableDictionary<string, DiagnosticDescriptor> Descriptors { get; }

        public ImmutableDictionary<string, ImmutableArray<CodeFixProvider>> FixersById { get; }

        private static readonly Lazy<LogPerfComponents> Loaded = new(Load);

        /// <summary>The components of this process, loaded once.</summary>
        public static LogPerfComponents Shared => Loaded.Value;

        private static LogPerfComponents Load()
        {
            var analyzers = Instances<DiagnosticAnalyzer>(AnalyzersAssembly, t =>
                t.GetCustomAttributes<DiagnosticAnalyzerAttribute>().Any(a => a.Languages.Contains(LanguageNames.CSharp)));
            var fixers = Instances<CodeFixProvider>(CodeFixesAssembly, t =>
                t.GetCustomAttributes<ExportCodeFixProviderAttribute>().Any(a => a.Languages.Contains(LanguageNames.CSharp)));
            return analyzers.IsEmpty
                ? throw new InvalidOperationException($"{AnalyzersAssembly} exports no C# analyzer.")
                : new LogPerfComponents(analyzers, fixers);
        }

        private static ImmutableArray<T> Instances<T>(string assemblyName, Func<Type, bool> exported)
            where T : class
        {
            var assembly = Assembly.Load(new AssemblyName(assemblyName));
            return assembly.GetExportedTypes()
                .Where(t => t.IsClass && !t.IsAbstract && typeof(T).IsAssignableFrom(t) && t.GetConstructor(Type.EmptyTypes) != null && exported(t))
                .OrderBy(t => t.FullName, StringComparer.Ordinal)
                .Select(t => (T)Activator.CreateInstance(t)!)
                .ToImmutableArray();
        }
    }
}
