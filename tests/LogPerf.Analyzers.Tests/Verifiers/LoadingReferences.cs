using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// What test compilations reference to load configs through Microsoft.Extensions.Logging: the real
    /// Microsoft.Extensions.Logging.Log4Net.AspNetCore 3.1.0 (downloaded, not referenced by the tests) and NLog.Extensions.Logging.
    /// </summary>
    public static class LoadingReferences
    {
        private static readonly ImmutableArray<MetadataReference> Logging = ImmutableArray.Create<MetadataReference>(
            MetadataReference.CreateFromFile(typeof(Microsoft.Extensions.Logging.ILoggingBuilder).Assembly.Location),
            MetadataReference.CreateFromFile(typeof(Microsoft.Extensions.Logging.LoggerFactory).Assembly.Location),
            MetadataReference.CreateFromFile(typeof(Microsoft.Extensions.DependencyInjection.IServiceCollection).Assembly.Location),
            MetadataReference.CreateFromFile(typeof(Microsoft.Extensions.Configuration.IConfiguration).Assembly.Location));

        /// <summary>log4net, LogPerf.Appenders and AddLog4Net.</summary>
        public static ImmutableArray<MetadataReference> Log4NetExtensions { get; } =
            TestReferenceSet.WithAppenders.AddRange(Logging).Add(Downloaded("Log4Net.AspNetCore-3.1.0"));

        /// <summary>NLog 6.2 and NLog.Extensions.Logging's AddNLog.</summary>
        public static ImmutableArray<MetadataReference> NLogExtensions { get; } =
            NLogReferences.WithNLog.AddRange(Logging).Add(MetadataReference.CreateFromFile(typeof(global::NLog.Extensions.Logging.ConfigureExtensions).Assembly.Location));

        /// <summary>Both libraries, and LogPerf.Appenders.</summary>
        public static ImmutableArray<MetadataReference> Both { get; } = TestReferenceSet.WithAppenders.Add(NLogReferences.NLog6);

        private static MetadataReference Downloaded(string key)
        {
            var path = typeof(LoadingReferences).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == key).Value!;
            return File.Exists(path)
                ? MetadataReference.CreateFromFile(path)
                : throw new InvalidOperationException($"{key} was not downloaded to {path}: restore tests/LogPerf.Analyzers.Tests (PackageDownload).");
        }
    }
}
