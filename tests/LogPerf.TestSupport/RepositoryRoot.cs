using System;
using System.IO;

namespace LogPerf.TestSupport
{
    /// <summary>
    /// The folder of this repository (the one that holds LogPerf.slnx), found above the running assembly's folder (tests)
    /// or, failing that, above the current folder (the benchmarks, run with <c>dotnet run</c> from inside the repository).
    /// </summary>
    public static class RepositoryRoot
    {
        private const string Marker = "LogPerf.slnx";

        private static readonly Lazy<string> Found = new Lazy<string>(Find);

        public static string Path => Found.Value;

        /// <summary>A path inside the repository, from its parts (<c>RepositoryRoot.Combine("samples", "SlowService")</c>).</summary>
        public static string Combine(params string[] parts) => System.IO.Path.Combine(Path, System.IO.Path.Combine(parts));

        private static string Find() =>
            Above(AppContext.BaseDirectory) ?? Above(Directory.GetCurrentDirectory())
            ?? throw new InvalidOperationException($"No {Marker} above {AppContext.BaseDirectory} or {Directory.GetCurrentDirectory()}: run from inside the repository.");

        private static string? Above(string start)
        {
            for (var directory = new DirectoryInfo(start); directory != null; directory = directory.Parent)
            {
                if (File.Exists(System.IO.Path.Combine(directory.FullName, Marker)))
                {
                    return directory.FullName;
                }
            }

            return null;
        }
    }
}
