using LogPerf.CodeFixes.Fixing;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Analysis;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Fixing
{
    /// <summary>Which findings have a fix on offer, asked of the fixers exactly as <c>logperf fix</c> will ask them.</summary>
    internal static class Fixability
    {
        public static async Task<IReadOnlyList<Finding>> FixableAsync(
            LogPerfComponents components, Solution solution, IEnumerable<Finding> findings, CancellationToken cancellationToken)
        {
            var fixable = new List<Finding>();
            foreach (var finding in findings)
            {
                if (!components.FixersById.TryGetValue(finding.Id, out var fixers))
                {
                    continue;
                }

                foreach (var fixer in fixers)
                {
                    if ((await OfferedFixes.ForAsync(fixer, solution, finding, cancellationToken).ConfigureAwait(false)).Any())
                    {
                        fixable.Add(finding);
                        break;
                    }
                }
            }

            return fixable;
        }
    }
}
