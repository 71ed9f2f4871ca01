using System;
using System.IO;
using System.Text;
using log4net.Layout;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>The crash writer's lines (its CrashLine) and the check that a file holds exactly lines 1..n, each whole.</summary>
    internal static class CrashLines
    {
        public static string Text(long number) => $"line {number:D8} " + new string((char)('a' + (int)(number % 26)), (int)(number % 61));

        /// <summary>Asserts that the file holds lines 1..n of the crash writer, whole, and nothing else; returns n.</summary>
        public static long AssertWhole(string path)
        {
            string text = File.ReadAllText(path, Encoding.UTF8);
            if (text.Length == 0)
            {
                return 0;
            }

            Assert.True(text.EndsWith("\n", StringComparison.Ordinal), $"{Path.GetFileName(path)} ends inside a line");
            string[] lines = text.Substring(0, text.Length - 1).Split('\n');
            for (int i = 0; i < lines.Length; i++)
            {
                if (lines[i] != Text(i + 1))
                {
                    Assert.Fail($"{Path.GetFileName(path)} line {i + 1} is \"{lines[i]}\", not \"{Text(i + 1)}\"");
                }
            }

            return lines.Length;
        }

        /// <summary>Opens and closes an appender on the file as the next start of the application would: it recovers the journal.</summary>
        public static void Reopen(string path, ErrorRecorder errors)
        {
            var layout = new PatternLayout("%message%newline");
            layout.ActivateOptions();
            var appender = new MemoryMappedFileAppender { Name = Path.GetFileName(path), File = path, AppendToFile = true, Layout = layout, ErrorHandler = errors };
            appender.ActivateOptions();
            appender.Close();
        }
    }
}
