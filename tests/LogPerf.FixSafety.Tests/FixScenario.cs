namespace LogPerf.FixSafety.Tests
{
    /// <summary>How a fixed text was made, as a user makes it.</summary>
    public enum ScenarioKind
    {
        /// <summary>`logperf fix`: every rule at warning or above, each rule's default fix, Fix All, rule after rule.</summary>
        LogperfFix,

        /// <summary>`logperf fix --severity info`: the same with the Info rules.</summary>
        LogperfFixInfo,

        /// <summary>`logperf fix --diagnostics ID`: one rule's default fix alone, everywhere it applies.</summary>
        RuleAlone,

        /// <summary>One fix offered for one diagnostic, applied alone (the IDE's light bulb), default or not.</summary>
        SingleFix,

        /// <summary>`logperf fix --diagnostics ID --fix-title KEY`: a fix chosen by name, everywhere it applies.</summary>
        NamedFix,

        /// <summary>Rules fixed one at a time in a given order, each with `logperf fix --diagnostics ID`.</summary>
        Order,
    }

    /// <summary>
    /// One fixed text to run and compare with the original. <paramref name="AllowLost"/>: the fix was chosen by name and
    /// its title says it may drop events. <paramref name="AllowAdded"/>: LP0009 corrected a ref or a type, whose title
    /// says events now reach an appender they never reached (lines added, never lost, duplicated or altered).
    /// </summary>
    public sealed record FixScenario(ScenarioKind Kind, string Label, string Text, bool AllowLost, bool AllowAdded)
    {
        /// <summary>
        /// With <see cref="AllowAdded"/>: the appenders or targets the restoring fixes now reach. log4net builds an appender
        /// only when a ref reaches it, so its complaints about that appender's own settings (reported by their own rules)
        /// are new internal messages the fix's title implies; no other new message is allowed.
        /// </summary>
        public System.Collections.Generic.IReadOnlyCollection<string> Restored { get; init; } = System.Array.Empty<string>();

        /// <summary>
        /// LP0006 took part: its title ("Add the missing flags to Fix") says deferred lines now show the values of the
        /// moment of logging where they showed another thread's or none (the exception text under its event's line, which a
        /// Fix without Exception dropped, included), so such lines may be altered (never lost or duplicated).
        /// </summary>
        public bool AllowAltered { get; init; }

        /// <summary>
        /// The library refused the original config (the runner's "CONFIG NOT LOADED"): the original logged nothing and
        /// stopped at its first error, so lines a fixed config that loads writes are added, and the library's warnings about
        /// the rest of the config (rules NLog skips as duplicate output, say), which it now reaches, are new.
        /// </summary>
        public bool OriginalNotLoaded { get; init; }
    }
}
