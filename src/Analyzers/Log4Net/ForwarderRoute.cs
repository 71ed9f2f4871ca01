using LogPerf.Analyzers.Diagnostics;
namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// That LP0004's and LP0013's fixes may route the flagged appender through LogPerf's AsyncForwardingAppender, and the
    /// Fix the forwarder must set when appenders that render the same events after it print more than the appender's own
    /// layout (a partial Fix freezes the shared event; see LayoutRequirements.OfEventsSharedWith). The fixer parses the
    /// config again and finds the appender at the diagnostic's location (<see cref="Log4NetConfig.AppenderAt"/>): routing
    /// rewrites every ref to the appender in every logger and appender of its section and reuses a forwarder an earlier
    /// run added, which takes the section's whole model, not a few spans. The appender's name is not written: it would
    /// make the properties of each diagnostic different, and a config of 50,000 appenders would build 50,000 of them.
    /// </summary>
    public sealed class ForwarderRoute
    {
        private const string RouteKey = "Route";
        private const string FixKey = "ForwarderFix";

        public ForwarderRoute(string? fix)
        {
            Fix = fix;
        }

        /// <summary>The forwarder's Fix, or null to leave log4net's default.</summary>
        public string? Fix { get; }

        public FixData WriteTo(FixData data) => data.WithFlag(RouteKey, true).With(FixKey, Fix);

        public static ForwarderRoute? Read(FixDataReader data) =>
            data.Flag(RouteKey) ? new ForwarderRoute(data.Value(FixKey)) : null;
    }
}
