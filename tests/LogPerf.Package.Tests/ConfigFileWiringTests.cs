using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// build/LogPerf.props, as NuGet imports it from the package: which files the compiler receives as AdditionalFiles.
    /// The items are the ones a real compile got, written by the consumer project after CoreCompile.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class ConfigFileWiringTests
    {
        private readonly PackageFixture _package;

        public ConfigFileWiringTests(PackageFixture package) => _package = package;

        [Fact]
        public async Task ConventionalAndCustomConfigFiles_ReachTheCompilerExactlyOnce()
        {
            const string projectBody = """
                  <ItemGroup>
                    <AdditionalFiles Include="log4net.config" />
                    <LogPerfConfigFile Include="custom/logging.xml" />
                    <LogPerfConfigFile Include="./app.config" />
                  </ItemGroup>
                """;
            using var consumer = ConsumerProject.Create(_package, projectBody, new Dictionary<string, string>
            {
                ["log4net.config"] = Log4NetSamples.MinimalLock,
                ["Service.log4net.config"] = Log4NetSamples.MinimalLock,
                ["app.config"] = "<configuration />",
                ["Web.config"] = "<configuration />",
                ["custom/logging.xml"] = Log4NetSamples.MinimalLock,
                ["sub/log4net.config"] = Log4NetSamples.MinimalLock,
                ["notes.config"] = "<configuration />",
            });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            var additionalFiles = consumer.ReadCompilerItems("AdditionalFiles");
            var described = string.Join(Environment.NewLine, additionalFiles);
            foreach (var expected in new[] { "log4net.config", "Service.log4net.config", "app.config", "Web.config", "custom/logging.xml" })
            {
                Assert.True(additionalFiles.Count(file => file == consumer.PathOf(expected)) == 1, $"{expected} should be passed once; got:{Environment.NewLine}{described}");
            }

            Assert.DoesNotContain(consumer.PathOf("sub/log4net.config"), additionalFiles);
            Assert.DoesNotContain(consumer.PathOf("notes.config"), additionalFiles);
            Assert.Equal(additionalFiles.Count, additionalFiles.Distinct(StringComparer.Ordinal).Count());
        }

        [Fact]
        public async Task LogPerfAddConfigFilesFalse_KeepsOnlyExplicitConfigFiles()
        {
            const string projectBody = """
                  <PropertyGroup>
                    <LogPerfAddConfigFiles>false</LogPerfAddConfigFiles>
                  </PropertyGroup>
                  <ItemGroup>
                    <LogPerfConfigFile Include="custom/logging.xml" />
                  </ItemGroup>
                """;
            using var consumer = ConsumerProject.Create(_package, projectBody, new Dictionary<string, string>
            {
                ["log4net.config"] = Log4NetSamples.MinimalLock,
                ["Service.log4net.config"] = Log4NetSamples.MinimalLock,
                ["app.config"] = "<configuration />",
                ["Web.config"] = "<configuration />",
                ["custom/logging.xml"] = Log4NetSamples.MinimalLock,
            });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Equal(new[] { consumer.PathOf("custom/logging.xml") }, consumer.ReadCompilerItems("AdditionalFiles"));
        }

        private const string NLogConfig = """
            <nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <targets><target name="f" xsi:type="File" fileName="app.log" keepFileOpen="false" /></targets>
              <rules><logger name="*" minlevel="Info" writeTo="f" /></rules>
            </nlog>
            """;

        private const string AppSettingsWithNLog = """
            { "Logging": { "LogLevel": { "Default": "Information" } },
              "nlog": { "targets": { "f": { "type": "File", "fileName": "app.log" } }, "rules": [ { "logger": "*", "writeTo": "f" } ] } }
            """;

        /// <summary>
        /// NLog.config is covered by the next test; MSBuild compares item specs ignoring case, so one folder holding both
        /// spellings passes one. Every appsettings*.json of the project folder is passed: the analyzers look for the
        /// "NLog" section themselves, so the build reads no file.
        /// </summary>
        [Fact]
        public async Task NLogConfigsAndAppSettings_ReachTheCompilerExactlyOnce()
        {
            const string projectBody = """
                  <ItemGroup>
                    <AdditionalFiles Include="appsettings.json" />
                    <LogPerfConfigFile Include="./nlog.config" />
                  </ItemGroup>
                """;
            using var consumer = ConsumerProject.Create(_package, projectBody, new Dictionary<string, string>
            {
                ["nlog.config"] = NLogConfig,
                ["appsettings.json"] = AppSettingsWithNLog,
                ["appsettings.Development.json"] = AppSettingsWithNLog,
                ["appsettings.Production.json"] = "{ \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } } }",
                ["sub/NLog.config"] = NLogConfig,
                ["sub/appsettings.json"] = AppSettingsWithNLog,
                ["settings.json"] = AppSettingsWithNLog,
            });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            var additionalFiles = consumer.ReadCompilerItems("AdditionalFiles");
            var described = string.Join(Environment.NewLine, additionalFiles);
            foreach (var expected in new[] { "nlog.config", "appsettings.json", "appsettings.Development.json", "appsettings.Production.json" })
            {
                Assert.True(additionalFiles.Count(file => file == consumer.PathOf(expected)) == 1, $"{expected} should be passed once; got:{Environment.NewLine}{described}");
            }

            foreach (var excluded in new[] { "sub/NLog.config", "sub/appsettings.json", "settings.json" })
            {
                Assert.DoesNotContain(consumer.PathOf(excluded), additionalFiles);
            }
        }

        [Fact]
        public async Task LogPerfAddConfigFilesFalse_KeepsNLogFilesOut()
        {
            const string projectBody = """
                  <PropertyGroup>
                    <LogPerfAddConfigFiles>false</LogPerfAddConfigFiles>
                  </PropertyGroup>
                  <ItemGroup>
                    <LogPerfConfigFile Include="conf/nlog.xml" />
                  </ItemGroup>
                """;
            using var consumer = ConsumerProject.Create(_package, projectBody, new Dictionary<string, string>
            {
                ["NLog.config"] = NLogConfig,
                ["appsettings.json"] = AppSettingsWithNLog,
                ["conf/nlog.xml"] = NLogConfig,
            });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Equal(new[] { consumer.PathOf("conf/nlog.xml") }, consumer.ReadCompilerItems("AdditionalFiles"));
        }

        [Fact]
        public async Task NLogConfig_IsPassedAutomatically()
        {
            using var consumer = ConsumerProject.Create(_package, string.Empty, new Dictionary<string, string> { ["NLog.config"] = NLogConfig });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Equal(new[] { consumer.PathOf("NLog.config") }, consumer.ReadCompilerItems("AdditionalFiles"));
        }
    }
}
