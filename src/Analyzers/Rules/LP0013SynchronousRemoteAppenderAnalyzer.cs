using System.Collections.Immutable;
using System.Globalization;
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
    /// <summary>
    /// LP0013: log4net's AdoNetAppender or SmtpAppender (or a subclass) that is not lossy, reached by ordinary traffic on
    /// the caller's thread (<see cref="EventTraffic"/>): with bufferSize 1 or less it sends every event from the logging call;
    /// with a larger buffer, the call that fills it sends them all. In code, such an appender attached to a logger in the
    /// same block, as LP0004 reads it.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0013SynchronousRemoteAppenderAnalyzer : Log4NetAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.SynchronousRemoteAppender);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            ConfigFileActions.Register(start, config =>
            {
                if (source.Symbols is { BufferingAppenderSkeleton: not null } symbols && (symbols.AdoNetAppender ?? symbols.SmtpAppender) != null)
                {
                    AnalyzeConfig(config, symbols);
                }
            });
            CandidateOperations.RegisterCreations(
                start,
                () => source.Symbols?.CreatableNames,
                t => source.Symbols is { } symbols && (t.IsOrDerivesFrom(symbols.AdoNetAppender) || t.IsOrDerivesFrom(symbols.SmtpAppender)),
                c => AnalyzeCreation(c, source.Symbols!));
        }

        private static void AnalyzeConfig(ConfigFileContext config, Log4NetSymbols symbols)
        {
            var traffic = EventTraffic.For(config.Types, symbols);
            var layouts = LayoutRequirements.For(config.Types, symbols);
            foreach (var (section, appender) in BufferingAppenders.In(config, symbols))
            {
                var type = config.Types.Resolve(appender.TypeName);
                var isDatabase = type.IsOrDerivesFrom(symbols.AdoNetAppender);
                if ((!isDatabase && !type.IsOrDerivesFrom(symbols.SmtpAppender))
                    || ConfigValues.Boolean(appender.Node.Property(Log4NetConfigNames.Lossy)?.Value, whenUnparsable: false)
                    || !traffic.OrdinaryEventsReachOnCallerThread(section, appender))
                {
                    continue;
                }

                var bufferSize = appender.Node.Property(Log4NetConfigNames.BufferSize);
                var size = ConfigValues.Integer(bufferSize?.Value, BufferingAppenders.DefaultBufferSize);
                var span = bufferSize?.Attribute("value")?.ValueSpan ?? appender.Node.TypeAttribute!.Value.ValueSpan;
                var data = FixData.From(DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced));
                if (ForwarderRoutes.RouteOf(section, appender, type, config.Types, symbols, layouts) is { } route)
                {
                    data = SynchronousRemoteAppenderFinding.Write(data, route);
                }

                config.Report(
                    Descriptors.SynchronousRemoteAppender, span, data,
                    $"{appender.DisplayName} ({type!.Name})", What(isDatabase, size, bufferSize is null), Hint(symbols));
            }
        }

        private static void AnalyzeCreation(CandidateOperation context, Log4NetSymbols symbols)
        {
            if (context.Operation is not IObjectCreationOperation creation || CodeAppenderReader.Read(creation, symbols) is not { } appender
                || appender.Setting(Log4NetConfigNames.InCode.Lossy)?.ConstantValue is { HasValue: true, Value: true }
                || !CodeAttachment.IsAttachedToALogger(creation, symbols))
            {
                return;
            }

            var bufferSize = appender.Setting(Log4NetConfigNames.InCode.BufferSize);
            var size = bufferSize is null ? BufferingAppenders.DefaultBufferSize : bufferSize.ConstantValue is { HasValue: true, Value: int value } ? value : -1;
            if (size < 0)
            {
                return;
            }

            var isDatabase = creation.Type.IsOrDerivesFrom(symbols.AdoNetAppender);
            context.ReportDiagnostic(Diagnostic.Create(
                Descriptors.SynchronousRemoteAppender, creation.Syntax.GetLocation(), DiagnosticProperties.Appenders(symbols.LogPerf.IsReferenced),
                appender.Type.Name, What(isDatabase, size, bufferSize is null), string.Empty));
        }

        private static string What(bool isDatabase, int size, bool isDefault)
        {
            if (size <= 1)
            {
                return isDatabase
                    ? "writes every event to the database (a connection, a command and a transaction per log call)"
                    : "sends every event as an email (an SMTP session per log call)";
            }

            var count = size.ToString("N0", CultureInfo.InvariantCulture);
            var buffer = isDefault ? $"{count} events (bufferSize defaults to 512)" : $"{count} events";
            return isDatabase
                ? $"holds {buffer} and the call that fills the buffer writes them all to the database (a command per event, in one transaction)"
                : $"holds {buffer} and the call that fills the buffer sends them in an email (an SMTP session)";
        }

        private static string Hint(Log4NetSymbols symbols) =>
            Descriptors.AppendersHint(symbols.LogPerf.IsReferenced, "route it through AsyncForwardingAppender");
    }
}
