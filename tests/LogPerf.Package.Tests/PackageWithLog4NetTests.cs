using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The packed LogPerf in a fresh project that references log4net: `dotnet build` shows LP0003 at the config's
    /// line and column and in C#, `-warnaserror` fails on it, and `.editorconfig` can turn it off.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class PackageWithLog4NetTests
    {
        internal const string Log4NetReference = "<ItemGroup><PackageReference Include=\"log4net\" Version=\"3.5.0\" /></ItemGroup>";

        internal const string SlowCode =
            "static class Slow { public static object Make() => new log4net.Appender.FileAppender { LockingModel = new log4net.Appender.FileAppender.MinimalLock() }; }\n";

        private const string LoadsConfig = "[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\")]\n";

        private const string CopiesConfig = "<ItemGroup><None Update=\"log4net.config\" CopyToOutputDirectory=\"PreserveNewest\" /></ItemGroup>";

        private static readonly int SlowColumn = SlowCode.IndexOf("new log4net.Appender.FileAppender.MinimalLock", System.StringComparison.Ordinal) + 1;

        private readonly PackageFixture _package;

        public PackageWithLog4NetTests(PackageFixture package) => _package = package;

        private ConsumerProject Create(Dictionary<string, string>? extraFiles = null)
        {
            // The application loads its config and copies it to the output, as a real one does (else LP0015/LP0016 report it).
            var files = new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock, ["Slow.cs"] = SlowCode, ["Load.cs"] = LoadsConfig };
            foreach (var file in extraFiles ?? new Dictionary<string, string>())
            {
                files[file.Key] = file.Value;
            }

            return ConsumerProject.Create(_package, Log4NetReference + CopiesConfig, files);
        }

        [Fact]
        public async Task Build_shows_LP0003_at_the_config_line_and_in_code()
        {
            using var consumer = Create();

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains($"{consumer.PathOf("log4net.config")}(5,5): warning LP0003", build.Output);
            Assert.Contains($"{consumer.PathOf("Slow.cs")}(1,{SlowColumn}): warning LP0003", build.Output);
        }

        [Fact]
        public async Task Warnaserror_fails_the_build_because_of_LP0003()
        {
            using var consumer = Create();

            var build = await consumer.BuildAsync("-warnaserror");

            Assert.NotEqual(0, build.ExitCode);
            Assert.Contains($"{consumer.PathOf("log4net.config")}(5,5): error LP0003", build.Output);
        }

        [Fact]
        public async Task Global_config_severity_none_lets_warnaserror_pass()
        {
            using var consumer = Create(new Dictionary<string, string> { [".globalconfig"] = "is_global = true\ndotnet_diagnostic.LP0003.severity = none\n" });

            var build = await consumer.BuildAsync("-warnaserror");

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.DoesNotContain("LP0003", build.Output);
        }

        /// <summary>
        /// Roslyn applies .editorconfig section severities to C# files only: diagnostics located in additional files
        /// follow the compilation-wide settings (a global config, NoWarn). The docs say so; this pins the behaviour.
        /// </summary>
        [Fact]
        public async Task Editorconfig_section_severity_reaches_csharp_but_not_config_files()
        {
            using var consumer = Create(new Dictionary<string, string> { [".editorconfig"] = "root = true\n\n[*]\ndotnet_diagnostic.LP0003.severity = none\n" });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.DoesNotContain($"{consumer.PathOf("Slow.cs")}(", build.Output);
            Assert.Contains($"{consumer.PathOf("log4net.config")}(5,5): warning LP0003", build.Output);
        }
    }
}
