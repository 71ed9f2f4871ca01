using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0207: two NLog file targets of one configuration, both reached by a rule, whose fileName is the same (the same
    /// literal path, or the same layout), each keeping the file open (keepFileOpen true, written or by default from NLog 5).
    /// No fix: which file each target should have is the user's choice.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0207SharedLogFileAnalyzer : NLogAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogSharedLogFile);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is not { } symbols)
            {
                return;
            }

            if (symbols.FileTarget != null)
            {
                NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            }
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            var symbols = config.Symbols;
            foreach (var section in config.File.Sections)
            {
                var graph = config.GraphOf(section);
                var writers = new List<(NLogTarget Target, NLogSetting File, string Key)>();
                foreach (var (target, _, _) in section.AllTargets())
                {
                    if (target.IsComplete && graph.TypeOf(target).Type.IsOrDerivesFrom(symbols.FileTarget) && graph.ReachesOf(target).Count > 0
                        && target.Setting("fileName") is { Value.Length: > 0 } file && KeepsFileOpen(target, symbols))
                    {
                        writers.Add((target, file, LogFilePaths.Key(file.Value)));
                    }
                }

                foreach (var group in writers.GroupBy(w => w.Key).Where(g => g.Count() > 1))
                {
                    foreach (var writer in group)
                    {
                        var other = group.First(o => o.Target != writer.Target);
                        config.Report(
                            Descriptors.NLogSharedLogFile, writer.File.ValueSpan, ImmutableDictionary<string, string?>.Empty,
                            writer.Target.DisplayName, other.Target.Subject, ConfigText.Short(writer.File.Value.Trim()));
                    }
                }
            }
        }

        private static bool KeepsFileOpen(NLogTarget target, NLogSymbols symbols) =>
            target.Setting(LP0200FileReopenedPerWriteAnalyzer.KeepFileOpenSetting) is { IsDynamic: false } keep
                ? keep.AsBoolean() != false
                : !symbols.KeepFileOpenDefaultsToFalse;
    }
}
