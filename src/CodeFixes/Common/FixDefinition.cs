namespace LogPerf.CodeFixes.Common
{
    /// <summary>One fix a provider offers: its title and its equivalence key (which Fix All groups by).</summary>
    public sealed class FixDefinition
    {
        public FixDefinition(string equivalenceKey, string title)
        {
            EquivalenceKey = equivalenceKey;
            Title = title;
        }

        public string EquivalenceKey { get; }

        public string Title { get; }
    }
}
