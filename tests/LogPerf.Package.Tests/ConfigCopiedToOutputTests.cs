using System.Collections.Generic;
using System.Linq;
using System.Text.Json;
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
                new Dictionary<string, string> { ["Program.cs"] = Loads, ["log4net.config"] = Log4NetSamples.MinimalLock, ["NLog.config"] = NLogConfig });

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

        /// <summary>
        /// A config embedded in the assembly is read from there (log4net's Configure(repository, stream), NLog's
        /// LoadConfigurationFromAssemblyResource), not from the output folder: neither LP0016 nor LP0208, though neither
        /// file is copied and the code names the resource.
        /// </summary>
        [Fact]
        public async Task Build_does_not_report_configs_embedded_in_the_assembly()
        {
            const string embedded = "<ItemGroup><None Remove=\"log4net.config;NLog.config\" /><EmbeddedResource Include=\"log4net.config;NLog.config\" /></ItemGroup>";
            const string loadsResources = """
                using System.Reflection;
                using NLog;
                var assembly = Assembly.GetExecutingAssembly();
                using (var stream = assembly.GetManifestResourceStream("Consumer.log4net.config")!)
                {
                    log4net.Config.XmlConfigurator.Configure(log4net.LogManager.GetRepository(assembly), stream);
                }

                NLog.LogManager.Setup().LoadConfigurationFromAssemblyResource(assembly, "NLog.config"); // an extension method of namespace NLog
                NLog.LogManager.GetCurrentClassLogger().Info("consumer");

                """;
            using var consumer = ConsumerProject.Create(
                _package,
                PackageWithLog4NetTests.Log4NetReference + "<ItemGroup><PackageReference Include=\"NLog\" Version=\"6.2.0\" /></ItemGroup>" + embedded,
                new Dictionary<string, string> { ["Program.cs"] = loadsResources, ["log4net.config"] = Log4NetSamples.MinimalLock, ["NLog.config"] = NLogConfig });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            // The file is analyzed: LP0003 on its MinimalLock.
            Assert.Contains(build.Lines, line => line.Contains(consumer.PathOf("log4net.config") + "(", System.StringComparison.Ordinal) && line.Contains("warning LP0003", System.StringComparison.Ordinal));
            Assert.DoesNotContain("LP0016", build.Output, System.StringComparison.Ordinal);
            Assert.DoesNotContain("LP0208", build.Output, System.StringComparison.Ordinal);
            Assert.DoesNotContain("LP0015", build.Output, System.StringComparison.Ordinal);
        }

        /// <summary>
        /// MSBuild compares item paths ignoring case, and on Windows a project may name a file in another case than the disk
        /// does (the props once passed an nlog.config as NLog.config, which no None item of the project matched): the copy is
        /// still found. Shown with an AdditionalFiles item spelled in upper case beside the SDK's None item of nlog.config.
        /// </summary>
        [Fact]
        public async Task A_copied_file_named_in_another_case_counts_as_copied()
        {
            using var consumer = ConsumerProject.Create(
                _package,
                "<ItemGroup><None Update=\"nlog.config\" CopyToOutputDirectory=\"PreserveNewest\" /><AdditionalFiles Include=\"NLOG.CONFIG\" /></ItemGroup>",
                new Dictionary<string, string> { ["nlog.config"] = NLogConfig });

            var query = await consumer.ItemsAfterAsync("_LogPerfCopyToOutputMetadata", "AdditionalFiles");

            Assert.True(query.ExitCode == 0, query.Describe());
            // MSBuild takes the project's NLOG.CONFIG and the props' nlog.config for one file, and keeps the project's.
            Assert.Equal(new Dictionary<string, string> { [consumer.PathOf("NLOG.CONFIG")] = "true" }, CopyToOutputByPath(query.Output));
        }

        /// <summary>
        /// The props find the files of the names they look for in any case, with the name the disk gives them (the
        /// name the project's None items carry), and tell which reach the output: copied, embedded, or neither.
        /// </summary>
        [Fact]
        public async Task Config_files_of_any_case_are_found_with_their_own_names()
        {
            using var consumer = ConsumerProject.Create(
                _package,
                "<ItemGroup><None Update=\"nlog.config\" CopyToOutputDirectory=\"Always\" /><None Remove=\"Log4Net.config\" /><EmbeddedResource Include=\"Log4Net.config\" /></ItemGroup>",
                new Dictionary<string, string> { ["nlog.config"] = NLogConfig, ["Log4Net.config"] = Log4NetSamples.MinimalLock, ["APP.CONFIG"] = Log4NetSamples.InConfigurationFile(Log4NetSamples.MinimalLock), ["other.config"] = "<configuration />" });

            var query = await consumer.ItemsAfterAsync("_LogPerfCopyToOutputMetadata", "AdditionalFiles");

            Assert.True(query.ExitCode == 0, query.Describe());
            var items = CopyToOutputByPath(query.Output);
            Assert.Equal(
                new Dictionary<string, string> { [consumer.PathOf("nlog.config")] = "true", [consumer.PathOf("Log4Net.config")] = "embedded", [consumer.PathOf("APP.CONFIG")] = "false" },
                items);
        }

        /// <summary>The LogPerfCopyToOutput metadata of each AdditionalFiles item of MSBuild's -getItem JSON, by full path.</summary>
        private static Dictionary<string, string> CopyToOutputByPath(string output)
        {
            using var json = JsonDocument.Parse(output[output.IndexOf('{', System.StringComparison.Ordinal)..]);
            return json.RootElement.GetProperty("Items").GetProperty("AdditionalFiles").EnumerateArray()
                .ToDictionary(item => item.GetProperty("FullPath").GetString()!, item => item.GetProperty("LogPerfCopyToOutput").GetString()!);
        }

        [Fact]
        public async Task Build_reports_a_log4net_config_nothing_loads()
        {
            using var consumer = ConsumerProject.Create(_package, PackageWithLog4NetTests.Log4NetReference + Copied, new Dictionary<string, string> { ["log4net.config"] = Log4NetSamples.MinimalLock });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains($"{consumer.PathOf("log4net.config")}(1,2): warning LP0015", build.Output, System.StringComparison.Ordinal);
        }
    }
}
