using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using System.Xml;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using log4net;
using log4net.Appender;
using log4net.Config;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    /// <summary>The fixed XML configures real log4net and logs.</summary>
    public class FixedConfigLoadsTests
    {
        [Theory]
        [InlineData(MinimalLockCodeFixProvider.RemoveKey, "ExclusiveLock")]
        [InlineData(MinimalLockCodeFixProvider.InterProcessKey, "InterProcessLock")]
        public async Task Fixed_config_configures_log4net_and_logs(string key, string expectedLock)
        {
            var folder = Directory.CreateTempSubdirectory("logperf-").FullName;
            try
            {
                var logFile = Path.Combine(folder, "app.log").Replace('\\', '/');
                var project = new TestProject();
                project.Configs.Add(("log4net.config", $@"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""{logFile}"" />
    <lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%level %message%newline"" /></layout>
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""File"" /></root>
</log4net>"));
                var solution = TestSolution.Create(new[] { project }, Log4NetReference.References);
                var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new MinimalLockAnalyzer());
                var fixedSolution = await CodeFixRunner.ApplyAsync(new MinimalLockCodeFixProvider(), solution, result.Diagnostics.Single(), key);
                var xml = new XmlDocument { XmlResolver = null };
                xml.LoadXml(await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"));

                var repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
                XmlConfigurator.Configure(repository, xml.DocumentElement!);
                LogManager.GetLogger(repository.Name, "test").Info("hello");
                var appender = (FileAppender)repository.GetAppenders().Single();
                Assert.Equal(expectedLock, appender.LockingModel.GetType().Name);
                repository.Shutdown();

                Assert.Equal("INFO hello" + Environment.NewLine, File.ReadAllText(logFile));
            }
            finally
            {
                Directory.Delete(folder, recursive: true);
            }
        }
    }
}
