using System;
using System.Collections.Immutable;
using System.Globalization;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The log4net rules share one model of each parsed config section (its event reach, the writers of each file, what
    /// each appender and logger prints), built by whichever rule asks first while the others run at the same time. Run
    /// concurrently, the rules must report exactly what they report one after another: same diagnostics, messages, spans,
    /// additional locations and properties.
    /// </summary>
    [Collection(AloneCollection.Name)]
    public sealed class SharedConfigModelTests
    {
        private const int ConcurrentRuns = 20;

        [Fact]
        public async Task Rules_run_concurrently_report_what_they_report_one_after_another()
        {
            var compilation = CSharpCompilation.Create(
                "SharedModel",
                new[] { CSharpSyntaxTree.ParseText("public static class Program { public static void Main() { } }") },
                TestReferenceSet.WithLog4Net,
                new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            var config = Config(60);

            var sequential = await DiagnosticsAsync(compilation, config, concurrent: false);
            var ids = sequential.Select(d => d.Substring(0, d.IndexOf('|'))).Distinct().ToImmutableArray();
            foreach (var id in new[] { "LP0003", "LP0004", "LP0007", "LP0008", "LP0009", "LP0014" })
            {
                Assert.True(ids.Contains(id), $"{id} reports nothing on the config (reported: {string.Join(", ", ids)})");
            }

            for (var run = 0; run < ConcurrentRuns; run++)
            {
                // A new text each run: a new parse, so the shared model is built again, by whichever rule gets there first.
                var concurrent = await DiagnosticsAsync(compilation, config, concurrent: true);
                var missing = sequential.Except(concurrent, StringComparer.Ordinal).ToList();
                var added = concurrent.Except(sequential, StringComparer.Ordinal).ToList();
                Assert.True(
                    sequential.SequenceEqual(concurrent, StringComparer.Ordinal),
                    $"run {run}: {sequential.Length} diagnostics one after another, {concurrent.Length} concurrently; only one after another: " +
                    string.Join(" // ", missing.Take(3)) + "; only concurrently: " + string.Join(" // ", added.Take(3)));
            }
        }

        private static async Task<ImmutableArray<string>> DiagnosticsAsync(Compilation compilation, string config, bool concurrent)
        {
            var options = new CompilationWithAnalyzersOptions(
                new AnalyzerOptions(ImmutableArray.Create<AdditionalText>(new CorpusInput("shared model", "log4net.config", config))),
                onAnalyzerException: (exception, analyzer, _) => throw new InvalidOperationException($"{analyzer} threw", exception),
                concurrentAnalysis: concurrent,
                logAnalyzerExecutionTime: false);
            var diagnostics = await compilation.WithAnalyzers(RuleCatalog.Analyzers, options).GetAnalyzerDiagnosticsAsync(CancellationToken.None);
            return diagnostics.Select(Describe).OrderBy(d => d, StringComparer.Ordinal).ToImmutableArray();
        }

        private static string Describe(Diagnostic diagnostic) =>
            string.Join(
                "|",
                diagnostic.Id,
                diagnostic.Location.SourceSpan.ToString(),
                diagnostic.GetMessage(CultureInfo.InvariantCulture),
                string.Join(",", diagnostic.AdditionalLocations.Select(l => l.SourceSpan.ToString())),
                string.Join(";", diagnostic.Properties.OrderBy(p => p.Key, StringComparer.Ordinal).Select(p => p.Key + "=" + p.Value)));

        /// <summary>
        /// Buffers that feed two file appenders each (events shared between appenders of other layouts), files written by
        /// several appenders, MinimalLocks, caller location in some layouts, loggers and the root naming buffers and files,
        /// and misspelt refs: what LP0003 to LP0014 ask of the shared model.
        /// </summary>
        private static string Config(int n)
        {
            var xml = new StringBuilder("<log4net>");
            for (var i = 0; i < n; i++)
            {
                var pattern = i % 10 == 5 ? "%date %location %message%newline" : i % 2 == 0 ? "%date [%thread] %message%newline" : "%date %property{user} %message%newline";
                var locking = i % 4 == 0 ? "<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />" : string.Empty;
                xml.Append(CultureInfo.InvariantCulture, $"<appender name=\"file{i}\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/f{i % 7}.log\" />{locking}")
                    .Append(CultureInfo.InvariantCulture, $"<layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"{pattern}\" /></layout></appender>");
                xml.Append(CultureInfo.InvariantCulture, $"<appender name=\"buf{i}\" type=\"log4net.Appender.BufferingForwardingAppender\"><bufferSize value=\"64\" />")
                    .Append(CultureInfo.InvariantCulture, $"<appender-ref ref=\"file{i}\" /><appender-ref ref=\"file{(i + 1) % n}\" /></appender>");
            }

            xml.Append("<root><level value=\"DEBUG\" />");
            for (var i = 0; i < n; i += 3)
            {
                xml.Append(CultureInfo.InvariantCulture, $"<appender-ref ref=\"file{i}\" />");
            }

            xml.Append("</root>");
            for (var i = 0; i < n; i++)
            {
                var target = i % 10 == 9 ? $"bfu{i}" : $"buf{i}";
                xml.Append(CultureInfo.InvariantCulture, $"<logger name=\"app.l{i}\"><level value=\"INFO\" /><appender-ref ref=\"{target}\" /></logger>");
            }

            return xml.Append("</log4net>").ToString();
        }
    }
}
