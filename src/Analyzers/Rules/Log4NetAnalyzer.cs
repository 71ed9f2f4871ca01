using LogPerf.Analyzers.Log4Net;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>A log4net rule: started when the compilation references log4net (<see cref="LibraryAnalyzer{TSource}"/>).</summary>
    public abstract class Log4NetAnalyzer : LibraryAnalyzer<Log4NetSymbolsSource>
    {
        protected Log4NetAnalyzer()
            : base(Log4NetSymbols.AssemblyName, c => new Log4NetSymbolsSource(c))
        {
        }
    }
}
