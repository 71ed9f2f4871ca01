using System;
using System.Collections.Generic;
using System.Text;

namespace LogPerf.Tool.Output
{
    /// <summary>
    /// A unified diff of two texts (the format of <c>diff -u</c> and <c>git diff</c>), line by line with three lines of
    /// context. Lines are compared with their line breaks, so a changed line ending shows; a last line without one is
    /// marked "\ No newline at end of file". The shortest edit script is found with Myers' O(ND) algorithm after the
    /// common head and tail are set aside, so the cost follows the size of the change.
    /// </summary>
    internal static class UnifiedDiff
    {
        private const int Context = 3;

        private enum Op
        {
            Equal,
            Delete,
            Insert,
        }

        public static string Create(string oldLabel, string newLabel, string oldText, string newText)
        {
            var a = SplitLines(oldText);
            var b = SplitLines(newText);
            var edits = Edits(a, b);
            var output = new StringBuilder();
            output.Append("--- ").Append(oldLabel).Append('\n');
            output.Append("+++ ").Append(newLabel).Append('\n');
            foreach (var (start, end) in Hunks(edits))
            {
                WriteHunk(output, edits, start, end, a, b);
            }

            return output.ToString();
        }

        private static List<string> SplitLines(string text)
        {
            var lines = new List<string>();
            var start = 0;
            for (var i = 0; i < text.Length; i++)
            {
                if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.Length || text[i + 1] != '\n')))
                {
                    lines.Add(text.Substring(start, i + 1 - start));
                    start = i + 1;
                }
            }

            if (start < text.Length)
            {
                lines.Add(text.Substring(start));
            }

            return lines;
        }

        /// <summary>The edit script as (op, index in a, index in b), in order.</summary>
        private static List<(Op Op, int A, int B)> Edits(List<string> a, List<string> b)
        {
            var prefix = 0;
            while (prefix < a.Count && prefix < b.Count && a[prefix] == b[prefix])
            {
                prefix++;
            }

            var suffix = 0;
            while (suffix < a.Count - prefix && suffix < b.Count - prefix && a[a.Count - 1 - suffix] == b[b.Count - 1 - suffix])
            {
                suffix++;
            }

            var edits = new List<(Op, int, int)>();
            for (var i = 0; i < prefix; i++)
            {
                edits.Add((Op.Equal, i, i));
            }

            edits.AddRange(Middle(a, b, prefix, a.Count - suffix, b.Count - suffix));
            for (var i = 0; i < suffix; i++)
            {
                edits.Add((Op.Equal, a.Count - suffix + i, b.Count - suffix + i));
            }

            return edits;
        }

        private static List<(Op, int, int)> Middle(List<string> a, List<string> b, int from, int aEnd, int bEnd)
        {
            var n = aEnd - from;
            var m = bEnd - from;
            var max = n + m;
            var offset = max + 1;
            var v = new int[(2 * max) + 3];
            var trace = new List<int[]>();
            for (var d = 0; d <= max; d++)
            {
                trace.Add((int[])v.Clone());
                for (var k = -d; k <= d; k += 2)
                {
                    var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
                    var y = x - k;
                    while (x < n && y < m && a[from + x] == b[from + y])
                    {
                        x++;
                        y++;
                    }

                    v[offset + k] = x;
                    if (x >= n && y >= m)
                    {
                        return Backtrack(trace, offset, n, m, from);
                    }
                }
            }

            throw new InvalidOperationException("The edit script is longer than both texts together.");
        }

        private static List<(Op, int, int)> Backtrack(List<int[]> trace, int offset, int n, int m, int from)
        {
            var edits = new List<(Op, int, int)>();
            int x = n, y = m;
            for (var d = trace.Count - 1; d > 0; d--)
            {
                var v = trace[d];
                var k = x - y;
                var previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1;
                var previousX = v[offset + previousK];
                var previousY = previousX - previousK;
                while (x > previousX && y > previousY)
                {
                    x--;
                    y--;
                    edits.Add((Op.Equal, from + x, from + y));
                }

                if (previousK == k + 1)
                {
                    edits.Add((Op.Insert, from + x, from + previousY));
                }
                else
                {
                    edits.Add((Op.Delete, from + previousX, from + y));
                }

                x = previousX;
                y = previousY;
            }

            while (x > 0 && y > 0)
            {
                x--;
                y--;
                edits.Add((Op.Equal, from + x, from + y));
            }

            edits.Reverse();
            return edits;
        }

        /// <summary>Ranges of the edit script that form hunks: each change with up to three equal lines around it, merged when close.</summary>
        private static IEnumerable<(int Start, int End)> Hunks(List<(Op Op, int A, int B)> edits)
        {
            var i = 0;
            while (i < edits.Count)
            {
                while (i < edits.Count && edits[i].Op == Op.Equal)
                {
                    i++;
                }

                if (i >= edits.Count)
                {
                    yield break;
                }

                var start = Math.Max(0, i - Context);
                var end = i;
                while (end < edits.Count)
                {
                    if (edits[end].Op != Op.Equal)
                    {
                        end++;
                        continue;
                    }

                    var run = end;
                    while (run < edits.Count && edits[run].Op == Op.Equal)
                    {
                        run++;
                    }

                    if (run >= edits.Count || run - end > 2 * Context)
                    {
                        end = Math.Min(run, end + Context);
                        break;
                    }

                    end = run;
                }

                yield return (start, end);
                i = end;
            }
        }

        private static void WriteHunk(StringBuilder output, List<(Op Op, int A, int B)> edits, int start, int end, List<string> a, List<string> b)
        {
            int oldCount = 0, newCount = 0;
            int? oldStart = null, newStart = null;
            for (var i = start; i < end; i++)
            {
                var (op, ai, bi) = edits[i];
                if (op != Op.Insert)
                {
                    oldStart ??= ai;
                    oldCount++;
                }

                if (op != Op.Delete)
                {
                    newStart ??= bi;
                    newCount++;
                }
            }

            var first = edits[start];
            var oldLine = oldCount == 0 ? first.A : oldStart!.Value + 1;
            var newLine = newCount == 0 ? first.B : newStart!.Value + 1;
            output.Append($"@@ -{oldLine},{oldCount} +{newLine},{newCount} @@\n");
            for (var i = start; i < end; i++)
            {
                var (op, ai, bi) = edits[i];
                var (marker, line) = op switch
                {
                    Op.Equal => (' ', a[ai]),
                    Op.Delete => ('-', a[ai]),
                    _ => ('+', b[bi]),
                };
                output.Append(marker).Append(line.TrimEnd('\r', '\n'));
                output.Append('\n');
                if (!line.EndsWith('\n') && !line.EndsWith('\r'))
                {
                    output.Append("\\ No newline at end of file\n");
                }
            }
        }
    }
}
