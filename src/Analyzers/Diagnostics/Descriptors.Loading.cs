using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Diagnostics
{
    public static partial class Descriptors
    {
        /// <summary>
        /// LP0101 is Info: the findings it carries are already warnings in the config file, so a warning here would count
        /// each twice in the build and fail -warnaserror builds twice over; Info still gives the light bulb in every editor
        /// and is what <c>dotnet format --severity info</c> applies.
        /// </summary>
        public static readonly DiagnosticDescriptor ConfigFixesAtLoad = Create(
            RuleIds.ConfigFixesAtLoad,
            RuleCategories.Usage,
            DiagnosticSeverity.Info,
            title: "Config file loaded here has LogPerf fixes",
            messageFormat: "{0}: {1} \u2014 {2} fixable",
            description: "Editors show light bulbs in C# files only, and dotnet format fixes only diagnostics located in C#. This diagnostic sits on the code that loads a config file (XmlConfigurator, AddLog4Net, NLog's LoadConfigurationFromFile, LoadConfiguration, XmlLoggingConfiguration, or NLog's first logger when NLog loads NLog.config by itself) and carries that file's fixes: 'Fix all LogPerf findings in <file>' gives what logperf fix gives, and one action per finding applies that rule's default fix.");
    }
}
