using LogPerf.Analyzers.NLog;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>An NLog rule: started when the compilation references NLog (<see cref="LibraryAnalyzer{TSource}"/>).</summary>
    public abstract class NLogAnalyzer : LibraryAnalyzer<NLogSymbolsSource>
    {
        protected NLogAnalyzer()
            : base(NLogSymbols.AssemblyName, c => new NLogSymbolsSource(c))
        {
        }
    }
}
