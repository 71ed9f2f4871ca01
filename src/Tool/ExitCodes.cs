namespace LogPerf.Tool
{
    /// <summary>The process exit codes every command uses.</summary>
    internal static class ExitCodes
    {
        /// <summary>Nothing at or above the chosen severity (check, fix) or nothing to fix (fix --verify).</summary>
        public const int Clean = 0;

        /// <summary>Diagnostics at or above the chosen severity remain (check, fix), or fixes would change files (fix --verify).</summary>
        public const int Findings = 1;

        /// <summary>The project or solution could not be loaded, or the command line was wrong.</summary>
        public const int Failure = 2;
    }
}
