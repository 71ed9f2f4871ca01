using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Testing;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// Microsoft.CodeAnalysis.Testing's analyzer test, offline, with log4net 3.5.0 referenced (and LogPerf.Appenders
    /// when <see cref="WithAppenders"/>). Sources and config files (AdditionalFiles) take the usual
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

    /// <summary>The same for code fixes: diagnostic, fix, re-analysis and Fix All in one call.</summary>
    public sealed class LogPerfCodeFixTest<TAnalyzer, TCodeFix> : CSharpCodeFixTest<TAnalyzer, TCodeFix, DefaultVerifier>
        where TAnalyzer : DiagnosticAnalyzer, new()
        where TCodeFix : Microsoft.CodeAnalysis.CodeFixes.CodeFixProvider, new()
    {
        public LogPerfCodeFixTest(bool withAppenders = false, IEnumerable<MetadataReference>? references = null)
        {
            ReferenceAssemblies = TestReferenceSet.Offline;
            references ??= withAppenders ? TestReferenceSet.WithAppenders : TestReferenceSet.WithLog4Net;
            TestState.AdditionalReferences.AddRange(references);
            FixedState.AdditionalReferences.AddRange(references);
        }
    }
}
