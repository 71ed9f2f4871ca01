using System.Runtime.CompilerServices;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>The types whose calls load a config file or start NLog, resolved once per compilation (null when not referenced).</summary>
    internal sealed class ConfigLoadSymbols
    {
        private static readonly ConditionalWeakTable<Compilation, ConfigLoadSymbols> Cache = new ConditionalWeakTable<Compilation, ConfigLoadSymbols>();

        private ConfigLoadSymbols(Compilation compilation)
        {
            Log4Net = Log4NetSymbols.For(compilation);
            var extensions = TypeLookup.LibraryAssembly(compilation, "Microsoft.Extensions.Logging.Log4NetExtensions", "Microsoft.Extensions.Logging.Log4Net.AspNetCore");
            Log4NetExtensions = TypeLookup.In(extensions, "Microsoft.Extensions.Logging.Log4NetExtensions");
            Log4NetProviderOptions = TypeLookup.In(extensions, "Microsoft.Extensions.Logging.Log4NetProviderOptions");

            var nlog = NLogSymbols.For(compilation)?.NLogAssembly;
            LogManager = TypeLookup.In(nlog, "NLog.LogManager");
            LogFactory = TypeLookup.In(nlog, "NLog.LogFactory");
            SetupBuilderExtensions = TypeLookup.In(nlog, "NLog.SetupBuilderExtensions");
            XmlLoggingConfiguration = TypeLookup.In(nlog, "NLog.Config.XmlLoggingConfiguration");
            if (nlog != null)
            {
                NLogLoggingExtensions = TypeLookup.In(
                    TypeLookup.LibraryAssembly(compilation, "NLog.Extensions.Logging.ConfigureExtensions", "NLog.Extensions.Logging"), "NLog.Extensions.Logging.ConfigureExtensions");
                var web = TypeLookup.LibraryAssembly(compilation, "NLog.Web.AspNetExtensions", "NLog.Web.AspNetCore");
                NLogWebExtensions = TypeLookup.In(web, "NLog.Web.AspNetExtensions");
                NLogBuilder = TypeLookup.In(web, "NLog.Web.NLogBuilder");
            }

            FileInfo = TypeLookup.Framework(compilation, "System.IO.FileInfo");
            Path = TypeLookup.Framework(compilation, "System.IO.Path");
        }

        public Log4NetSymbols? Log4Net { get; }

        /// <summary>Microsoft.Extensions.Logging.Log4Net.AspNetCore's AddLog4Net (log4net.config unless told otherwise).</summary>
        public INamedTypeSymbol? Log4NetExtensions { get; }

        public INamedTypeSymbol? Log4NetProviderOptions { get; }

        public INamedTypeSymbol? LogManager { get; }

        public INamedTypeSymbol? LogFactory { get; }

        /// <summary>NLog's <c>LogManager.Setup()</c> extensions: LoadConfigurationFromFile, GetCurrentClassLogger.</summary>
        public INamedTypeSymbol? SetupBuilderExtensions { get; }

        public INamedTypeSymbol? XmlLoggingConfiguration { get; }

        /// <summary>NLog.Extensions.Logging's AddNLog.</summary>
        public INamedTypeSymbol? NLogLoggingExtensions { get; }

        /// <summary>NLog.Web.AspNetCore's AddNLog, AddNLogWeb and UseNLog.</summary>
        public INamedTypeSymbol? NLogWebExtensions { get; }

        /// <summary>NLog.Web.AspNetCore's NLogBuilder.ConfigureNLog(file).</summary>
        public INamedTypeSymbol? NLogBuilder { get; }

        public INamedTypeSymbol? FileInfo { get; }

        public INamedTypeSymbol? Path { get; }

        public static ConfigLoadSymbols For(Compilation compilation) => Cache.GetValue(compilation, c => new ConfigLoadSymbols(c));
    }
}
