using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using LogPerf.Analyzers.Tests.Harness;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// What a test compilation references to use NLog: the NLog 6.2 the tests run on, or the real 4.7.13 and 5.0.4
    /// assemblies that the test project downloads (PackageDownload) but does not reference, for version-dependent defaults.
    /// </summary>
    public static class NLogReferences
    {
        public static MetadataReference NLog6 { get; } = MetadataReference.CreateFromFile(typeof(global::NLog.LogFactory).Assembly.Location);

        /// <summary>The runtime and NLog 6.2: a project that uses NLog today.</summary>
        public static ImmutableArray<MetadataReference> WithNLog { get; } = TestReferences.Framework.Add(NLog6);

        /// <summary>The runtime and the real NLog 4.7.13 (KeepFileOpen defaults to false).</summary>
        public static ImmutableArray<MetadataReference> WithNLog4 { get; } = TestReferences.Framework.Add(Downloaded("NLog-4.7.13"));

        /// <summary>The runtime and the real NLog 5.0.4 (KeepFileOpen defaults to true).</summary>
        public static ImmutableArray<MetadataReference> WithNLog5 { get; } = TestReferences.Framework.Add(Downloaded("NLog-5.0.4"));

        /// <summary>The real NLog 6.2.2 (the newest served release), downloaded beside the 6.2 the tests run on.</summary>
        public static MetadataReference NLog622 { get; } = Downloaded("NLog-6.2.2");

        private static MetadataReference Downloaded(string key)
        {
            var path = typeof(NLogReferences).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == key).Value!;
            return File.Exists(path)
                ? MetadataReference.CreateFromFile(path)
                : throw new InvalidOperationException($"{key} was not downloaded to {path}: restore tests/LogPerf.Analyzers.Tests (PackageDownload).");
        }
    }
}
