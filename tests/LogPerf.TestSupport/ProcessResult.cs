using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.TestSupport
{
    /// <summary>
    /// What a finished process left: its exit code, its standard output and standard error kept apart, and both as they
    /// were written, interleaved (<see cref="Output"/>), for tests that read what a user would see in a terminal.
    /// </summary>
    public sealed record ProcessResult(string CommandLine, int ExitCode, string StandardOutput, string StandardError, string Output)
    {
        /// <summary>Every line of <see cref="Output"/>, blank ones included.</summary>
        public IEnumerable<string> Lines => Output.Split('\n').Select(line => line.TrimEnd('\r'));

        /// <summary>The non-blank lines of standard output.</summary>
        public IReadOnlyList<string> OutputLines => NonBlank(StandardOutput);

        /// <summary>The non-blank lines of standard error.</summary>
        public IReadOnlyList<string> ErrorLines => NonBlank(StandardError);

        /// <summary>The command, its exit code and the last lines of its output, for assertion messages.</summary>
        public string Describe(int lastLines = 80) =>
            $"`{CommandLine}` exited with {ExitCode}; last output lines:{Environment.NewLine}" +
            string.Join(Environment.NewLine, Lines.TakeLast(lastLines));

        private static IReadOnlyList<string> NonBlank(string text) =>
            text.Split('\n').Select(line => line.TrimEnd('\r')).Where(line => line.Length > 0).ToList();
    }
}
