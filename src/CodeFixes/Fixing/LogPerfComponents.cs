using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Reflection;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>
    /// Every C# analyzer exported by LogPerf.Analyzers and every code fix exported by LogPerf.CodeFixes, found by their
    /// attributes the way the compiler and the IDE find them, so new or renamed rules need no change here.
    /// </summary>
    internal sealed class LogPerfComponents
    {
        private LogPerfComponents(ImmutableArray<DiagnosticAnalyzer> analyzers, ImmutableArray<CodeFixProvider> fixers)
        {
            Analyzers = analyzers;
            Fixers = fixers;
            Descriptors = analyzers.SelectMany(a => a.SupportedDiagnostics)
                .GroupBy(d => d.Id)
                .ToImmutableDictionary(g => g.Key, g => g.First());
            // LP0101 applies the config rules' own fixes: it is not a step of its own when those rules are fixed.
            FixersById = fixers.SelectMany(f => f.FixableDiagnosticIds.Select(id => (id, f)))
                .Where(p => p.id != LogPerf.Analyzers.Diagnostics.RuleIds.ConfigFixesAtLoad)
                .GroupBy(p => p.id)
                .ToImmutableDictionary(g => g.Key, g => g.Select(p => p.f).ToImmutableArray());
        }

        public ImmutableArray<DiagnosticAnalyzer> Analyzers { get; }

        public ImmutableArray<CodeFixProvider> Fixers { get; }

        /// <summary>The rules the analyzers report, by id.</summary>
        public ImmutableDictionary<string, DiagnosticDescriptor> Descriptors { get; }

        public ImmutableDictionary<string, ImmutableArray<CodeFixProvider>> FixersById { get; }

        private static readonly Lazy<LogPerfComponents> Loaded = new Lazy<LogPerfComponents>(Load);

        /// <summary>The components of this process, loaded once.</summary>
        public static LogPerfComponents Shared => Loaded.Value;

        private static LogPerfComponents Load()
        {
            var analyzers = Instances<DiagnosticAnalyzer>(typeof(LogPerf.Analyzers.Diagnostics.RuleIds).Assembly, t =>
                t.GetCustomAttributes<DiagnosticAnalyzerAttribute>().Any(a => a.Languages.Contains(LanguageNames.CSharp)));
            var fixers = Instances<CodeFixProvider>(typeof(LogPerfComponents).Assembly, t =>
                t.GetCustomAttributes<ExportCodeFixProviderAttribute>().Any(a => a.Languages.Contains(LanguageNames.CSharp)));
            return analyzers.IsEmpty
                ? throw new InvalidOperationException("LogPerf.Analyzers exports no C# analyzer.")
                : new LogPerfComponents(analyzers, fixers);
        }

        private static ImmutableArray<T> Instances<T>(Assembly assembly, Func<Type, bool> exported)
            where T : class
        {
            return assembly.GetExportedTypes()
                .Where(t => t.IsClass && !t.IsAbstract && typeof(T).IsAssignableFrom(t) && t.GetConstructor(Type.EmptyTypes) != null && exported(t))
                .OrderBy(t => t.FullName, StringComparer.Ordinal)
                .Select(t => (T)Activator.CreateInstance(t)!)
                .ToImmutableArray();
        }
    }
}
