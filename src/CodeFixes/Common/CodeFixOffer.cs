namespace LogPerf.CodeFixes.Common
{
    /// <summary>One code fix a provider offers: its title and its equivalence key (which Fix All groups by).</summary>
    public sealed class CodeFixOffer
    {
        public CodeFixOffer(string equivalenceKey, string title)
        {
            EquivalenceKey = equivalenceKey;
            Title = title;
        }

        public string EquivalenceKey { get; }

        public string Title { get; }
    }
}
