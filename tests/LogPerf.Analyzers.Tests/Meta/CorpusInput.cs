using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>One generated input: a config (an additional file) or a C# source, named so a failure says which.</summary>
    internal sealed class CorpusInput : AdditionalText
    {
        private readonly SourceText _text;

        public CorpusInput(string name, string path, string text, bool isSource = false)
        {
            Name = name;
            Path = path;
            Text = text;
            IsSource = isSource;
            _text = SourceText.From(text);
        }

        public string Name { get; }

        public override string Path { get; }

        public string Text { get; }

        public bool IsSource { get; }

        public override SourceText GetText(CancellationToken cancellationToken = default) => _text;

        public override string ToString() => Name;
    }
}
