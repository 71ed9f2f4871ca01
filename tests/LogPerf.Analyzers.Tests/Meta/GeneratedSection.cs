using System;
using System.IO;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// A part of a document written from the catalog between two markers: the check fails when the document differs,
    /// and with LOGPERF_UPDATE_DOCS=1 it rewrites that part instead.
    /// </summary>
    internal static class GeneratedSection
    {
        public static void Check(string relativePath, string begin, string end, string content)
        {
            var path = Path.Combine(RepositoryRoot.Path, relativePath);
            var document = File.ReadAllText(path);
            var start = document.IndexOf(begin, StringComparison.Ordinal);
            var stop = document.IndexOf(end, StringComparison.Ordinal);
            Assert.True(start >= 0 && stop > start, $"{relativePath} has no generated section markers ({begin})");

            var expected = begin + "\n" + content + end;
            var actual = document[start..(stop + end.Length)].Replace("\r\n", "\n", StringComparison.Ordinal);
            if (actual != expected && Environment.GetEnvironmentVariable("LOGPERF_UPDATE_DOCS") == "1")
            {
                File.WriteAllText(path, document[..start] + expected + document[(stop + end.Length)..]);
                return;
            }

            Assert.Equal(expected, actual);
        }
    }
}
