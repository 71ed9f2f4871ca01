using System.IO;
using System.Linq;
using System.Text;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using LogPerf.Analyzers.Tests.Meta;
using Xunit;

namespace LogPerf.Analyzers.Tests.Code
{
    /// <summary>
    /// The rules' C# candidates found by scanning the text (<see cref="TextCandidates"/>) are exactly those a walk of every
    /// node finds for the names the rules read, on code that writes those names every way it can and hides them where
    /// they are not code; a tree too deep for the scan's budget falls back to the walk.
    /// </summary>
    public class TreeCandidatesTests
    {
        private const string Tricky = @"using System;
using System.CodeDom.Compiler;
using System.Collections.Generic;
using log4net;
using log4net.Layout;
[assembly: log4net.Config.XmlConfigurator(ConfigFile = ""log4net.config"")]

namespace App
{
    // Debug(""in a comment"") and new Thing() in a comment
    /// <summary>Calls <see cref=""ILog.Debug(object)""/>; new is a word here.</summary>
    public class Uses<T> where T : new()
    {
        private static readonly ILog Log = LogManager.GetLogger(""x"");
        private readonly List<int> _items = new();
        private readonly object _gate = new object();
        public new string ToString() => ""Debug("" + nameof(Debug) + "")"";

        public void M(ILog other, Func<ILog> get)
        {
            Log.Debug(""a"");
            other?.Info($""{Log.Warn2()} {get().Error(new Exception())}"");
            @Debug(1);
            Debug<int>(2);
            this.Fatal(3);
            log4net.Config.XmlConfigurator.Configure(new System.IO.FileInfo(""log4net.config""));
            var layout = new PatternLayout { ConversionPattern = ""%message"" };
            layout.ConversionPattern = ""%location"";
            layout.ConversionPattern += ""x"";
            var anonymous = new { Debug = 1 };
            var array = new[] { new T(), new T() };
            var verbatim = @""Log.Info(new Thing())"";
            var Info = 1;
            Info = 2;
#if NEVER
            Log.Debug(new Thing());
#endif
            Action a = () => Log.Info(new object());
        }

        private void Debug(int i) { }
        private void Debug<TValue>(TValue v) { }
        private void Fatal(int i) { }
    }

    [GeneratedCode(""tool"", ""1"")]
    public class Generated
    {
        public void M(ILog log) => log.Debug(new object());

        public class Nested
        {
            public void M(ILog log) => log.Info(new object());
        }
    }

    public class Members
    {
        [System.CodeDom.Compiler.GeneratedCodeAttribute(""tool"", ""1"")]
        public void Generated(ILog log) => log.Warn(new object());

        public void Written(ILog log) => log.Warn(new object());
    }

    public static class Extensions
    {
        public static string Warn2(this ILog log) => """";
    }
}";

        [Fact]
        public void The_text_scan_finds_what_the_walk_finds()
        {
            var scanned = AssertScanFindsWhatTheWalkFinds(CSharpSyntaxTree.ParseText(Tricky));

            // What the walk finds here, so the comparison above compares something.
            Assert.Equal(
                new[] { "Configure", "Debug", "Debug", "Debug", "Error", "Fatal", "GetLogger", "Info", "Info", "Warn" },
                scanned.Invocations.Select(i => i.Name).OrderBy(n => n, System.StringComparer.Ordinal));
            Assert.Equal(2, scanned.Assignments.Length);
            Assert.Equal(9, scanned.Creations.Length);
        }

        /// <summary>
        /// Every C# file of this repository, as a body of real code in every shape it has (nested types, lambdas, local
        /// functions, generated members, files of many thousand lines): the scan looks each word up from the node where
        /// it found the word before, which must find the same tokens as a lookup from the root.
        /// </summary>
        [Fact]
        public void The_text_scan_finds_what_the_walk_finds_in_every_file_of_this_repository()
        {
            var files = Directory.EnumerateFiles(RepositoryRoot.Path, "*.cs", SearchOption.AllDirectories)
                .Where(path => !path.Split(Path.DirectorySeparatorChar).Any(part => part is "bin" or "obj" or ".git"))
                .ToList();
            var found = 0;
            foreach (var path in files)
            {
                var scanned = AssertScanFindsWhatTheWalkFinds(CSharpSyntaxTree.ParseText(File.ReadAllText(path), path: path));
                found += scanned.Creations.Length + scanned.Invocations.Length + scanned.Assignments.Length;
            }

            Assert.True(files.Count > 300, $"{files.Count} files");
            Assert.True(found > 1000, $"{found} candidates");
        }

        private static TreeCandidates AssertScanFindsWhatTheWalkFinds(SyntaxTree tree)
        {
            var scanned = TextCandidates.Scan(tree);

            Assert.True(scanned != null, tree.FilePath);
            var walked = TreeCandidates.Walk(tree);
            Assert.Equal(Creations(walked), Creations(scanned!));
            Assert.Equal(Named(walked.Invocations.Where(i => CandidateNames.Invoked.Contains(i.Name))), Named(scanned!.Invocations));
            Assert.Equal(Named(walked.Assignments.Where(a => CandidateNames.Assigned.Contains(a.Name))), Named(scanned.Assignments));
            Assert.Equal(walked.AssemblyAttributes.Select(a => a.Span), scanned.AssemblyAttributes.Select(a => a.Span));
            return scanned;
        }

        [Fact]
        public void Words_across_the_scans_buffer_boundaries_are_found()
        {
            // 600 lines of the same call, shifted by every padding a line allows, put every position of "Debug", "new"
            // and "ConversionPattern" across a 4,096-character boundary of the scan's buffer.
            const string Line = "log.Debug(new object()); layout.ConversionPattern = \"%m\";\n";
            for (var pad = 0; pad < Line.Length; pad++)
            {
                var code = new StringBuilder("class C { void M(log4net.ILog log, log4net.Layout.PatternLayout layout) {").Append(' ', pad).Append('\n');
                for (var i = 0; i < 600; i++)
                {
                    code.Append(Line);
                }

                var tree = CSharpSyntaxTree.ParseText(code.Append("} }").ToString());
                var scanned = TextCandidates.Scan(tree);

                Assert.NotNull(scanned);
                Assert.Equal(600, scanned!.Invocations.Length);
                Assert.Equal(600, scanned.Creations.Length);
                Assert.Equal(600, scanned.Assignments.Length);
            }
        }

        [Fact]
        public void A_tree_too_deep_for_the_budget_is_walked()
        {
            // A fluent chain of 3,000 calls: each name sits 3,000 levels deep.
            var chain = new StringBuilder("class C { void M(log4net.ILog log) { log");
            for (var i = 0; i < 3000; i++)
            {
                chain.Append(".Debug(new object())");
            }

            chain.Append("; } }");
            var tree = CSharpSyntaxTree.ParseText(chain.ToString());

            Assert.Null(TextCandidates.Scan(tree));
            var collected = TreeCandidates.Collect(tree);
            Assert.Equal(3000, collected.Invocations.Length);
            Assert.Equal(3000, collected.Creations.Length);
        }

        private static string[] Creations(TreeCandidates candidates) =>
            candidates.Creations.Select(c => c.SpanStart + ":" + c).OrderBy(s => s, System.StringComparer.Ordinal).ToArray();

        private static string[] Named<TSyntax>(System.Collections.Generic.IEnumerable<(string Name, TSyntax Node)> found)
            where TSyntax : SyntaxNode =>
            found.Select(f => f.Name + "@" + f.Node.SpanStart).OrderBy(s => s, System.StringComparer.Ordinal).ToArray();
    }
}
