using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// Whether the build copies an additional file to the output folder, as LogPerf's props tell the compiler
    /// (build_metadata.AdditionalFiles.LogPerfCopyToOutput, from the CopyToOutputDirectory of the file's None, Content or
    /// EmbeddedResource item: "true", "false", or "embedded" for an EmbeddedResource the application reads from its assembly).
    /// Only "false" is known not copied: unknown (the props did not run: another host, a test) and embedded files count as
    /// delivered, so rules stay silent.
    /// </summary>
    public static class CopyToOutput
    {
        public const string MetadataKey = "build_metadata.AdditionalFiles.LogPerfCopyToOutput";

        public static bool IsKnownNotCopied(AnalyzerOptions options, AdditionalText file) =>
            options.AnalyzerConfigOptionsProvider.GetOptions(file).TryGetValue(MetadataKey, out var value)
            && string.Equals(value?.Trim(), "false", System.StringComparison.OrdinalIgnoreCase);

        /// <summary>A compilation that builds an application, whose base folder is the output folder.</summary>
        public static bool IsExecutable(Compilation compilation) =>
            compilation.Options.OutputKind is OutputKind.ConsoleApplication or OutputKind.WindowsApplication or OutputKind.WindowsRuntimeApplication;
    }
}
