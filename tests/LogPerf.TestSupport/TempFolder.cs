using System;
using System.IO;

namespace LogPerf.TestSupport
{
    /// <summary>
    /// A folder of its own under the system's temp folder, named <c>logperf-&lt;purpose&gt;-&lt;random&gt;</c> so a leftover
    /// says which test made it, and deleted with everything in it on <see cref="Dispose"/> (best effort: a file a child
    /// process still holds open is left for the system to clean).
    /// </summary>
    public sealed class TempFolder : IDisposable
    {
        public TempFolder(string purpose = "test")
        {
            Path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), $"logperf-{purpose}-{Guid.NewGuid():N}");
            Directory.CreateDirectory(Path);
        }

        public string Path { get; }

        /// <summary>A path inside the folder (nothing is created).</summary>
        public string File(params string[] parts) => System.IO.Path.Combine(Path, System.IO.Path.Combine(parts));

        /// <summary>A path inside the folder with forward slashes, to write into XML or C# source as it is.</summary>
        public string PortableFile(params string[] parts) => File(parts).Replace('\\', '/');

        /// <summary>A folder inside this one, created.</summary>
        public string Sub(string name) => Directory.CreateDirectory(File(name)).FullName;

        public void Dispose()
        {
            try
            {
                Directory.Delete(Path, recursive: true);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // A process that outlived its test still holds a file; the folder is under the temp folder.
            }
        }
    }
}
