using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Config;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0003's config fixes, fed the analyzer's diagnostics; every fixed config loads in log4net.</summary>
    public class LP0003MinimalLockConfigFixTests
    {
        private const string Source = "namespace MyApp { public class QuietMinimalLock : log4net.Appender.FileAppender.MinimalLock { } }";

        /// <summary>Configs without a root get one that reaches appender 'f' (LP0003 leaves appenders no logger reaches alone).</summary>
        private static ConfigFixTest Test(string markup, string expected, string key)
        {
            static string Reached(string config) => config.Contains("<root", System.StringComparison.Ordinal)
                ? config
                : config.Replace("</log4net>", "<root><appender-ref ref=\"f\" /></root></log4net>", System.StringComparison.Ordinal);
            var test = ConfigFixTest.Of(new LP0003MinimalLockAnalyzer(), new LP0003MinimalLockCodeFixProvider(), key, "log4net.config", Reached(markup), Reached(expected));
            test.Projects[0].Sources.Add(("MyApp.cs", Source));
            return test;
        }

        /// <summary>
        /// Two appenders share a file through MinimalLock (the fix-safety harness): removing it would let them write over each
        /// other, so only InterProcessLock is offered, and fixing one writes it into both, as fixing all does.
        /// </summary>
        /// <summary>"./logs/a.log" and "logs//A.log" are one file: removing MinimalLock from both would let the second writer fail.</summary>
        [Fact]
        public async Task A_file_written_two_ways_is_one_shared_file()
        {
            const string Lock = "<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />";
            const string InterProcess = "<lockingModel type=\"log4net.Appender.FileAppender+InterProcessLock\" />";
            var markup = $"<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\"><file value=\"./logs/a.log\" />{{|LP0003:{Lock}|}}</appender>\n" +
                         $"  <appender name=\"g\" type=\"log4net.Appender.FileAppender\"><file value=\"logs//A.log\" />{{|LP0003:{Lock}|}}</appender>\n" +
                         "  <root><appender-ref ref=\"f\" /><appender-ref ref=\"g\" /></root>\n</log4net>";
            var test = Test(markup, markup.Replace($"{{|LP0003:{Lock}|}}", InterProcess), LP0003MinimalLockCodeFixProvider.InterProcessKey);

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.All(offered, o => Assert.Equal(new[] { LP0003MinimalLockCodeFixProvider.InterProcessKey }, o.Fixes));
        }

        /// <summary>
        /// The second writer is not reached yet (a misspelt ref names it): LP0009's fix would make it one, so the file counts
        /// as shared (the fix-safety harness, generated log4net #180: LP0003 then LP0009 left the two appenders on one file
        /// under different locks, lines out of their threads' order). Only InterProcessLock is offered, written into both.
        /// </summary>
        [Fact]
        public async Task A_file_an_unreached_appender_also_writes_is_shared()
        {
            const string Lock = "<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />";
            const string InterProcess = "<lockingModel type=\"log4net.Appender.FileAppender+InterProcessLock\" />";
            var markup = $"<log4net>\n  <appender name=\"File0\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/a.log\" />{{|LP0003:{Lock}|}}</appender>\n" +
                         $"  <appender name=\"File1\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/a.log\" />{Lock}</appender>\n" +
                         "  <root><appender-ref ref=\"File0\" /><appender-ref ref=\"Fie1\" /></root>\n</log4net>";
            var test = Test(markup, markup.Replace($"{{|LP0003:{Lock}|}}", InterProcess).Replace(Lock, InterProcess), LP0003MinimalLockCodeFixProvider.InterProcessKey);

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.Equal(new[] { LP0003MinimalLockCodeFixProvider.InterProcessKey }, Assert.Single(offered).Fixes);
        }

        [Fact]
        public async Task A_shared_file_gets_InterProcessLock_in_every_appender_writing_it()
        {
            const string Lock = "<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />";
            const string InterProcess = "<lockingModel type=\"log4net.Appender.FileAppender+InterProcessLock\" />";
            var markup = $"<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/a.log\" />{{|LP0003:{Lock}|}}</appender>\n" +
                         $"  <appender name=\"g\" type=\"log4net.Appender.FileAppender\"><file value=\"logs\\a.log\" />{{|LP0003:{Lock}|}}</appender>\n" +
                         "  <root><appender-ref ref=\"f\" /><appender-ref ref=\"g\" /></root>\n</log4net>";
            var test = Test(markup, markup.Replace($"{{|LP0003:{Lock}|}}", InterProcess), LP0003MinimalLockCodeFixProvider.InterProcessKey);

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.All(offered, o => Assert.Equal(new[] { LP0003MinimalLockCodeFixProvider.InterProcessKey }, o.Fixes));
        }

        [Fact]
        public Task Remove_deletes_the_lockingModel_line_and_keeps_everything_else() => Test(
            "<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <file value=\"a.log\" />  <!-- keep -->\n" +
            "    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}\n\t\t<layout type=\"log4net.Layout.SimpleLayout\" />\n  </appender>\n</log4net>",
            "<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <file value=\"a.log\" />  <!-- keep -->\n" +
            "\t\t<layout type=\"log4net.Layout.SimpleLayout\" />\n  </appender>\n</log4net>",
            LP0003MinimalLockCodeFixProvider.RemoveKey).RunAsync();

        /// <summary>
        /// A config whose bytes were not UTF-8 (ISO-8859-1, say) is read with U+FFFD in place of each such byte: no fix is
        /// offered on it, alone or with Fix All, since writing that text back would put U+FFFD into the file for good (the
        /// file appender below would write to another file).
        /// </summary>
        [Fact]
        public async Task No_fix_on_a_config_read_with_replacement_characters()
        {
            const string Markup = "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>\n<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <file value=\"logs/caf\uFFFD.log\" />\n" +
                "    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}\n  </appender>\n  <root><appender-ref ref=\"f\" /></root>\n</log4net>";

            var offered = await Test(Markup, Markup, LP0003MinimalLockCodeFixProvider.RemoveKey).OfferedAsync();
            var fixAll = Test(Markup, Markup, LP0003MinimalLockCodeFixProvider.RemoveKey);
            fixAll.FixAllScope = FixAllScope.Project;
            await fixAll.RunAsync();

            Assert.Equal(new[] { "LP0003: " }, offered.Select(o => $"{o.Diagnostic.Id}: {string.Join(", ", o.Fixes)}"));
        }

        [Fact]
        public Task Remove_keeps_crlf_line_breaks() => Test(
            "<log4net>\r\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\r\n    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\">\r\n    </lockingModel>|}\r\n  </appender>\r\n</log4net>",
            "<log4net>\r\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\r\n  </appender>\r\n</log4net>",
            LP0003MinimalLockCodeFixProvider.RemoveKey).RunAsync();

        [Fact]
        public Task Remove_on_a_shared_line_removes_only_the_element() => Test(
            "<log4net><appender name=\"f\" type=\"log4net.Appender.FileAppender\"><file value=\"a\" />{|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\"/>|}</appender></log4net>",
            "<log4net><appender name=\"f\" type=\"log4net.Appender.FileAppender\"><file value=\"a\" /></appender></log4net>",
            LP0003MinimalLockCodeFixProvider.RemoveKey).RunAsync();

        [Fact]
        public Task Remove_handles_the_legacy_param_form() => Test(
            "<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <param name=\"File\" value=\"a.log\" />\n    {|LP0003:<param name=\"LockingModel\" type=\"log4net.Appender.FileAppender+MinimalLock, log4net\" />|}\n  </appender>\n</log4net>",
            "<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <param name=\"File\" value=\"a.log\" />\n  </appender>\n</log4net>",
            LP0003MinimalLockCodeFixProvider.RemoveKey).RunAsync();

        /// <summary>A user's subclass of MinimalLock (MyApp.QuietMinimalLock, declared in the project) becomes log4net's own InterProcessLock.</summary>
        [Theory]
        [InlineData("log4net.Appender.FileAppender+MinimalLock", "log4net.Appender.FileAppender+InterProcessLock")]
        [InlineData("log4net.Appender.FileAppender+MinimalLock,log4net", "log4net.Appender.FileAppender+InterProcessLock,log4net")]
        [InlineData("MyApp.QuietMinimalLock, MyApp", "log4net.Appender.FileAppender+InterProcessLock, log4net")]
        public async Task InterProcessLock_changes_only_the_type_and_keeps_the_assembly_part(string type, string expected)
        {
            // The fixed config is loaded: InterProcessLock reports an appender without a file, MinimalLock does not.
            using var folder = new TempFolder("log");
            var file = $"<file value=\"{folder.PortableFile("app.log")}\" />";
            await Test(
                $"<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    {file}\n    {{|LP0003:<lockingModel  type=\"{type}\" />|}}\n  </appender>\n</log4net>",
                $"<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    {file}\n    <lockingModel  type=\"{expected}\" />\n  </appender>\n</log4net>",
                LP0003MinimalLockCodeFixProvider.InterProcessKey).RunAsync();
        }

        [Fact]
        public async Task Both_fixes_are_offered_and_removal_is_the_default()
        {
            var test = Test(
                "<log4net><appender name=\"f\" type=\"T\">{|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\"/>|}</appender></log4net>",
                string.Empty,
                LP0003MinimalLockCodeFixProvider.RemoveKey);

            var (_, fixes) = Assert.Single(await test.OfferedAsync());

            Assert.Equal(new[] { LP0003MinimalLockCodeFixProvider.RemoveKey, LP0003MinimalLockCodeFixProvider.InterProcessKey }, fixes);
        }

        [Fact]
        public async Task Fixed_config_still_reads_as_the_same_appenders()
        {
            const string Element = "<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />";
            const string Param = "<param name=\"LockingModel\" type=\"log4net.Appender.FileAppender+MinimalLock, log4net\" />";
            var markup = ConfigSamples.Standalone.Replace(Element, "{|LP0003:" + Element + "|}").Replace(Param, "{|LP0003:" + Param + "|}");
            var expected = ConfigSamples.Standalone.Replace("    " + Element + "\r\n", string.Empty).Replace("    " + Param + "\r\n", string.Empty)
                .Replace("    " + Element + "\n", string.Empty).Replace("    " + Param + "\n", string.Empty);

            var fixedSolution = await Test(markup, expected, LP0003MinimalLockCodeFixProvider.RemoveKey).RunAsync();

            var result = ConfigFileParser.Parse(SourceText.From(await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config")));
            Assert.Null(result.Error);
            var section = result.Sections.Single();
            Assert.Equal(new[] { "RollingFile", "Legacy", "Buffer" }, section.Appenders.Select(a => a.Name));
            Assert.All(section.Appenders, a => Assert.Null(a.Node.Property("lockingModel")));
            Assert.Equal("logs/app.log", section.AppendersByName["RollingFile"].Node.Property("file")!.Value);
            Assert.Equal("legacy.log", section.AppendersByName["Legacy"].Node.Property("file")!.Value);
        }

        [Theory]
        [InlineData(LP0003MinimalLockCodeFixProvider.RemoveKey, "ExclusiveLock")]
        [InlineData(LP0003MinimalLockCodeFixProvider.InterProcessKey, "InterProcessLock")]
        public async Task Fixed_config_configures_log4net_with_the_chosen_lock_and_logs(string key, string expectedLock)
        {
            using var folder = new TempFolder("log");
            var before = $@"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""{folder.PortableFile("app.log")}"" />
    {{|LP0003:<lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />|}}
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%level %message%newline"" /></layout>
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""File"" /></root>
</log4net>";
            var after = key == LP0003MinimalLockCodeFixProvider.RemoveKey
                ? before.Replace("    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}\r\n", string.Empty).Replace("    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}\n", string.Empty)
                : before.Replace("{|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}", "<lockingModel type=\"log4net.Appender.FileAppender+InterProcessLock\" />");
            var fixedSolution = await Test(before, after, key).RunAsync();

            string? lockType = null;
            var problems = Log4NetLoad.Problems(await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"), repository =>
            {
                log4net.LogManager.GetLogger(repository.Name, "test").Info("hello");
                lockType = ((log4net.Appender.FileAppender)repository.GetAppenders().Single()).LockingModel.GetType().Name;
            });

            Assert.Empty(problems);
            Assert.Equal(expectedLock, lockType);
            Assert.Equal("INFO hello" + System.Environment.NewLine, System.IO.File.ReadAllText(folder.PortableFile("app.log")));
        }

        [Theory]
        [InlineData(FixAllScope.Project, 1)]
        [InlineData(FixAllScope.Solution, 2)]
        public Task Fix_all_fixes_every_config_in_scope(FixAllScope scope, int fixedProjects)
        {
            const string RootAB = "  <root><appender-ref ref=\"a\" /><appender-ref ref=\"b\" /></root>\n";
            const string RootC = "  <root><appender-ref ref=\"c\" /></root>\n";
            var lockLine = "    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}\n";
            var test = new ConfigFixTest(new LP0003MinimalLockAnalyzer(), new LP0003MinimalLockCodeFixProvider(), LP0003MinimalLockCodeFixProvider.RemoveKey) { FixAllScope = scope };
            foreach (var (name, index) in new[] { "First", "Second" }.Select((n, i) => (n, i)))
            {
                var project = new TestProject { Name = name };
                project.Configs.Add(("log4net.config", $"<log4net>\n  <appender name=\"a\" type=\"T\">\n{lockLine}  </appender>\n  <appender name=\"b\" type=\"T\">\n{lockLine}  </appender>\n{RootAB}</log4net>"));
                project.Configs.Add(("App.config", $"<configuration>\n<log4net>\n  <appender name=\"c\" type=\"T\">\n{lockLine}  </appender>\n{RootC}</log4net>\n</configuration>"));
                test.Projects.Add(project);
                if (index < fixedProjects)
                {
                    test.Expected[(name, "log4net.config")] = $"<log4net>\n  <appender name=\"a\" type=\"T\">\n  </appender>\n  <appender name=\"b\" type=\"T\">\n  </appender>\n{RootAB}</log4net>";
                    test.Expected[(name, "App.config")] = $"<configuration>\n<log4net>\n  <appender name=\"c\" type=\"T\">\n  </appender>\n{RootC}</log4net>\n</configuration>";
                }
            }

            return test.RunAsync();
        }
    }
}
