using System.Collections.Immutable;
using System.Linq;
using LogPerf.Shared;

namespace LogPerf.Analyzers.Log4Net
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

        /// <summary>Messages name a few reasons, so joining stays cheap however many layouts a forwarder feeds.</summary>
        private const int MaxReasons = 8;

        public FixRequirement Union(FixRequirement other)
        {
            if (other.Reasons.IsEmpty || Reasons.Length >= MaxReasons)
            {
                return new FixRequirement(Flags | other.Flags, Reasons);
            }

            if (Reasons.IsEmpty && other.Reasons.Length <= MaxReasons)
            {
                // What the join below would build, without building it: every forwarder of a chain joins its successor's value.
                return new FixRequirement(Flags | other.Flags, other.Reasons);
            }

            var reasons = Reasons;
            if (reasons == other.Reasons || ContainsAll(reasons, other.Reasons))
            {
                // Nothing new to say (the usual case when many appenders share layouts): no new array.
                return new FixRequirement(Flags | other.Flags, reasons);
            }

            return new FixRequirement(Flags | other.Flags, reasons.AddRange(other.Reasons.Where(r => !reasons.Contains(r)).Take(MaxReasons - reasons.Length)));
        }

        private static bool ContainsAll(ImmutableArray<string> reasons, ImmutableArray<string> others)
        {
            foreach (var other in others)
            {
                if (!reasons.Contains(other))
                {
                    return false;
                }
            }

            return true;
        }

        public string DescribeReasons() => Reasons.IsEmpty ? "exception output" : string.Join(", ", Reasons);
    }
}
