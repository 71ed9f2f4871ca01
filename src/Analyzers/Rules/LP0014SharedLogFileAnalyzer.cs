using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0014: a log4net file appender holding its file with ExclusiveLock (the default) or NoLock where another writer
    /// needs the same file: another file appender of the same configuration that events reach and whose file resolves to
    /// the same path, or, in a Web.config (loaded by every worker process of an application pool), the same appender in
    /// another process when its file name has no per-process part. Appenders whose locking model lets writers take turns
    /// (MinimalLock, InterProcessLock) or comes from outside log4net are not reported.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0014SharedLogFileAnalyzer : Log4NetAnalyzer
    {
        /// <summary>The lockingModel type the fix writes.</summary>
        public const string InterProcessType = "log4net.Appender.FileAppender+InterProcessLock";


        /// <summary>How many of the other writers of a file a message names.</summary>
        private const int NamedWriters = 5;

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.SharedLogFile);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source) =>
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { FileAppender: not null } symbols)
                {
                    AnalyzeConfig(config, symbols);
                }
            });

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var traffic = EventTraffic.For(config.Types, symbols);
            var isWebConfig = ConfigFileNames.IsWebConfig(config.Path);
            foreach (var section in config.File.Sections)
            {
                var writers = new List<(AppenderDefinition Appender, ConfigNode File, string Key, bool Holds)>();
                foreach (var appender in section.Appenders)
                {
                    // Outside a Web.config only a file that two appenders name can be shared: the section's count of the
                    // writers of each file (by the path key alone, all appenders) rules out the others at a lookup each.
                    if (!isWebConfig && !FileWriters.IsShared(section, appender))
                    {
                        continue;
                    }

                    if (appender.Node.IsComplete && IsFileAppender(config.Types.Resolve(appender.TypeName), symbols)
                        && appender.Node.Property(Log4NetConfigNames.File) is { Value: { Length: > 0 } path } file
                        && traffic.AnyEventsReach(section, appender))
                    {
                        writers.Add((appender, file, Key(appender, path), HoldsTheFile(appender, config.Types, symbols)));
                    }
                }

                var groups = writers.GroupBy(w => w.Key).Select(g => g.ToList()).ToList();
                foreach (var group in groups.Where(g => g.Count > 1))
                {
                    // Each message names a few of the others and counts the rest, so a file shared by thousands of appenders
                    // costs a message of bounded length per appender, not one that lists them all.
                    var named = group.Take(NamedWriters + 1).ToList();
                    foreach (var writer in group.Where(w => w.Holds))
                    {
                        var others = named.Where(o => o.Appender != writer.Appender).Take(NamedWriters).Select(o => $"'{ConfigText.Short(o.Appender.Name ?? "?")}'").ToList();
                        var more = group.Count - 1 - others.Count;
                        var list = string.Join(", ", others) + (more > 0 ? $" and {more.ToString("N0", CultureInfo.InvariantCulture)} more" : string.Empty);
                        Report(config, writer.Appender, writer.File, $"and so does {(group.Count > 2 ? "appenders" : "appender")} {list} of this configuration");
                    }
                }

                if (isWebConfig)
                {
                    foreach (var group in groups.Where(g => g.Count == 1))
                    {
                        var writer = group[0];
                        if (writer.Holds && !LogFilePaths.HasPerProcessPart(writer.File.Value!))
                        {
                            Report(config, writer.Appender, writer.File, "and a Web.config is loaded by every worker process of its application pool (an overlapped recycle, a web garden) with no per-process part in the file name");
                        }
                    }
                }
            }
        }

        private static void Report(ConfigFileContext config, AppenderDefinition appender, ConfigNode file, string why)
        {
            var span = file.Attribute("value")?.ValueSpan ?? file.Span;
            var lockingModel = appender.Node.Property(Log4NetConfigNames.LockingModel);
            var data = appender.Name is { } name
                ? new SharedLogFileFinding(
                    name,
                    appender.Node.IsComplete ? lockingModel?.TypeAttribute?.ValueSpan : null,
                    lockingModel is null ? ChildInsertion.Into(appender.Node) : null).WriteTo(default)
                : default;
            config.Report(
                Descriptors.SharedLogFile, span, data,
                appender.DisplayName, ConfigText.Short(file.Value!.Trim()), lockingModel is null ? "ExclusiveLock (the default)" : ShortName(lockingModel.TypeName), why);
        }

        private static string ShortName(string? typeName)
        {
            var name = TypeNameResolver.MetadataName(typeName ?? string.Empty) ?? string.Empty;
            var plus = name.LastIndexOf('+');
            return plus >= 0 ? name.Substring(plus + 1) : name;
        }

        /// <summary>log4net's FileAppender and its subclasses that write through its locking model (not LogPerf's memory-mapped one).</summary>
        private static bool IsFileAppender(ITypeSymbol? type, Log4NetSymbols symbols) =>
            type.IsOrDerivesFrom(symbols.FileAppender) && !type.IsOrDerivesFrom(symbols.LogPerf.MemoryMappedFileAppender)
            && !symbols.OverridesOutsideLog4Net(type, symbols.SetFileWriter);

        /// <summary>ExclusiveLock (written or by default) and NoLock keep the file to themselves; the others take turns or are not log4net's.</summary>
        private static bool HoldsTheFile(AppenderDefinition appender, TypeNameResolver types, Log4NetSymbols symbols)
        {
            if (appender.Node.Property(Log4NetConfigNames.LockingModel) is not { } lockingModel)
            {
                return true;
            }

            var type = types.Resolve(lockingModel.TypeName);
            return type is not null && symbols.IsLog4NetType(type)
                && !type.IsOrDerivesFrom(symbols.MinimalLock) && !type.IsOrDerivesFrom(symbols.InterProcessLock);
        }

        /// <summary>
        /// The path key; a RollingFileAppender with staticLogFileName false writes the file name plus its date pattern, so that
        /// pattern (and the rolling style) is part of which file it writes.
        /// </summary>
        private static string Key(AppenderDefinition appender, string path)
        {
            var key = LogFilePaths.Key(path);
            if (!ConfigValues.Boolean(appender.Node.Property("staticLogFileName")?.Value, whenUnparsable: true))
            {
                key += "|" + appender.Node.Property("datePattern")?.Value + "|" + appender.Node.Property("rollingStyle")?.Value?.Trim().ToUpperInvariant()
                    + "|" + appender.Node.Property("preserveLogFileNameExtension")?.Value?.Trim().ToUpperInvariant();
            }

            return key;
        }
    }
}
