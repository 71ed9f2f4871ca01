using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>The <see cref="NLogSymbols"/> of a compilation that references NLog, resolved on first use.</summary>
    public sealed class NLogSymbolsSource : SymbolsSource<NLogSymbols>
    {
        public NLogSymbolsSource(Compilation compilation)
            : base(compilation, NLogSymbols.For)
        {
        }
    }
}
