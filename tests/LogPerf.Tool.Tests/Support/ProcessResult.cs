using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Tool.Tests.Support
{
    /// <summary>What a finished process left: exit code, standard output and standard error, kept apart.</summary>
    public sealed record ProcessResult(string CommandLine, int ExitCode, string StandardOutput, string StandardError)
    {
        public IReadOnlyList<string> OutputLines => Split(StandardOutput);

        public IReadOnlyList<string> ErrorLines => Split(StandardError);

        /// <summary>The command, its exit code and its output, for assertion messages.</summary>
        public string Describe() =>
            $"`{CommandLine}` exited with {ExitCode}{Environment.NewLine}--- stdout ---{Environment.NewLine}{Tail(StandardOutput)}{Environment.NewLine}--- stderr ---{Environment.NewLine}{Tail(StandardError)}";

        private static IReadOnlyList<string> Split(string text) =>
            text.Split('\n').Select(line => line.TrimEnd('\r')).Where(line => line.Length > 0).ToList();

        private static string Tail(string text) => string.Join(Environment.NewLine, Split(text).TakeLast(80));
    }
}
