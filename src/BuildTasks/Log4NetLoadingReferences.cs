using System;
using System.Collections.Generic;
using System.IO;
using System.Runtime.CompilerServices;
using Microsoft.Build.Framework;

namespace LogPerf.BuildTasks
{
    /// <summary>
    /// Names the referenced projects whose code loads a log4net configuration (a shared logging library that calls
    /// XmlConfigurator for the application), for LP0015. The compiler is given such a project's reference assembly, whose
    /// method bodies are gone, so the analyzer cannot see the call: this task reads the implementation assembly beside it
    /// (the ReferencePath item whose ReferenceAssembly metadata names another file). A reference that cannot be read is
    /// passed over and said in the build log (detailed verbosity); the task never fails the build.
    /// </summary>
    public sealed class Log4NetLoadingReferences : ITask
    {
        public IBuildEngine? BuildEngine { get; set; }

        public ITaskHost? HostObject { get; set; }

        /// <summary>The compilation's references (ReferencePath).</summary>
        [Required]
        public ITaskItem[] References { get; set; } = new ITaskItem[0];

        /// <summary>The names of the referenced assemblies that load a log4net configuration, comma-separated; empty when none does.</summary>
        [Output]
        public string Loaders { get; private set; } = string.Empty;

        public bool Execute()
        {
            var loaders = new List<string>();
            foreach (var reference in References)
            {
                var implementation = reference.GetMetadata("FullPath");
                var referenceAssembly = reference.GetMetadata("ReferenceAssembly");
                if (referenceAssembly.Length == 0 || string.Equals(Path.GetFullPath(referenceAssembly), implementation, StringComparison.OrdinalIgnoreCase))
                {
                    // The compiler reads this assembly itself, bodies included: the analyzer sees what it refers to.
                    continue;
                }

                try
                {
                    if (File.Exists(implementation) && RefersToLoader(implementation))
                    {
                        loaders.Add(Path.GetFileNameWithoutExtension(implementation));
                    }
                }
                catch (Exception e) when (e is IOException || e is UnauthorizedAccessException || e is BadImageFormatException
                    || e is InvalidOperationException || e is ArgumentException || e is NotSupportedException || e is TypeLoadException)
                {
                    Log($"LogPerf: {implementation} is not read for a log4net loader: {e.Message}.");
                }
            }

            Loaders = string.Join(",", loaders);
            return true;
        }

        /// <summary>
        /// Kept out of <see cref="Execute"/>: the metadata reader is MSBuild's own System.Reflection.Metadata, and an MSBuild
        /// that could not give it would fail here (FileLoadException, a kind of IOException), where it is caught.
        /// </summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static bool RefersToLoader(string path) => Log4NetLoaderReferences.In(path);

        private void Log(string message) =>
            BuildEngine?.LogMessageEvent(new BuildMessageEventArgs(message, helpKeyword: null, senderName: nameof(Log4NetLoadingReferences), MessageImportance.Low));
    }
}
