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
    /// as LP0204's "did you mean" did, one pass over every target name per misspelt name). Cost is counted twice, less
    /// the cost of an empty config, as the best of five runs: the bytes the analysis allocates, which no other process
    /// changes, and the process's CPU time, which the other processes of a loaded machine inflate by chance (their cache
    /// misses, the wall clock would measure them outright). A CPU ratio at or over three is therefore confirmed at a
    /// further doubling before the test fails: a quadratic term gives four again, noise seldom strikes twice. The tests run
    /// alone. A growth test, not a speed target: absolute times are in docs/benchmarks.md.
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
            { "FileAppenders of one file", 3_000 },
            { "FileAppenders of a Web.config", 6_000 },
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
            var path = isNLog ? "NLog.config" : shape.EndsWith("Web.config", StringComparison.Ordinal) ? "Web.config" : "log4net.config";
            var analyzers = RuleCatalog.Analyzers.ToImmutableArray();

            // Compiled just in time and symbols resolved before anything is measured.
            await CostAsync(compilation, analyzers, path, Config(shape, size / 10));
            var empty = await BestCostAsync(compilation, analyzers, path, Config(shape, 0));
            var single = (await BestCostAsync(compilation, analyzers, path, Config(shape, size))).Less(empty);
            var twice = (await BestCostAsync(compilation, analyzers, path, Config(shape, 2 * size))).Less(empty);

            var allocated = twice.Bytes / Math.Max(single.Bytes, 1.0);
            Assert.True(
                allocated < MaximumRatio,
                $"{shape}: {single.Bytes / 1e6:F1} MB allocated at {size:N0}, {twice.Bytes / 1e6:F1} MB at {2 * size:N0} (x{allocated:F2}; an empty config {empty.Bytes / 1e6:F1} MB)");

            var ratio = CpuRatio(single, twice);
            if (ratio >= MaximumRatio)
            {
                var fourTimes = (await BestCostAsync(compilation, analyzers, path, Config(shape, 4 * size))).Less(empty);
                var confirmed = CpuRatio(twice, fourTimes);
                Assert.True(
                    confirmed < MaximumRatio,
                    $"{shape}: {single.Cpu.TotalMilliseconds:F0} ms of CPU at {size:N0}, {twice.Cpu.TotalMilliseconds:F0} ms at {2 * size:N0} (x{ratio:F2}), " +
                    $"{fourTimes.Cpu.TotalMilliseconds:F0} ms at {4 * size:N0} (x{confirmed:F2}; an empty config {empty.Cpu.TotalMilliseconds:F0} ms)");
            }
        }

        private static double CpuRatio(Cost smaller, Cost larger) =>
            larger.Cpu.TotalMilliseconds / Math.Max(smaller.Cpu.TotalMilliseconds, 1);

        /// <summary>The least CPU time and the least allocation of <see cref="Runs"/> runs (each may come from another run).</summary>
        private static async Task<Cost> BestCostAsync(Compilation compilation, ImmutableArray<DiagnosticAnalyzer> analyzers, string path, string config)
        {
            var best = new Cost(TimeSpan.MaxValue, long.MaxValue);
            for (var run = 0; run < Runs; run++)
            {
                var cost = await CostAsync(compilation, analyzers, path, config);
                best = new Cost(cost.Cpu < best.Cpu ? cost.Cpu : best.Cpu, Math.Min(cost.Bytes, best.Bytes));
            }

            return best;
        }

        /// <summary>
        /// The CPU time and the bytes allocated by one analysis of the config, on one thread (no concurrent analysis), after a
        /// full collection. Nothing else runs in this process meanwhile (the collection runs alone).
        /// </summary>
        private static async Task<Cost> CostAsync(Compilation compilation, ImmutableArray<DiagnosticAnalyzer> analyzers, string path, string config)
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
            var allocatedBefore = GC.GetTotalAllocatedBytes(precise: true);
            var diagnostics = await compilation.WithAnalyzers(analyzers, options).GetAnalyzerDiagnosticsAsync(CancellationToken.None);
            var allocated = GC.GetTotalAllocatedBytes(precise: true) - allocatedBefore;
            process.Refresh();
            var cost = new Cost(process.TotalProcessorTime - before, allocated);
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
                case "FileAppenders of one file":
                case "FileAppenders of a Web.config":
                    // Every appender writes a.log (LP0014 names the others), or a file of its own in a Web.config (LP0014 looks
                    // for the other writers of each file, and finds the worker processes of the application pool).
                    var oneFile = shape == "FileAppenders of one file";
                    xml.Append(oneFile ? "<log4net>" : "<configuration><log4net>");
                    AppendEach(xml, n, i => $"<appender name=\"a{i}\" type=\"log4net.Appender.FileAppender\"><file value=\"{(oneFile ? "a" : $"f{i}")}.log\" /><layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message%newline\" /></layout></appender>");
                    xml.Append("<root><level value=\"DEBUG\" />");
                    AppendEach(xml, n, i => $"<appender-ref ref=\"a{i}\" />");
                    return xml.Append(oneFile ? "</root></log4net>" : "</root></log4net></configuration>").ToString();
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

        private readonly struct Cost
        {
            public Cost(TimeSpan cpu, long bytes)
            {
                Cpu = cpu;
                Bytes = bytes;
            }

            public TimeSpan Cpu { get; }

            public long Bytes { get; }

            public Cost Less(Cost empty) => new Cost(Cpu - empty.Cpu, Bytes - empty.Bytes);
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
