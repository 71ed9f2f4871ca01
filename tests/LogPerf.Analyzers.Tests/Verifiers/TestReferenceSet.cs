using System.Collections.Immutable;
using LogPerf.Analyzers.Tests.Harness;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Testing;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>What a test compilation references, with no download: the running .NET, log4net 3.5.0, and optionally LogPerf.Appenders.</summary>
    public static class TestReferenceSet
    {
        /// <summary>No reference-assembly package: the running runtime's assemblies are added instead, so tests run offline.</summary>
        public static ReferenceAssemblies Offline { get; } = new ReferenceAssemblies("net10.0");

        public static MetadataReference Log4Net { get; } = MetadataReference.CreateFromFile(typeof(log4net.LogManager).Assembly.Location);

        public static MetadataReference Appenders { get; } = MetadataReference.CreateFromFile(typeof(LogPerf.Appenders.AsyncAppenderSkeleton).Assembly.Location);

        /// <summary>The runtime and log4net: what a project that uses log4net references.</summary>
        public static ImmutableArray<MetadataReference> WithLog4Net { get; } = TestReferences.Framework.Add(Log4Net);

        /// <summary>The runtime, log4net and LogPerf.Appenders: a project that installed the LogPerf.Appenders package.</summary>
        public static ImmutableArray<MetadataReference> WithAppenders { get; } = WithLog4Net.Add(Appenders);
    }
}
