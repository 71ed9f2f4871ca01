using System;
using LogPerf.TestSupport;
using System.Diagnostics;
using System.IO;
using System.Threading;
using LogPerf.Appenders.Tests.Support;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>
    /// Builds tests/LogPerf.Appenders.CrashWriter against the log4net this test run loaded (into its own
    /// artifacts folder, so it never touches the repository's bin/obj) and starts it.
    /// </summary>
    internal static class CrashWriterProcess
    {
        private const string ProjectPath = "tests/LogPerf.Appenders.CrashWriter/LogPerf.Appenders.CrashWriter.csproj";
        private static readonly Lazy<string> Dll = new Lazy<string>(Build, LazyThreadSafetyMode.ExecutionAndPublication);

        /// <summary>Starts the crash writer on <paramref name="logFiles"/> (appenders activated in that order); see its usage.</summary>
        public static Process Start(string mappingBufferSize, long maxLines, string? holdUntil, bool quiet, params string[] logFiles)
        {
            var start = ChildProject.Redirected(ChildProject.Dotnet);
            start.ArgumentList.Add(Dll.Value);
            start.ArgumentList.Add(mappingBufferSize);
            start.ArgumentList.Add(maxLines.ToString());
            if (holdUntil != null)
            {
                start.ArgumentList.Add("--hold");
                start.ArgumentList.Add(holdUntil);
            }

            if (quiet)
            {
                start.ArgumentList.Add("--quiet");
            }

            foreach (string file in logFiles)
            {
                start.ArgumentList.Add(file);
            }

            return Process.Start(start) ?? throw new InvalidOperationException("could not start the crash writer");
        }

        private static string Build()
        {
            string repository = RepositoryRoot.Path;
            byte[] log4netImage = LoadedLog4NetImage();
            string root = Path.Combine(Path.GetTempPath(), "logperf-crashwriter", ContentKey(log4netImage, repository));
            string log4net = Path.Combine(root, "log4net", "log4net.dll");
            if (!File.Exists(log4net))
            {
                Directory.CreateDirectory(Path.GetDirectoryName(log4net)!);
                File.WriteAllBytes(log4net, log4netImage);
            }

            return ChildProject.Build(ProjectPath, "LogPerf.Appenders.CrashWriter", Path.Combine(root, "artifacts"), "-p:Log4NetAssembly=" + log4net);
        }

        /// <summary>
        /// The bytes of the log4net this process runs on. The test output folder is shared with concurrent
        /// builds against other log4net versions, so the file is checked against the loaded module's MVID.
        /// </summary>
        private static byte[] LoadedLog4NetImage()
        {
            var loaded = typeof(log4net.LogManager).Assembly;
            byte[] image = File.ReadAllBytes(loaded.Location);
            using var pe = new System.Reflection.PortableExecutable.PEReader(new MemoryStream(image));
            var metadata = System.Reflection.Metadata.PEReaderExtensions.GetMetadataReader(pe);
            Guid fileMvid = metadata.GetGuid(metadata.GetModuleDefinition().Mvid);
            if (fileMvid != loaded.ManifestModule.ModuleVersionId)
            {
                throw new InvalidOperationException($"{loaded.Location} was replaced by another build while the tests ran");
            }

            return image;
        }

        /// <summary>
        /// One build folder per log4net binary and per checkout, so switching versions never reuses a stale build and two
        /// checkouts of the repository (worktrees tested at once) never build over each other's writer.
        /// </summary>
        private static string ContentKey(byte[] image, string repository)
        {
            byte[] path = System.Text.Encoding.UTF8.GetBytes(repository);
            var bytes = new byte[image.Length + path.Length];
            image.CopyTo(bytes, 0);
            path.CopyTo(bytes, image.Length);
            return Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(bytes), 0, 8).ToLowerInvariant();
        }
    }
}
