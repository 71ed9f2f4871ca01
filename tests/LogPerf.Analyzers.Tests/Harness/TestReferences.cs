using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Tests.Harness
{
    /// <summary>The running .NET's own assemblies, so test compilations need nothing from the network.</summary>
    public static class TestReferences
    {
        public static ImmutableArray<MetadataReference> Framework { get; } =
            ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
                .Split(Path.PathSeparator)
                .Where(path => Path.GetFileName(path).StartsWith("System.", StringComparison.Ordinal)
                    || Path.GetFileName(path) is "mscorlib.dll" or "netstandard.dll")
                .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path))
                .ToImmutableArray();
    }
}
