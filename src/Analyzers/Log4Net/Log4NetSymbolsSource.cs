using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>The <see cref="Log4NetSymbols"/> of a compilation that references log4net, resolved on first use.</summary>
    public sealed class Log4NetSymbolsSource : SymbolsSource<Log4NetSymbols>
    {
        public Log4NetSymbolsSource(Compilation compilation)
            : base(compilation, Log4NetSymbols.For)
        {
        }
    }
}
