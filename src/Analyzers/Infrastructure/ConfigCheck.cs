using System;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>One rule's check of one config file's text, reporting through <paramref name="report"/>.</summary>
    public delegate void ConfigCheck(AdditionalText file, SourceText text, Action<Diagnostic> report);
}
