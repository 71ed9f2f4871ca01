using Xunit;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>Harness tests start library processes two at a time; running them one after the other keeps the 2-core machine at that.</summary>
    [CollectionDefinition(Name, DisableParallelization = true)]
    public sealed class HarnessCollection
    {
        public const string Name = "FixSafetyHarness";
    }
}
