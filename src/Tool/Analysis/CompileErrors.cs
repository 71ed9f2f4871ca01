using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Analysis
{
    /// <summary>A project whose C# does not compile: how many errors, and the first, to show the user.</summary>
    internal sealed record CompileErrors(string ProjectName, int Count, Diagnostic First);
}
