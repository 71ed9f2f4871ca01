using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Names;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>LP0003: FileAppender+MinimalLock, in a config's lockingModel or created in code.</summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0003MinimalLockAnalyzer : Log4NetAnalyzer
    {
        private const string MinimalLockName = "log4net.Appender.FileAppender+MinimalLock";
        private const string InterProcessLockName = "log4net.Appender.FileAppender+InterProcessLock";

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.MinimalLock);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { MinimalLock: { } minimalLock } symbols)
                {
                    AnalyzeConfig(config, symbols, minimalLock);
                }
            });
            CandidateOperations.RegisterCreations(
                start, () => source.Symbols?.CreatableNames, t => t.IsOrDerivesFrom(source.Symbols?.MinimalLock), c =>
                {
                    if (source.Symbols?.MinimalLock is { } minimalLock)
                    {
                        AnalyzeCreation(c, minimalLock);
                    }
                });
        }

        /// <summary>Appenders no logger's events reach are left alone: log4net never creates them (or they never write).</summary>
        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols, INamedTypeSymbol minimalLock)
        {
            var traffic = EventTraffic.For(config.Types, symbols);
            foreach (var section in config.File.Sections)
            {
                var writers = WritersPerFile(section);
                foreach (var appender in section.Appenders)
                {
                    if (!traffic.AnyEventsReach(section, appender))
                    {
                        continue;
                    }

                    foreach (var lockingModel in appender.Node.Properties(Log4NetConfigNames.LockingModel))
                    {
                        if (config.Types.Resolve(lockingModel.TypeName).IsOrDerivesFrom(minimalLock) && lockingModel.TypeAttribute is { } type)
                        {
                            var shared = FileOf(appender) is { } file && writers[file] > 1;
                            config.Report(
                                Descriptors.MinimalLock,
                                lockingModel.Span,
                                new MinimalLockFinding(type.ValueSpan, InterProcessTypeName(type.Value), shared).Write(),
                                appender.DisplayName);
                        }
                    }
                }
            }
        }

        /// <summary>
        /// The file an appender writes (its file property) as the key LP0014 compares writers by (<see cref="LogFilePaths.Key"/>):
        /// case, separators, doubled separators and a leading "./" do not make two writers of one file two files.
        /// </summary>
        public static string? FileOf(AppenderDefinition appender) =>
            appender.Node.Property(Log4NetConfigNames.File)?.Value is { Length: > 0 } file ? LogFilePaths.Key(file) : null;

        /// <summary>
        /// How many appenders of the section write each file (counted once per section, not once per appender), those no
        /// events reach yet included: a misspelt ref that LP0009's fix corrects makes such an appender a writer beside the
        /// others (the fix-safety harness, generated log4net #180: LP0003 took the MinimalLock from the one reached writer,
        /// LP0009 then restored the second, and the two wrote one file under different locks, out of their threads' order).
        /// </summary>
        internal static Dictionary<string, int> WritersPerFile(Log4NetConfig section)
        {
            var writers = new Dictionary<string, int>(StringComparer.Ordinal);
            foreach (var appender in section.Appenders)
            {
                if (FileOf(appender) is { } file)
                {
                    writers[file] = writers.TryGetValue(file, out var count) ? count + 1 : 1;
                }
            }

            return writers;
        }

        private static void AnalyzeCreation(CandidateOperation context, INamedTypeSymbol minimalLock)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (creation.Type.IsOrDerivesFrom(minimalLock))
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.MinimalLock, creation.Syntax.GetLocation(), DescribeOwner(creation)));
            }
        }


        /// <summary>Keeps the assembly part and spacing the user wrote; a custom MinimalLock subclass becomes log4net's own.</summary>
        private static string InterProcessTypeName(string typeName) =>
            TypeNameResolver.MetadataName(typeName) == MinimalLockName
                ? typeName.Replace(MinimalLockName, InterProcessLockName)
                : InterProcessLockName + ", log4net";

        /// <summary>Names the appender type when the lock is assigned to its LockingModel property.</summary>
        private static string DescribeOwner(IObjectCreationOperation creation)
        {
            var parent = creation.Parent;
            while (parent is IConversionOperation)
            {
                parent = parent.Parent;
            }

            if (parent is ISimpleAssignmentOperation { Target: IPropertyReferenceOperation property } && property.Instance?.Type is { } owner)
            {
                return owner.Name;
            }

            return "This code";
        }
    }
}
