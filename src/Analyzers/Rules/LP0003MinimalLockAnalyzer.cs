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

            // Thousands of appenders name one locking model: the answer for the last type named is kept.
            var isMinimalLock = new DerivationTest(minimalLock);
            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    if (!traffic.AnyEventsReach(section, appender))
                    {
                        continue;
                    }

                    foreach (var lockingModel in appender.Node.Properties(Log4NetConfigNames.LockingModel))
                    {
                        if (isMinimalLock.IsOrDerivesFrom(config.Types.Resolve(lockingModel.TypeName)) && lockingModel.TypeAttribute is { } type)
                        {
                            var shared = FileWriters.IsShared(section, appender);
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
