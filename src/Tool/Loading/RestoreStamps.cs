using System;
using System.IO;
using System.Security.Cryptography;
using System.Text;

namespace LogPerf.Tool.Loading
{
    /// <summary>
    /// When the tool's last successful <c>dotnet restore</c> of a project started, kept beside the user's other local
    /// application data (never in the project). A restore that finds nothing to do leaves obj/project.assets.json as it
    /// was, older than an edit of the project that changed nothing NuGet reads: without this record
    /// <see cref="RestoreState"/> would see that edit as unrestored and restore again on every check. The record counts
    /// only while the restore outputs are the ones it saw (their times), so another restore or a clean voids it.
    /// </summary>
    internal static class RestoreStamps
    {
        private static readonly string Folder = Path.Combine(
            Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData, Environment.SpecialFolderOption.Create), "LogPerf", "restores");

        /// <summary>When a restore that left <paramref name="outputs"/> as they are started, or null when none is recorded.</summary>
        public static DateTime? Started(string project, RestoreOutputs outputs)
        {
            try
            {
                var parts = File.ReadAllText(PathOf(project)).Split(' ');
                return parts.Length == 3
                    && long.TryParse(parts[0], out var assets) && assets == outputs.Assets.Ticks
                    && long.TryParse(parts[1], out var cache) && cache == outputs.Cache.Ticks
                    && long.TryParse(parts[2], out var started)
                    ? new DateTime(started, DateTimeKind.Utc)
                    : null;
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
            {
                return null;
            }
        }

        /// <summary>Records that a restore which started at <paramref name="started"/> succeeded and left <paramref name="outputs"/>.</summary>
        public static void Record(string project, RestoreOutputs outputs, DateTime started)
        {
            try
            {
                Directory.CreateDirectory(Folder);
                File.WriteAllText(PathOf(project), $"{outputs.Assets.Ticks} {outputs.Cache.Ticks} {started.Ticks}");
            }
            catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
            {
                // Only time is at stake: the next check restores again.
            }
        }

        private static string PathOf(string project) =>
            Path.Combine(Folder, Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(project)), 0, 16) + ".txt");
    }

    /// <summary>The write times of a project's restore outputs, obj/project.assets.json and obj/project.nuget.cache.</summary>
    internal readonly record struct RestoreOutputs(DateTime Assets, DateTime Cache)
    {
        public static RestoreOutputs? Of(string project)
        {
            var obj = Path.Combine(Path.GetDirectoryName(project)!, "obj");
            var assets = new FileInfo(Path.Combine(obj, "project.assets.json"));
            var cache = new FileInfo(Path.Combine(obj, "project.nuget.cache"));
            return assets.Exists && cache.Exists ? new RestoreOutputs(assets.LastWriteTimeUtc, cache.LastWriteTimeUtc) : null;
        }

        public DateTime Oldest => Assets < Cache ? Assets : Cache;
    }
}
