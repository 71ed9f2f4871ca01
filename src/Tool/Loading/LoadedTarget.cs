using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Loading
{
    /// <summary>A loaded solution and the projects in it that the command checks and fixes.</summary>
    internal sealed record LoadedTarget(Solution Solution, ImmutableArray<ProjectId> Projects, IReadOnlyList<string> Notes);
}
