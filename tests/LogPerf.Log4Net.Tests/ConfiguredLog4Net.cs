using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using System.Xml;
using LogPerf.Analyzers.Tests.Harness;
using log4net;
using log4net.Config;
using log4net.Repository;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Log4Net.Tests
{
    /// <summary>Real log4net fed the XML a fix produced, in a temp folder deleted afterwards.</summary>
    internal sealed class ConfiguredLog4Net : IDisposable
    {
        public ConfiguredLog4Net() => Folder = Directory.CreateTempSubdirectory("logperf-").FullName;

        public string Folder { get; }

        /// <summary>A log file path in the folder, with forward slashes so it can go into XML as written.</summary>
        public string LogFile => Path.Combine(Folder, "app.log").Replace('\\', '/');

        /// <summary>The single diagnostic the analyzer reports in log4net.config, fixed with the given fix.</summary>
        public static async Task<string> FixSingleAsync(DiagnosticAnalyzer analyzer, CodeFixProvider fixer, string config, string key)
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", config));
            var solution = TestSolution.Create(new[] { project }, Log4NetReference.References);
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), analyzer);
            var fixedSolution = await CodeFixRunner.ApplyAsync(fixer, solution, result.Diagnostics.Single(), key);
            return await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config");
        }

        /// <summary>Configures a fresh repository from the XML (no DTDs, no resolver), logs, and shuts it down.</summary>
        public static ILoggerRepository Run(string config, Action<ILoggerRepository> log)
        {
            var xml = new XmlDocument { XmlResolver = null };
            xml.LoadXml(config);
            var repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
            XmlConfigurator.Configure(repository, xml.DocumentElement!);
            log(repository);
            repository.Shutdown();
            return repository;
        }

        public void Dispose() => Directory.Delete(Folder, recursive: true);
    }
}
