using System;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0002: log4net's RemoteSyslogAppender or UdpAppender where the referenced log4net (its version and the
    /// target framework of its build) blocks the caller or queues without bound.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0002BlockingNetworkAppenderAnalyzer : Log4NetAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.BlockingNetworkAppender);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var blocking = new Lazy<Blocking?>(() => source.Symbols is { } symbols ? Blocking.Of(symbols) : null);
            ConfigFileActions.Register(start, config =>
            {
                if (blocking.Value is { } found)
                {
                    AnalyzeConfig(config, found.Findings, found.Version, found.Appenders);
                }
            });
            CandidateOperations.RegisterCreations(
                start,
                () => source.Symbols?.CreatableNames,
                t => blocking.Value is { } found && Match(t, found.Findings) != null,
                c => AnalyzeCreation(c, blocking.Value!.Findings, blocking.Value.Version, blocking.Value.Appenders));
        }

        private static void AnalyzeConfig(ConfigFileContext config, ImmutableArray<Finding> findings, string version, bool appenders)
        {
            foreach (var appender in config.File.Sections.SelectMany(s => s.Appenders))
            {
                var type = config.Types.Resolve(appender.TypeName);
                if (appender.Node.TypeAttribute is { } typeAttribute && Match(type, findings) is { } finding)
                {
                    config.Report(
                        Descriptors.BlockingNetworkAppender,
                        typeAttribute.ValueSpan,
                        Properties(finding, appenders),
                        $"{appender.DisplayName} ({finding.Type.Name})",
                        version,
                        Explain(finding),
                        Hint(finding, appenders));
                }
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, ImmutableArray<Finding> findings, string version, bool appenders)
        {
            if (context.Operation is not IObjectCreationOperation creation)
            {
                return;
            }

            if (Match(creation.Type, findings) is { } finding)
            {
                context.ReportDiagnostic(Properties(finding, appenders).ToDiagnostic(
                    Descriptors.BlockingNetworkAppender,
                    creation.Syntax.GetLocation(),
                    finding.Type.Name,
                    version,
                    Explain(finding),
                    Hint(finding, appenders)));
            }
        }

        private static FixData Properties(Finding finding, bool appenders) =>
            SyslogSenderFinding.Write(FixData.From(DiagnosticProperties.Appenders(appenders)), finding.IsSyslog);

        private static string Hint(Finding finding, bool appenders) =>
            finding.IsSyslog ? Descriptors.AppendersHint(appenders, "switch to its AsyncRemoteSyslogAppender") : string.Empty;

        private static Finding? Match(ITypeSymbol? type, ImmutableArray<Finding> findings) =>
            findings.FirstOrDefault(f => type.IsOrDerivesFrom(f.Type));

        private static string Explain(Finding finding) => finding.Behavior == NetworkSendBehavior.Blocks
            ? "every event waits for its network send on the caller's thread (SendAsync(...).Wait())"
            : "every event is queued into an unbounded collection: a slow or stalled server grows memory until the process runs out";

        private static string? TargetFramework(Log4NetSymbols symbols)
        {
            foreach (var attribute in symbols.Log4NetAssembly.GetAttributes())
            {
                if (SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, symbols.Framework.TargetFrameworkAttribute))
                {
                    return attribute.ConstructorArguments.Length > 0 ? attribute.ConstructorArguments[0].Value as string : null;
                }
            }

            return null;
        }

        /// <summary>What the referenced log4net does wrong, if anything: the findings, its version as messages show it, and whether fixes may write LogPerf.Appenders types.</summary>
        private sealed class Blocking
        {
            private Blocking(ImmutableArray<Finding> findings, string version, bool appenders)
            {
                Findings = findings;
                Version = version;
                Appenders = appenders;
            }

            public ImmutableArray<Finding> Findings { get; }

            public string Version { get; }

            public bool Appenders { get; }

            /// <summary>Null when both appenders send fine with this log4net (the rule then reports nothing).</summary>
            public static Blocking? Of(Log4NetSymbols symbols)
            {
                var version = symbols.Log4NetAssembly.Identity.Version;
                var framework = TargetFramework(symbols);
                var findings = ImmutableArray.CreateBuilder<Finding>(2);
                Add(findings, symbols.RemoteSyslogAppender, NetworkSendBehaviors.RemoteSyslog(version, framework), isSyslog: true);
                Add(findings, symbols.UdpAppender, NetworkSendBehaviors.Udp(version, framework), isSyslog: false);
                return findings.Count == 0 ? null : new Blocking(findings.ToImmutable(), $"{version.Major}.{version.Minor}.{version.Build}", symbols.LogPerf.IsReferenced);
            }

            private static void Add(ImmutableArray<Finding>.Builder findings, INamedTypeSymbol? type, NetworkSendBehavior behavior, bool isSyslog)
            {
                if (type != null && behavior != NetworkSendBehavior.Fine)
                {
                    findings.Add(new Finding(type, behavior, isSyslog));
                }
            }
        }

        private sealed class Finding
        {
            public Finding(INamedTypeSymbol type, NetworkSendBehavior behavior, bool isSyslog)
            {
                Type = type;
                Behavior = behavior;
                IsSyslog = isSyslog;
            }

            public INamedTypeSymbol Type { get; }

            public NetworkSendBehavior Behavior { get; }

            public bool IsSyslog { get; }
        }
    }
}
