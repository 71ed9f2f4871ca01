using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.RegularExpressions;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.NLog;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Meta;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Code
{
    /// <summary>
    /// Every type and member the rules look for by name resolves against the real libraries, in each release where it
    /// exists (a misspelt name resolves to null and silently mutes the rule that needs it), and every name a rule asks
    /// the candidate scan for is one <see cref="CandidateNames"/> lists (an unlisted name makes every tree be walked).
    /// </summary>
    public class KnownSymbolsTests
    {
        private static readonly MetadataReference Log4Net = MetadataReference.CreateFromFile(typeof(log4net.ILog).Assembly.Location);
        private static readonly MetadataReference Appenders = MetadataReference.CreateFromFile(typeof(LogPerf.Appenders.AsyncAppenderSkeleton).Assembly.Location);

        /// <summary>What each NLog release does not have, by <see cref="NLogSymbols"/>' property: checked absent too, so the list stays true.</summary>
        private static readonly IReadOnlyDictionary<string, string[]> AbsentFromNLog = new Dictionary<string, string[]>
        {
            // The fluent setup API (ForLogger, WriteTo, FilterMinLevel…) and its rule builder arrived in NLog 5.0.
            ["4.7.13"] = new[]
            {
                nameof(NLogSymbols.RuleBuilder), nameof(NLogSymbols.WriteTo), nameof(NLogSymbols.WriteToFile), nameof(NLogSymbols.WithAsync),
                nameof(NLogSymbols.WithWrapper), nameof(NLogSymbols.ForLogger), nameof(NLogSymbols.FilterMinLevel), nameof(NLogSymbols.FilterMaxLevel),
                nameof(NLogSymbols.FilterLevel), nameof(NLogSymbols.FilterLevels),
            },
            ["5.0.4"] = Array.Empty<string>(),

            // NLog 6 moved the network, database, mail and web-service targets into packages of their own.
            ["6.2.2"] = new[] { nameof(NLogSymbols.NetworkTargets) },
        };

        /// <summary>log4net 3.5's appenders that only its .NET Framework build (lib/net462) has, which RenderingSettings names.</summary>
        private static readonly string[] Log4NetFrameworkOnly = { "log4net.Appender.AspNetTraceAppender", "log4net.Appender.EventLogAppender" };

        /// <summary>log4net 3.5.0's .NET Framework build, from the NuGet packages folder the tests restored from.</summary>
        private static string Log4NetFrameworkBuild =>
            Path.Combine(
                Environment.GetEnvironmentVariable("NUGET_PACKAGES") ?? Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".nuget", "packages"),
                "log4net", "3.5.0", "lib", "net462", "log4net.dll");

        public static IEnumerable<object[]> NLogReleases => AbsentFromNLog.Keys.Select(k => new object[] { k });

        [Fact]
        public void EveryLog4NetNameResolvesOnLog4Net35()
        {
            var symbols = Log4NetSymbols.For(Compile(Log4Net, Appenders));

            Assert.NotNull(symbols);
            Assert.Equal(new Version(3, 5, 0, 0), symbols!.Log4NetAssembly.Identity.Version);
            Assert.Equal(Log4NetFrameworkOnly.Select(n => n[(n.LastIndexOf('.') + 1)..]).OrderBy(n => n), Unresolved(symbols).OrderBy(n => n));
            Assert.Empty(Unresolved(symbols.Framework));

            // log4net's .NET Framework build has them (an app on .NET Framework references that build).
            var framework = Log4NetSymbols.For(Compile(MetadataReference.CreateFromFile(Log4NetFrameworkBuild), Appenders));
            Assert.Empty(Unresolved(framework!));
            Assert.True(symbols.LogPerf.IsReferenced);
            Assert.Empty(Unresolved(symbols.LogPerf));
        }

        [Theory]
        [MemberData(nameof(NLogReleases))]
        public void EveryNLogNameResolvesWhereTheReleaseHasIt(string release)
        {
            var symbols = NLogSymbols.For(Compile(NLog(release)));

            Assert.NotNull(symbols);
            Assert.Equal(release, symbols!.VersionText);
            Assert.Equal(AbsentFromNLog[release].OrderBy(n => n), Unresolved(symbols).OrderBy(n => n));
            Assert.All(symbols.LevelFields, Assert.NotNull);
        }

        /// <summary>
        /// Type names written as literals outside the tables (<c>TypeLookup.In(x, "…")</c>, <c>TypeLookup.Framework(c, "…")</c>,
        /// <c>Type("…")</c>) each name a type of log4net 3.5, some NLog release, LogPerf.Appenders, the framework, or the
        /// Microsoft.Extensions.Logging integrations the tests reference.
        /// </summary>
        [Fact]
        public void EveryTypeNameWrittenInTheAnalyzersAndFixesResolves()
        {
            var compilations = new[]
            {
                Compile(LoadingReferences.Log4NetExtensions.ToArray()),
                Compile(LoadingReferences.NLogExtensions.ToArray()),
                Compile(NLog("5.0.4")),
                Compile(NLog("4.7.13")),
            };
            var literal = new Regex(@"(?:TypeLookup\.(?:In|Framework|LibraryAssembly|NamedAssembly)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*|\bType\(|\bAnchor\s*=\s*)""(?<name>[A-Za-z_][\w.`+]*)""");
            var names = new[] { "src/Analyzers", "src/CodeFixes" }
                .SelectMany(d => Directory.EnumerateFiles(Path.Combine(RepositoryRoot.Path, d), "*.cs", SearchOption.AllDirectories))
                .Where(f => !f.Contains(Path.DirectorySeparatorChar + "obj" + Path.DirectorySeparatorChar, StringComparison.Ordinal))
                .SelectMany(f => literal.Matches(File.ReadAllText(f)).Select(m => m.Groups["name"].Value))
                .Distinct()
                .ToList();

            // NLog.Web.AspNetCore is not among the test references; its two names are checked by hand against its 5.x/6.x API.
            var notReferenced = new[] { "NLog.Web.AspNetExtensions", "NLog.Web.NLogBuilder" };
            Assert.Contains("log4net.Appender.AppenderSkeleton", names);
            Assert.Contains("NLog.Targets.FileTarget", names);
            var unresolved = names.Except(notReferenced).Where(name => !compilations.Any(c => c.GetTypesByMetadataName(name).Any())).ToList();
            Assert.Equal(Log4NetFrameworkOnly.OrderBy(n => n), unresolved.OrderBy(n => n));
            var framework = Compile(MetadataReference.CreateFromFile(Log4NetFrameworkBuild));
            Assert.All(Log4NetFrameworkOnly, name => Assert.NotNull(framework.GetTypeByMetadataName(name)));
        }

        /// <summary>
        /// Every rule, run with both libraries referenced (each NLog release), reads the candidates it asks for from the
        /// shared scan: none of them asks for a name <see cref="CandidateNames"/> does not list, which would walk every tree.
        /// </summary>
        [Theory]
        [MemberData(nameof(NLogReleases))]
        public async Task EveryNameARuleLooksForIsACandidateName(string release)
        {
            var tree = CSharpSyntaxTree.ParseText("class C { void M() { } }", new CSharpParseOptions(LanguageVersion.Latest), path: "C.cs");
            var compilation = Compile(new[] { tree }, Log4Net, Appenders, NLog(release));
            var analyzers = typeof(CandidateNames).Assembly.GetTypes()
                .Where(t => !t.IsAbstract && typeof(DiagnosticAnalyzer).IsAssignableFrom(t) && t.GetConstructor(Type.EmptyTypes) != null)
                .Select(t => (DiagnosticAnalyzer)Activator.CreateInstance(t)!)
                .ToImmutableArray();
            Assert.True(analyzers.Length > 20);

            var diagnostics = await compilation.WithAnalyzers(analyzers).GetAnalyzerDiagnosticsAsync(CancellationToken.None);

            Assert.DoesNotContain(diagnostics, d => d.Id == "AD0001");
            Assert.False(TreeCandidates.WasWalked(tree), "a rule asked for an invoked or assigned name that CandidateNames does not list");
        }

        /// <summary>The names of the table's symbol properties that resolved to nothing (null or no overloads).</summary>
        private static IEnumerable<string> Unresolved(object table) =>
            table.GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance)
                .Where(p => p.GetValue(table) switch
                {
                    null => typeof(ISymbol).IsAssignableFrom(p.PropertyType),
                    ImmutableArray<IMethodSymbol> methods => methods.IsEmpty,
                    ImmutableArray<INamedTypeSymbol> types => types.IsEmpty,
                    _ => false,
                })
                .Select(p => p.Name)
                .ToList();

        private static MetadataReference NLog(string release) => release switch
        {
            "4.7.13" => NLogReferences.WithNLog4.Last(),
            "5.0.4" => NLogReferences.WithNLog5.Last(),
            "6.2.2" => NLogReferences.NLog622,
            _ => throw new ArgumentOutOfRangeException(nameof(release)),
        };

        private static Compilation Compile(params MetadataReference[] references) => Compile(Array.Empty<SyntaxTree>(), references);

        private static Compilation Compile(SyntaxTree[] trees, params MetadataReference[] references) =>
            CSharpCompilation.Create(
                "KnownSymbols",
                trees,
                TestReferences.Framework.AddRange(references.Where(r => !TestReferences.Framework.Contains(r))),
                new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
    }
}
