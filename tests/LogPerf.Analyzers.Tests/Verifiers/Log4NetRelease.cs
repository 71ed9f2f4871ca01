using System;
using System.Collections.Generic;
using System.Linq;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// One build of one log4net release as a project references it: the identity its assembly carries and the target
    /// framework it was built for. Read from log4net's source at each tag (AssemblyVersionInfo.cs / AssemblyInfo.cs and
    /// the project files) and, for 3.5.0, from the served package itself.
    /// </summary>
    public sealed class Log4NetRelease
    {
        private const string Standard13 = ".NETStandard,Version=v1.3";
        private const string Standard20 = ".NETStandard,Version=v2.0";

        private Log4NetRelease(
            string package, string build, string assemblyVersion, string fileVersion, string informationalVersion, string? targetFramework, string? frameworkDisplayName)
        {
            Package = package;
            Build = build;
            AssemblyVersion = Version.Parse(assemblyVersion);
            FileVersion = fileVersion;
            InformationalVersion = informationalVersion;
            TargetFramework = targetFramework;
            FrameworkDisplayName = frameworkDisplayName;
        }

        /// <summary>The NuGet package version.</summary>
        public string Package { get; }

        /// <summary>The package's lib folder.</summary>
        public string Build { get; }

        public Version AssemblyVersion { get; }

        public string FileVersion { get; }

        public string InformationalVersion { get; }

        /// <summary>The TargetFrameworkAttribute's moniker, or null when the build tool wrote none.</summary>
        public string? TargetFramework { get; }

        public string? FrameworkDisplayName { get; }

        public string Name => $"{Package} {Build}";

        /// <summary>
        /// The matrix LP0002 is tested on. 2.0.8's .NET Framework builds came from NAnt, which writes no
        /// TargetFrameworkAttribute; its netstandard1.3 build from project.json, which does; 2.0.12 and later from
        /// the SDK, which writes one for every target but net20/net35. The source at tag rel/2.0.17 calls itself
        /// 2.0.16.0. Each 3.x release builds net462 and netstandard2.0 (3.4.0 and 3.5.0 are not tagged in the mirror:
        /// their identity follows 3.5.0's package and the 3.4.0 changelog, which keeps those two targets).
        /// </summary>
        public static IReadOnlyList<Log4NetRelease> All { get; } = new[]
        {
            Release("2.0.8", "netstandard1.3", "2.0.8.0", "2.0.8.0-.NET Core 1.0", Standard13, null),
            Release("2.0.8", "net45-full", "2.0.8.0", "2.0.8.0-.NET 4.5", null, null),
            Release("2.0.8", "net40-full", "2.0.8.0", "2.0.8.0-.NET 4.0", null, null),
            Release("2.0.12", "netstandard1.3", "2.0.12.0", "2.0.12.0-.NET Standard 1.3", Standard13, ".NET Standard 1.3"),
            Release("2.0.12", "netstandard2.0", "2.0.12.0", "2.0.12.0-.NET Standard 2.0", Standard20, ".NET Standard 2.0"),
            Release("2.0.12", "net45", "2.0.12.0", "2.0.12.0-.NET 4.5", ".NETFramework,Version=v4.5", ".NET Framework 4.5"),
            Release("2.0.12", "net40", "2.0.12.0", "2.0.12.0-.NET 4.0", ".NETFramework,Version=v4.0", ".NET Framework 4"),
            Release("2.0.17", "netstandard1.3", "2.0.16.0", "2.0.16.0-.NET Standard 1.3", Standard13, ".NET Standard 1.3"),
            Release("2.0.17", "netstandard2.0", "2.0.16.0", "2.0.16.0-.NET Standard 2.0", Standard20, ".NET Standard 2.0"),
            Release("2.0.17", "net45", "2.0.16.0", "2.0.16.0-.NET 4.5", ".NETFramework,Version=v4.5", ".NET Framework 4.5"),
            Release("2.0.17", "net40", "2.0.16.0", "2.0.16.0-.NET 4.0", ".NETFramework,Version=v4.0", ".NET Framework 4"),
            Release("3.1.0", "netstandard2.0", "3.1.0.0", "3.1.0+76eb4b34f501415fef5adcee2c677f60f48651dc", Standard20, ".NET Standard 2.0"),
            Release("3.1.0", "net462", "3.1.0.0", "3.1.0+76eb4b34f501415fef5adcee2c677f60f48651dc", ".NETFramework,Version=v4.6.2", ".NET Framework 4.6.2"),
            Release("3.2.0", "netstandard2.0", "3.2.0.0", "3.2.0+5e9e2b0ea8a57a441e779d23429f6759a06d93ce", Standard20, ".NET Standard 2.0"),
            Release("3.2.0", "net462", "3.2.0.0", "3.2.0+5e9e2b0ea8a57a441e779d23429f6759a06d93ce", ".NETFramework,Version=v4.6.2", ".NET Framework 4.6.2"),
            Release("3.4.0", "netstandard2.0", "3.4.0.0", "3.4.0", Standard20, ".NET Standard 2.0"),
            Release("3.4.0", "net462", "3.4.0.0", "3.4.0", ".NETFramework,Version=v4.6.2", ".NET Framework 4.6.2"),
            Release("3.5.0", "netstandard2.0", "3.5.0.0", "3.5.0+f7794ae187ab2e228e1754cb478568dd305d1b32", Standard20, ".NET Standard 2.0"),
            Release("3.5.0", "net462", "3.5.0.0", "3.5.0+f7794ae187ab2e228e1754cb478568dd305d1b32", ".NETFramework,Version=v4.6.2", ".NET Framework 4.6.2"),
        };

        public static IEnumerable<object[]> Names => All.Select(r => new object[] { r.Name });

        public static Log4NetRelease Named(string name) => All.Single(r => r.Name == name);

        /// <summary>This build with other version attributes, to tell which one a rule reads.</summary>
        public Log4NetRelease WithVersions(string assemblyVersion, string fileVersion, string informationalVersion) =>
            new Log4NetRelease(Package, Build, assemblyVersion, fileVersion, informationalVersion, TargetFramework, FrameworkDisplayName);

        /// <summary>Everything the compiled assembly carries, so two releases that differ in anything compile apart.</summary>
        public string Identity => $"{Name}|{AssemblyVersion}|{FileVersion}|{InformationalVersion}|{TargetFramework}|{FrameworkDisplayName}";

        public override string ToString() => Name;

        private static Log4NetRelease Release(string package, string build, string version, string informationalVersion, string? targetFramework, string? frameworkDisplayName) =>
            new Log4NetRelease(package, build, version, version, informationalVersion, targetFramework, frameworkDisplayName);
    }
}
