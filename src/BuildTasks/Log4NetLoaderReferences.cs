using System.IO;
using System.Reflection.Metadata;
using System.Reflection.PortableExecutable;
using LogPerf.Shared.Metadata;

namespace LogPerf.BuildTasks
{
    /// <summary>Whether the assembly at a path may load a log4net configuration (<see cref="Log4NetLoaderMetadata"/>), from its metadata tables.</summary>
    internal static class Log4NetLoaderReferences
    {
        public static bool In(string path)
        {
            using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
            using var pe = new PEReader(stream);
            return pe.HasMetadata && Log4NetLoaderMetadata.RefersToLoader(pe.GetMetadataReader());
        }
    }
}
