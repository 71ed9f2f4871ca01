using System;
using LogPerf.TestSupport;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;

namespace LogPerf.Appenders.Tests.Support
{
    /// <summary>
    /// Builds a project of the repository that a test runs as a process of its own (the crash writer, the counters
    /// demo) into an artifacts folder of the test's choosing, so it never touches the repository's bin/obj, and finds
    /// the dotnet host.
    /// </summary>
    internal static class ChildProject
    {
        private const int BuildTimeoutMilliseconds = 240_000;

        /// <summary>The dotnet host this test run uses.</summary>
        public static string Dotnet => ProcessRunner.Dotnet;

        /// <summary>
        /// Builds <paramref name="projectPath"/> (relative to the repository) into <paramref name="artifacts"/> and
        /// returns the path of <paramref name="assemblyName"/>.dll there.
        /// </summary>
        public static string Build(string projectPath, string assemblyName, string artifacts, params string[] properties)
        {
            var start = Redirected(Dotnet);
            foreach (string arg in new[]
            {
                "build", RepositoryRoot.Combine(projectPath), "-nologo", "-v:q", "-nodeReuse:false",
                "-p:UseSharedCompilation=false", "--artifacts-path", artifacts,
            }.Concat(properties))
            {
                start.ArgumentList.Add(arg);
            }

            start.Environment["DOTNET_CLI_USE_MSBUILD_SERVER"] = "0";
            using var build = Process.Start(start) ?? throw new InvalidOperationException("could not start dotnet build");
            var output = build.StandardOutput.ReadToEndAsync();
            var errors = build.StandardError.ReadToEndAsync();
            if (!build.WaitForExit(BuildTimeoutMilliseconds))
            {
                build.Kill(true);
                throw new TimeoutException($"building {projectPath} took over {BuildTimeoutMilliseconds / 1000} s");
            }

            build.WaitForExit();
            if (build.ExitCode != 0)
            {
                throw new InvalidOperationException($"building {projectPath} failed:\n{output.Result}\n{errors.Result}");
            }

            return Directory.GetFiles(Path.Combine(artifacts, "bin"), assemblyName + ".dll", SearchOption.AllDirectories).Single();
        }

        /// <summary>A start of <paramref name="program"/> with its output and error read by the test, not a console.</summary>
        public static ProcessStartInfo Redirected(string program, IEnumerable<string>? arguments = null)
        {
            var start = new ProcessStartInfo(program)
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            foreach (string argument in arguments ?? Array.Empty<string>())
            {
                start.ArgumentList.Add(argument);
            }

            return start;
        }

        /// <summary>Kills <paramref name="process"/> and what it started if it still runs, and waits a bounded time for it to go.</summary>
        public static void Stop(Process process)
        {
            try
            {
                if (!process.HasExited)
                {
                    process.Kill(entireProcessTree: true);
                    process.WaitForExit(10_000);
                }
            }
            catch (InvalidOperationException)
            {
                // It exited between the check and the kill.
            }
        }

    }
}
