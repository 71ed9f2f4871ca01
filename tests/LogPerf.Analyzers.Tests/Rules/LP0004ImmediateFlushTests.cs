using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0004 in configs and code, and its C# fix (config fixes: <see cref="LP0004ImmediateFlushConfigFixTests"/>).</summary>
    public class LP0004ImmediateFlushTests
    {
        private const string Attached = @"
using log4net.Appender;
using log4net.Repository.Hierarchy;

public static class Setup
{
    public static void Root(Hierarchy hierarchy) => hierarchy.Root.AddAppender({|#0:new RollingFileAppender { File = ""a.log"" }|});
}";

        [Fact]
        public Task Flags_flushing_file_appenders_that_loggers_reach_directly()
        {
            var test = new LogPerfAnalyzerTest<LP0004ImmediateFlushAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Default"" type=""{|LP0004:log4net.Appender.RollingFileAppender|}""><file value=""a.log"" /></appender>
  <appender name=""Explicit"" type=""log4net.Appender.FileAppender"">{|LP0004:<param name=""ImmediateFlush"" value=""True"" />|}</appender>
  <appender name=""NoFlush"" type=""log4net.Appender.FileAppender""><immediateFlush value=""false"" /></appender>
  <appender name=""Both"" type=""{|LP0004:log4net.Appender.FileAppender|}"" />
  <appender name=""ForwardedOnly"" type=""log4net.Appender.FileAppender"" />
  <appender name=""Unused"" type=""log4net.Appender.FileAppender"" />
  <appender name=""Console"" type=""log4net.Appender.ConsoleAppender"" />
  <appender name=""Custom"" type=""{|LP0004:App.AuditFileAppender, Test|}"" />
  <appender name=""Errors"" type=""log4net.Appender.FileAppender""><threshold value=""ERROR"" /></appender>
  <appender name=""Warnings"" type=""{|LP0004:log4net.Appender.FileAppender|}""><threshold value=""WARN"" /></appender>
  <appender name=""Ranged"" type=""log4net.Appender.FileAppender"">
    <filter type=""log4net.Filter.LevelRangeFilter""><levelMin value=""ERROR"" /><levelMax value=""FATAL"" /></filter>
  </appender>
  <appender name=""Matched"" type=""log4net.Appender.FileAppender"">
    <filter type=""log4net.Filter.LevelMatchFilter""><levelToMatch value=""FATAL"" /></filter>
    <filter type=""log4net.Filter.DenyAllFilter"" />
  </appender>
  <appender name=""MatchedWarn"" type=""{|LP0004:log4net.Appender.FileAppender|}"">
    <filter type=""log4net.Filter.LevelMatchFilter""><levelToMatch value=""WARN"" /></filter>
    <filter type=""log4net.Filter.DenyAllFilter"" />
  </appender>
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender"">
    <appender-ref ref=""ForwardedOnly"" />
    <appender-ref ref=""Both"" />
  </appender>
  <root>
    <appender-ref ref=""Default"" /><appender-ref ref=""Explicit"" /><appender-ref ref=""NoFlush"" /><appender-ref ref=""Both"" />
    <appender-ref ref=""Console"" /><appender-ref ref=""Custom"" /><appender-ref ref=""Errors"" /><appender-ref ref=""Warnings"" />
    <appender-ref ref=""Ranged"" /><appender-ref ref=""Matched"" /><appender-ref ref=""MatchedWarn"" /><appender-ref ref=""Buffer"" />
  </root>
</log4net>"));
            test.TestState.Sources.Add("namespace App { public class AuditFileAppender : log4net.Appender.FileAppender { } }");
            return test.RunAsync();
        }

        [Fact]
        public Task Flags_flushing_file_appenders_attached_to_loggers_in_code() => new LogPerfAnalyzerTest<LP0004ImmediateFlushAnalyzer>
        {
            TestCode = @"
using log4net.Appender;
using log4net.Config;
using log4net.Core;
using log4net.Repository.Hierarchy;

public static class Setup
{
    public static void Root(Hierarchy hierarchy)
    {
        var file = {|LP0004:new RollingFileAppender { File = ""a.log"" }|};
        file.ActivateOptions();
        hierarchy.Root.AddAppender(file);

        hierarchy.Root.AddAppender({|LP0004:new FileAppender { File = ""b.log"", ImmediateFlush = true }|});
        hierarchy.Root.AddAppender(new FileAppender { File = ""c.log"", ImmediateFlush = false });
        hierarchy.Root.AddAppender(new FileAppender { File = ""d.log"", Threshold = Level.Error });
        hierarchy.Root.AddAppender(new ConsoleAppender());

        var buffered = new FileAppender { File = ""e.log"" };
        var buffer = new BufferingForwardingAppender();
        buffer.AddAppender(buffered);
        hierarchy.Root.AddAppender(buffer);
    }

    public static void Basic() => BasicConfigurator.Configure({|LP0004:new FileAppender { File = ""f.log"" }|});

    public static FileAppender NotAttached() => new FileAppender { File = ""g.log"" };
}",
        }.RunAsync();

        [Fact]
        public Task With_LogPerf_Appenders_code_switches_to_the_memory_mapped_appender() =>
            new LogPerfCodeFixTest<LP0004ImmediateFlushAnalyzer, LP0004ImmediateFlushCodeFixProvider>(withAppenders: true)
            {
                TestCode = Attached.Replace("{|#0:", "{|LP0004:"),
                FixedCode = Attached
                    .Replace("using log4net.Repository.Hierarchy;", "using log4net.Repository.Hierarchy;\nusing LogPerf.Appenders;")
                    .Replace("{|#0:new RollingFileAppender { File = \"a.log\" }|}", "new MemoryMappedFileAppender { File = \"a.log\" }"),
                CodeActionEquivalenceKey = LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey,
            }.RunAsync();

        [Fact]
        public Task Without_LogPerf_Appenders_code_still_gets_the_warning_naming_the_package_and_no_fix()
        {
            var test = new LogPerfCodeFixTest<LP0004ImmediateFlushAnalyzer, LP0004ImmediateFlushCodeFixProvider>
            {
                TestCode = Attached,
                FixedCode = Attached,
                CodeActionEquivalenceKey = LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey,
            };
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.ImmediateFlush).WithLocation(0).WithArguments(
                "RollingFileAppender", "ImmediateFlush defaults to true", "; add the LogPerf.Appenders package to route it through AsyncForwardingAppender"));
            return test.RunAsync();
        }
    }
}
