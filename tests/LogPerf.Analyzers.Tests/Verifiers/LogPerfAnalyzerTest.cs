using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
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
    /// <c>{|LP0003:…|}</c> markup; a test of config files alone gets an empty C# source, as every project has one.
    /// </summary>
    public sealed class LogPerfAnalyzerTest<TAnalyzer> : CSharpAnalyzerTest<TAnalyzer, DefaultVerifier>
        where TAnalyzer : DiagnosticAnalyzer, new()
    {
        public LogPerfAnalyzerTest(bool withAppenders = false, IEnumerable<MetadataReference>? references = null)
        {
            ReferenceAssemblies = TestReferenceSet.Offline;
            TestState.AdditionalReferences.AddRange(references ?? (withAppenders ? TestReferenceSet.WithAppenders : TestReferenceSet.WithLog4Net));
        }

        protected override Task RunImplAsync(CancellationToken cancellationToken)
        {
            if (TestState.Sources.Count == 0)
            {
                TestState.Sources.Add(string.Empty);
            }

            return base.RunImplAsync(cancellationToken);
        }
    }
}
