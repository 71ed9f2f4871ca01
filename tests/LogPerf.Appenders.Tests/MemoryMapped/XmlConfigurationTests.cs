using System;
using System.IO;
using System.Linq;
using System.Xml;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Repository;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class XmlConfigurationTests
    {
        private const string TypeName = "LogPerf.Appenders.MemoryMappedFileAppender, LogPerf.Appenders";

        [Fact]
        public void Element_form_configures_every_setting()
        {
            using var dir = new TempFolder("appenders");
            string xml = @"<log4net>
  <appender name=""mm"" type=""TYPE"">
    <file value=""DIR/element.log"" />
    <appendToFile value=""true"" />
    <encoding value=""utf-8"" />
    <rollingStyle value=""Size"" />
    <maximumFileSize value=""3KB"" />
    <maxSizeRollBackups value=""2"" />
    <countDirection value=""1"" />
    <staticLogFileName value=""true"" />
    <preserveLogFileNameExtension value=""true"" />
    <datePattern value="".yyyyMMdd"" />
    <immediateFlush value=""false"" />
    <mappingBufferSize value=""128KB"" />
    <flushInterval value=""250"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%level %message%newline"" /></layout>
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""mm"" /></root>
</log4net>";

            var appender = ConfigureBothAndCompare(dir, xml, 1000);

            Assert.Equal(RollingFileAppender.RollingMode.Size, appender.RollingStyle);
            Assert.Equal(3 * 1024, appender.MaxFileSize);
            Assert.Equal(2, appender.MaxSizeRollBackups);
            Assert.Equal(1, appender.CountDirection);
            Assert.True(appender.PreserveLogFileNameExtension);
            Assert.Equal(".yyyyMMdd", appender.DatePattern);
            Assert.Equal("128KB", appender.MappingBufferSize);
            Assert.Equal(250, appender.FlushInterval);
            Assert.True(appender.ImmediateFlush);
            Assert.Equal(new[] { "element.4.log", "element.5.log", "element.log" }, FileNames(dir.Path + "/mapped"));
        }

        [Fact]
        public void Legacy_param_form_configures_the_same_settings()
        {
            using var dir = new TempFolder("appenders");
            string xml = @"<log4net>
  <appender name=""mm"" type=""TYPE"">
    <param name=""File"" value=""DIR/param.log"" />
    <param name=""AppendToFile"" value=""false"" />
    <param name=""RollingStyle"" value=""Composite"" />
    <param name=""MaxFileSize"" value=""4096"" />
    <param name=""MaxSizeRollBackups"" value=""3"" />
    <param name=""DatePattern"" value="".yyyy-MM-dd"" />
    <param name=""MappingBufferSize"" value=""2MB"" />
    <layout type=""log4net.Layout.PatternLayout""><param name=""ConversionPattern"" value=""%message%newline"" /></layout>
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""mm"" /></root>
</log4net>";

            var appender = ConfigureBothAndCompare(dir, xml, 1000);

            Assert.Equal(RollingFileAppender.RollingMode.Composite, appender.RollingStyle);
            Assert.Equal(4096, appender.MaxFileSize);
            Assert.Equal(3, appender.MaxSizeRollBackups);
            Assert.False(appender.AppendToFile);
            Assert.Equal("2MB", appender.MappingBufferSize);
            Assert.Equal(new[] { "param.log", "param.log.1", "param.log.2" }, FileNames(dir.Path + "/mapped"));
        }

        [Fact]
        public void A_FileAppender_configuration_with_only_the_type_swapped_appends_to_one_file()
        {
            using var dir = new TempFolder("appenders");
            string file = dir.File("plain.log");
            File.WriteAllText(file, "existing line\n");
            string xml = $@"<log4net>
  <appender name=""mm"" type=""{TypeName}"">
    <file value=""{file}"" />
    <layout type=""log4net.Layout.PatternLayout"" value=""%message%newline"" />
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""mm"" /></root>
</log4net>";

            Assert.IsType<MemoryMappedFileAppender>(ConfigureAndLog(xml, 3));

            Assert.Equal(new[] { "plain.log" }, Directory.GetFiles(dir.Path).Select(Path.GetFileName));
            Assert.Equal("existing line\nmessage 1\nmessage 2\nmessage 3\n", File.ReadAllText(file));
        }

        /// <summary>
        /// Runs the configuration with this appender's type and with RollingFileAppender's (each writing to its
        /// own folder) and asserts the same files with the same contents.
        /// </summary>
        private static MemoryMappedFileAppender ConfigureBothAndCompare(TempFolder dir, string xml, int events)
        {
            var appender = (MemoryMappedFileAppender)ConfigureAndLog(xml.Replace("TYPE", TypeName).Replace("DIR", dir.Sub("mapped")), events);
            ConfigureAndLog(xml.Replace("TYPE", "log4net.Appender.RollingFileAppender").Replace("DIR", dir.Sub("rolling")), events);
            var expected = FileAppenders.Snapshot(dir.Path + "/rolling");
            var actual = FileAppenders.Snapshot(dir.Path + "/mapped");
            Assert.Equal(expected.Keys, actual.Keys);
            foreach (string file in expected.Keys)
            {
                Assert.Equal(FileAppenders.Text(expected[file]), FileAppenders.Text(actual[file]));
            }

            return appender;
        }

        private static string[] FileNames(string directory) =>
            Directory.GetFiles(directory).Select(Path.GetFileName).OrderBy(n => n, StringComparer.Ordinal).ToArray()!;

        private static log4net.Appender.IAppender ConfigureAndLog(string xml, int events)
        {
            ILoggerRepository repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
            var document = new XmlDocument();
            document.LoadXml(xml);
            XmlConfigurator.Configure(repository, document.DocumentElement!);
            var appender = (AppenderSkeleton)repository.GetAppenders().Single();
            var errors = new ErrorRecorder();
            appender.ErrorHandler = errors;

            ILog log = LogManager.GetLogger(repository.Name, "xml");
            for (int i = 1; i <= events; i++)
            {
                log.Info("message " + i);
            }

            repository.Shutdown();
            Assert.Empty(errors.Messages);
            return appender;
        }
    }
}
