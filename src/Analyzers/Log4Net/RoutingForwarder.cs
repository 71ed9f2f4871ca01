using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// The forwarder LP0004's fix puts in front of a file appender, as it writes it; the analyzer looks through one when it
    /// asks what feeds the appender, and the fixer reuses one rather than adding a second.
    /// </summary>
    public static class RoutingForwarder
    {
        public const string TypeName = Names.LogPerfAppenderTypes.InConfig.AsyncForwardingAppender;

        /// <summary>Written when appenders that render the same events print more than the routed appender.</summary>
        public const string FixElement = Names.Log4NetConfigNames.Fix;

        /// <summary>
        /// What it holds besides its ref: a caller waits for room as long as it takes and Close waits until the queue has
        /// drained, as the synchronous appender did: the fix adds no way to lose an event.
        /// </summary>
        public static readonly IReadOnlyList<KeyValuePair<string, string>> Settings = new[]
        {
            new KeyValuePair<string, string>("enqueueTimeout", "-1"),
            new KeyValuePair<string, string>("shutdownTimeout", "-1"),
        };

        /// <summary>
        /// An AsyncForwardingAppender that refers only to <paramref name="name"/> and sets nothing but <see cref="Settings"/> (and a Fix)
        /// (earlier releases wrote it with the ref alone): routing more refs through it changes nothing but the path.
        /// </summary>
        public static bool IsOf(AppenderDefinition candidate, string name) =>
            candidate.Name != null
            && Normalized(candidate.TypeName) == Normalized(TypeName)
            && candidate.Refs.Length == 1 && candidate.Refs[0].Name == name
            && candidate.Node.Children.All(c => c.ElementName == AppenderDefinition.RefElement || c.ElementName == FixElement
                || Settings.Any(s => s.Key == c.ElementName && c.Attribute("value")?.Value == s.Value && c.Attributes.Length == 1 && c.Children.IsEmpty));

        private static string Normalized(string? typeName) =>
            string.Join(",", (typeName ?? string.Empty).Split(',').Select(part => part.Trim())).ToLowerInvariant();
    }
}
