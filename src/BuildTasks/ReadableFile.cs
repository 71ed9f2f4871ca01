using System;
using System.IO;
using System.Reflection;

namespace LogPerf.BuildTasks
{
    /// <summary>
    /// Whether the compiler can read a file, found out without reading it: the compiler fails the build on a file it
    /// cannot open (a symbolic link to a missing file, a file without read permission) and waits forever on a FIFO.
    /// </summary>
    internal static class ReadableFile
    {
        /// <summary>
        /// <c>FileSystemInfo.ResolveLinkTarget(bool)</c>, present from .NET 6 (MSBuild under dotnet build) and absent
        /// from .NET Framework and netstandard2.0; looked up once.
        /// </summary>
        private static readonly MethodInfo? ResolveLinkTarget =
            typeof(FileSystemInfo).GetMethod("ResolveLinkTarget", new[] { typeof(bool) });

        /// <summary>Why the compiler could not read <paramref name="path"/>, or null when it can.</summary>
        public static string? Problem(string path)
        {
            try
            {
                var file = new FileInfo(path);
                if (!file.Exists)
                {
                    return "it does not exist";
                }

                // A symbolic link reports its own length: the file it leads to is the one the compiler would open.
                if ((file.Attributes & FileAttributes.ReparsePoint) != 0 && ResolveLinkTarget is not null)
                {
                    if (ResolveLinkTarget.Invoke(file, new object[] { true }) is not FileInfo { Exists: true } target)
                    {
                        return "it is a symbolic link to a file that does not exist";
                    }

                    file = target;
                }

                // A FIFO, socket or device reports no length; opening a FIFO would wait for a writer. An empty
                // regular file holds no configuration either.
                if (file.Length == 0)
                {
                    return "it is empty or not a regular file";
                }

                // A regular file opens at once; this finds the files the compiler could not open (permissions, and on
                // .NET Framework, where links are not resolved above, a link to a missing file).
                using (new FileStream(file.FullName, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, bufferSize: 1))
                {
                    return null;
                }
            }
            catch (Exception e) when (e is IOException || e is UnauthorizedAccessException || e is System.Security.SecurityException
                || e is ArgumentException || e is NotSupportedException || e is TargetInvocationException)
            {
                return (e is TargetInvocationException { InnerException: { } inner } ? inner : e).Message;
            }
        }
    }
}
