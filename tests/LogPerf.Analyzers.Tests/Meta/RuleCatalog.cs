using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Reflection;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.CodeFixes.Common;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>Every analyzer and fixer the package ships, found by reflection so new rules are covered.</summary>
    internal static class RuleCatalog
    {
        public static IEnumerable<Type> AnalyzerTypes =>
            typeof(RuleIds).Assembly.GetTypes().Where(t => typeof(DiagnosticAnalyzer).IsAssignableFrom(t) && !t.IsAbstract);

        public static IEnumerable<Type> FixerTypes =>
            typeof(LogPerfCodeFixProvider).Assembly.GetTypes().Where(t => typeof(CodeFixProvider).IsAssignableFrom(t) && !t.IsAbstract);

        public static ImmutableArray<DiagnosticAnalyzer> Analyzers =>
            AnalyzerTypes.Select(t => (DiagnosticAnalyzer)Activator.CreateInstance(t)!).ToImmutableArray();

        public static IEnumerable<DiagnosticDescriptor> Descriptors =>
            Analyzers.SelectMany(a => a.SupportedDiagnostics).Distinct();

        public static IReadOnlyCollection<string> DeclaredIds =>
            typeof(RuleIds).GetFields(BindingFlags.Public | BindingFlags.Static)
                .Where(f => f.IsLiteral)
                .Select(f => (string)f.GetRawConstantValue()!)
                .ToList();

        public static IEnumerable<object[]> AnalyzerData => AnalyzerTypes.Select(t => new object[] { t.Name });

        public static IEnumerable<object[]> DescriptorData => Descriptors.Select(d => new object[] { d.Id });

        public static DiagnosticAnalyzer Analyzer(string name) =>
            (DiagnosticAnalyzer)Activator.CreateInstance(AnalyzerTypes.Single(t => t.Name == name))!;

        public static DiagnosticDescriptor Descriptor(string id) => Descriptors.Single(d => d.Id == id);
    }
}
