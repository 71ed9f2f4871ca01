using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// A generated corpus of broken input: every truncation of every sample config (standalone and in App.config /
    /// Web.config), seeded random mutations of them, DTD and entity tricks, and every token-boundary truncation of
    /// the sample sources. Every LogPerf analyzer runs over it with log4net referenced and must never throw.
    /// </summary>
    [Collection(AloneCollection.Name)]
    public class MalformedInputCorpusTests
    {
        /// <summary>Set LOGPERF_CORPUS_SEED to explore other mutations; a failure prints the seed that found it.</summary>
        private const int DefaultSeed = 20261123;

        private const int MutationsPerSample = 150;

        [Fact]
        public Task Every_truncation_of_every_sample_config() => AssertTruncationsAsync(CorpusSamples.Standalone(), _ => true);

        /// <summary>
        /// Wrapped in App.config / Web.config: every cut in what the wrapper adds (prolog, configSections, the section's
        /// start and end), and every 16th inside the section, whose every cut the standalone test already covers.
        /// </summary>
        [Fact]
        public Task Truncations_of_every_sample_config_in_App_config_and_Web_config() =>
            AssertTruncationsAsync(CorpusSamples.Configs().Except(CorpusSamples.Standalone()).ToList(), c => c.Length % 16 == 0 || CorpusSamples.IsInWrapper(c.Text, c.Length));

        private static async Task AssertTruncationsAsync(IReadOnlyList<(string Name, string Path, string Text)> samples, Func<(string Text, int Length), bool> include)
        {
            var inputs = new List<CorpusInput>();
            foreach (var (name, path, text) in samples)
            {
                for (var length = 0; length < text.Length; length++)
                {
                    if (include((text, length)))
                    {
                        inputs.Add(new CorpusInput($"{name} cut at {length}", $"/corpus/{inputs.Count}/{path}", text.Substring(0, length)));
                    }
                }
            }

            var reported = await CorpusRun.AssertNoAnalyzerExceptionAsync(inputs, "cut each sample at the given length");

            // The rules did run: what the partial configs still say is reported.
            Assert.Superset(new HashSet<string> { "LP0003", "LP0004", "LP0005", "LP0006", "LP0007", "LP0008", "LP0009" }, reported);
        }

        [Fact]
        public async Task Random_mutations_of_every_sample_config()
        {
            var seed = int.TryParse(Environment.GetEnvironmentVariable("LOGPERF_CORPUS_SEED"), out var chosen) ? chosen : DefaultSeed;
            var random = new Random(seed);
            var inputs = new List<CorpusInput>();
            foreach (var (name, path, text) in CorpusSamples.Configs())
            {
                for (var i = 0; i < MutationsPerSample; i++)
                {
                    inputs.Add(new CorpusInput($"{name} mutation {i}", $"/corpus/{inputs.Count}/{path}", ConfigMutator.Mutate(text, random)));
                }
            }

            var reported = await CorpusRun.AssertNoAnalyzerExceptionAsync(inputs, $"seed {seed}: replay with LOGPERF_CORPUS_SEED={seed}");

            Assert.Superset(new HashSet<string> { "LP0003", "LP0004", "LP0005", "LP0007", "LP0009" }, reported);
        }

        [Fact]
        public async Task Dtds_external_entities_and_entity_expansion()
        {
            var inputs = EntityInputs("/nonexistent/secret.txt")
                .SelectMany(e => new[]
                {
                    new CorpusInput(e.Name, $"/corpus/{e.Name}/log4net.config", e.Text),
                    new CorpusInput(e.Name + " in App.config", $"/corpus/{e.Name}/App.config", InAppConfig(e.Text)),
                })
                .ToList();

            await CorpusRun.AssertNoAnalyzerExceptionAsync(inputs, "see the named input");
        }

        /// <summary>Depth must not cost stack: 100,000 nested elements around the section, inside it and inside an appender.</summary>
        [Fact]
        public async Task Deeply_nested_configs()
        {
            const int Depth = 100_000;
            string Nest(string element, string inner) => string.Concat(Enumerable.Repeat($"<{element}>", Depth)) + inner + string.Concat(Enumerable.Repeat($"</{element}>", Depth));
            const string Appender = "<appender name=\"File\" type=\"log4net.Appender.FileAppender\"><lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />{0}</appender><root><appender-ref ref=\"File\" /></root>";
            var inputs = new[]
            {
                new CorpusInput("around the section", "/corpus/around/App.config", Nest("x", "<log4net>" + string.Format(Appender, string.Empty) + "</log4net>")),
                new CorpusInput("inside the section", "/corpus/inside/log4net.config", "<log4net>" + Nest("logger", string.Empty) + "</log4net>"),
                new CorpusInput("inside an appender", "/corpus/appender/log4net.config", "<log4net>" + string.Format(Appender, Nest("layout", string.Empty)) + "</log4net>"),
                new CorpusInput("unclosed", "/corpus/unclosed/log4net.config", "<log4net>" + string.Concat(Enumerable.Repeat("<appender-ref>", Depth))),
            };

            var reported = await CorpusRun.AssertNoAnalyzerExceptionAsync(inputs, "see the named input");

            Assert.Contains("LP0003", reported);
        }

        /// <summary>The XML reader resolves nothing: a file an external entity names never reaches a diagnostic.</summary>
        [Fact]
        public async Task External_entities_never_reach_a_diagnostic()
        {
            var secret = Path.GetTempFileName();
            try
            {
                File.WriteAllText(secret, "<appender name=\"TOP-SECRET\" type=\"TOP-SECRET\" />");
                var configs = EntityInputs(secret).Select(e => (AdditionalText)new CorpusInput(e.Name, $"/corpus/{e.Name}/log4net.config", e.Text)).ToArray();
                var compilation = CSharpCompilation.Create("Corpus", references: TestReferenceSet.WithAppenders);

                var result = await AnalyzerRunner.RunAsync(compilation, new AnalyzerOptions(configs.ToImmutableArray()), RuleCatalog.Analyzers.ToArray());

                Assert.Empty(result.AnalyzerExceptions);
                Assert.DoesNotContain(result.Diagnostics, d => d.GetMessage().Contains("TOP-SECRET", StringComparison.Ordinal));
            }
            finally
            {
                File.Delete(secret);
            }
        }

        [Fact]
        public async Task Every_token_boundary_truncation_of_the_sample_source()
        {
            var inputs = new List<CorpusInput>();
            foreach (var (name, text) in CorpusSamples.Sources().Where(s => s.Name == "EveryRuleCode"))
            {
                var boundaries = CSharpSyntaxTree.ParseText(text).GetRoot().DescendantTokens().Select(t => t.Span.End).Distinct();
                foreach (var end in boundaries)
                {
                    // Each truncation in a namespace of its own, so the compilation's sources do not collide.
                    var source = $"namespace Cut{inputs.Count} {{\n{MoveUsingsInside(text.Substring(0, end))}";
                    inputs.Add(new CorpusInput($"{name} cut at {end}", $"/corpus/{inputs.Count}.cs", source, isSource: true));
                }
            }

            var reported = await CorpusRun.AssertNoAnalyzerExceptionAsync(inputs, "cut the sample source at the given offset");

            Assert.Superset(new HashSet<string> { "LP0001", "LP0003", "LP0004", "LP0005", "LP0007", "LP0008", "LP0009", "LP0010", "LP0100" }, reported);
        }

        /// <summary>File-scoped namespaces and assembly attributes cannot sit in a namespace block: turn them into ones that can.</summary>
        private static string MoveUsingsInside(string text) =>
            text.Replace("namespace SlowService;", "namespace SlowService {").Replace("[assembly:", "[type:");

        private static string InAppConfig(string config)
        {
            var start = config.IndexOf("<log4net", StringComparison.Ordinal);
            var prolog = start > 0 ? config.Substring(0, start) : string.Empty;
            return prolog + "<configuration><configSections><section name=\"log4net\" type=\"log4net.Config.Log4NetConfigurationSectionHandler, log4net\" /></configSections>"
                + (start >= 0 ? config.Substring(start) : config) + "</configuration>";
        }

        private static IEnumerable<(string Name, string Text)> EntityInputs(string secretPath)
        {
            var file = new Uri(secretPath).AbsoluteUri;
            const string Appender = "<appender name=\"File\" type=\"log4net.Appender.FileAppender\"><lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" /></appender><root><appender-ref ref=\"File\" /></root>";
            var laughs = string.Join("", Enumerable.Range(1, 9).Select(i => $"<!ENTITY l{i} \"{string.Concat(Enumerable.Repeat($"&l{i - 1};", 10))}\">"));
            var big = new string('x', 20000);
            yield return ("internal-subset", $"<?xml version=\"1.0\"?><!DOCTYPE log4net [<!ENTITY name \"File\">]><log4net><appender name=\"&name;\" type=\"log4net.Appender.FileAppender\" /><root><appender-ref ref=\"&name;\" /></root></log4net>");
            yield return ("entity-with-markup", $"<!DOCTYPE log4net [<!ENTITY app '{Appender.Replace("\"", "&#34;")}'>]><log4net>&app;</log4net>");
            yield return ("external-entity", $"<?xml version=\"1.0\"?><!DOCTYPE log4net [<!ENTITY xxe SYSTEM \"{file}\">]><log4net>&xxe;<appender name=\"&xxe;\" type=\"log4net.Appender.FileAppender\"><file value=\"&xxe;\" /></appender></log4net>");
            yield return ("external-parameter-entity", $"<!DOCTYPE log4net [<!ENTITY % p SYSTEM \"{file}\"> %p;]><log4net>{Appender}</log4net>");
            yield return ("external-dtd", $"<!DOCTYPE log4net SYSTEM \"{file}\"><log4net>{Appender}</log4net>");
            yield return ("public-dtd", "<!DOCTYPE log4net PUBLIC \"-//LOG4NET//DTD//EN\" \"http://127.0.0.1:9/log4net.dtd\"><log4net>" + Appender + "</log4net>");
            yield return ("billion-laughs", $"<?xml version=\"1.0\"?><!DOCTYPE log4net [<!ENTITY l0 \"lol\">{laughs}]><log4net><appender name=\"&l9;\" type=\"log4net.Appender.FileAppender\" /></log4net>");
            yield return ("quadratic-blowup", $"<!DOCTYPE log4net [<!ENTITY a \"{big}\">]><log4net><appender name=\"{string.Concat(Enumerable.Repeat("&a;", 2000))}\" type=\"T\" /></log4net>");
            yield return ("undefined-entities", "<log4net><appender name=\"&nope;\" type=\"&lt;&gt;&amp;&quot;&apos;&nope\" />&undefined;<root><appender-ref ref=\"&#0;&#xD800;&#xFFFF;&#99999999;\" /></root></log4net>");
            yield return ("doctype-after-root", "<log4net>" + Appender + "</log4net><!DOCTYPE log4net [<!ENTITY x \"y\">]>");
            yield return ("two-doctypes", "<!DOCTYPE a><!DOCTYPE b><log4net>" + Appender + "</log4net>");
            yield return ("unterminated-doctype", "<!DOCTYPE log4net [<!ENTITY x \"" + Appender);
            yield return ("xinclude", $"<log4net xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"{file}\" parse=\"xml\" />{Appender}</log4net>");
            yield return ("processing-instructions-and-cdata", "<?xml version=\"1.0\" encoding=\"utf-32\"?><?pi data?><log4net><![CDATA[<appender name=\"x\" type=\"y\"/>]]>" + Appender + "<?xml-stylesheet href=\"" + file + "\"?></log4net>");
        }
    }
}
