using System;
using System.Collections.Immutable;
using System.Threading;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.NLog;
using LogPerf.Analyzers.Rules.LP0203CallerLocationLayout;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0203: ${callsite}, ${callsite-linenumber}, ${callsite-filename} or ${stacktrace} (without captureStackTrace=false)
    /// in a layout of a target that everyday traffic reaches, written there or in a &lt;variable&gt; the layout uses
    /// (<c>${name}</c> or <c>${var:name}</c>, through other variables too); in code, in a string that becomes a Layout.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0203CallerLocationLayoutAnalyzer : NLogAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.NLogCallerLocation);

        protected override void Start(CompilationStartAnalysisContext start, NLogSymbolsSource source)
        {
            if (source.Symbols is not { } symbols)
            {
                return;
            }

            if (symbols.Layout is not { } layout)
            {
                return;
            }

            NLogConfigActions.Register(start, symbols, AnalyzeConfig);
            start.RegisterSemanticModelAction(c =>
            {
                foreach (var literal in LayoutLiterals.Of(c.SemanticModel.SyntaxTree, c.CancellationToken))
                {
                    AnalyzeLiteral(literal, c.SemanticModel, c.ReportDiagnostic, layout, c.CancellationToken);
                }
            });
        }

        private static void AnalyzeConfig(NLogConfigContext config)
        {
            foreach (var section in config.File.Sections)
            {
                var graph = config.GraphOf(section);
                var variables = new NLogVariableLayouts(section);
                foreach (var (target, _, _) in section.AllTargets())
                {
                    if (!graph.IsBusy(target))
                    {
                        continue;
                    }

                    foreach (var value in target.LayoutValues)
                    {
                        if (NLogLayoutScan.FirstStackTraceRenderer(value.Value) is { } renderer)
                        {
                            config.Report(Descriptors.NLogCallerLocation, value.ValueSpan, ImmutableDictionary<string, string?>.Empty, $"'{renderer}'", target.Subject);
                        }
                        else if (variables.StackTraceRendererUsedBy(value.Value) is { } used)
                        {
                            config.Report(
                                Descriptors.NLogCallerLocation, value.ValueSpan, ImmutableDictionary<string, string?>.Empty,
                                $"'{used.Renderer}' (in variable '{used.Variable}')", target.Subject);
                        }
                    }
                }
            }
        }

        private static void AnalyzeLiteral(
            LiteralExpressionSyntax literal, SemanticModel model, Action<Diagnostic> report, INamedTypeSymbol layout, CancellationToken cancellationToken)
        {
            if (literal.Token.ValueText.IndexOf("${", StringComparison.Ordinal) < 0
                || NLogLayoutScan.FirstStackTraceRenderer(literal.Token.ValueText) is not { } renderer)
            {
                return;
            }

            var converted = model.GetTypeInfo(literal, cancellationToken).ConvertedType;
            var becomesLayout = converted.IsOrDerivesFrom(layout)
                || (literal.Parent is ArgumentSyntax { Parent.Parent: { } call }
                    && model.GetSymbolInfo(call, cancellationToken).Symbol?.ContainingType.IsOrDerivesFrom(layout) == true);
            if (becomesLayout)
            {
                report(Diagnostic.Create(Descriptors.NLogCallerLocation, literal.GetLocation(), $"'{renderer}'", "a target using this layout"));
            }
        }
    }
}
