using LogPerf.Analyzers.Diagnostics;
namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// An appender LP0004's and LP0013's fixes route through LogPerf's AsyncForwardingAppender: its name, and the Fix the
    /// forwarder must set when appenders that render the same events after it print more than the appender's own layout
    /// (a partial Fix freezes the shared event; see LayoutRequirements.OfEventsSharedWith). The fixer parses the config
    /// again: routing rewrites every ref to the appender in every logger and appender of its section and reuses a
    /// forwarder an earlier run added, which takes the section's whole model, not a few spans.
    /// </summary>
    public sealed class ForwarderRoute
    {
        private const string AppenderKey = "Appender";
        private const string FixKey = "ForwarderFix";

        public ForwarderRoute(string appender, string? fix)
        {
            Appender = appender;
            Fix = fix;
        }

        public string Appender { get; }

        /// <summary>The forwarder's Fix, or null to leave log4net's default.</summary>
        public string? Fix { get; }

        public FixData WriteTo(FixData data) => data.With(AppenderKey, Appender).With(FixKey, Fix);

        public static ForwarderRoute? Read(FixDataReader data) =>
            data.Value(AppenderKey) is { } appender ? new ForwarderRoute(appender, data.Value(FixKey)) : null;
    }
}
