using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>The project's additional files by file name, to find the one a load names (paths in code are relative to the output folder).</summary>
    internal sealed class ConfigFileIndex
    {
        private readonly ILookup<string, AdditionalText> _byName;

        public ConfigFileIndex(ImmutableArray<AdditionalText> files) =>
            _byName = files.ToLookup(f => System.IO.Path.GetFileName(f.Path), StringComparer.OrdinalIgnoreCase);

        public bool IsEmpty => _byName.Count == 0;

        public bool Contains(string fileName) => _byName.Contains(fileName);

        /// <summary>
        /// The file a load reads: of the files with one of its names, the one whose path ends with the path written in code,
        /// else the first.
        /// </summary>
        public AdditionalText? Find(ConfigLoad load)
        {
            foreach (var name in load.Names)
            {
                var matches = _byName[name].ToList();
                if (matches.Count == 0)
                {
                    continue;
                }

                var written = load.Path?.Trim().Replace('\\', '/').TrimStart('.', '/');
                return matches.FirstOrDefault(f => written != null && f.Path.Replace('\\', '/').EndsWith("/" + written, StringComparison.OrdinalIgnoreCase)) ?? matches[0];
            }

            return null;
        }
    }
}
