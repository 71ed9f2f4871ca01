using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Diagnostics
{
    /// <summary>Rules about config files as a whole, whichever library reads them (LP0102).</summary>
    public static partial class Descriptors
    {
        public static readonly DiagnosticDescriptor ConfigNotWellFormed = Create(
            RuleIds.ConfigNotWellFormed,
            RuleCategories.Reliability,
            DiagnosticSeverity.Warning,
            title: "Logging config file is not well-formed XML",
            messageFormat: "{0} is not well-formed XML ({1}): {2} will not load it and every event is lost; repair the file (LogPerf offers no fix in it until then)",
            description: "log4net's XmlConfigurator, the .NET configuration system (App.config, Web.config) and NLog read a config file with an XML parser that stops at the first error: the file configures nothing, no appender or target is created, and every event is lost, with at most a line in the library's internal log. Fixes are not offered in such a file: what the parser read up to the error is not what the author meant.");
    }
}
