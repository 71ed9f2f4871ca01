namespace LogPerf.Analyzers.Tests.Config
{
    /// <summary>Configs shaped like the ones found in public repositories.</summary>
    internal static class ConfigSamples
    {
        public const string Standalone = @"<?xml version=""1.0"" encoding=""utf-8"" ?>
<log4net>
  <!-- the main file -->
  <appender name=""RollingFile"" type=""log4net.Appender.RollingFileAppender, log4net"">
    <file value=""logs/app.log"" />
    <appendToFile value=""true"" />
    <lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />
    <layout type=""log4net.Layout.PatternLayout"">
      <conversionPattern value=""%date [%thread] %-5level %logger - %message%newline"" />
    </layout>
  </appender>
  <appender name=""Legacy"" type=""log4net.Appender.FileAppender"">
    <param name=""File"" value=""legacy.log"" />
    <param name=""LockingModel"" type=""log4net.Appender.FileAppender+MinimalLock, log4net"" />
  </appender>
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender"">
    <bufferSize value=""512"" />
    <appender-ref ref=""Legacy"" />
  </appender>
  <root>
    <level value=""INFO"" />
    <appender-ref ref=""RollingFile"" />
    <appender-ref ref=""Buffer"" />
  </root>
  <logger name=""Noisy"">
    <level value=""WARN"" />
  </logger>
</log4net>
";

        public const string AppConfig = @"<?xml version=""1.0""?>
<configuration>
  <configSections>
    <section name=""log4net"" type=""log4net.Config.Log4NetConfigurationSectionHandler, log4net"" />
  </configSections>
  <appSettings>
    <add key=""x"" value=""1"" />
  </appSettings>
  <log4net>
    <appender name=""File"" type=""log4net.Appender.FileAppender"">
      <file value=""app.log"" />
    </appender>
    <root>
      <appender-ref ref=""File"" />
    </root>
  </log4net>
</configuration>
";
    }
}
