using System.IO;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.AnalyzerCost
{
    /// <summary>An additional file of the build (a config the analyzers read), as the compiler passes it.</summary>
    internal sealed class FileText : AdditionalText
    {
        public FileText(string path) => Path = path;

        public override string Path { get; }

        public override SourceText GetText(CancellationToken cancellationToken = default) => SourceText.From(File.ReadAllText(Path));
    }
}
