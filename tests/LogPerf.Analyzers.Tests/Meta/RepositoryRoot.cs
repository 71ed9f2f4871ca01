using System;
using System.IO;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>The folder of this repository (the one that holds LogPerf.slnx), found from the test's output folder.</summary>
    internal static class RepositoryRoot
    {
        public static string Path { get; } = Find();

        private static string Find()
        {
            for (var directory = new DirectoryInfo(AppContext.BaseDirectory); directory != null; directory = directory.Parent)
            {
                if (File.Exists(System.IO.Path.Combine(directory.FullName, "LogPerf.slnx")))
                {
                    return directory.FullName;
                }
            }

            throw new InvalidOperationException("No LogPerf.slnx above " + AppContext.BaseDirectory);
        }
    }
}
