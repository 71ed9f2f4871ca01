using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Testing;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// Microsoft.CodeAnalysis.Testing's analyzer test, offline, with log4net 3.5.0 referenced (and LogPerf.Appenders
    /// when asked), or exactly the references given (with the runtime's assemblies, e.g. a compiled
    /// <see cref="Log4NetReferenceAssembly"/>). Sources and config files (AdditionalFiles) take the usual
    /// <c>{|LP0003:…|}</c> markup.
    /// </summary>
    public sealed class LogPerfAnalyzerTest<TAnalyzer> : CSharpAnalyzerTest<TAnalyzer, DefaultVerifier>
        where TAnalyzer : DiagnosticAnalyzer, new()
    {
        public LogPerfAnalyzerTest(bool withAppenders = false, IEnumerable<MetadataReference>? references = null)
        {
            ReferenceAssemblies = TestReferenceSet.Offline;
            TestState.AdditionalReferences.AddRange(references ?? (withAppenders ? TestReferenceSet.WithAppenders : TestReferenceSet.WithLog4Net));
        }
    }

    /// <summary>
    /// The same for code fixes: diagnostic, fix, re-analysis and Fix All in one call. Markup in the fixed and batch
    /// fixed code marks every diagnostic that remains, fixable ones included (a fix that applies to some only). A
    /// fixed code equal to the test code asserts that the fix named by CodeActionEquivalenceKey is not offered.
    /// </summary>
    public sealed class LogPerfCodeFixTest<TAnalyzer, TCodeFix> : CSharpCodeFixTest<TAnalyzer, TCodeFix, DefaultVerifier>
        where TAnalyzer : DiagnosticAnalyzer, new()
        where TCodeFix : Microsoft.CodeAnalysis.CodeFixes.CodeFixProvider, new()
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
