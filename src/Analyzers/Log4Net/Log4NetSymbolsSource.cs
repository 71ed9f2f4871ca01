using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// The known-type table of a compilation that references log4net, resolved on first use in an action rather than at
    /// compilation start: resolving binds the compilation's references and decodes log4net's namespaces, which the
    /// compiler does anyway once it binds the code, so a rule that waits for its first candidate finds that work done.
    /// </summary>
    public sealed class Log4NetSymbolsSource
    {
        private readonly Compilation _compilation;

        public Log4NetSymbolsSource(Compilation compilation) => _compilation = compilation;

        /// <summary>The table, or null when the referenced log4net lacks its anchor type (computed once per compilation).</summary>
        public Log4NetSymbols? Symbols => Log4NetSymbols.For(_compilation);
    }
}
