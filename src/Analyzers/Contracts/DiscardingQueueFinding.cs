using Microsoft.CodeAnalysis;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.Contracts
{
    /// <summary>
    /// LP0202's contract: in a config, the edit that sets overflowAction (<see cref="NLogSettingEdit"/>); in code, whether
    /// the diagnostic sits on an explicit overflow action to replace, or on the wrapper (or WithAsync call) to add one to.
    /// </summary>
    public static class DiscardingQueueFinding
    {
        private const string CodeEditKey = "CodeEdit";
        private const string Replace = "replace";
        private const string Add = "add";

        public static FixData WriteCode(bool replacesExplicitAction) =>
            default(FixData).With(CodeEditKey, replacesExplicitAction ? Replace : Add);

        /// <summary>Whether the C# fix replaces an explicit action (true) or adds one (false); false when unreadable.</summary>
        public static bool TryReadCode(Diagnostic diagnostic, out bool replacesExplicitAction)
        {
            var edit = new FixDataReader(diagnostic).Value(CodeEditKey);
            replacesExplicitAction = edit == Replace;
            return edit is Replace or Add;
        }
    }
}
