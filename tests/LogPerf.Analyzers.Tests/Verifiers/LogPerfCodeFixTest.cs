using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp.Testing;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// <see cref="LogPerfAnalyzerTest{TAnalyzer}"/> for code fixes: diagnostic, fix, re-analysis and Fix All in one
    /// call. Markup in the fixed and batch fixed code marks every diagnostic that remains, fixable ones included (a
    /// fix that applies to some only). A fixed code equal to the test code asserts that the fix named by
    /// CodeActionEquivalenceKey is not offered.
    /// </summary>
    public sealed class LogPerfCodeFixTest<TAnalyzer, TCodeFix> : CSharpCodeFixTest<TAnalyzer, TCodeFix, DefaultVerifier>
        where TAnalyzer : DiagnosticAnalyzer, new()
        where TCodeFix : CodeFixProvider, new()
    {
        public LogPerfCodeFixTest(bool withAppenders = false, IEnumerable<MetadataReference>? references = null)
        {
            ReferenceAssemblies = TestReferenceSet.Offline;
            var all = (references ?? (withAppenders ? TestReferenceSet.WithAppenders : TestReferenceSet.WithLog4Net)).ToList();
            TestState.AdditionalReferences.AddRange(all);
            FixedState.AdditionalReferences.AddRange(all);
            FixedState.MarkupHandling = MarkupMode.Allow;
            BatchFixedState.MarkupHandling = MarkupMode.Allow;
        }
    }
}
