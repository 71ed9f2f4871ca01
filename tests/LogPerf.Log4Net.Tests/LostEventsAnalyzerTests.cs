using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class LostEventsAnalyzerTests
    {
        private static Task VerifyAsync(TestProject project) =>
            DiagnosticVerifier.VerifyAsync(new LP0009LostEventsAnalyzer(), Log4NetReference.References, project);

        [Fact]
        public Task Flags_undefined_refs_unresolvable_types_and_lossy_buffers_in_configs()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", @"<log4net>
  <appender name=""RollingFile"" type=""log4net.Appender.RollingFileAppender, log4net"" />
  <appender name=""Typo"" type=""{|LP0009:log4net.Appender.RollingFileAppendr|}"" />
  <appender name=""Empty"" type=""{|LP0009:|}"" />
  <appender name=""Plugin"" type=""Vendor.Appenders.CloudAppender, Vendor.Appenders"" />
  <appender name=""AnyCase"" type=""log4net.appender.ROLLINGFILEAPPENDER, log4net"" />
  <appender name=""Own"" type=""App.MyAppender, Test"" />
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender"">
    {|LP0009:<lossy value=""true"" />|}
    <appender-ref ref=""{|LP0009:RollngFile|}"" />
  </appender>
  <appender name=""LastErrors"" type=""log4net.Appender.BufferingForwardingAppender"">
    <lossy value=""true"" />
    <evaluator type=""log4net.Core.LevelEvaluator""><threshold value=""ERROR"" /></evaluator>
    <appender-ref ref=""RollingFile"" />
  </appender>
  <appender name=""NotLossy"" type=""log4net.Appender.BufferingForwardingAppender""><lossy value=""false"" /></appender>
  <root>
    <appender-ref ref=""RollingFile"" />
    <appender-ref ref=""{|LP0009:Nowhere|}"" />
  </root>
</log4net>"));
            project.Sources.Add(("App.cs", @"
namespace App
{
    public class MyAppender : log4net.Appender.AppenderSkeleton { protected override void Append(log4net.Core.LoggingEvent e) { } }
}"));
            return VerifyAsync(project);
        }

        [Fact]
        public Task Flags_lossy_buffers_without_evaluator_in_code()
        {
            var project = new TestProject();
            project.Sources.Add(("Setup.cs", @"
using log4net.Appender;
using log4net.Core;

public static class Setup
{
    public static IAppender Lossy() => new BufferingForwardingAppender { BufferSize = 100, {|LP0009:Lossy = true|} };

    public static IAppender WithEvaluator() => new BufferingForwardingAppender { Lossy = true, Evaluator = new LevelEvaluator(Level.Error) };

    public static IAppender Later()
    {
        var buffer = new BufferingForwardingAppender();
        {|LP0009:buffer.Lossy = true|};
        return buffer;
    }
}"));
            return VerifyAsync(project);
        }
    }
}
