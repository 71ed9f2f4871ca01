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
    /// LP0012: log4net's RemoteSyslogAppender or TelnetAppender where the referenced log4net sends through a bounded
    /// BackgroundSender (3.5.0 on: the type has EnqueueTimeoutMillis) and ordinary traffic reaches it on the caller's thread,
    /// with EnqueueTimeoutMillis not set to 0: a full queue makes each call wait. Earlier releases are LP0002's.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0012BoundedSenderBlocksAnalyzer : Log4NetAnalyzer
    {
        public const string TimeoutSetting = "EnqueueTimeoutMillis";

        private const string QueueSizeSetting = "SendQueueSize";

        /// <summary>The settings that bound a message's size: the switch keeps them, or writes log4net's largest datagram.</summary>
        public static readonly ImmutableArray<string> SizeSettings = ImmutableArray.Create("MaxMessageSize", "MaxDatagramSize");

        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.BoundedSenderBlocks);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var senders = new Lazy<ImmutableArray<Sender>>(() => source.Symbols is { } symbols ? Sender.Of(symbols) : ImmutableArray<Sender>.Empty);
            ConfigFileActions.Register(start, config =>
            {
                if (!senders.Value.IsEmpty)
                {
                    AnalyzeConfig(config, source.Symbols!, senders.Value);
                }
            });
            CandidateOperations.RegisterCreations(
                start,
                () => source.Symbols?.CreatableNames,
                t => Match(t, senders.Value) != null,
                c => AnalyzeCreation(c, source.Symbols!, senders.Value));
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols, ImmutableArray<Sender> senders)
        {
            var traffic = EventTraffic.For(config.Types, symbols);
            var tests = new DerivationTest[senders.Length];
            for (var i = 0; i < senders.Length; i++)
            {
                tests[i] = new DerivationTest(senders[i].Type);
            }

            foreach (var section in config.File.Sections)
            {
                foreach (var appender in section.Appenders)
                {
                    if (!appender.Node.IsComplete || appender.Node.TypeAttribute is not { } typeAttribute
                        || Match(config.Types.Resolve(appender.TypeName), senders, tests) is not { } sender
                        || !traffic.OrdinaryEventsReachOnCallerThread(section, appender))
                    {
                        continue;
                    }

                    var timeout = appender.Node.Property(TimeoutSetting);
                    var waits = ConfigValues.Integer(timeout?.Value, sender.DefaultTimeout);
                    if (waits <= 0)
                    {
                        continue;
                    }

                    var queue = ConfigValues.Integer(appender.Node.Property(QueueSizeSetting)?.Value, sender.DefaultQueue);
                    var span = timeout?.Attribute("value")?.ValueSpan ?? typeAttribute.ValueSpan;
                    var data = new BoundedSenderFinding(
                        typeAttribute.ValueSpan,
                        setsSize: SizeSettings.Any(s => appender.Node.Property(s) != null),
                        setsTimeout: timeout != null,
                        timeoutValue: timeout?.Attribute("value")?.ValueSpan,
                        ChildInsertion.Into(appender.Node)!).WriteTo(Properties(sender, symbols));
                    config.Report(
                        Descriptors.BoundedSenderBlocks, span, data, $"{appender.DisplayName} ({sender.Type.Name})",
                        Version(symbols), queue.ToString("N0", System.Globalization.CultureInfo.InvariantCulture),
                        waits.ToString("N0", System.Globalization.CultureInfo.InvariantCulture), Hint(sender, symbols));
                }
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols, ImmutableArray<Sender> senders)
        {
            if (context.Operation is not IObjectCreationOperation creation || Match(creation.Type, senders) is not { } sender
                || CodeAppenderReader.Read(creation, symbols) is not { } appender)
            {
                return;
            }

            var timeout = appender.Setting(TimeoutSetting);
            var waits = timeout is null ? sender.DefaultTimeout : timeout.ConstantValue is { HasValue: true, Value: int value } ? value : -1;
            if (waits == 0)
            {
                return;
            }

            var queue = appender.Setting(QueueSizeSetting)?.ConstantValue is { HasValue: true, Value: int size } ? size : sender.DefaultQueue;
            context.ReportDiagnostic(Properties(sender, symbols).ToDiagnostic(
                Descriptors.BoundedSenderBlocks, creation.Syntax.GetLocation(), sender.Type.Name, Version(symbols),
                queue.ToString("N0", System.Globalization.CultureInfo.InvariantCulture),
                waits < 0 ? TimeoutSetting : waits.ToString("N0", System.Globalization.CultureInfo.InvariantCulture), Hint(sender, symbols)));
        }

        private static FixData Properties(Sender sender, Log4NetSymbols symbols) =>
            SyslogSenderFinding.Write(FixData.From(DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced)), sender.IsSyslog);

        private static string Hint(Sender sender, Log4NetSymbols symbols) =>
            sender.IsSyslog
                ? Descriptors.AppendersHint(symbols.LogPerf.IsReferenced, "switch to its AsyncRemoteSyslogAppender")
                : "; EnqueueTimeoutMillis=0 never waits (a full queue then drops the event at once, counted in DroppedItemCount)";

        private static string Version(Log4NetSymbols symbols)
        {
            var version = symbols.Log4NetAssembly.Identity.Version;
            return $"{version.Major}.{version.Minor}.{version.Build}";
        }

        private static Sender? Match(ITypeSymbol? type, ImmutableArray<Sender> senders) =>
            senders.FirstOrDefault(s => type.IsOrDerivesFrom(s.Type));

        /// <summary><see cref="Match(ITypeSymbol?, ImmutableArray{Sender})"/> for a config's appenders, one test per sender.</summary>
        private static Sender? Match(ITypeSymbol? type, ImmutableArray<Sender> senders, DerivationTest[] tests)
        {
            for (var i = 0; i < senders.Length; i++)
            {
                if (tests[i].IsOrDerivesFrom(type))
                {
                    return senders[i];
                }
            }

            return null;
        }

        /// <summary>A log4net appender that sends through the bounded BackgroundSender, with its defaults (read from log4net 3.5.0).</summary>
        private sealed class Sender
        {
            private Sender(INamedTypeSymbol type, bool isSyslog, int defaultTimeout)
            {
                Type = type;
                IsSyslog = isSyslog;
                DefaultTimeout = defaultTimeout;
            }

            public INamedTypeSymbol Type { get; }

            public bool IsSyslog { get; }

            public int DefaultTimeout { get; }

            public int DefaultQueue => 500;

            /// <summary>The appenders of this log4net that have EnqueueTimeoutMillis: the bounded sender came with it (3.5.0).</summary>
            public static ImmutableArray<Sender> Of(Log4NetSymbols symbols)
            {
                var found = ImmutableArray.CreateBuilder<Sender>(2);
                if (HasTimeout(symbols.RemoteSyslogAppender))
                {
                    found.Add(new Sender(symbols.RemoteSyslogAppender!, isSyslog: true, defaultTimeout: 5000));
                }

                if (HasTimeout(symbols.TelnetAppender))
                {
                    found.Add(new Sender(symbols.TelnetAppender!, isSyslog: false, defaultTimeout: 50));
                }

                return found.ToImmutable();
            }

            private static bool HasTimeout(INamedTypeSymbol? type) =>
                type != null && type.GetMembers(TimeoutSetting).Any(m => m is IPropertySymbol);
        }
    }
}
