using LogPerf.Analyzers.Log4Net;


namespace LogPerf.CodeFixes.Xml
{
    /// <summary>Finds, in a re-parsed config, the appender a config diagnostic sits in.</summary>
    internal static class ConfigAppenders
    {
        /// <summary>The first complete &lt;appender&gt; element whose text holds <paramref name="position"/>, or null.</summary>
        public static AppenderDefinition? At(ConfigFile file, int position)
        {
            foreach (var section in file.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    if (appender.Node.IsComplete && appender.Node.Span.Contains(position))
                    {
                        return appender;
                    }
                }
            }

            return null;
        }
    }
}
