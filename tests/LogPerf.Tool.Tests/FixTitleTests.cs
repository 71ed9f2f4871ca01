using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using LogPerf.Tool.Tests.Support;
using Xunit;

namespace LogPerf.Tool.Tests
{
    /// <summary><c>--fix-title</c> picks a fix other than the default, in config and C# alike.</summary>
    [Collection(ToolCollection.Name)]
    public sealed class FixTitleTests
    {
        private readonly ToolFixture _tool;

        public FixTitleTests(ToolFixture tool) => _tool = tool;

        [Fact]
        public async Task FixTitle_AppliesTheNamedAlternative_ToConfigAndCode()
        {
            var directory = _tool.NewCaseDirectory("fix-title");
            TestProjects.WriteGeneratedRoot(directory);
            var project = Path.Combine(directory, "Shared");
            TestProjects.WriteProject(_tool, project, "Shared", new Dictionary<string, string> { ["log4net.config"] = TestProjects.MinimalLockSection },
                program: """
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
                    """);

            var fix = await _tool.RunToolAsync(project, "fix", "--diagnostics", "LP0003", "--fix-title", "InterProcessLock");

            Assert.True(fix.ExitCode == 0, fix.Describe());
            Assert.Contains("Fixed LP0003 (2 diagnostics): Use InterProcessLock (several processes write the file)", fix.OutputLines);
            Assert.Contains("<lockingModel type=\"log4net.Appender.FileAppender+InterProcessLock\" />", File.ReadAllText(Path.Combine(project, "log4net.config")), StringComparison.Ordinal);
            Assert.Contains("appender.LockingModel = new FileAppender.InterProcessLock();", File.ReadAllText(Path.Combine(project, "Program.cs")), StringComparison.Ordinal);
        }
    }
}
