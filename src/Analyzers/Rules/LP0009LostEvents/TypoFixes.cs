using System.Collections.Generic;
using System.Linq;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Log4Net;

namespace LogPerf.Analyzers.Rules.LP0009LostEvents
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

        /// <summary>
        /// The appender a corrected ref from <paramref name="holder"/> names: <paramref name="suggestion"/>, or the forwarder
        /// LP0004 or LP0013 put in front of it (every ref to an appender goes through that one forwarder; a ref straight to
        /// the appender beside it would make a second path, synchronous beside asynchronous, and the file's lines would
        /// leave their threads' order).
        /// </summary>
        public static string RefTarget(Log4NetConfig section, ConfigNode holder, string suggestion) =>
            section.Appenders.FirstOrDefault(a => a.Node != holder && RoutingForwarder.IsOf(a, suggestion))?.Name ?? suggestion;

        /// <summary>
        /// True when a ref from <paramref name="holder"/> to <paramref name="suggestion"/> would give some events twice to
        /// it or to an appender it leads to (see <see cref="TwiceReached"/>): the ref is then removed instead.
        /// </summary>
        public static bool RefRemoves(Log4NetConfig section, ConfigNode holder, string suggestion, EventReach reach) =>
            TwiceReached(section, holder, suggestion, reach) != null;

        /// <summary>
        /// The appender, <paramref name="suggestion"/> or one it leads to, that the events entering <paramref name="holder"/>
        /// already reach, so that a ref from <paramref name="holder"/> to <paramref name="suggestion"/> would give them to it a
        /// second time; null when there is none. A buffer in between does not make it safe: it passes its events on when
        /// full, when its evaluator triggers or when it is closed, and one that never does (lossy without an evaluator)
        /// would as soon as the evaluator LP0009 asks for is added.
        /// </summary>
        public static AppenderDefinition? TwiceReached(Log4NetConfig section, ConfigNode holder, string suggestion, EventReach reach) =>
            section.AppendersByName.TryGetValue(suggestion, out var target) ? reach.AlreadyReachedOnTheWay(holder, target) ?? FileAlreadyWritten(section, holder, target, reach) : null;

        /// <summary>
        /// Another appender that the events entering <paramref name="holder"/> already reach and that writes a file
        /// <paramref name="target"/> (or an appender it leads to) writes: a ref to <paramref name="target"/> would put those
        /// events into that file a second time (generated log4net #160: File0 and File1 share logs/file0.log, the logger
        /// reaches File1 and misspells File0). Null when there is none.
        /// </summary>
        private static AppenderDefinition? FileAlreadyWritten(Log4NetConfig section, ConfigNode holder, AppenderDefinition target, EventReach reach)
        {
            var downstream = reach.LeadsTo(target);
            var files = new HashSet<string>(downstream.Select(a => FileWriters.FileOf(section, a)).OfType<string>(), System.StringComparer.Ordinal);
            return files.Count == 0 ? null
                : section.Appenders.FirstOrDefault(a => !downstream.Contains(a) && FileWriters.FileOf(section, a) is { } file && files.Contains(file) && reach.AlreadyReaches(holder, a));
        }

        /// <summary>Whether <paramref name="twice"/> (from <see cref="TwiceReached"/>) is reached through <paramref name="suggestion"/> itself, rather than writing the same file beside it.</summary>
        public static bool ReachedThrough(Log4NetConfig section, string suggestion, AppenderDefinition twice, EventReach reach) =>
            section.AppendersByName.TryGetValue(suggestion, out var target) && reach.LeadsTo(target).Contains(twice);

        /// <summary>True when loading <paramref name="appender"/> would give some events a second time to an appender they already reach.</summary>
        public static bool LoadingRepeats(Log4NetConfig section, AppenderDefinition appender) =>
            new EventReach(section, appender).WouldRepeat(appender);
    }
}
