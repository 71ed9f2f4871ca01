namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>Configs with findings LP0101 carries, written for these tests.</summary>
    internal static class LP0101LoadingConfigs
    {
        /// <summary>LP0003 (always fixable) and LP0004 (fixable only with LogPerf.Appenders referenced).</summary>
        public const string Log4Net = @"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""app.log"" />
    <!-- the ops script rotates the file -->
    <lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />
    <layout type=""log4net.Layout.PatternLayout"">
      <conversionPattern value=""%date [%thread] %-5level %logger - %message%newline"" />
    </layout>
  </appender>
  <root>
    <level value=""DEBUG"" />
    <appender-ref ref=""File"" />
  </root>
</log4net>
";

        /// <summary>LP0004 only: nothing to fix without LogPerf.Appenders.</summary>
        public const string Log4NetFlushOnly = @"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""app.log"" />
    <layout type=""log4net.Layout.PatternLayout"">
      <conversionPattern value=""%message%newline"" />
    </layout>
  </appender>
  <root>
    <level value=""DEBUG"" />
    <appender-ref ref=""File"" />
  </root>
</log4net>
";

        /// <summary>An App.config whose log4net section holds LP0003 and LP0004.</summary>
        public const string AppConfig = @"<?xml version=""1.0"" encoding=""utf-8""?>
<configuration>
  <configSections>
    <section name=""log4net"" type=""log4net.Config.Log4NetConfigurationSectionHandler, log4net"" />
  </configSections>
  <log4net>
    <appender name=""File"" type=""log4net.Appender.FileAppender"">
      <file value=""app.log"" />
      <lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />
      <layout type=""log4net.Layout.PatternLayout"">
        <conversionPattern value=""%message%newline"" />
      </layout>
    </appender>
    <root>
      <level value=""INFO"" />
      <appender-ref ref=""File"" />
    </root>
  </log4net>
</configuration>
";

        /// <summary>LP0200 (keepFileOpen="false") and LP0201 (a file target written on the logging thread).</summary>
        public const string NLog = @"<?xml version=""1.0"" encoding=""utf-8""?>
<nlog xmlns=""http://www.nlog-project.org/schemas/NLog.xsd"" xmlns:xsi=""http://www.w3.org/2001/XMLSchema-instance"">
  <targets>
    <target xsi:type=""File"" name=""file"" fileName=""app.log"" keepFileOpen=""false"" layout=""${longdate} ${level} ${message}"" />
  </targets>
  <rules>
    <logger name=""*"" minlevel=""Debug"" writeTo=""file"" />
  </rules>
</nlog>
";

        /// <summary>Not well-formed: the appender element is never closed.</summary>
        public const string Broken = @"<log4net>
  <appender name=""File"" type=""log4net.Appender.FileAppender"">
    <file value=""app.log"" />
    <lockingModel type=""log4net.Appender.FileAppender+MinimalLock"" />
  <root>
    <appender-ref ref=""File"" />
  </root>
</log4net>
";
    }
}
