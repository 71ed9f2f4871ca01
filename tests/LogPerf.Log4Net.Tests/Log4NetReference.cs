using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace LogPerf.Log4Net.Tests
{
    /// <summary>The log4net assembly this test run references, for test compilations.</summary>
    internal static class Log4NetReference
    {
        public static ImmutableArray<MetadataReference> References { get; } =
            ImmutableArray.Create<MetadataReference>(MetadataReference.CreateFromFile(typeof(log4net.LogManager).Assembly.Location));

        /// <summary>log4net and LogPerf.Appenders, for code that fixes target the bundled appenders.</summary>
        public static ImmutableArray<MetadataReference> WithAppenders { get; } =
            References.Add(MetadataReference.CreateFromFile(typeof(LogPerf.Appenders.AsyncAppenderSkeleton).Assembly.Location));
    }
}
