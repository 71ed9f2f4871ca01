using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0003 in configs and code, and its C# fixes (config fixes: <see cref="LP0003MinimalLockConfigFixTests"/>).</summary>
    public class LP0003MinimalLockTests
    {
        private const string Setup = @"using log4net.Appender;

public static class Setup
{
    public static FileAppender Initializer() => new RollingFileAppender
    {
        File = ""a.log"", // the file
        LockingModel = {|LP0003:new FileAppender.MinimalLock()|},
        AppendToFile = true,
    };

    public static void Statement(FileAppender appender)
    {
        appender.File = ""b.log"";
        appender.LockingModel = {|LP0003:new FileAppender.MinimalLock()|};
        appender.ActivateOptions();
    }

    public static FileAppender.LockingModelBase Other() => {|LP0003:new FileAppender.MinimalLock()|};
}";

        [Fact]
        public Task Flags_minimal_lock_in_every_config_form()
        {
            var test = new LogPerfAnalyzerTest<LP0003MinimalLockAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""a"" type=""log4net.Appender.RollingFileAppender"">
    {|LP0003:<lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />|}
  </appender>
  <appender name=""b"" type=""log4net.Appender.FileAppender, log4net"">
    {|LP0003:<param name=""LockingModel"" type=""log4net.Appender.FileAppender+MinimalLock, log4net"" />|}
  </appender>
  <appender name=""c"" type=""App.MyFileAppender, App"">
    {|LP0003:<LOCKINGMODEL type=""App.QuietLock, App"" />|}
  </appender>
  <appender name=""fine1"" type=""log4net.Appender.FileAppender""><lockingModel type=""log4net.Appender.FileAppender+ExclusiveLock"" /></appender>
  <appender name=""fine2"" type=""log4net.Appender.FileAppender""><lockingModel type=""log4net.Appender.FileAppender+InterProcessLock"" /></appender>
  <appender name=""fine3"" type=""log4net.Appender.FileAppender""><lockingModel type=""Unknown.Lock, Unknown"" /></appender>
  <root><appender-ref ref=""a"" /><appender-ref ref=""b"" /><appender-ref ref=""c"" /><appender-ref ref=""fine1"" /><appender-ref ref=""fine2"" /><appender-ref ref=""fine3"" /></root>
</log4net>"));
            test.TestState.AdditionalFiles.Add(("App.config", @"<configuration>
  <log4net>
    <appender name=""d"" type=""log4net.Appender.FileAppender"">{|LP0003:<lockingModel type=""log4net.Appender.FileAppender+MinimalLock""></lockingModel>|}</appender>
    <root><appender-ref ref=""d"" /></root>
  </log4net>
</configuration>"));
            test.TestState.Sources.Add(@"
namespace App
{
    public class MyFileAppender : log4net.Appender.FileAppender { }
    public class QuietLock : log4net.Appender.FileAppender.MinimalLock { }
}");
            return test.RunAsync();
        }

        [Fact]
        public Task Flags_minimal_lock_created_in_code()
        {
            var test = new LogPerfAnalyzerTest<LP0003MinimalLockAnalyzer>();
            test.TestCode = @"
using log4net.Appender;

public static class Setup
{
    public static FileAppender Initializer() => new RollingFileAppender { File = ""a.log"", LockingModel = {|LP0003:new FileAppender.MinimalLock()|} };

    public static void Assignment(FileAppender appender)
    {
        appender.LockingModel = {|LP0003:new log4net.Appender.FileAppender.MinimalLock()|};
        appender.LockingModel = new FileAppender.ExclusiveLock();
        appender.LockingModel = new FileAppender.InterProcessLock();
    }
}";
            return test.RunAsync();
        }

        /// <summary>One by one and with Fix All in document, project and solution alike.</summary>
        [Fact]
        public Task Removal_drops_assignments_and_replaces_other_creations_with_ExclusiveLock() =>
            new LogPerfCodeFixTest<LP0003MinimalLockAnalyzer, LP0003MinimalLockCodeFixProvider>
            {
                TestCode = Setup,
                FixedCode = @"using log4net.Appender;

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
}",
                CodeActionEquivalenceKey = LP0003MinimalLockCodeFixProvider.RemoveKey,
            }.RunAsync();

        [Fact]
        public Task InterProcessLock_renames_only_the_lock_type()
        {
            var renamedFirst = Setup.Replace("LockingModel = {|LP0003:new FileAppender.MinimalLock()|},", "LockingModel = new FileAppender.InterProcessLock(),");
            return new LogPerfCodeFixTest<LP0003MinimalLockAnalyzer, LP0003MinimalLockCodeFixProvider>
            {
                TestCode = Setup,
                FixedCode = renamedFirst,
                BatchFixedCode = Setup.Replace("{|LP0003:new FileAppender.MinimalLock()|}", "new FileAppender.InterProcessLock()"),
                CodeActionEquivalenceKey = LP0003MinimalLockCodeFixProvider.InterProcessKey,
                CodeFixTestBehaviors = CodeFixTestBehaviors.FixOne,
            }.RunAsync();
        }

        /// <summary>
        /// log4net creates only the appenders appender-refs reach (the first of several with one name), and one only a
        /// logger at OFF reaches gets no events: those reopen no file (corpus review, issue 10). An appender reached only
        /// through a forwarder that a logger reaches counts as reached.
        /// </summary>
        [Fact]
        public Task Appenders_no_logger_reaches_are_not_flagged()
        {
            const string Lock = "<lockingModel type=\"log4net.Appender.FileAppender+MinimalLock\" />";
            var test = new LogPerfAnalyzerTest<LP0003MinimalLockAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", $@"<log4net>
  <appender name=""Unreferenced"" type=""log4net.Appender.FileAppender"">{Lock}</appender>
  <appender name=""Twin"" type=""log4net.Appender.FileAppender"">{{|LP0003:{Lock}|}}</appender>
  <appender name=""Twin"" type=""log4net.Appender.FileAppender"">{Lock}</appender>
  <appender name=""Muted"" type=""log4net.Appender.FileAppender"">{Lock}</appender>
  <appender name=""DeadForwarder"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""BehindDead"" /></appender>
  <appender name=""BehindDead"" type=""log4net.Appender.FileAppender"">{Lock}</appender>
  <appender name=""Forwarder"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""Behind"" /></appender>
  <appender name=""Behind"" type=""log4net.Appender.FileAppender"">{{|LP0003:{Lock}|}}</appender>
  <appender name=""FromChild"" type=""log4net.Appender.FileAppender"">{{|LP0003:{Lock}|}}</appender>
  <root><appender-ref ref=""Twin"" /><appender-ref ref=""Forwarder"" /></root>
  <logger name=""Off""><level value=""OFF"" /><appender-ref ref=""Muted"" /></logger>
  <logger name=""Quiet""><level value=""OFF"" /><appender-ref ref=""FromChild"" /></logger>
  <logger name=""Quiet.Chatty""><level value=""DEBUG"" /></logger>
</log4net>"));
            return test.RunAsync();
        }
    }
}
