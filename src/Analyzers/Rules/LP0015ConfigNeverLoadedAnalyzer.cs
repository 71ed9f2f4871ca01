using System;
using System.Collections.Immutable;
using System.Threading;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Rules.LP0015ConfigNeverLoaded;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0015: a log4net configuration (log4net.config, or a &lt;log4net&gt; section of App.config / Web.config) in an
    /// application that never loads one: an executable (or a Web.config's site, whose Global.asax code is in the project)
    /// whose source never names XmlConfigurator (call or assembly attribute), DOMConfigurator, AddLog4Net, UseLog4Net or
    /// Log4NetProvider, whose config files set no log4net.Config app setting and name no Common.Logging log4net adapter, and
    /// none of whose references configures log4net itself (<see cref="ReferencedConfigurators"/>). Libraries are left alone:
    /// the application that uses them loads the configuration.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0015ConfigNeverLoadedAnalyzer : Log4NetAnalyzer
    {
        /// <summary>Words whose presence in the source means the application may load a configuration.</summary>
        private static readonly string[] LoaderWords = { "XmlConfigurator", "DOMConfigurator", "AddLog4Net", "UseLog4Net", "Log4NetProvider" };

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.ConfigNeverLoaded);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var compilation = start.Compilation;
            var isExecutable = CopyToOutput.IsExecutable(compilation);
            var options = start.Options;
            var loadsSomewhere = new Lazy<bool>(() =>
                SourceWords.Scan(compilation, LoaderWords, CancellationToken.None).ContainsAny(LoaderWords)
                || LoadedByConfiguration(options.AdditionalFiles)
                || ReferencedConfigurators.Any(compilation, options));
            ConfigFileActions.Register(start, config =>
            {
                var isWebConfig = ConfigFileNames.IsWebConfig(config.Path);
                if ((!isExecutable && !isWebConfig) || loadsSomewhere.Value)
                {
                    return;
                }

                foreach (var section in config.File.Sections)
                {
                    var name = new Microsoft.CodeAnalysis.Text.TextSpan(section.Node.StartTagSpan.Start + 1, Log4NetConfig.SectionElement.Length);
                    config.Report(Descriptors.ConfigNeverLoaded, name, $"The log4net configuration in {ConfigFileNames.Of(config.Path)}");
                }
            });
        }

        /// <summary>
        /// The log4net.Config app setting (log4net's default repository loads the file it names) or a Common.Logging adapter
        /// for log4net (it loads the configuration from its own settings), in any config file the build sees.
        /// </summary>
        private static bool LoadedByConfiguration(ImmutableArray<AdditionalText> files)
        {
            foreach (var file in files)
            {
                if (file.GetText() is not { } text)
                {
                    continue;
                }

                if (AppSettings.Find(text, "log4net.Config") is { } setting && setting.Value.Value.Trim().Length > 0)
                {
                    return true;
                }

                if (ConfigContent.Of(text).IndexOf("Common.Logging.Log4Net", StringComparison.OrdinalIgnoreCase) >= 0)
                {
                    return true;
                }
            }

            return false;
        }
    }
}
