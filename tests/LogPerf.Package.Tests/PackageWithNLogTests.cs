using System.Collections.Generic;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The packed LogPerf in a fresh project that references the NLog package: `dotnet build` shows the NLog rules at
    /// the line and column of NLog.config and of appsettings.json (both wired by the package's props), and
    /// `-warnaserror` fails on them.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class PackageWithNLogTests
    {
        private const string NLogReference = "<ItemGroup><PackageReference Include=\"NLog\" Version=\"6.2.0\" /></ItemGroup>";

        private const string SlowNLogConfig = """
            <nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <targets>
                <target name="f" xsi:type="File" fileName="app.log" keepFileOpen="false" />
              </targets>
              <rules>
                <logger name="*" minlevel="Debug" writeTo="f" />
              </rules>
            </nlog>
            """;

        private const string AppSettings = """
            {
              "NLog": {
                "targets": { "j": { "type": "File", "fileName": "j.log", "keepFileOpen": false } },
                "rules": [ { "logger": "*", "minLevel": "Info", "writeTo": "j" } ]
              }
            }
            """;

        private readonly PackageFixture _package;

        public PackageWithNLogTests(PackageFixture package) => _package = package;

        private ConsumerProject Create() =>
            ConsumerProject.Create(_package, NLogReference, new Dictionary<string, string> { ["NLog.config"] = SlowNLogConfig, ["appsettings.json"] = AppSettings });

        [Fact]
        public async Task Build_shows_the_NLog_rules_at_the_config_lines()
        {
            using var consumer = Create();

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains($"{consumer.PathOf("NLog.config")}(3,71): warning LP0200", build.Output);
            Assert.Contains($"{consumer.PathOf("NLog.config")}(3,32): warning LP0201", build.Output);
            Assert.Contains($"{consumer.PathOf("appsettings.json")}(3,78): warning LP0200", build.Output);
            Assert.Contains($"{consumer.PathOf("appsettings.json")}(3,33): warning LP0201", build.Output);
        }

        [Fact]
        public async Task Warnaserror_fails_the_build_because_of_the_NLog_config()
        {
            using var consumer = Create();

            var build = await consumer.BuildAsync("-warnaserror");

            Assert.NotEqual(0, build.ExitCode);
            Assert.Contains($"{consumer.PathOf("NLog.config")}(3,71): error LP0200", build.Output);
        }
    }
}
