using System.Collections.Generic;
using Microsoft.Build.Framework;

namespace LogPerf.BuildTasks
{
    /// <summary>
    /// Keeps the configuration files found by name (log4net.config, appsettings*.json, …) that the compiler can read,
    /// so that no file the package merely looked at fails or stalls the build. What it drops is said in the build log
    /// (detailed verbosity).
    /// </summary>
    public sealed class ReadableConfigFiles : ITask
    {
        public IBuildEngine? BuildEngine { get; set; }

        public ITaskHost? HostObject { get; set; }

        [Required]
        public ITaskItem[] Files { get; set; } = new ITaskItem[0];

        [Output]
        public ITaskItem[] Readable { get; private set; } = new ITaskItem[0];

        public bool Execute()
        {
            var readable = new List<ITaskItem>(Files.Length);
            foreach (var file in Files)
            {
                var path = file.GetMetadata("FullPath");
                var problem = ReadableFile.Problem(path);
                if (problem is null)
                {
                    readable.Add(file);
                }
                else
                {
                    BuildEngine?.LogMessageEvent(new BuildMessageEventArgs(
                        $"LogPerf: {path} is not passed to the analyzers: {problem}.", helpKeyword: null, senderName: nameof(ReadableConfigFiles), MessageImportance.Low));
                }
            }

            Readable = readable.ToArray();
            return true;
        }
    }
}
