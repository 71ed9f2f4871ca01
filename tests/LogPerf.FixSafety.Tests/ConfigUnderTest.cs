using System;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>One config to prove fixes on: where it comes from, the file name it has in the project, its text.</summary>
    public sealed record ConfigUnderTest(string Name, string FileName, string Text)
    {
        /// <summary>"log4net" or "nlog": which library reads it (an App.config holding both counts as log4net's).</summary>
        public string Library => Text.Contains("<log4net", StringComparison.Ordinal) ? "log4net" : "nlog";

        public override string ToString() => Name;
    }
}
