using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Loading
{
    /// <summary>
    /// A loaded solution and the projects in it that the command checks and fixes; what loading found to say (notes,
    /// and warnings such as a missing ProjectReference), and the wanted projects that did not load.
    /// </summary>
    internal sealed record LoadedTarget(
        Solution Solution, ImmutableArray<ProjectId> Projects, IReadOnlyList<string> Notes, IReadOnlyList<string> Warnings, IReadOnlyList<string> NotLoaded);
}
