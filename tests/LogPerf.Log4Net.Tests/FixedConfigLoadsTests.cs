using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.CodeFixes.Rules;
using log4net;
using log4net.Appender;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    /// <summary>The fixed XML configures real log4net and logs.</summary>
    public class FixedConfigLoadsTests
    {
        [Theory]
        [InlineData(LP0003MinimalLockCodeFixProvider.RemoveKey, "ExclusiveLock")]
        [InlineData(LP0003MinimalLockCodeFixProvider.InterProcessKey, "InterProcessLock")]
        public async Task Minimal_lock_fixes_configure_log4net_and_log(string key, string expectedLock)
        {
            using var log4net = new ConfiguredLog4Net();
            var config = await ConfiguredLog4Net.FixSingleAsync(new LP0003MinimalLockAnalyzer(), new LP0003MinimalLockCodeFixProvider(), $@"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""{log4net.LogFile}"" />
    <lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%level %message%newline"" /></layout>
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""File"" /></root>
</log4net>", key);

            string? lockType = null;
            ConfiguredLog4Net.Run(config, repository =>
            {
                LogManager.GetLogger(repository.Name, "test").Info("hello");
                lockType = ((FileAppender)repository.GetAppenders().Single()).LockingModel.GetType().Name;
            });

            Assert.Equal(expectedLock, lockType);
            Assert.Equal("INFO hello" + Environment.NewLine, File.ReadAllText(log4net.LogFile));
        }

        [Fact]
        public async Task Fixed_ref_configures_log4net_and_reaches_the_appender()
        {
            using var log4net = new ConfiguredLog4Net();
            var config = await ConfiguredLog4Net.FixSingleAsync(new LP0009LostEventsAnalyzer(), new LP0009LostEventsCodeFixProvider(), $@"<log4net>
  <appender name=""RollingFile"" type=""log4net.Appender.FileAppender"">
    <file value=""{log4net.LogFile}"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message%newline"" /></layout>
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""rollngfile"" /></root>
</log4net>", LP0009LostEventsCodeFixProvider.UseSuggestedRefKey);

            ConfiguredLog4Net.Run(config, repository => LogManager.GetLogger(repository.Name, "test").Info("delivered"));

            Assert.Equal("delivered" + Environment.NewLine, File.ReadAllText(log4net.LogFile));
        }
    }
}
