using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class MinimalLockCodeFixTests
    {
        private static readonly LP0003MinimalLockCodeFixProvider Fixer = new();

        private const string Before = @"using log4net.Appender;

public static class Setup
{
    public static FileAppender Initializer() => new RollingFileAppender
    {
        File = ""a.log"", // the file
        LockingModel = new FileAppender.MinimalLock(),
        AppendToFile = true,
    };

    public static void Statement(FileAppender appender)
    {
        appender.File = ""b.log"";
        appender.LockingModel = new FileAppender.MinimalLock();
        appender.ActivateOptions();
    }

    public static FileAppender.LockingModelBase Other() => new FileAppender.MinimalLock();
}";

        private static async Task<(Solution Solution, Project Project, System.Collections.Immutable.ImmutableArray<Diagnostic> Diagnostics)> AnalyzeAsync(string code)
        {
            var project = new TestProject();
            project.Sources.Add(("Setup.cs", code));
            var solution = TestSolution.Create(new[] { project }, Log4NetReference.References);
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0003MinimalLockAnalyzer());
            Assert.Empty(result.AnalyzerExceptions);
            Assert.Empty(result.CompilerErrors);
            return (solution, solution.Projects.Single(), result.Diagnostics);
        }

        private static async Task AssertCompilesCleanAsync(Solution solution)
        {
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0003MinimalLockAnalyzer());
            Assert.Empty(result.CompilerErrors);
            Assert.Empty(result.Diagnostics);
        }

        [Theory]
        [InlineData(FixAllScope.Document)]
        [InlineData(FixAllScope.Project)]
        [InlineData(FixAllScope.Solution)]
        public async Task Fix_all_removes_assignments_and_replaces_other_creations(FixAllScope scope)
        {
            var (_, project, diagnostics) = await AnalyzeAsync(Before);
            Assert.Equal(3, diagnostics.Length);

            var fixedSolution = await CodeFixRunner.FixAllAsync(Fixer, project, scope, LP0003MinimalLockCodeFixProvider.RemoveKey, diagnostics);

            Assert.Equal(@"using log4net.Appender;

public static class Setup
{
    public static FileAppender Initializer() => new RollingFileAppender
    {
        File = ""a.log"", // the file
        AppendToFile = true,
    };

    public static void Statement(FileAppender appender)
    {
        appender.File = ""b.log"";
        appender.ActivateOptions();
    }

    public static FileAppender.LockingModelBase Other() => new FileAppender.ExclusiveLock();
}", await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/Setup.cs"));
            await AssertCompilesCleanAsync(fixedSolution);
        }

        [Fact]
        public async Task InterProcessLock_renames_only_the_lock_type()
        {
            var (solution, _, diagnostics) = await AnalyzeAsync(Before);

            var fixedSolution = await CodeFixRunner.ApplyAsync(Fixer, solution, diagnostics.OrderBy(d => d.Location.SourceSpan.Start).First(), LP0003MinimalLockCodeFixProvider.InterProcessKey);

            var text = await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/Setup.cs");
            Assert.Equal(Before.Replace("LockingModel = new FileAppender.MinimalLock(),", "LockingModel = new FileAppender.InterProcessLock(),"), text);
        }
    }
}
