using System.Collections.Generic;
using System.Threading.Tasks;
using Xunit;

namespace LogPerf.Package.Tests
{
    /// <summary>
    /// An application whose log4net configuration is loaded by a project it references (a shared logging library that calls
    /// XmlConfigurator): dotnet build gives the compiler that project's reference assembly, without the call, and the props
    /// read the implementation behind it, so LP0015 stays silent — and still reports the configuration when the referenced
    /// project only logs.
    /// </summary>
    [Collection(PackageCollection.Name)]
    public sealed class ConfigLoadedByReferenceTests
    {
        private const string Library = """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup>
              <ItemGroup><PackageReference Include="log4net" Version="3.5.0" /></ItemGroup>
            </Project>
            """;

        private const string LibraryThatLoads = """
            namespace Setup
            {
                public static class Logging
                {
                    public static void Start() => log4net.Config.XmlConfigurator.Configure(
                        log4net.LogManager.GetRepository(System.Reflection.Assembly.GetEntryAssembly()!),
                        new System.IO.FileInfo(System.IO.Path.Combine(System.AppContext.BaseDirectory, "log4net.config")));
                }
            }
            """;

        private const string LibraryThatOnlyLogs = """
            namespace Setup
            {
                public static class Logging
                {
                    public static void Start() => log4net.LogManager.GetLogger(typeof(Logging)).Info("started");
                }
            }
            """;

        private const string ProjectBody = $"""
            {PackageWithLog4NetTests.Log4NetReference}
            <ItemGroup>
              <ProjectReference Include="Setup/Setup.csproj" />
              <Compile Remove="Setup/**" />
              <None Update="log4net.config" CopyToOutputDirectory="PreserveNewest" />
            </ItemGroup>
            """;

        private readonly PackageFixture _package;

        public ConfigLoadedByReferenceTests(PackageFixture package) => _package = package;

        [Theory]
        [InlineData(true)]
        [InlineData(false)]
        public async Task Build_sees_a_referenced_project_load_the_configuration(bool referenceLoads)
        {
            using var consumer = ConsumerProject.Create(_package, ProjectBody, new Dictionary<string, string>
            {
                ["Program.cs"] = "Setup.Logging.Start();\nlog4net.LogManager.GetLogger(\"app\").Info(\"hi\");\n",
                ["log4net.config"] = Log4NetSamples.MinimalLock,
                ["Setup/Setup.csproj"] = Library,
                ["Setup/Logging.cs"] = referenceLoads ? LibraryThatLoads : LibraryThatOnlyLogs,
            });

            var build = await consumer.BuildAsync();

            Assert.True(build.ExitCode == 0, build.Describe());
            Assert.Contains(build.Lines, line => line.Contains(consumer.PathOf("log4net.config") + "(", System.StringComparison.Ordinal) && line.Contains("warning LP0003", System.StringComparison.Ordinal));
            var lp0015 = $"{consumer.PathOf("log4net.config")}(1,2): warning LP0015";
            if (referenceLoads)
            {
                Assert.DoesNotContain("LP0015", build.Output, System.StringComparison.Ordinal);
            }
            else
            {
                Assert.Contains(lp0015, build.Output, System.StringComparison.Ordinal);
            }
        }
    }
}
