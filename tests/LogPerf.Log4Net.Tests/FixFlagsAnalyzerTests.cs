using System;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using System.Xml;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using log4net;
using log4net.Config;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class FixFlagsAnalyzerTests
    {
        private const string Layouts = @"
  <appender name=""Pattern"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%date [%thread] %-5level %logger - %message%newline"" /></layout>
  </appender>
  <appender name=""Props"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout"" value=""%property{user} %m%n"" />
  </appender>
  <appender name=""Xml"" type=""log4net.Appender.FileAppender""><layout type=""log4net.Layout.XmlLayoutSchemaLog4j"" /></appender>
  <appender name=""Custom"" type=""log4net.Appender.FileAppender"">
    <layout type=""log4net.Layout.PatternLayout"">
      <converter><name value=""tenant"" /><type value=""App.TenantConverter, App"" /></converter>
      <conversionPattern value=""%tenant %m%n"" />
    </layout>
  </appender>";

        private static Task VerifyAsync(DiagnosticAnalyzerKind kind, string appenders)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", "<log4net>" + Layouts + appenders + "\n</log4net>"));
            return DiagnosticVerifier.VerifyAsync(
                kind == DiagnosticAnalyzerKind.Missing ? new LP0005MissingFixFlagsAnalyzer() : new LP0006FixFlagsOmitDataAnalyzer(), Log4NetReference.References, project);
        }

        public enum DiagnosticAnalyzerKind { Missing, Omits }

        [Fact]
        public Task Missing_fix_is_flagged_unless_a_layout_could_read_anything() => VerifyAsync(DiagnosticAnalyzerKind.Missing, @"
  <appender name=""ToPattern"" type=""{|LP0005:log4net.Appender.BufferingForwardingAppender|}""><appender-ref ref=""Pattern"" /></appender>
  <appender name=""Outer"" type=""{|LP0005:log4net.Appender.BufferingForwardingAppender|}""><appender-ref ref=""Inner"" /></appender>
  <appender name=""Inner"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""268"" /><appender-ref ref=""Props"" /><appender-ref ref=""Xml"" /></appender>
  <appender name=""ToCustom"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""Custom"" /></appender>
  <appender name=""Mail"" type=""{|LP0005:log4net.Appender.SmtpAppender|}""><layout type=""log4net.Layout.SimpleLayout"" /></appender>
  <appender name=""Db"" type=""{|LP0005:log4net.Appender.AdoNetAppender|}"">
    <parameter><parameterName value=""@date"" /><layout type=""log4net.Layout.RawTimeStampLayout"" /></parameter>
    <parameter><parameterName value=""@msg"" /><layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message"" /></layout></parameter>
  </appender>
  <appender name=""Fixed"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""Message, ThreadName, Exception"" /><appender-ref ref=""Pattern"" /></appender>");

        [Fact]
        public Task Explicit_fix_missing_thread_sensitive_data_is_flagged() => VerifyAsync(DiagnosticAnalyzerKind.Omits, @"
  <appender name=""Seed004"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""268"" /><appender-ref ref=""Pattern"" /></appender>
  <appender name=""NoThread"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|LP0006:Message, Exception|}"" /><appender-ref ref=""Pattern"" /></appender>
  <appender name=""NoProps"" type=""log4net.Appender.BufferingForwardingAppender""><param name=""Fix"" value=""{|LP0006:268|}"" /><appender-ref ref=""Props"" /></appender>
  <appender name=""XmlPartial"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""{|LP0006:Partial|}"" /><appender-ref ref=""Xml"" /></appender>
  <appender name=""NoDomainIsFine"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""Message, ThreadName"" /><appender-ref ref=""Pattern"" /></appender>
  <appender name=""ToCustom"" type=""log4net.Appender.BufferingForwardingAppender""><fix value=""None"" /><appender-ref ref=""Custom"" /></appender>");

        [Fact]
        public async Task The_least_fix_keeps_the_callers_thread_name_when_another_thread_flushes()
        {
            using var log4net = new ConfiguredLog4Net();
            var config = await ConfiguredLog4Net.FixSingleAsync(new LP0005MissingFixFlagsAnalyzer(), new LP0005MissingFixFlagsCodeFixProvider(), $@"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""{log4net.LogFile}"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""[%thread] %message%newline"" /></layout>
  </appender>
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender"">
    <bufferSize value=""10"" />
    <appender-ref ref=""File"" />
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""Buffer"" /></root>
</log4net>", LP0005MissingFixFlagsCodeFixProvider.AddFixKey);
            Assert.Contains("<fix value=\"Message, ThreadName, Exception\" />", config);

            ConfiguredLog4Net.Run(config, repository =>
            {
                var caller = new Thread(() => LogManager.GetLogger(repository.Name, "test").Info("from the caller")) { Name = "caller-thread" };
                caller.Start();
                caller.Join();
            });

            Assert.Equal("[caller-thread] from the caller" + Environment.NewLine, File.ReadAllText(log4net.LogFile));
        }
    }
}
