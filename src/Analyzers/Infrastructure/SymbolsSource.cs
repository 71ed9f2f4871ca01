using System;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// The known-type table of a compilation that references a logging library, resolved when a rule first asks rather
    /// than at compilation start: resolving binds the compilation's references and decodes the library's namespaces, which
    /// the compiler does anyway once it binds the code, so a rule that waits for its first candidate finds that work done.
    /// The table is computed once per compilation (the library's table caches it); null when the referenced assembly lacks
    /// the library's anchor type.
    /// </summary>
    public abstract class SymbolsSource<TSymbols>
        where TSymbols : class
    {
        private readonly Compilation _compilation;
        private readonly Func<Compilation, TSymbols?> _resolve;

        protected SymbolsSource(Compilation compilation, Func<Compilation, TSymbols?> resolve)
        {
            _compilation = compilation;
            _resolve = resolve;
        }

        /// <summary>The table, or null when the referenced library lacks its anchor type.</summary>
        public TSymbols? Symbols => _resolve(_compilation);
    }
}
