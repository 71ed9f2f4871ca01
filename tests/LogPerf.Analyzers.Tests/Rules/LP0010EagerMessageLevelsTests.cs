using System.Threading.Tasks;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Rules.LP0010EagerMessage;
using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// Which LP0010 calls are worth a developer's time (issue 10): the levels production turns off (Warn and above only
    /// when an option asks), and no call that a guard of its level or a lower one protects, whatever the guard's form.
    /// </summary>
    public class LP0010EagerMessageLevelsTests
    {
        private const string Levels = @"using System;
using log4net;

public class Levels
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(Levels));

    public void M(int id, Exception e)
    {
        Log.Debug(DEBUG);
        Log.Info(INFO);
        Log.Warn(WARN);
        Log.Error(ERROR, e);
        Log.Fatal(FATAL);
    }
}";

        [Fact]
        public Task By_default_only_debug_and_info_are_flagged() => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer>
        {
            TestCode = Calls(debug: true, info: true, warn: false, error: false, fatal: false),
        }.RunAsync();

        [Theory]
        [InlineData("/.editorconfig", "root = true\n\n[*.cs]\nlogperf_lp0010_levels = warn, ERROR\n")]
        [InlineData("/.globalconfig", "is_global = true\nlogperf_lp0010_levels = Warn  error\n")]
        public Task The_levels_option_chooses_the_levels_checked(string path, string config) => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer>
        {
            TestState =
            {
                Sources = { Calls(debug: false, info: false, warn: true, error: true, fatal: false) },
                AnalyzerConfigFiles = { (path, config) },
            },
        }.RunAsync();

        [Fact]
        public Task A_levels_option_with_no_known_name_keeps_the_default() => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer>
        {
            TestState =
            {
                Sources = { Calls(debug: true, info: true, warn: false, error: false, fatal: false) },
                AnalyzerConfigFiles = { ("/.editorconfig", "root = true\n\n[*.cs]\nlogperf_lp0010_levels = verbose\n") },
            },
        }.RunAsync();

        [Fact]
        public void Option_values_parse_ignoring_case_and_separators()
        {
            Assert.Equal(new[] { LogLevels.LevelOf("Debug")!.Value, LogLevels.LevelOf("Fatal")!.Value }, Sorted(EagerMessageLevels.Parse(" DEBUG ,fatal,,")));
            Assert.Equal(new[] { LogLevels.LevelOf("Debug")!.Value, LogLevels.LevelOf("Info")!.Value }, Sorted(EagerMessageLevels.Parse("none")));
        }

        /// <summary>Every form of guard that makes the message be built only when its level (or a lower one) is on.</summary>
        [Fact]
        public Task Guards_of_every_form_and_of_a_lower_level_silence_the_rule() => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer>
        {
            TestState =
            {
                Sources =
                {
                    @"using System.Collections.Generic;
using log4net;

public class Guards
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(Guards));

    public void Enclosing(int id, bool verbose)
    {
        if (Log.IsDebugEnabled) Log.Debug($""id {id}"");
        if (verbose && Log.IsDebugEnabled) { Log.Debug($""id {id}""); }
        if ((Log.IsDebugEnabled)) { if (id > 0) Log.Debug(""id "" + id); }
        if (Log.IsDebugEnabled == true) Log.Debug($""id {id}"");
        if (Log.IsDebugEnabled is true) Log.Debug($""id {id}"");
        if (!Log.IsDebugEnabled) { } else Log.Debug($""id {id}"");
        var text = Log.IsDebugEnabled ? Describe($""id {id}"") : null;
        var other = !Log.IsInfoEnabled ? null : Describe($""id {id}"");
    }

    public void LowerLevel(int id)
    {
        if (Log.IsDebugEnabled) Log.Info($""id {id}"");
        if (Log.IsDebugEnabled) Log.Warn($""id {id}"");
    }

    public void EarlyReturn(int id)
    {
        if (!Log.IsDebugEnabled) return;
        Log.Debug($""id {id}"");
        Log.Info(""id "" + id);
    }

    public void EarlyReturnInABlock(int id)
    {
        if (Log.IsInfoEnabled == false)
        {
            Count++;
            return;
        }

        for (var i = 0; i < id; i++)
        {
            Log.Info($""item {i}"");
        }
    }

    public IEnumerable<int> EarlyExitsInLoops(int[] ids)
    {
        foreach (var id in ids)
        {
            if (!Log.IsDebugEnabled || id < 0) continue;
            Log.Debug($""id {id}"");
        }

        while (true)
        {
            if (!Log.IsInfoEnabled) break;
            Log.Info($""loop"");
        }

        if (!Log.IsDebugEnabled) yield break;
        Log.Debug(string.Format(""{0} ids"", ids.Length));
        yield return 1;
    }

    public void Throws(int id)
    {
        if (!Log.IsInfoEnabled) throw new System.InvalidOperationException();
        Log.Info($""id {id}"");
    }

    private static int Count;

    private static string Describe(string text) => text;
}",
                },
                AnalyzerConfigFiles = { ("/.editorconfig", "root = true\n\n[*.cs]\nlogperf_lp0010_levels = debug, info, warn\n") },
            },
        }.RunAsync();

        /// <summary>A catch block runs after a throw, which costs far more than the message: only the try and finally parts are flagged.</summary>
        [Fact]
        public Task Calls_in_catch_blocks_are_not_flagged() => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer>
        {
            TestCode = @"using System;
using log4net;

public class Failures
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(Failures));

    public void M(int id)
    {
        try
        {
            Log.Debug({|LP0010:$""trying {id}""|});
        }
        catch (InvalidOperationException e) when (id > 0)
        {
            Log.Info($""failed {id}: {e.Message}"");
            if (id > 1)
            {
                Log.Debug(""again "" + id);
            }
        }
        finally
        {
            Log.Debug({|LP0010:$""done {id}""|});
        }
    }
}",
        }.RunAsync();

        /// <summary>Conditions that look like guards but do not protect the call.</summary>
        [Fact]
        public Task Conditions_that_do_not_imply_the_level_leave_the_call_flagged() => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer>
        {
            TestCode = @"using System;
using log4net;

public class NotGuards
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(NotGuards));

    public void M(int id, bool verbose)
    {
        if (!Log.IsDebugEnabled) { Log.Debug({|LP0010:$""id {id}""|}); }
        if (verbose || Log.IsDebugEnabled) Log.Debug({|LP0010:$""id {id}""|});
        if (Log.IsInfoEnabled) Log.Debug({|LP0010:$""id {id}""|});
        if (Log.IsDebugEnabled) { } else Log.Debug({|LP0010:$""id {id}""|});
        if (Log.IsDebugEnabled == false) Log.Debug({|LP0010:$""id {id}""|});
        Log.Debug({|LP0010:$""before {id}""|});
        if (!Log.IsDebugEnabled) return;
    }

    public void NotLeaving(int id)
    {
        if (!Log.IsDebugEnabled) { Console.WriteLine(); }
        Log.Debug({|LP0010:$""id {id}""|});
        if (!Log.IsDebugEnabled) Console.WriteLine();
        Log.Debug({|LP0010:$""id {id}""|});
    }

    public void InsideALambda(int id)
    {
        Action later = () =>
        {
            if (!Log.IsDebugEnabled) return;
        };
        Log.Debug({|LP0010:$""id {id}""|});
    }

    public void ReturnInsideALambdaDoesNotGuardIt(int id)
    {
        if (!Log.IsDebugEnabled) return;
        Action later = () => Log.Debug({|LP0010:$""id {id}""|});
    }
}",
        }.RunAsync();

        private static string Calls(bool debug, bool info, bool warn, bool error, bool fatal) => Levels
            .Replace("DEBUG", Message(debug, "$\"id {id}\""))
            .Replace("INFO", Message(info, "\"id \" + id"))
            .Replace("WARN", Message(warn, "string.Format(\"id {0}\", id)"))
            .Replace("ERROR", Message(error, "$\"id {id}\""))
            .Replace("FATAL", Message(fatal, "$\"id {id}\""));

        private static string Message(bool flagged, string message) => flagged ? "{|LP0010:" + message + "|}" : message;

        private static LogPerf.Analyzers.Log4Net.Log4NetLevel[] Sorted(System.Collections.Immutable.ImmutableHashSet<LogPerf.Analyzers.Log4Net.Log4NetLevel> levels)
        {
            var array = System.Linq.Enumerable.ToArray(levels);
            System.Array.Sort(array);
            return array;
        }
    }
}
