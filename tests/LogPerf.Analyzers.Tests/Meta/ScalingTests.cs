using System;
using System.Collections.Immutable;
using System.Diagnostics;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// Every analyzer's cost on one config grows linearly with the config (issue 27): each shape below is analyzed at a
    /// size and at twice that size, and the second must cost less than three times the first (linear: 2; quadratic: 4,
    /// as LP0204's "did you mean" did, one pass over every target name per misspelt name). Cost is the process's CPU
    /// time, the best of five runs, less the cost of an empty config: on a loaded shared machine the wall clock
    /// measures the other processes, and the fixed cost of a run would hide a quadratic term. The tests run alone.
    /// A growth test, not a speed target: absolute times are in docs/benchmarks.md.
    /// </summary>
    [Collection(AloneCollection.Name)]
    public sealed class ScalingTests
    {
        private const int Runs = 5;

        private const double MaximumRatio = 3.0;

        public static TheoryData<string, int> Shapes() => new TheoryData<string, int>
        {
            { "misspelt NLog target names", 3_000 },
            { "unknown NLog target types", 3_000 },
            { "nested NLog wrappers", 8_000 },
            { "NLog attribute of two megabytes", 2_000_000 },
            { "FileAppenders", 3_000 },
            { "chain of forwarders", 4_000 },
            { "cycle of forwarders", 4_000 },
            { "log4net attribute of two megabytes", 2_000_000 },
        };

        [Theory]
        [MemberData(nameof(Shapes))]
        public async Task Doubling_a_config_at_most_doubles_its_cost(string shape, int size)
        {
            var isNLog = shape.Contains("NLog", StringComparison.Ordinal);
            var compilation = CSharpCompilation.Create(
                "Scaling",
                new[] { CSharpSyntaxTree.ParseText("public static class Program { public static void Main() { } }") },
                isNLog ? NLogReferences.WithNLog : TestReferenceSet.WithLog4Net,
                new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            var path = isNLog ? "NLog.config" : "log4net.config";
            var analyzers = RuleCatalog.Analyzers.ToImmutableArray();

            // Compiled just in time and symbols resolved before anything is measured.
            await CostAsync(compilation, analyzers, path, Config(shape, size / 10));
            var empty = await BestCostAsync(compilation, analyzers, path, Config(shape, 0));
            var single = await BestCostAsync(compilation, analyzers, path, Config(shape, size)) - empty;
            var twice = await BestCostAsync(compilation, analyzers, path, Config(shape, 2 * size)) - empty;

            var ratio = twice.TotalMilliseconds / Math.Max(single.TotalMilliseconds, 1);
            Assert.True(
                ratio < MaximumRatio,
                $"{shape}: {single.TotalMilliseconds:F0} ms of CPU at {size:N0}, {twice.TotalMilliseconds:F0} ms at {2 * size:N0} (x{ratio:F2}; an empty config {empty.TotalMilliseconds:F0} ms)");
        }

        private static async Task<TimeSpan> BestCostAsync(Compilation compilation, ImmutableArray<DiagnosticAnalyzer> analyzers, string path, string config)
        {
            var best = TimeSpan.MaxValue;
            for (var run = 0; run < Runs; run++)
            {
                var cost = await CostAsync(compilation, analyzers, path, config);
                best = cost < best ? cost : best;
            }

            return best;
        }

        /// <summary>The CPU time of one analysis of the config, on one thread (no concurrent analysis), after a full collection.</summary>
        private static async Task<TimeSpan> CostAsync(Compilation compilation, ImmutableArray<DiagnosticAnalyzer> analyzers, string path, string config)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            var options = new CompilationWithAnalyzersOptions(
                new AnalyzerOptions(ImmutableArray.Create<AdditionalText>(new InMemoryText(path, SourceText.From(config)))),
                onAnalyzerException: (exception, analyzer, _) => throw new InvalidOperationException($"{analyzer} threw", exception),
                concurrentAnalysis: false,
                logAnalyzerExecutionTime: false);
            var process = Process.GetCurrentProcess();
            var before = process.TotalProcessorTime;
            var diagnostics = await compilation.WithAnalyzers(analyzers, options).GetAnalyzerDiagnosticsAsync(CancellationToken.None);
            process.Refresh();
            var cost = process.TotalProcessorTime - before;
            Assert.DoesNotContain(diagnostics, d => d.Id == "AD0001");
            return cost;
        }

        /// <summary>A config of the shape with <paramref name="n"/> repetitions of what makes it costly (0: the same config without them).</summary>
        private static string Config(string shape, int n)
        {
            var xml = new StringBuilder();
            switch (shape)
            {
                case "misspelt NLog target names":
                    xml.Append("<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><targets>");
                    AppendEach(xml, n, i => $"<target name=\"target{i:D6}\" xsi:type=\"Console\" />");
                    xml.Append("</targets><rules>");
                    AppendEach(xml, n, i => $"<logger name=\"*\" writeTo=\"tagret{i:D6}\" />");
                    return xml.Append("</rules></nlog>").ToString();
                case "unknown NLog target types":
                    xml.Append("<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><targets>");
                    AppendEach(xml, n, i => $"<target name=\"t{i}\" xsi:type=\"Consol{i}\" />");
                    return xml.Append("</targets></nlog>").ToString();
                case "nested NLog wrappers":
                    xml.Append("<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><targets><target name=\"w\" xsi:type=\"AsyncWrapper\">");
                    AppendEach(xml, n, i => $"<target name=\"w{i}\" xsi:type=\"AsyncWrapper\">");
                    xml.Append("<target name=\"f\" xsi:type=\"File\" fileName=\"a.log\" keepFileOpen=\"false\" layout=\"${callsite} ${message}\" />");
                    AppendEach(xml, n, _ => "</target>");
                    return xml.Append("</target></targets><rules><logger name=\"*\" minlevel=\"Error\" writeTo=\"w\" /></rules></nlog>").ToString();
                case "NLog attribute of two megabytes":
                    var nlogValue = new string('v', Math.Max(n, 1));
                    return $"<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><targets><target name=\"{nlogValue}\" xsi:type=\"File\" fileName=\"{nlogValue}\" layout=\"${{{nlogValue}}}\" /></targets><rules><logger name=\"*\" writeTo=\"{nlogValue}x\" /></rules></nlog>";
                case "FileAppenders":
                    xml.Append("<log4net>");
                    AppendEach(xml, n, i => $"<appender name=\"a{i}\" type=\"log4net.Appender.FileAppender\"><file value=\"f{i}.log\" /><lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%date %thread %location %message%newline\" /></layout></appender>");
                    xml.Append("<root><level value=\"DEBUG\" />");
                    AppendEach(xml, n, i => $"<appender-ref ref=\"a{i}\" />");
                    return xml.Append("</root></log4net>").ToString();
                case "chain of forwarders":
                    xml.Append("<log4net>");
                    AppendEach(xml, n, i => $"<appender name=\"f{i}\" type=\"log4net.Appender.BufferingForwardingAppender\"><appender-ref ref=\"f{i + 1}\" /></appender>");
                    return xml.Append($"<appender name=\"f{n}\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message%newline\" /></layout></appender><root><appender-ref ref=\"f0\" /></root></log4net>").ToString();
                case "cycle of forwarders":
                    xml.Append("<log4net>");
                    AppendEach(xml, n, i => $"<appender name=\"f{i}\" type=\"log4net.Appender.ForwardingAppender\"><appender-ref ref=\"f{(i + 1) % n}\" /></appender>");
                    return xml.Append("<root><appender-ref ref=\"f0\" /></root></log4net>").ToString();
                case "log4net attribute of two megabytes":
                    var value = new string('v', Math.Max(n, 1));
                    return $"<log4net><appender name=\"{value}\" type=\"{value}\"><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%{value}\" /></layout><appender-ref ref=\"{value}\" /></appender><root><appender-ref ref=\"{value}y\" /></root></log4net>";
                default:
                    throw new ArgumentOutOfRangeException(nameof(shape), shape, null);
            }
        }

        private static void AppendEach(StringBuilder xml, int n, Func<int, string> part)
        {
            for (var i = 0; i < n; i++)
            {
                xml.Append(part(i));
            }
        }

        private sealed class InMemoryText : AdditionalText
        {
            private readonly SourceText _text;

            public InMemoryText(string path, SourceText text)
            {
                Path = path;
                _text = text;
            }

            public override string Path { get; }

            public override SourceText GetText(CancellationToken cancellationToken = default) => _text;
        }
    }
}
