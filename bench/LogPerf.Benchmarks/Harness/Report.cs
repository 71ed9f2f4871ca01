using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>Collects markdown sections, echoes them to the console and writes them to the results file.</summary>
    internal sealed class Report
    {
        private readonly StringBuilder _text = new StringBuilder();
        private readonly string _path;

        public Report(string path)
        {
            _path = path;
            Directory.CreateDirectory(Path.GetDirectoryName(Path.GetFullPath(path))!);
        }

        /// <summary>What the report holds so far (a position to take what a scenario added).</summary>
        public string Text => _text.ToString();

        public void Heading(string text) => Line($"\n## {text}\n");

        public void Line(string text = "")
        {
            _text.AppendLine(text);
            Console.WriteLine(text);
            File.WriteAllText(_path, _text.ToString());
        }

        /// <summary>The processor the run measures on, named above every table (a figure holds for that processor only).</summary>
        public static string Processor { get; set; } = "unknown processor";

        public void Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<string>> rows)
        {
            Line($"Processor: {Processor}.");
            Line();
            Line("| " + string.Join(" | ", header) + " |");
            Line("|" + string.Concat(System.Linq.Enumerable.Repeat("---|", header.Count)));
            foreach (IReadOnlyList<string> row in rows)
            {
                Line("| " + string.Join(" | ", row) + " |");
            }

            Line();
        }
    }
}
