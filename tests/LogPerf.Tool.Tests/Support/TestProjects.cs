using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security;

namespace LogPerf.Tool.Tests.Support
{
    /// <summary>Copies of samples/ and generated projects, wired to LogPerf the way the package wires a project.</summary>
    public static class TestProjects
    {
        /// <summary>
        /// A copy of samples/SlowService in <paramref name="caseDirectory"/>, with the repository's Directory.*.props beside
        /// it (central package versions). Its relative paths into the repository become absolute, and its project
        /// references to the analyzers become Analyzer items on the analyzers the installed tool ships, and its reference
        /// to LogPerf.Appenders a reference to the assembly built for this run (or none), so building the copy builds
        /// nothing in the repository. Returns the copy's project folder.
        /// </summary>
        public static string CopySample(ToolFixture tool, string caseDirectory, bool referenceAppenders)
        {
            File.Copy(Path.Combine(tool.RepoRoot, "Directory.Build.props"), Path.Combine(caseDirectory, "Directory.Build.props"));
            File.Copy(Path.Combine(tool.RepoRoot, "Directory.Packages.props"), Path.Combine(caseDirectory, "Directory.Packages.props"));
            var source = Path.Combine(tool.RepoRoot, "samples", "SlowService");
            var target = Path.Combine(caseDirectory, "SlowService");
            Directory.CreateDirectory(target);
            foreach (var file in Directory.EnumerateFiles(source))
            {
                File.Copy(file, Path.Combine(target, Path.GetFileName(file)));
            }

            var projectPath = Path.Combine(target, "SlowService.csproj");
            var project = File.ReadAllText(projectPath);
            project = Replace(project, """<ProjectReference Include="../../src/Analyzers/LogPerf.Analyzers.csproj" OutputItemType="Analyzer" ReferenceOutputAssembly="false" />""",
                $"""<Analyzer Include="{Xml(Path.Combine(tool.ToolAssemblies, "LogPerf.Analyzers.dll"))}" />""");
            project = Replace(project, """<ProjectReference Include="../../src/CodeFixes/LogPerf.CodeFixes.csproj" OutputItemType="Analyzer" ReferenceOutputAssembly="false" />""",
                $"""<Analyzer Include="{Xml(Path.Combine(tool.ToolAssemblies, "LogPerf.CodeFixes.dll"))}" />""");
            project = Replace(project, """<Import Project="../../build/LogPerf.props" />""",
                $"""<Import Project="{Xml(Path.Combine(tool.RepoRoot, "build", "LogPerf.props"))}" />""");
            project = Replace(project, """<ProjectReference Include="../../src/Appenders/LogPerf.Appenders.csproj" />""",
                referenceAppenders ? $"""<Reference Include="LogPerf.Appenders" HintPath="{Xml(tool.AppendersAssembly)}" />""" : string.Empty);

            File.WriteAllText(projectPath, project);
            return target;
        }

        /// <summary>Files that shield generated projects from any Directory.*.props above the temp folder.</summary>
        public static void WriteGeneratedRoot(string caseDirectory)
        {
            File.WriteAllText(Path.Combine(caseDirectory, "Directory.Build.props"), "<Project />\n");
            File.WriteAllText(Path.Combine(caseDirectory, "Directory.Packages.props"), "<Project />\n");
        }

        /// <summary>
        /// A console project referencing log4net 3.5.0 in <paramref name="directory"/>. When <paramref name="wired"/>, LogPerf
        /// is wired as the package wires it: the analyzers and fixers the tool ships as Analyzer items, and build/LogPerf.props.
        /// </summary>
        public static string WriteProject(
            ToolFixture tool,
            string directory,
            string name,
            IReadOnlyDictionary<string, string> files,
            bool wired = true,
            bool referenceAppenders = false,
            string projectBody = "",
            string? program = null)
        {
            Directory.CreateDirectory(directory);
            var wiring = wired
                ? $"""
                    <ItemGroup>
                      <Analyzer Include="{Xml(Path.Combine(tool.ToolAssemblies, "LogPerf.Analyzers.dll"))}" />
                      <Analyzer Include="{Xml(Path.Combine(tool.ToolAssemblies, "LogPerf.CodeFixes.dll"))}" />
                    </ItemGroup>
                    <Import Project="{Xml(Path.Combine(tool.RepoRoot, "build", "LogPerf.props"))}" />
                  """
                : string.Empty;
            var appenders = referenceAppenders
                ? $"""
                    <ItemGroup>
                      <Reference Include="LogPerf.Appenders" HintPath="{Xml(tool.AppendersAssembly)}" />
                    </ItemGroup>
                  """
                : string.Empty;
            var projectPath = Path.Combine(directory, name + ".csproj");
            File.WriteAllText(projectPath, $"""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup>
                    <OutputType>Exe</OutputType>
                    <TargetFramework>net10.0</TargetFramework>
                    <Nullable>enable</Nullable>
                  </PropertyGroup>
                  <ItemGroup>
                    <PackageReference Include="log4net" Version="3.5.0" />
                  </ItemGroup>
                {wiring}
                {appenders}
                {projectBody}
                </Project>
                """);
            // The default program loads log4net's configuration (App.config's section), as an application does: one that never
            // loads it gets LP0015 on its config.
            File.WriteAllText(Path.Combine(directory, "Program.cs"), program ?? """
                public static class Program
                {
                    public static void Main()
                    {
                        log4net.Config.XmlConfigurator.Configure();
                        System.Console.WriteLine("generated");
                    }
                }
                """);
            foreach (var file in files)
            {
                var path = Path.Combine(directory, file.Key);
                Directory.CreateDirectory(Path.GetDirectoryName(path)!);
                File.WriteAllText(path, file.Value);
            }

            return projectPath;
        }

        /// <summary>Every file under <paramref name="directory"/> with its bytes.</summary>
        public static IReadOnlyDictionary<string, byte[]> Snapshot(string directory) =>
            Directory.EnumerateFiles(directory, "*", SearchOption.AllDirectories)
                .OrderBy(f => f, StringComparer.Ordinal)
                .ToDictionary(f => Path.GetRelativePath(directory, f), File.ReadAllBytes);

        private static string Replace(string text, string oldValue, string newValue) =>
            text.Contains(oldValue, StringComparison.Ordinal)
                ? text.Replace(oldValue, newValue, StringComparison.Ordinal)
                : throw new InvalidOperationException($"The sample project no longer contains `{oldValue}`: update {nameof(TestProjects)}.{nameof(CopySample)}.");

        private static string Xml(string text) => SecurityElement.Escape(text);
    }
}
