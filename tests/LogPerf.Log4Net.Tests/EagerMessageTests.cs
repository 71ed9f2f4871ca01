using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class EagerMessageTests
    {
        private const string Code = @"using System;
using log4net;

public class Orders
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(Orders));
    private const string Name = ""orders"";

    public void Process(int id, double ms, string user, Exception error)
    {
        Log.Debug({|LP0010:$""Order {id} took {ms:N0} ms {{braces}}""|});
        Log.Info({|LP0010:""User "" + user + "" processed "" + id|});
        Log.Warn({|LP0010:string.Format(""Slow order {0}"", id)|});
        Log.Error({|LP0010:$""Order {id} failed""|}, error);
        Log.Debug(""constant"");
        Log.Debug($""constant {Name}"");
        Log.Info(""constant "" + Name);
        if (Log.IsDebugEnabled)
        {
            Log.Debug($""guarded {id}"");
        }

        if (Log.IsInfoEnabled && id > 0) Log.Info(""guarded "" + id);
        Log.DebugFormat(""Order {0}"", id);
    }
}";

        private static TestProject Project(string code)
        {
            var project = new TestProject();
            project.Sources.Add(("Orders.cs", code));
            return project;
        }

        [Fact]
        public Task Flags_messages_built_before_the_level_check() =>
            DiagnosticVerifier.VerifyAsync(new LP0010EagerMessageAnalyzer(), Log4NetReference.References, Project(Code));

        [Fact]
        public async Task Format_overload_fix_all_rewrites_calls_and_compiles_clean()
        {
            var solution = TestSolution.Create(new[] { Project(Code) }, Log4NetReference.References);
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0010EagerMessageAnalyzer());

            var fixedSolution = await CodeFixRunner.FixAllAsync(new LP0010EagerMessageCodeFixProvider(), solution.Projects.Single(), FixAllScope.Document, LP0010EagerMessageCodeFixProvider.UseFormatKey, result.Diagnostics);

            var text = await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/Orders.cs");
            Assert.Contains(@"Log.DebugFormat(""Order {0} took {1:N0} ms {{braces}}"", id, ms);", text);
            Assert.Contains(@"Log.InfoFormat(""User {0} processed {1}"", user, id);", text);
            Assert.Contains(@"Log.WarnFormat(""Slow order {0}"", id);", text);
            Assert.Contains(@"Log.Error($""Order {id} failed"", error);", text);
            var after = await AnalyzerRunner.RunAsync(fixedSolution.Projects.Single(), new LP0010EagerMessageAnalyzer());
            Assert.Empty(after.CompilerErrors);
            Assert.Single(after.Diagnostics);
        }

        [Fact]
        public async Task Guard_fix_wraps_the_statement_and_silences_the_rule()
        {
            var code = "using log4net;\npublic class C\n{\n    private ILog _log = LogManager.GetLogger(\"c\");\n\n    public void M(int id)\n    {\n        _log.Error({|LP0010:$\"Failed {id}\"|}, null);\n    }\n}";
            var solution = TestSolution.Create(new[] { Project(code) }, Log4NetReference.References);
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0010EagerMessageAnalyzer());

            var actions = await CodeFixRunner.ActionsForAsync(new LP0010EagerMessageCodeFixProvider(), solution, result.Diagnostics.Single());
            var fixedSolution = await CodeFixRunner.ApplyAsync(new LP0010EagerMessageCodeFixProvider(), solution, result.Diagnostics.Single(), LP0010EagerMessageCodeFixProvider.GuardKey);

            Assert.Equal(new[] { LP0010EagerMessageCodeFixProvider.GuardKey }, actions.Select(a => a.EquivalenceKey));
            Assert.Equal(
                "using log4net;\npublic class C\n{\n    private ILog _log = LogManager.GetLogger(\"c\");\n\n    public void M(int id)\n    {\n        if (_log.IsErrorEnabled)\n        {\n            _log.Error($\"Failed {id}\", null);\n        }\n    }\n}",
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/Orders.cs"));
            var after = await AnalyzerRunner.RunAsync(fixedSolution.Projects.Single(), new LP0010EagerMessageAnalyzer());
            Assert.Empty(after.CompilerErrors);
            Assert.Empty(after.Diagnostics);
        }
    }
}
