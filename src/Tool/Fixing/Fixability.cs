using LogPerf.CodeFixes.Fixing;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Analysis;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Fixing
{
    /// <summary>
    /// Which findings <c>logperf fix</c> fixes by default: those with a fix on offer, asked of the fixers exactly as it
    /// will ask them, that may be applied by default (a fix that allows a loss is applied only when chosen by name).
    /// </summary>
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
                    var offered = await OfferedFixes.ForAsync(fixer, solution, finding, cancellationToken).ConfigureAwait(false);
                    if (offered.Any(a => FixSelection.MayBeDefault(fixer, a)))
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
