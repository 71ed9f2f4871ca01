using System;
using System.Runtime.InteropServices;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>File paths compared the way the file system does: ignoring case on Windows and macOS, exactly elsewhere.</summary>
    internal static class PathComparer
    {
        public static StringComparer Instance { get; } =
            RuntimeInformation.IsOSPlatform(OSPlatform.Windows) || RuntimeInformation.IsOSPlatform(OSPlatform.OSX) ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal;

        public static bool Same(string? left, string? right) => left != null && right != null && Instance.Equals(left, right);
    }
}
