namespace LogPerf.Analyzers.Config
{
    /// <summary>
    /// How LP0009 corrects a misspelling without writing any event twice, decided the same way by the analyzer (for the
    /// message) and by the fixer (again on the text as earlier fixes left it, so fixing all at once and one at a time agree).
    /// </summary>
    public static class TypoFixes
    {
        /// <summary>Point the misspelt appender-ref at the one close appender name.</summary>
        public const string RefKind = "Ref";

        /// <summary>Remove the misspelt appender-ref: its close name already receives the events that reach it.</summary>
        public const string RemoveRefKind = "RemoveRef";

        /// <summary>Remove the white space after a type name log4net cannot load.</summary>
        public const string TypeKind = "Type";

        /// <summary>True when a ref from <paramref name="holder"/> to <paramref name="suggestion"/> would give some events to it twice.</summary>
        public static bool RefRemoves(Log4NetConfig section, ConfigNode holder, string suggestion, EventReach reach) =>
            section.AppendersByName.TryGetValue(suggestion, out var target) && reach.AlreadyReaches(holder, target);

        /// <summary>True when loading <paramref name="appender"/> would give some events a second time to an appender they already reach.</summary>
        public static bool LoadingRepeats(Log4NetConfig section, AppenderDefinition appender) =>
            new EventReach(section, appender).WouldRepeat(appender);
    }
}
