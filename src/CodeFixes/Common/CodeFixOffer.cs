namespace LogPerf.CodeFixes.Common
{
    /// <summary>One code fix a provider offers: its title and its equivalence key (which Fix All groups by).</summary>
    public sealed class CodeFixOffer
    {
        public CodeFixOffer(string equivalenceKey, string title, bool allowsLoss = false)
        {
            EquivalenceKey = equivalenceKey;
            Title = title;
            AllowsLoss = allowsLoss;
        }

        public string EquivalenceKey { get; }

        public string Title { get; }

        /// <summary>
        /// True for a fix that lets the fixed app lose events the original kept (its title says which): offered, but never
        /// the default, whatever its place in the list; tools apply it only when the user chooses it by name.
        /// </summary>
        public bool AllowsLoss { get; }
    }
}
