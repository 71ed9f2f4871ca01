using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0204: a rule whose writeTo names a target the configuration does not define, and a target whose type neither
    /// the referenced NLog nor a referenced assembly defines (NLog 6 moved Database, Network, Mail, … to packages of
    /// their own). Silent where NLog may find more at run time: &lt;include&gt;d files, extensions loaded from files,
    /// assemblies the compilation does not reference, names built from layouts.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0204UnresolvedTargetAnalyzer : NLogAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogUnresolvedTarget);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is { } symbols)
            {
                NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            }
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            // One suggester per name set, built on the first miss: every miss of a file shares its index and its budget,
            // so thousands of misspelt names cost what one set of comparisons costs, not one pass over the names each.
            NameSuggestion? aliases = null;
            foreach (var section in config.File.Sections)
            {
                var graph = config.GraphOf(section);
                NameSuggestion? targetNames = null;
                if (!section.HasIncludes)
                {
                    foreach (var rule in section.Rules.Where(r => r.IsEnabled && r.WriteTo is { IsDynamic: false }))
                    {
                        var names = rule.TargetNames(config.Text).ToList();
                        foreach (var (name, span) in names)
                        {
                            if (graph.Find(name) is null)
                            {
                                targetNames ??= new NameSuggestion(graph.TargetNames);
                                ReportUndefinedTarget(config, targetNames, rule.WriteTo!, name, span, names.Select(n => n.Name));
                            }
                        }
                    }
                }

                var targets = section.AllTargets().Select(t => t.Target)
                    .Concat(section.Groups.Select(g => g.DefaultWrapper).OfType<NLogTarget>());
                foreach (var target in targets)
                {
                    if (graph.TypeOf(target).IsUnknown)
                    {
                        ReportUnknownType(config, () => aliases ??= new NameSuggestion(config.Symbols.KnownAliases), target, section.IsJson);
                    }
                }
            }
        }

        /// <summary>
        /// A close name the rule already writes to gets no fix: NLog would see the target twice in one rule, warn "configured
        /// with duplicate output" and skip the rule for it (the fix-safety harness saw that new internal warning, generated
        /// NLog #68); the message says to remove the name instead.
        /// </summary>
        private static void ReportUndefinedTarget(
            NLogConfigContext config, NameSuggestion targetNames, NLogSetting writeTo, string name, TextSpan? span, IEnumerable<string> ruleTargets)
        {
            var suggestion = targetNames.For(name);
            var already = suggestion != null && ruleTargets.Any(t => string.Equals(t, suggestion, System.StringComparison.OrdinalIgnoreCase));
            var message = $"The rule writes to target '{name}', which this configuration does not define: NLog drops it from the rule and the events meant for it are lost"
                + (suggestion is null ? string.Empty
                    : already ? $"; the close name '{suggestion}' is already in this rule's writeTo: remove '{name}'"
                    : $"; did you mean '{suggestion}'?");
            config.Report(Descriptors.NLogUnresolvedTarget, span ?? writeTo.ValueSpan, Suggest(already ? null : suggestion, span, writeTo.IsJson), message);
        }

        private static void ReportUnknownType(NLogConfigContext config, System.Func<NameSuggestion> aliases, NLogTarget target, bool isJson)
        {
            if (target.TypeSetting is not { } typeSetting || target.TypeName is not { Length: > 0 } alias)
            {
                config.Report(
                    Descriptors.NLogUnresolvedTarget, target.TypeSetting?.ValueSpan ?? target.StartTagSpan, ImmutableDictionary<string, string?>.Empty,
                    $"{target.DisplayName} has no type: NLog cannot create it and the rules writing to it lose their events");
                return;
            }

            var package = NLogExtensionPackages.For(alias);
            var suggestion = package is null && alias.IndexOf(',') < 0 ? aliases().For(alias) : null;
            var aliasSpan = AliasSpan(config.Text, typeSetting, alias);
            var message = $"{target.DisplayName} has type '{alias}', which neither NLog {config.Symbols.VersionText} nor a referenced assembly defines"
                + (package is null ? string.Empty : $" (it ships in the {package} package)")
                + ": NLog skips the target and the rules writing to it lose their events"
                + (suggestion is null ? string.Empty : $"; did you mean '{suggestion}'?");
            config.Report(Descriptors.NLogUnresolvedTarget, aliasSpan ?? typeSetting.ValueSpan, Suggest(suggestion, aliasSpan, isJson), message);
        }

        /// <summary>The alias inside the type value (after any "prefix:"), when the text holds it as NLog reads it.</summary>
        private static TextSpan? AliasSpan(SourceText text, NLogSetting typeSetting, string alias)
        {
            var value = typeSetting.ValueSpan;
            var raw = typeSetting.Form == NLogSettingForm.JsonString && value.Length >= 2 ? new TextSpan(value.Start + 1, value.Length - 2) : value;
            var rawText = text.ToString(raw);
            var at = rawText.LastIndexOf(alias, System.StringComparison.Ordinal);
            return at >= 0 && rawText.Trim().EndsWith(alias, System.StringComparison.Ordinal) ? new TextSpan(raw.Start + at, alias.Length) : null;
        }

        private static FixData Suggest(string? suggestion, TextSpan? exactSpan, bool isJson) =>
            suggestion is null || exactSpan is null ? default : new UnresolvedTargetFinding(suggestion, isJson).WriteTo(default);
    }
}
