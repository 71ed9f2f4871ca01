using System.Collections.Immutable;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>What a call or attribute loads: a file named in code, the application's config file, or NLog's own default.</summary>
    internal readonly struct ConfigLoad
    {
        public static readonly ImmutableArray<string> AppConfigNames = ImmutableArray.Create("App.config", "Web.config");

        /// <summary>The file NLog looks for by itself (NLog.config, any case, beside the application).</summary>
        public static readonly ImmutableArray<string> NLogDefaultNames = ImmutableArray.Create("NLog.config");

        public const string Log4NetExtensionsDefault = "log4net.config";

        private ConfigLoad(ConfigLoadKind kind, string? path, ImmutableArray<string> names, bool byNLog)
        {
            Kind = kind;
            Path = path;
            Names = names;
            ByNLog = byNLog;
        }

        /// <summary>True for NLog's loads: any of them means NLog does not look for NLog.config by itself.</summary>
        public bool ByNLog { get; }

        public ConfigLoadKind Kind { get; }

        /// <summary>The path the code names, when it names one.</summary>
        public string? Path { get; }

        /// <summary>The file names that may hold what is loaded (compared ignoring case).</summary>
        public ImmutableArray<string> Names { get; }

        public static ConfigLoad File(string path, bool byNLog) =>
            new ConfigLoad(ConfigLoadKind.File, path, ImmutableArray.Create(ConfigFileArguments.FileName(path)), byNLog);

        /// <summary>log4net's XmlConfigurator with no file: the application's config file (App.config or Web.config in the project).</summary>
        public static ConfigLoad AppConfig { get; } = new ConfigLoad(ConfigLoadKind.File, null, AppConfigNames, byNLog: false);

        /// <summary>An explicit NLog load of its default files (LoadConfigurationFromFile() with no path).</summary>
        public static ConfigLoad NLogDefault { get; } = new ConfigLoad(ConfigLoadKind.File, null, NLogDefaultNames, byNLog: true);

        /// <summary>A call that starts NLog, which then loads NLog.config by itself unless the code loaded a config.</summary>
        public static ConfigLoad NLogEntry(bool hosting) =>
            new ConfigLoad(hosting ? ConfigLoadKind.NLogHostingEntry : ConfigLoadKind.NLogLoggerEntry, null, NLogDefaultNames, byNLog: false);

        public bool IsNLogEntry => Kind != ConfigLoadKind.File;
    }

    internal enum ConfigLoadKind
    {
        /// <summary>The code loads a config file itself.</summary>
        File,

        /// <summary>AddNLog/UseNLog: the place an application wires NLog in.</summary>
        NLogHostingEntry,

        /// <summary>LogManager.GetCurrentClassLogger/GetLogger.</summary>
        NLogLoggerEntry,
    }
}
