using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Loading;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Rules
{
    /// <summary>
    /// LP0100: <c>[assembly: XmlConfigurator(ConfigFile = "x")]</c> or <c>XmlConfigurator.Configure(…new FileInfo("x"))</c>
    /// naming a file that is not among AdditionalFiles. Files are matched by file name, as the path in code is
    /// usually relative to the output folder.
    /// </summary>
    [DiagnosticAnalyzer(LanguageNames.CSharp)]
    public sealed class LP0100ConfigNotVisibleAnalyzer : Log4NetAnalyzer
    {
        public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.ConfigNotVisible);

        protected override void Start(CompilationStartAnalysisContext start, Log4NetSymbolsSource source)
        {
            var visible = start.Options.AdditionalFiles
                .Select(f => Path.GetFileName(f.Path))
                .ToImmutableHashSet(StringComparer.OrdinalIgnoreCase);
            CandidateNodes.RegisterAssemblyAttributes(start, c =>
            {
                if (NamesAConfigFile(c.Node) && source.Symbols?.XmlConfiguratorAttribute is { } attribute)
                {
                    AnalyzeAttribute(c, attribute, visible);
                }
            });
            CandidateOperations.RegisterInvocations(start, Log4NetSymbols.XmlConfigureNames, CreatesAnArgument, c =>
            {
                if (source.Symbols is { XmlConfigure.IsEmpty: false, Framework.FileInfo: { } fileInfo } symbols)
                {
                    AnalyzeInvocation(c, symbols.XmlConfigure, fileInfo, symbols.Framework.Path, visible);
                }
            });
        }

        /// <summary>Configure(new FileInfo(…)): only a call with an argument created in place names a file (syntax, before binding).</summary>
        private static bool CreatesAnArgument(InvocationExpressionSyntax invocation) =>
            invocation.ArgumentList.Arguments.Any(a => a.Expression is BaseObjectCreationExpressionSyntax);

        /// <summary>XmlConfiguratorAttribute applies to assemblies only: <c>[assembly: …(ConfigFile = …)]</c>, read from syntax before binding.</summary>
        private static bool NamesAConfigFile(AttributeSyntax syntax) =>
            syntax.Parent is AttributeListSyntax { Target: { } target } && target.Identifier.IsKind(SyntaxKind.AssemblyKeyword)
            && syntax.ArgumentList is { } arguments && arguments.Arguments.Any(a => a.NameEquals?.Name.Identifier.ValueText == "ConfigFile");

        private static void AnalyzeAttribute(CandidateNode<AttributeSyntax> context, INamedTypeSymbol attribute, ImmutableHashSet<string> visible)
        {
            var syntax = context.Node;
            if (!NamesAConfigFile(syntax)
                || !SymbolEqualityComparer.Default.Equals(context.SemanticModel.GetSymbolInfo(syntax, context.CancellationToken).Symbol?.ContainingType, attribute))
            {
                return;
            }

            foreach (var argument in syntax.ArgumentList!.Arguments)
            {
                if (argument.NameEquals?.Name.Identifier.ValueText == "ConfigFile"
                    && context.SemanticModel.GetConstantValue(argument.Expression, context.CancellationToken) is { HasValue: true, Value: string path })
                {
                    ReportIfNotVisible(context.ReportDiagnostic, argument.Expression.GetLocation(), path, visible);
                }
            }
        }

        private static void AnalyzeInvocation(
            CandidateOperation context, ImmutableArray<IMethodSymbol> configure, INamedTypeSymbol fileInfo, INamedTypeSymbol? path, ImmutableHashSet<string> visible)
        {
            if (context.Operation is not IInvocationOperation invocation || !KnownMembers.IsOneOf(invocation.TargetMethod, configure))
            {
                return;
            }

            foreach (var argument in invocation.Arguments)
            {
                if (ConfigFileArguments.Unwrap(argument.Value) is IObjectCreationOperation creation
                    && SymbolEqualityComparer.Default.Equals(creation.Type, fileInfo)
                    && creation.Arguments.Length == 1
                    && ConfigFileArguments.FileNameOperand(creation.Arguments[0].Value, path) is { ConstantValue: { HasValue: true, Value: string file } } operand)
                {
                    ReportIfNotVisible(context.ReportDiagnostic, operand.Syntax.GetLocation(), file, visible);
                }
            }
        }

        private static void ReportIfNotVisible(Action<Diagnostic> report, Location location, string path, ImmutableHashSet<string> visible)
        {
            var name = ConfigFileArguments.FileName(path);
            if (name.Length > 0 && !visible.Contains(name))
            {
                report(Diagnostic.Create(Descriptors.ConfigNotVisible, location, path));
            }
        }
    }
}
