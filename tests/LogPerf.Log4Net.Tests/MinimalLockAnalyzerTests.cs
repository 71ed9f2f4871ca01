using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class MinimalLockAnalyzerTests
    {
        private static Task VerifyAsync(TestProject project) =>
            DiagnosticVerifier.VerifyAsync(new LP0003MinimalLockAnalyzer(), Log4NetReference.References, project);

        [Fact]
        public Task Flags_minimal_lock_in_every_config_form()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", @"<log4net>
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
</log4net>"));
            project.Configs.Add(("App.config", @"<configuration>
  <log4net>
    <appender name=""d"" type=""log4net.Appender.FileAppender"">{|LP0003:<lockingModel type=""log4net.Appender.FileAppender+MinimalLock""></lockingModel>|}</appender>
  </log4net>
</configuration>"));
            project.Sources.Add(("Types.cs", @"
namespace App
{
    public class MyFileAppender : log4net.Appender.FileAppender { }
    public class QuietLock : log4net.Appender.FileAppender.MinimalLock { }
}"));
            return VerifyAsync(project);
        }

        [Fact]
        public Task Flags_minimal_lock_created_in_code()
        {
            var project = new TestProject();
            project.Sources.Add(("Setup.cs", @"
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
}"));
            return VerifyAsync(project);
        }
    }
}
