using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// Tests that keep every core busy for seconds (the generated corpus) run alone, after the parallel ones, so they
    /// do not slow the tests that bound their own time.
    /// </summary>
    [CollectionDefinition(Name, DisableParallelization = true)]
    public sealed class AloneCollection
    {
        public const string Name = "Runs alone";
    }
}
