using System.Linq;

namespace LogPerf.TestSupport
{
    /// <summary>log4net configs the tool's and the package's tests write into the projects they build.</summary>
    public static class Log4NetSamples
    {
        /// <summary>
        /// A log4net section whose FileAppender uses MinimalLock (LP0003, at line 5 column 5) and does not flush per event
        /// (no LP0004); the comment is there to show that a fix keeps what it does not change.
        /// </summary>
        public const string MinimalLock = """
            <log4net>
              <appender name="File" type="log4net.Appender.FileAppender">
                <file value="logs/app.log" />
                <!-- kept by the fix -->
                <lockingModel type="log4net.Appender.FileAppender+MinimalLock" />
                <immediateFlush value="false" />
                <layout type="log4net.Layout.PatternLayout">
                  <conversionPattern value="%message%newline" />
                </layout>
              </appender>
              <root>
                <level value="INFO" />
                <appender-ref ref="File" />
              </root>
            </log4net>
            """;

        /// <summary>An App.config or Web.config that holds <paramref name="section"/> as its log4net section.</summary>
        public static string InConfigurationFile(string section) => $"""
            <?xml version="1.0" encoding="utf-8"?>
            <configuration>
              <configSections>
                <section name="log4net" type="log4net.Config.Log4NetConfigurationSectionHandler, log4net" />
              </configSections>
            {Indent(section, "  ")}
            </configuration>
            """;

        private static string Indent(string text, string indent) =>
            string.Join("\n", text.Split('\n').Select(line => line.Length == 0 ? line : indent + line));
    }
}
