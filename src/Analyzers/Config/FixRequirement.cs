using System.Collections.Immutable;
using System.Linq;
using LogPerf.Shared;

namespace LogPerf.Analyzers.Config
{
    /// <summary>The FixFlags some layouts need, and what in them needs each (e.g. "%thread", "XmlLayout").</summary>
    internal readonly struct FixRequirement
    {
        public static readonly FixRequirement None = new FixRequirement(FixFlagsValues.None, ImmutableArray<string>.Empty);

        public FixRequirement(FixFlagsValues flags, ImmutableArray<string> reasons)
        {
            Flags = flags;
            Reasons = reasons;
        }

        public FixFlagsValues Flags { get; }

        public ImmutableArray<string> Reasons { get; }

        public bool NeedsEverything => (Flags & FixFlagsValues.All) == FixFlagsValues.All;

        public static FixRequirement Everything(string reason) => new FixRequirement(FixFlagsValues.All, ImmutableArray.Create(reason));

        public FixRequirement Union(FixRequirement other)
        {
            var reasons = Reasons;
            return new FixRequirement(Flags | other.Flags, reasons.AddRange(other.Reasons.Where(r => !reasons.Contains(r))));
        }

        public string DescribeReasons() => Reasons.IsEmpty ? "exception output" : string.Join(", ", Reasons);
    }
}
