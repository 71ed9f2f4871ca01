using System;
using System.Collections.Immutable;
using System.Linq;
using System.Runtime.CompilerServices;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Every log4net type and member a rule or fix compares against, with the framework's and LogPerf's own, resolved
    /// once per compilation from the log4net assembly itself (<see cref="TypeLookup"/>). <see cref="For"/> returns
    /// null when log4net is not referenced, so analyzers register nothing.
    /// </summary>
    public sealed class Log4NetSymbols
    {
        public const string AssemblyName = "log4net";

        /// <summary>The names of XmlConfigurator's methods that read a config file (<see cref="XmlConfigure"/>).</summary>
        public static readonly ImmutableHashSet<string> XmlConfigureNames = ImmutableHashSet.Create("Configure", "ConfigureAndWatch");

        private const string Anchor = "log4net.Appender.AppenderSkeleton";
        private static readonly ConditionalWeakTable<Compilation, Log4NetSymbols?> Cache = new ConditionalWeakTable<Compilation, Log4NetSymbols?>();

        private Log4NetSymbols(Compilation compilation, IAssemblySymbol log4net)
        {
            Log4NetAssembly = log4net;
            AppenderSkeleton = Type(Anchor)!;
            Appender = Type("log4net.Appender.IAppender");
            AppenderAttachable = Type("log4net.Core.IAppenderAttachable");
            BulkAppender = Type("log4net.Appender.IBulkAppender");
            FileAppender = Type("log4net.Appender.FileAppender");
            RollingFileAppender = Type("log4net.Appender.RollingFileAppender");
            BufferingAppenderSkeleton = Type("log4net.Appender.BufferingAppenderSkeleton");
            BufferingForwardingAppender = Type("log4net.Appender.BufferingForwardingAppender");
            ForwardingAppender = Type("log4net.Appender.ForwardingAppender");
            RemoteSyslogAppender = Type("log4net.Appender.RemoteSyslogAppender");
            TraceAppender = Type("log4net.Appender.TraceAppender");
            DebugAppender = Type("log4net.Appender.DebugAppender");
            AspNetTraceAppender = Type("log4net.Appender.AspNetTraceAppender");
            EventLogAppender = Type("log4net.Appender.EventLogAppender");
            UdpAppender = Type("log4net.Appender.UdpAppender");
            TelnetAppender = Type("log4net.Appender.TelnetAppender");
            AdoNetAppender = Type("log4net.Appender.AdoNetAppender");
            SmtpAppender = Type("log4net.Appender.SmtpAppender");
            MinimalLock = Type("log4net.Appender.FileAppender+MinimalLock");
            ExclusiveLock = Type("log4net.Appender.FileAppender+ExclusiveLock");
            InterProcessLock = Type("log4net.Appender.FileAppender+InterProcessLock");
            LockingModelBase = Type("log4net.Appender.FileAppender+LockingModelBase");
            FixFlags = Type("log4net.Core.FixFlags");
            PatternLayout = Type("log4net.Layout.PatternLayout");
            SimpleLayout = Type("log4net.Layout.SimpleLayout");
            ExceptionLayout = Type("log4net.Layout.ExceptionLayout");
            XmlLayoutBase = Type("log4net.Layout.XmlLayoutBase");
            RawTimeStampLayout = Type("log4net.Layout.RawTimeStampLayout");
            RawUtcTimeStampLayout = Type("log4net.Layout.RawUtcTimeStampLayout");
            RawPropertyLayout = Type("log4net.Layout.RawPropertyLayout");
            LevelRangeFilter = Type("log4net.Filter.LevelRangeFilter");
            LevelMatchFilter = Type("log4net.Filter.LevelMatchFilter");
            DenyAllFilter = Type("log4net.Filter.DenyAllFilter");
            Log = Type("log4net.ILog");
            XmlConfiguratorAttribute = Type("log4net.Config.XmlConfiguratorAttribute");

            var hierarchyLogger = Type("log4net.Repository.Hierarchy.Logger");
            AddAppender = Methods(hierarchyLogger, "AddAppender");
            BasicConfigure = Methods(Type("log4net.Config.BasicConfigurator"), "Configure");
            XmlConfigure = Methods(Type("log4net.Config.XmlConfigurator"), XmlConfigureNames.ToArray());
            ConversionPattern = PatternLayout?.GetMembers("ConversionPattern").OfType<IPropertySymbol>().FirstOrDefault();
            LockingModel = FileAppender?.GetMembers("LockingModel").OfType<IPropertySymbol>().FirstOrDefault();
            SendBuffer = Methods(BufferingAppenderSkeleton, "SendBuffer");
            BufferedAppendPath = Methods(BufferingAppenderSkeleton, "SendBuffer", "SendFromBuffer");
            ForwardingAppend = Methods(ForwardingAppender, "Append");
            SetFileWriter = Methods(FileAppender, "SetQWForFiles");

            Framework = new FrameworkSymbols(compilation);
            LogPerf = new LogPerfAppenderSymbols(compilation, log4net);
            _creatableNames = new Lazy<CreatableTypeNames>(() => new CreatableTypeNames(compilation, log4net));

            INamedTypeSymbol? Type(string name) => TypeLookup.In(log4net, name);
        }

        private readonly Lazy<CreatableTypeNames> _creatableNames;

        public IAssemblySymbol Log4NetAssembly { get; }

        /// <summary>The simple names under which code can create log4net's types and types derived from them (a pre-filter before binding).</summary>
        public CreatableTypeNames CreatableNames => _creatableNames.Value;

        public FrameworkSymbols Framework { get; }

        /// <summary>LogPerf's bundled appenders (resolved when LogPerf.Appenders is referenced).</summary>
        public LogPerfAppenderSymbols LogPerf { get; }

        public INamedTypeSymbol AppenderSkeleton { get; }

        public INamedTypeSymbol? Appender { get; }

        public INamedTypeSymbol? BulkAppender { get; }

        /// <summary>log4net.Core.IAppenderAttachable: the appenders whose appender-refs log4net follows (forwarders).</summary>
        public INamedTypeSymbol? AppenderAttachable { get; }

        public INamedTypeSymbol? FileAppender { get; }

        public INamedTypeSymbol? RollingFileAppender { get; }

        public INamedTypeSymbol? BufferingAppenderSkeleton { get; }

        public INamedTypeSymbol? BufferingForwardingAppender { get; }

        /// <summary>log4net.Appender.ForwardingAppender: hands each event to its appenders on the caller's thread.</summary>
        public INamedTypeSymbol? ForwardingAppender { get; }

        public INamedTypeSymbol? RemoteSyslogAppender { get; }

        /// <summary>Renders its Category (a PatternLayout, "%logger" by default) for every event, beside its layout.</summary>
        public INamedTypeSymbol? TraceAppender { get; }

        /// <summary>Renders its Category (a PatternLayout, "%logger" by default) for every event, beside its layout.</summary>
        public INamedTypeSymbol? DebugAppender { get; }

        /// <summary>Renders its Category (a PatternLayout, "%logger" by default) for every event (.NET Framework builds only).</summary>
        public INamedTypeSymbol? AspNetTraceAppender { get; }

        /// <summary>Reads the event's EventID and Category properties for every event (.NET Framework builds only).</summary>
        public INamedTypeSymbol? EventLogAppender { get; }

        public INamedTypeSymbol? UdpAppender { get; }

        public INamedTypeSymbol? TelnetAppender { get; }

        public INamedTypeSymbol? AdoNetAppender { get; }

        public INamedTypeSymbol? SmtpAppender { get; }

        public INamedTypeSymbol? MinimalLock { get; }

        public INamedTypeSymbol? ExclusiveLock { get; }

        public INamedTypeSymbol? InterProcessLock { get; }

        /// <summary>FileAppender.LockingModelBase: every locking model, log4net's own and others'.</summary>
        public INamedTypeSymbol? LockingModelBase { get; }

        public INamedTypeSymbol? FixFlags { get; }

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

        /// <summary>log4net.ILog, whose level methods LP0010 reads.</summary>
        public INamedTypeSymbol? Log { get; }

        public INamedTypeSymbol? XmlConfiguratorAttribute { get; }

        /// <summary>FileAppender.LockingModel.</summary>
        public IPropertySymbol? LockingModel { get; }

        /// <summary>PatternLayout.ConversionPattern.</summary>
        public IPropertySymbol? ConversionPattern { get; }

        /// <summary>BufferingAppenderSkeleton.SendBuffer: where a buffering appender's full buffer goes.</summary>
        public ImmutableArray<IMethodSymbol> SendBuffer { get; }

        /// <summary>
        /// BufferingAppenderSkeleton.SendBuffer and SendFromBuffer: its Append calls them on the caller's thread when the
        /// buffer fills (DoAppend → Append → SendFromBuffer → SendBuffer), or for every event when BufferSize is 1 or less.
        /// </summary>
        public ImmutableArray<IMethodSymbol> BufferedAppendPath { get; }

        /// <summary>ForwardingAppender.Append overloads: hand each event on, on the caller's thread.</summary>
        public ImmutableArray<IMethodSymbol> ForwardingAppend { get; }

        /// <summary>FileAppender.SetQWForFiles overloads: choose the writer a file appender writes (and flushes) through.</summary>
        public ImmutableArray<IMethodSymbol> SetFileWriter { get; }

        /// <summary>Hierarchy Logger.AddAppender: makes a logger reach an appender directly.</summary>
        public ImmutableArray<IMethodSymbol> AddAppender { get; }

        /// <summary>BasicConfigurator.Configure overloads: make the root reach the appenders passed.</summary>
        public ImmutableArray<IMethodSymbol> BasicConfigure { get; }

        /// <summary>XmlConfigurator.Configure and ConfigureAndWatch overloads.</summary>
        public ImmutableArray<IMethodSymbol> XmlConfigure { get; }

        /// <summary>The known types of a compilation, or null when it does not reference log4net; computed once per compilation.</summary>
        public static Log4NetSymbols? For(Compilation compilation) =>
            Cache.GetValue(compilation, c => TypeLookup.NamedAssembly(c, Anchor, AssemblyName) is { } log4net ? new Log4NetSymbols(c, log4net) : null);

        /// <summary>True when <paramref name="type"/> is defined by the referenced log4net itself.</summary>
        public bool IsLog4NetType(ITypeSymbol? type) =>
            type != null && SymbolEqualityComparer.Default.Equals(type.ContainingAssembly, Log4NetAssembly);

        /// <summary>
        /// True when <paramref name="type"/>, or one of its bases defined outside log4net, overrides one of
        /// <paramref name="methods"/> (log4net's own): it does that part of the work itself, so it does not behave as
        /// the log4net class it derives from.
        /// </summary>
        public bool OverridesOutsideLog4Net(ITypeSymbol? type, ImmutableArray<IMethodSymbol> methods)
        {
            for (var current = type; current != null && !IsLog4NetType(current); current = current.BaseType)
            {
                foreach (var member in current.GetMembers())
                {
                    for (var method = (member as IMethodSymbol) is { IsOverride: true } o ? o.OverriddenMethod : null; method != null; method = method.OverriddenMethod)
                    {
                        if (KnownMembers.IsOneOf(method, methods))
                        {
                            return true;
                        }
                    }
                }
            }

            return false;
        }


        private static ImmutableArray<IMethodSymbol> Methods(INamedTypeSymbol? type, params string[] names) => KnownMembers.Methods(type, names);
    }
}
