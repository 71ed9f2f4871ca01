using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace LogPerf.Log4Net.Tests
{
    /// <summary>The log4net assembly this test run references, for test compilations.</summary>
    internal static class Log4NetReference
    {
        public static ImmutableArray<MetadataReference> References { get; } =
            ImmutableArray.Create<MetadataReference>(MetadataReference.CreateFromFile(typeof(log4net.LogManager).Assembly.Location));
    }
}
