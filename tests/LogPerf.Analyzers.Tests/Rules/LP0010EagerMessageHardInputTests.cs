using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0010 on hard shapes: the guard fix must not change which if an else belongs to (issue 9); which messages are
    /// constant and which calls are ILog's, read mostly from syntax and names bound alone (issue 10's cost work).
    /// </summary>
    public class LP0010EagerMessageHardInputTests
    {
        [Fact]
        public Task Constants_receivers_and_format_calls_in_every_spelling() => new LogPerfAnalyzerTest<LP0010EagerMessageAnalyzer>
        {
            TestCode = @"using System;
using log4net;
using log4net.Core;
using Text = System.String;

public class Shapes
{
    private const string Name = ""shapes"";
    private const int Number = 7;
    private static readonly ILog Log = LogManager.GetLogger(typeof(Shapes));
    private ILog Property { get; } = LogManager.GetLogger(""p"");

    public void Constants(string user, int count)
    {
        const string Local = ""local"";
        Log.Debug($""{Name} and {Local} and {nameof(Constants)}"");
        Log.Debug(""a"" + ""b"" + ""c"" + ""d"" + ""e"" + ""f"" + ""g"" + ""h"" + ""i"" + ""j"" + ""k"" + ""l"" + ""m"" + ""n"" + ""o"" + ""p"" + ""q"" + ""r"" + ""s"" + ""t"" + ""u"" + ""v"" + ""w"" + ""x"" + ""y"" + ""z"" + ""A"" + ""B"" + ""C"" + ""D"" + ""E"" + ""F"" + ""G"" + ""H"" + Name);
        Log.Debug({|LP0010:$""{Number} items""|});
        Log.Debug({|LP0010:$""{Name,10}""|});
        Log.Debug({|LP0010:user + Name|});
        Log.Debug(count + 1);
        Log.Info({|LP0010:String.Format(""{0}"", user)|});
        Log.Info({|LP0010:System.String.Format(""{0}"", user)|});
        Log.Info({|LP0010:Text.Format(""{0}"", user)|});
        Log.Info(Formatter.Format(""{0}"", user));
    }

    public void Receivers(ILogger logger, Wrapper wrapper, string user)
    {
        var local = LogManager.GetLogger(""local"");
        local.Debug({|LP0010:$""user {user}""|});
        Property.Debug({|LP0010:$""user {user}""|});
        this.Property.Info({|LP0010:""user "" + user|});
        LogManager.GetLogger(""inline"").Debug({|LP0010:$""user {user}""|});
        wrapper.Debug({|LP0010:$""user {user}""|});
        wrapper.Debug($""user {user}"", 1);
        logger.Log(typeof(Shapes), Level.Debug, $""user {user}"", null);
    }
}

public static class Formatter
{
    public static string Format(string format, object value) => string.Format(format, value);
}

public abstract class Wrapper : ILog
{
    public abstract ILogger Logger { get; }
    public abstract bool IsDebugEnabled { get; }
    public abstract bool IsInfoEnabled { get; }
    public abstract bool IsWarnEnabled { get; }
    public abstract bool IsErrorEnabled { get; }
    public abstract bool IsFatalEnabled { get; }
    public abstract void Debug(object message);
    public abstract void Debug(object message, Exception exception);
    public void Debug(string message, int extra) { }
    public abstract void DebugFormat(string format, params object[] args);
    public abstract void DebugFormat(string format, object arg0);
    public abstract void DebugFormat(string format, object arg0, object arg1);
    public abstract void DebugFormat(string format, object arg0, object arg1, object arg2);
    public abstract void DebugFormat(IFormatProvider provider, string format, params object[] args);
    public abstract void Info(object message);
    public abstract void Info(object message, Exception exception);
    public abstract void InfoFormat(string format, params object[] args);
    public abstract void InfoFormat(string format, object arg0);
    public abstract void InfoFormat(string format, object arg0, object arg1);
    public abstract void InfoFormat(string format, object arg0, object arg1, object arg2);
    public abstract void InfoFormat(IFormatProvider provider, string format, params object[] args);
    public abstract void Warn(object message);
    public abstract void Warn(object message, Exception exception);
    public abstract void WarnFormat(string format, params object[] args);
    public abstract void WarnFormat(string format, object arg0);
    public abstract void WarnFormat(string format, object arg0, object arg1);
    public abstract void WarnFormat(string format, object arg0, object arg1, object arg2);
    public abstract void WarnFormat(IFormatProvider provider, string format, params object[] args);
    public abstract void Error(object message);
    public abstract void Error(object message, Exception exception);
    public abstract void ErrorFormat(string format, params object[] args);
    public abstract void ErrorFormat(string format, object arg0);
    public abstract void ErrorFormat(string format, object arg0, object arg1);
    public abstract void ErrorFormat(string format, object arg0, object arg1, object arg2);
    public abstract void ErrorFormat(IFormatProvider provider, string format, params object[] args);
    public abstract void Fatal(object message);
    public abstract void Fatal(object message, Exception exception);
    public abstract void FatalFormat(string format, params object[] args);
    public abstract void FatalFormat(string format, object arg0);
    public abstract void FatalFormat(string format, object arg0, object arg1);
    public abstract void FatalFormat(string format, object arg0, object arg1, object arg2);
    public abstract void FatalFormat(IFormatProvider provider, string format, params object[] args);
}",
        }.RunAsync();

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
