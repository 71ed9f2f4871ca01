using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0010 and its C# fixes.</summary>
    public class LP0010EagerMessageTests
    {
        private const string Orders = @"using System;
using log4net;

public class Orders
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(Orders));
    private const string Name = ""orders"";

    public void Process(int id, double ms, string user, Exception error)
    {
        Log.Debug({|LP0010:$""Order {id} took {ms:N0} ms {{braces}}""|});
        Log.Info({|LP0010:""User "" + user + "" processed "" + id|});
        Log.Debug({|LP0010:string.Format(""Slow order {0}"", id)|});
        Log.Info({|LP0010:$""Order {id} failed""|}, error);
        Log.Warn(""Order "" + id + "" is late"");
        Log.Error($""Order {id} failed"", error);
        Log.Fatal(string.Format(""Order {0} lost"", id));
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

        private const string MessageWithException = "using log4net;\npublic class C\n{\n    private ILog _log = LogManager.GetLogger(\"c\");\n\n    public void M(int id)\n    {\n        _log.Info({|LP0010:$\"Failed {id}\"|}, null);\n    }\n}";

        /// <summary>Warn, Error and Fatal are usually on in production, where building the message eagerly costs nothing extra.</summary>
        [Fact]
        public Task Flags_messages_built_before_the_level_check_for_debug_and_info() => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer> { TestCode = Orders }.RunAsync();

        /// <summary>A call with an exception argument has no …Format overload: it stays flagged.</summary>
        [Fact]
        public Task Format_overload_rewrites_the_calls_that_have_one() =>
            new LogPerfCodeFixTest<LP0010EagerMessageAnalyzer, LP0010EagerMessageCodeFixProvider>
            {
                TestCode = Orders,
                FixedCode = Orders
                    .Replace(@"Log.Debug({|LP0010:$""Order {id} took {ms:N0} ms {{braces}}""|});", @"Log.DebugFormat(""Order {0} took {1:N0} ms {{braces}}"", id, ms);")
                    .Replace(@"Log.Info({|LP0010:""User "" + user + "" processed "" + id|});", @"Log.InfoFormat(""User {0} processed {1}"", user, id);")
                    .Replace(@"Log.Debug({|LP0010:string.Format(""Slow order {0}"", id)|});", @"Log.DebugFormat(""Slow order {0}"", id);"),
                CodeActionEquivalenceKey = LP0010EagerMessageCodeFixProvider.UseFormatKey,
            }.RunAsync();

        [Fact]
        public Task Guard_fix_wraps_the_statement_and_silences_the_rule() =>
            new LogPerfCodeFixTest<LP0010EagerMessageAnalyzer, LP0010EagerMessageCodeFixProvider>
            {
                TestCode = MessageWithException,
                FixedCode = "using log4net;\npublic class C\n{\n    private ILog _log = LogManager.GetLogger(\"c\");\n\n    public void M(int id)\n    {\n        if (_log.IsInfoEnabled)\n        {\n            _log.Info($\"Failed {id}\", null);\n        }\n    }\n}",
                CodeActionEquivalenceKey = LP0010EagerMessageCodeFixProvider.GuardKey,
            }.RunAsync();

        [Fact]
        public Task Format_overload_is_not_offered_for_a_call_with_an_exception() =>
            new LogPerfCodeFixTest<LP0010EagerMessageAnalyzer, LP0010EagerMessageCodeFixProvider>
            {
                TestCode = MessageWithException,
                FixedCode = MessageWithException,
                CodeActionEquivalenceKey = LP0010EagerMessageCodeFixProvider.UseFormatKey,
            }.RunAsync();
    }
}
