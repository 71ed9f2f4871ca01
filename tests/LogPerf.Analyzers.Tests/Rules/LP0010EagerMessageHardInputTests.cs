using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0010's guard fix must not change which if an else belongs to (issue 9).</summary>
    public class LP0010EagerMessageHardInputTests
    {
        [Fact]
        public Task Guarding_the_then_branch_of_an_if_with_an_else_keeps_the_else_on_the_outer_if() =>
            new LogPerfCodeFixTest<LP0010EagerMessageAnalyzer, LP0010EagerMessageCodeFixProvider>
            {
                TestCode = @"using log4net;

public static class C
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(C));

    public static void M(bool flag, int n)
    {
        if (flag)
            Log.Debug({|LP0010:$""value {n}""|});
        else
            Other();
    }

    private static void Other() { }
}",
                FixedCode = @"using log4net;

public static class C
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(C));

    public static void M(bool flag, int n)
    {
        if (flag)
        {
            if (Log.IsDebugEnabled)
            {
                Log.Debug($""value {n}"");
            }
        }
        else
            Other();
    }

    private static void Other() { }
}",
                CodeActionEquivalenceKey = LP0010EagerMessageCodeFixProvider.GuardKey,
            }.RunAsync();
    }
}
