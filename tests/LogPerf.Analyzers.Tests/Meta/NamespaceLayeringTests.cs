using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The namespaces (= folders) of src/Analyzers depend on each other in one direction only, so each can be read, moved
    /// and tested knowing only what lies below it. Dependencies are read from the source with Roslyn: every name the code
    /// binds to a type of LogPerf.Analyzers (documentation links excluded: they are not dependencies).
    /// </summary>
    public class NamespaceLayeringTests
    {
        private const string Root = "LogPerf.Analyzers";

        /// <summary>
        /// The allowed direction, bottom first: a namespace may use only namespaces of a lower layer (and itself). Two
        /// namespaces of one layer may not use each other: log4net and NLog know nothing of each other, and one rule's
        /// helpers nothing of another's.
        /// </summary>
        private static readonly string[][] Layers =
        {
            new[] { "Names" },                                    // config names and LogPerf.Appenders' type names, one table each
            new[] { "Diagnostics" },                              // descriptors, ids, the properties every rule may set, FixData
            new[] { "Infrastructure" },                           // type lookup, text, config-check registration and reporting
            new[] { "Infrastructure.Scanning", "Formats" },       // candidate scanning of C#; XML and JSON readers
            new[] { "Log4Net", "NLog" },                          // each library: symbols, levels, config model and graph
            new[] { "Contracts" },                                // what each rule hands its fixer
            new[] { "Loading" },                                  // how code loads a config, for either library
            new[] { "Rules.*" },                                  // the helpers of one rule, beside it
            new[] { "Rules" },                                    // the rules
        };

        [Fact]
        public void Namespaces_depend_only_on_lower_layers()
        {
            var dependencies = Dependencies();
            Assert.Contains(dependencies, d => d.From == "Rules" && d.To == "Log4Net");

            var wrong = dependencies
                .Where(d => d.From != d.To && !(Layer(d.To) < Layer(d.From)))
                .Select(d => $"{d.From} -> {d.To} ({d.Type}, in {d.File})")
                .Distinct()
                .OrderBy(s => s, StringComparer.Ordinal)
                .ToList();
            Assert.True(wrong.Count == 0, "Dependencies against the layering:\n" + string.Join("\n", wrong));
        }

        [Fact]
        public void Namespaces_form_no_cycle()
        {
            var edges = Dependencies()
                .Where(d => d.From != d.To)
                .GroupBy(d => d.From)
                .ToDictionary(g => g.Key, g => g.Select(d => d.To).Distinct().ToList());

            var cycle = FindCycle(edges);
            Assert.True(cycle == null, "Namespaces in a cycle: " + (cycle == null ? "" : string.Join(" -> ", cycle)));
        }

        [Fact]
        public void Every_namespace_has_a_layer()
        {
            var unplaced = Dependencies()
                .SelectMany(d => new[] { d.From, d.To })
                .Distinct()
                .Where(n => Layer(n) < 0)
                .ToList();
            Assert.Empty(unplaced);
        }

        private static int Layer(string ns)
        {
            for (var i = 0; i < Layers.Length; i++)
            {
                foreach (var pattern in Layers[i])
                {
                    if (pattern.EndsWith(".*", StringComparison.Ordinal)
                        ? ns.StartsWith(pattern.Substring(0, pattern.Length - 1), StringComparison.Ordinal)
                        : ns == pattern)
                    {
                        return i;
                    }
                }
            }

            return -1;
        }

        /// <summary>A path of namespaces that returns to its start, or null when there is none (depth-first, three colours).</summary>
        private static List<string>? FindCycle(Dictionary<string, List<string>> edges)
        {
            var state = new Dictionary<string, int>(StringComparer.Ordinal);
            var path = new List<string>();

            List<string>? Visit(string node)
            {
                state[node] = 1;
                path.Add(node);
                foreach (var next in edges.TryGetValue(node, out var targets) ? targets : new List<string>())
                {
                    if (state.TryGetValue(next, out var s) && s == 1)
                    {
                        return path.Skip(path.IndexOf(next)).Append(next).ToList();
                    }

                    if (!state.ContainsKey(next) && Visit(next) is { } found)
                    {
                        return found;
                    }
                }

                path.RemoveAt(path.Count - 1);
                state[node] = 2;
                return null;
            }

            foreach (var node in edges.Keys.OrderBy(k => k, StringComparer.Ordinal))
            {
                if (!state.ContainsKey(node) && Visit(node) is { } cycle)
                {
                    return cycle;
                }
            }

            return null;
        }

        private static readonly Lazy<IReadOnlyList<(string From, string To, string Type, string File)>> Read =
            new Lazy<IReadOnlyList<(string, string, string, string)>>(ReadDependencies);

        private static IReadOnlyList<(string From, string To, string Type, string File)> Dependencies() => Read.Value;

        private static IReadOnlyList<(string, string, string, string)> ReadDependencies()
        {
            var source = RepositoryRoot.Combine("src", "Analyzers");
            var files = new[] { source, RepositoryRoot.Combine("src", "Shared") }
                .SelectMany(d => Directory.EnumerateFiles(d, "*.cs", SearchOption.AllDirectories))
                .Where(f => !f.Contains(Path.DirectorySeparatorChar + "obj" + Path.DirectorySeparatorChar, StringComparison.Ordinal)
                    && !f.Contains(Path.DirectorySeparatorChar + "bin" + Path.DirectorySeparatorChar, StringComparison.Ordinal))
                .ToList();
            var trees = files.Select(f => CSharpSyntaxTree.ParseText(File.ReadAllText(f), path: f)).ToList();
            var references = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
                .Split(Path.PathSeparator)
                .Where(p => p.EndsWith(".dll", StringComparison.OrdinalIgnoreCase))
                .Select(p => MetadataReference.CreateFromFile(p));
            var compilation = CSharpCompilation.Create("Layering", trees, references, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            Assert.True(trees.Count > 150, $"Only {trees.Count} files under {source}");

            var found = new List<(string, string, string, string)>();
            foreach (var tree in trees.Where(t => t.FilePath.StartsWith(source, StringComparison.Ordinal)))
            {
                var model = compilation.GetSemanticModel(tree);
                var root = tree.GetRoot();
                foreach (var declaration in root.DescendantNodes().OfType<BaseNamespaceDeclarationSyntax>())
                {
                    var from = Relative(declaration.Name.ToString());
                    if (from == null)
                    {
                        continue;
                    }

                    foreach (var name in declaration.DescendantNodes().OfType<SimpleNameSyntax>())
                    {
                        if (name.Ancestors().Any(a => a is CrefSyntax || a is UsingDirectiveSyntax))
                        {
                            continue;
                        }

                        var info = model.GetSymbolInfo(name);
                        var symbol = info.Symbol ?? info.CandidateSymbols.FirstOrDefault();
                        var type = symbol as INamedTypeSymbol ?? symbol?.ContainingType;
                        while (type?.ContainingType != null)
                        {
                            type = type.ContainingType;
                        }

                        if (type != null && Relative(type.ContainingNamespace.ToDisplayString()) is { } to)
                        {
                            found.Add((from, to, type.Name, Path.GetRelativePath(source, tree.FilePath)));
                        }
                    }
                }
            }

            return found;
        }

        /// <summary>"Log4Net" for LogPerf.Analyzers.Log4Net; null outside src/Analyzers' namespaces.</summary>
        private static string? Relative(string ns) =>
            ns.StartsWith(Root + ".", StringComparison.Ordinal) ? ns.Substring(Root.Length + 1) : null;
    }
}
