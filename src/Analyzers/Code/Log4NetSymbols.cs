using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Code
{
    /// <summary>
    /// The log4net types the rules compare against, resolved once per compilation. <see cref="TryCreate"/> returns
    /// null when log4net is not referenced, so analyzers register nothing.
    /// </summary>
    public sealed class Log4NetSymbols
    {
        private Log4NetSymbols(Compilation compilation, INamedTypeSymbol appenderSkeleton)
        {
            AppenderSkeleton = appenderSkeleton;
            Appender = compilation.GetTypeByMetadataName("log4net.Appender.IAppender");
            FileAppender = compilation.GetTypeByMetadataName("log4net.Appender.FileAppender");
            BufferingForwardingAppender = compilation.GetTypeByMetadataName("log4net.Appender.BufferingForwardingAppender");
            BufferingAppenderSkeleton = compilation.GetTypeByMetadataName("log4net.Appender.BufferingAppenderSkeleton");
            HierarchyLogger = compilation.GetTypeByMetadataName("log4net.Repository.Hierarchy.Logger");
            BasicConfigurator = compilation.GetTypeByMetadataName("log4net.Config.BasicConfigurator");
            MemoryMappedFileAppender = compilation.GetTypeByMetadataName("LogPerf.Appenders.MemoryMappedFileAppender");
            PatternLayout = compilation.GetTypeByMetadataName("log4net.Layout.PatternLayout");
            SimpleLayout = compilation.GetTypeByMetadataName("log4net.Layout.SimpleLayout");
            ExceptionLayout = compilation.GetTypeByMetadataName("log4net.Layout.ExceptionLayout");
            XmlLayoutBase = compilation.GetTypeByMetadataName("log4net.Layout.XmlLayoutBase");
            RawTimeStampLayout = compilation.GetTypeByMetadataName("log4net.Layout.RawTimeStampLayout");
            RawUtcTimeStampLayout = compilation.GetTypeByMetadataName("log4net.Layout.RawUtcTimeStampLayout");
            RawPropertyLayout = compilation.GetTypeByMetadataName("log4net.Layout.RawPropertyLayout");
            LevelRangeFilter = compilation.GetTypeByMetadataName("log4net.Filter.LevelRangeFilter");
            LevelMatchFilter = compilation.GetTypeByMetadataName("log4net.Filter.LevelMatchFilter");
            DenyAllFilter = compilation.GetTypeByMetadataName("log4net.Filter.DenyAllFilter");
            MinimalLock = compilation.GetTypeByMetadataName("log4net.Appender.FileAppender+MinimalLock");
            ExclusiveLock = compilation.GetTypeByMetadataName("log4net.Appender.FileAppender+ExclusiveLock");
            InterProcessLock = compilation.GetTypeByMetadataName("log4net.Appender.FileAppender+InterProcessLock");
            Log4NetAssembly = appenderSkeleton.ContainingAssembly;
        }

        public IAssemblySymbol Log4NetAssembly { get; }

        public INamedTypeSymbol AppenderSkeleton { get; }

        public INamedTypeSymbol? Appender { get; }

        public INamedTypeSymbol? FileAppender { get; }

        public INamedTypeSymbol? BufferingAppenderSkeleton { get; }

        public INamedTypeSymbol? BufferingForwardingAppender { get; }

        public INamedTypeSymbol? HierarchyLogger { get; }

        public INamedTypeSymbol? BasicConfigurator { get; }

        /// <summary>LogPerf's own appender, when the project references LogPerf.Appenders.</summary>
        public INamedTypeSymbol? MemoryMappedFileAppender { get; }

        public INamedTypeSymbol? PatternLayout { get; }

        public INamedTypeSymbol? SimpleLayout { get; }

        public INamedTypeSymbol? ExceptionLayout { get; }

        /// <summary>XmlLayout and XmlLayoutSchemaLog4j.</summary>
        public INamedTypeSymbol? XmlLayoutBase { get; }

        public INamedTypeSymbol? RawTimeStampLayout { get; }

        public INamedTypeSymbol? RawUtcTimeStampLayout { get; }

        public INamedTypeSymbol? RawPropertyLayout { get; }

        public INamedTypeSymbol? LevelRangeFilter { get; }

        public INamedTypeSymbol? LevelMatchFilter { get; }

        public INamedTypeSymbol? DenyAllFilter { get; }

        public INamedTypeSymbol? MinimalLock { get; }

        public INamedTypeSymbol? ExclusiveLock { get; }

        public INamedTypeSymbol? InterProcessLock { get; }

        public static Log4NetSymbols? TryCreate(Compilation compilation)
        {
            var skeleton = compilation.GetTypeByMetadataName("log4net.Appender.AppenderSkeleton");
            return skeleton is null ? null : new Log4NetSymbols(compilation, skeleton);
        }
    }
}
