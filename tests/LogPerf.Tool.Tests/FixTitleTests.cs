using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary><c>--fix-title</c> picks a fix other than the default, in config and C# alike, and every other byte stays.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class FixTitleTests
    {
        private const string Program = """
            using log4net.Appender;

            public static class Program
            {
                public static void Main()
                {
                    var appender = new FileAppender { File = "logs/code.log", ImmediateFlush = false };
                    appender.LockingModel = new FileAppender.MinimalLock();
                    System.Console.WriteLine(appender.File);
                }
            }
            """;

        private readonly ToolFixture _tool;

        public FixTitleTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task FixTitle_AppliesTheNamedAlternative_ToConfigAndCode_KeepingByteOrderMarkAndLineEndings()
        {
            var directory = _tool.NewCaseDirectory("fix-title");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Shared");
            TestProjects.WriteProject(_tool, project, "Shared", new Dictionary<string, string>(), program: string.Empty);
            // A config saved by Windows tools (UTF-8 with a byte order mark, CRLF) and a C# file with CRLF.
            var configPath = Path.Combine(project, "log4net.config");
            var programPath = Path.Combine(project, "Program.cs");
            var utf8WithBom = new UTF8Encoding(encoderShouldEmitUTF8Identifier: true);
            File.WriteAllText(configPath, Crlf(Log4NetSamples.MinimalLock), utf8WithBom);
            File.WriteAllText(programPath, Crlf(Program), new UTF8Encoding(false));

            var fix = await _tool.RunToolAsync(project, "fix", "--diagnostics", "LP0003", "--fix-title", "InterProcessLock");

            Assert.True(fix.ExitCode == 0, fix.Describe());
            Assert.Contains("Fixed LP0003 (2 diagnostics): Use InterProcessLock (several processes write the file)", fix.OutputLines);
            var expectedConfig = utf8WithBom.GetPreamble()
                .Concat(Encoding.UTF8.GetBytes(Crlf(Log4NetSamples.MinimalLock).Replace("FileAppender+MinimalLock", "FileAppender+InterProcessLock", StringComparison.Ordinal)));
            Assert.Equal(expectedConfig, File.ReadAllBytes(configPath));
            Assert.Equal(
                Encoding.UTF8.GetBytes(Crlf(Program).Replace("new FileAppender.MinimalLock()", "new FileAppender.InterProcessLock()", StringComparison.Ordinal)),
                File.ReadAllBytes(programPath));
        }

        private static string Crlf(string text) => text.Replace("\r\n", "\n", StringComparison.Ordinal).Replace("\n", "\r\n", StringComparison.Ordinal);
    }
}
