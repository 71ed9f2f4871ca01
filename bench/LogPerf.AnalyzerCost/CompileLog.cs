using System;
using System.Collections.Generic;
using System.IO;
using System.Text.RegularExpressions;

namespace LogPerf.AnalyzerCost
{
    /// <summary>
    /// The compiler invocations of a detailed, single-node build log (<c>dotnet build -m:1 -v:detailed</c>): each csc
    /// command line with the directory of the project it compiles (MSBuild passes source paths relative to it).
    /// </summary>
    internal static class CompileLog
    {
        private static readonly Regex CoreCompile = new Regex("Target \"CoreCompile\" in file \".*\" from project \"(?<project>[^\"]+)\"", RegexOptions.CultureInvariant);

        public static IReadOnlyList<(string ProjectDirectory, string CommandLine)> Read(string path)
        {
            var found = new List<(string, string)>();
            string? project = null;
            foreach (string line in File.ReadLines(path))
            {
                Match match = CoreCompile.Match(line);
                if (match.Success)
                {
                    project = match.Groups["project"].Value;
                    continue;
                }

                string trimmed = line.Trim();
                if (project != null && (trimmed.Contains("/csc ", StringComparison.Ordinal) || trimmed.Contains("csc.dll ", StringComparison.Ordinal)) && trimmed.Contains("/out:", StringComparison.Ordinal))
                {
                    found.Add((Path.GetDirectoryName(project)!, trimmed));
                    project = null;
                }
            }

            return found;
        }
    }
}
