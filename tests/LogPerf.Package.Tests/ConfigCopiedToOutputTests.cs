using System.Collections.Generic;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// The packed props tell the compiler whether each config file is copied to the output (LogPerfCopyToOutput, from
    /// CopyToOutputDirectory): `dotnet build` of a fresh executable reports LP0016 on a log4net.config the code loads from its
    /// folder, and LP0208 on an NLog.config, until the project copies them; and LP0015 on a log4net.config nothing loads.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class ConfigCopiedToOutputTests
    {
        private const string Copied = "<ItemGroup><None Update=\"log4net.config\" CopyToOutputDirectory=\"PreserveNewest\" /><None Update=\"NLog.config\" CopyToOutputDirectory=\"PreserveNewest\" /></ItemGroup>";

        private const string Loads = "[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\", Watch = true)]\nSystem.Console.WriteLine(\"consumer\");\n";

        private const string NLogConfig = "<nlog>\n  <targets><target name=\"c\" type=\"Console\" /></targets>\n  <rules><logger name=\"*\" minlevel=\"Info\" writeTo=\"c\" /></rules>\n</nlog>\n";

        private readonly PackageFixture _package;

        public ConfigCopiedToOutputTests(PackageFixture package) => _package = package;

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public async Task Build_reports_configs_the_output_folder_will_not_have(bool copied)
        {
            using var consumer = ConsumerProject.Create(
                _package,
                PackageWithLog4NetTests.Log4NetReference + "<ItemGroup><PackageReference Include=\"NLog\" Version=\"6.2.0\" /></ItemGroup>" + (copied ? Copied : string.Empty),
                new Dictionary<string, string> { ["Program.cs"] = Loads, ["log4net.config"] = ConsumerProject.MinimalLockConfig, ["NLog.config"] = NLogConfig });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            var log4net = $"{consumer.PathOf("log4net.config")}(1,2): warning LP0016";
            var nlog = $"{consumer.PathOf("NLog.config")}(1,2): warning LP0208";
            if (copied)
            {
                Assert.DoesNotContain("LP0016", build.Output, System.StringComparison.Ordinal);
                Assert.DoesNotContain("LP0208", build.Output, System.StringComparison.Ordinal);
            }
            else
            {
                Assert.Contains(log4net, build.Output, System.StringComparison.Ordinal);
                Assert.Contains(nlog, build.Output, System.StringComparison.Ordinal);
            }

            Assert.DoesNotContain("LP0015", build.Output, System.StringComparison.Ordinal);
        }

        [Fact]
        public async Task Build_reports_a_log4net_config_nothing_loads()
        {
            using var consumer = ConsumerProject.Create(_package, PackageWithLog4NetTests.Log4NetReference + Copied, new Dictionary<string, string> { ["log4net.config"] = ConsumerProject.MinimalLockConfig });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains($"{consumer.PathOf("log4net.config")}(1,2): warning LP0015", build.Output, System.StringComparison.Ordinal);
        }
    }
}
