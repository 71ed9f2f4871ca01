namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>Appenders whose layouts need different FixFlags, which the LP0005 and LP0006 tests forward to.</summary>
    internal static class FixFlagsSamples
    {
        public const string Layouts = @"
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
    }
}
