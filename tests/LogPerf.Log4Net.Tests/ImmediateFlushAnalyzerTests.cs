using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class ImmediateFlushAnalyzerTests
    {
        private static Task VerifyAsync(TestProject project) =>
            DiagnosticVerifier.VerifyAsync(new LP0004ImmediateFlushAnalyzer(), Log4NetReference.References, project);

        [Fact]
        public Task Flags_flushing_file_appenders_that_loggers_reach_directly()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", @"<log4net>
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
            project.Sources.Add(("App.cs", "namespace App { public class AuditFileAppender : log4net.Appender.FileAppender { } }"));
            return VerifyAsync(project);
        }

        [Fact]
        public Task Flags_flushing_file_appenders_attached_to_loggers_in_code()
        {
            var project = new TestProject();
            project.Sources.Add(("Setup.cs", @"
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
}"));
            return VerifyAsync(project);
        }
    }
}
