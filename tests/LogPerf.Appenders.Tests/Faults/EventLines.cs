using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>
    /// The events the fault scenarios log, <c>"{run} {sequence:D6} {payload}"</c>, and what a destination holds of them:
    /// which sequence numbers arrived as whole lines, and how many lines are not whole events (cut or glued).
    /// </summary>
    internal sealed class EventLines
    {
        public const string Payload = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

        private readonly Regex _whole;
        private readonly string[] _runs;

        public EventLines(string run, string suffix = "")
            : this(new[] { run }, suffix)
        {
        }

        public EventLines(string[] runs, string suffix)
        {
            _runs = runs;
            string alternatives = string.Join("|", runs.Select(Regex.Escape));
            _whole = new Regex("^(" + alternatives + @") (\d{6}) " + Payload + Regex.Escape(suffix) + "$", RegexOptions.CultureInvariant);
        }

        /// <summary>Sequence numbers of the first run seen as whole lines, with how many times each was seen.</summary>
        public Dictionary<int, int> Seen => SeenOf(_runs[0]);

        /// <summary>Per run: sequence numbers seen as whole lines, with how many times each was seen.</summary>
        public Dictionary<string, Dictionary<int, int>> SeenByRun { get; } = new Dictionary<string, Dictionary<int, int>>();

        public Dictionary<int, int> SeenOf(string run) =>
            SeenByRun.TryGetValue(run, out Dictionary<int, int>? seen) ? seen : SeenByRun[run] = new Dictionary<int, int>();

        /// <summary>Lines that are not one whole event of this run (cut by a failed write, or two glued together).</summary>
        public List<string> Broken { get; } = new List<string>();

        /// <summary>Whole lines of every run.</summary>
        public int Whole => SeenByRun.Values.Sum(seen => seen.Values.Sum());

        /// <summary>Distinct events of every run seen whole.</summary>
        public int Distinct => SeenByRun.Values.Sum(seen => seen.Count);

        public static string Message(string run, int sequence) => $"{run} {sequence:D6} {Payload}";

        /// <summary>Reads every file of <paramref name="files"/> (a rolled set of files: any order).</summary>
        public EventLines ReadFiles(IEnumerable<string> files)
        {
            foreach (string file in files)
            {
                byte[] bytes;
                using (var stream = new FileStream(file, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete))
                using (var copy = new MemoryStream())
                {
                    stream.CopyTo(copy);
                    bytes = copy.ToArray();
                }

                string text = Encoding.UTF8.GetString(bytes);
                string[] lines = text.Split('\n');
                for (int i = 0; i < lines.Length; i++)
                {
                    // The text after the last newline is a line only if it is not empty.
                    if (i == lines.Length - 1 && lines[i].Length == 0)
                    {
                        continue;
                    }

                    Add(lines[i].TrimEnd('\r'), lastOfFile: i == lines.Length - 1);
                }
            }

            return this;
        }

        public EventLines ReadMessages(IEnumerable<string> messages)
        {
            foreach (string message in messages)
            {
                Add(message, lastOfFile: false);
            }

            return this;
        }

        private void Add(string line, bool lastOfFile)
        {
            Match match = _whole.Match(line);
            if (match.Success && !lastOfFile)
            {
                Dictionary<int, int> seen = SeenOf(match.Groups[1].Value);
                int sequence = int.Parse(match.Groups[2].Value);
                seen[sequence] = seen.TryGetValue(sequence, out int n) ? n + 1 : 1;
            }
            else
            {
                // A last line without its newline is cut, even when its text looks whole.
                Broken.Add(line.Length > 160 ? line.Substring(0, 160) + "…" : line);
            }
        }
    }
}
