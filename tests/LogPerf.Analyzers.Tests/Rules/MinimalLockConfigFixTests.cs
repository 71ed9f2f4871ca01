using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Config;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Tests.Config;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0003's config fixes, fed the diagnostic at the markup span where the analyzer reports it (the
    /// lockingModel element; see ConfigModelTests for the span). The analyzer itself only runs when log4net is
    /// referenced, and log4net is not served to this build: its positive tests live in tests/LogPerf.Log4Net.Tests.
    /// </summary>
    public class MinimalLockConfigFixTests
    {
        private static readonly LP0003MinimalLockCodeFixProvider Fixer = new();

        private static async Task<string> FixAsync(string markup, string key)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", markup));
            var solution = TestSolution.Create(new[] { project });
            var diagnostic = TestSolution.DiagnosticsAtMarkup(solution, new[] { project }, Descriptors.MinimalLock).Single();

            var fixedSolution = await CodeFixRunner.ApplyAsync(Fixer, solution, diagnostic, key);
            return await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config");
        }

        [Fact]
        public async Task Remove_deletes_the_lockingModel_line_and_keeps_everything_else()
        {
            var markup = "<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <file value=\"a.log\" />  <!-- keep -->\n" +
                         "    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}\n\t\t<layout type=\"log4net.Layout.SimpleLayout\" />\n  </appender>\n</log4net>";

            var result = await FixAsync(markup, LP0003MinimalLockCodeFixProvider.RemoveKey);

            Assert.Equal(
                "<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <file value=\"a.log\" />  <!-- keep -->\n" +
                "\t\t<layout type=\"log4net.Layout.SimpleLayout\" />\n  </appender>\n</log4net>",
                result);
        }

        [Fact]
        public async Task Remove_keeps_crlf_line_breaks()
        {
            var markup = "<log4net>\r\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\r\n    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\">\r\n    </lockingModel>|}\r\n  </appender>\r\n</log4net>";

            var result = await FixAsync(markup, LP0003MinimalLockCodeFixProvider.RemoveKey);

            Assert.Equal("<log4net>\r\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\r\n  </appender>\r\n</log4net>", result);
        }

        [Fact]
        public async Task Remove_on_a_shared_line_removes_only_the_element()
        {
            var markup = "<log4net><appender name=\"f\" type=\"log4net.Appender.FileAppender\"><file value=\"a\" />{|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\"/>|}</appender></log4net>";

            var result = await FixAsync(markup, LP0003MinimalLockCodeFixProvider.RemoveKey);

            Assert.Equal("<log4net><appender name=\"f\" type=\"log4net.Appender.FileAppender\"><file value=\"a\" /></appender></log4net>", result);
        }

        [Fact]
        public async Task Remove_handles_the_legacy_param_form()
        {
            var markup = "<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <param name=\"File\" value=\"a.log\" />\n    {|LP0003:<param name=\"LockingModel\" type=\"log4net.Appender.FileAppender+MinimalLock, log4net\" />|}\n  </appender>\n</log4net>";

            var result = await FixAsync(markup, LP0003MinimalLockCodeFixProvider.RemoveKey);

            Assert.Equal("<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <param name=\"File\" value=\"a.log\" />\n  </appender>\n</log4net>", result);
        }

        [Theory]
        [InlineData("log4net.Appender.FileAppender+MinimalLock", "log4net.Appender.FileAppender+InterProcessLock")]
        [InlineData("log4net.Appender.FileAppender+MinimalLock,log4net", "log4net.Appender.FileAppender+InterProcessLock,log4net")]
        [InlineData("MyApp.QuietMinimalLock, MyApp", "log4net.Appender.FileAppender+InterProcessLock, log4net")]
        public async Task InterProcessLock_changes_only_the_type_and_keeps_the_assembly_part(string type, string expected)
        {
            var markup = $"<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    {{|LP0003:<lockingModel  type=\"{type}\" />|}}\n  </appender>\n</log4net>";

            var result = await FixAsync(markup, LP0003MinimalLockCodeFixProvider.InterProcessKey);

            Assert.Equal($"<log4net>\n  <appender name=\"f\" type=\"log4net.Appender.FileAppender\">\n    <lockingModel  type=\"{expected}\" />\n  </appender>\n</log4net>", result);
        }

        [Fact]
        public async Task Both_fixes_are_offered_and_removal_is_the_default()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", "<log4net><appender name=\"f\" type=\"T\">{|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\"/>|}</appender></log4net>"));
            var solution = TestSolution.Create(new[] { project });
            var diagnostic = TestSolution.DiagnosticsAtMarkup(solution, new[] { project }, Descriptors.MinimalLock).Single();

            var actions = await CodeFixRunner.ActionsForAsync(Fixer, solution, diagnostic);

            Assert.Equal(new[] { LP0003MinimalLockCodeFixProvider.RemoveKey, LP0003MinimalLockCodeFixProvider.InterProcessKey }, actions.Select(a => a.EquivalenceKey));
        }

        [Fact]
        public async Task Fixed_config_still_reads_as_the_same_appenders()
        {
            var markup = ConfigSamples.Standalone
                .Replace("<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />", "{|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}");

            var result = ConfigFileParser.Parse(SourceText.From(await FixAsync(markup, LP0003MinimalLockCodeFixProvider.RemoveKey)));

            Assert.Null(result.Error);
            var section = result.Sections.Single();
            Assert.Equal(new[] { "RollingFile", "Legacy", "Buffer" }, section.Appenders.Select(a => a.Name));
            Assert.Null(section.AppendersByName["RollingFile"].Node.Property("lockingModel"));
            Assert.Equal("logs/app.log", section.AppendersByName["RollingFile"].Node.Property("file")!.Value);
        }

        [Theory]
        [InlineData(FixAllScope.Project, 1)]
        [InlineData(FixAllScope.Solution, 2)]
        public async Task Fix_all_fixes_every_config_in_scope(FixAllScope scope, int fixedProjects)
        {
            var lockLine = "    {|LP0003:<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />|}\n";
            var projects = new[] { "First", "Second" }.Select(name =>
            {
                var project = new TestProject { Name = name };
                project.Configs.Add(("log4net.config", $"<log4net>\n  <appender name=\"a\" type=\"T\">\n{lockLine}  </appender>\n  <appender name=\"b\" type=\"T\">\n{lockLine}  </appender>\n</log4net>"));
                project.Configs.Add(("App.config", $"<configuration>\n<log4net>\n  <appender name=\"c\" type=\"T\">\n{lockLine}  </appender>\n</log4net>\n</configuration>"));
                return project;
            }).ToArray();
            var solution = TestSolution.Create(projects);
            var diagnostics = TestSolution.DiagnosticsAtMarkup(solution, projects, Descriptors.MinimalLock);
            var first = solution.Projects.Single(p => p.Name == "First");

            var fixedSolution = await CodeFixRunner.FixAllAsync(Fixer, first, scope, LP0003MinimalLockCodeFixProvider.RemoveKey, diagnostics);

            var texts = await Task.WhenAll(projects.SelectMany(p => new[] { $"/src/{p.Name}/log4net.config", $"/src/{p.Name}/App.config" })
                .Select(path => CodeFixRunner.TextOfAsync(fixedSolution, path)));
            Assert.Equal(fixedProjects * 2, texts.Count(t => !t.Contains("lockingModel")));
            Assert.Equal("<log4net>\n  <appender name=\"a\" type=\"T\">\n  </appender>\n  <appender name=\"b\" type=\"T\">\n  </appender>\n</log4net>", texts[0]);
        }
    }
}
