using System.Threading;
using LogPerf.Analyzers.Infrastructure.Scanning;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>
    /// Where a compilation starts NLog, for the NLog.config NLog loads by itself: the first AddNLog/UseNLog, else the first
    /// LogManager.GetCurrentClassLogger/GetLogger, in the compilation's document order; and whether any code loads an NLog
    /// config itself (then NLog does not look for NLog.config, and the diagnostic belongs to that load). Found once per
    /// compilation from the trees' shared candidate lists (<see cref="TreeCandidates"/>): only NLog's rare load names and
    /// the logger calls before the first NLog one are bound.
    /// </summary>
    internal sealed class NLogStart
    {
        private NLogStart(SyntaxNode? entry, bool loadsItself)
        {
            Entry = entry;
            LoadsItself = loadsItself;
        }

        public SyntaxNode? Entry { get; }

        public bool LoadsItself { get; }

        public static NLogStart Find(Compilation compilation, ConfigLoadSymbols symbols, CancellationToken cancellationToken)
        {
            SyntaxNode? hosting = null;
            SyntaxNode? logger = null;
            var loadsItself = false;
            foreach (var tree in compilation.SyntaxTrees)
            {
                cancellationToken.ThrowIfCancellationRequested();
                var candidates = TreeCandidates.Of(tree);
                SemanticModel? model = null;
                foreach (var (name, node) in candidates.Invocations)
                {
                    var wanted = ConfigLoads.NLogLoadNames.Contains(name) || ConfigLoads.NLogHostingNames.Contains(name)
                        || logger is null && ConfigLoads.NLogLoggerNames.Contains(name);
                    if (wanted && Bind(compilation, tree, ref model).GetOperation(node, cancellationToken) is IInvocationOperation invocation
                        && ConfigLoads.OfInvocation(invocation, symbols) is { } load)
                    {
                        loadsItself |= load.ByNLog;
                        hosting ??= load.Kind == ConfigLoadKind.NLogHostingEntry ? node : null;
                        logger ??= load.Kind == ConfigLoadKind.NLogLoggerEntry ? node : null;
                    }
                }

                foreach (var creation in candidates.Creations)
                {
                    if (IsXmlLoggingConfiguration(creation) && Bind(compilation, tree, ref model).GetOperation(creation, cancellationToken) is IObjectCreationOperation created
                        && ConfigLoads.OfCreation(created, symbols) is { ByNLog: true })
                    {
                        loadsItself = true;
                    }
                }
            }

            return new NLogStart(hosting ?? logger, loadsItself);
        }

        /// <summary>The written type is XmlLoggingConfiguration (a syntax filter before binding).</summary>
        public static bool IsXmlLoggingConfiguration(BaseObjectCreationExpressionSyntax creation) =>
            creation is ObjectCreationExpressionSyntax { Type: var type }
            && (type is QualifiedNameSyntax qualified ? qualified.Right : type) is SimpleNameSyntax { Identifier.ValueText: ConfigLoads.XmlLoggingConfigurationName };

#pragma warning disable RS1030 // Once per compilation, for the few trees that hold NLog's calls: the model of another tree than the one analyzed.
        private static SemanticModel Bind(Compilation compilation, SyntaxTree tree, ref SemanticModel? model) =>
            model ??= compilation.GetSemanticModel(tree);
#pragma warning restore RS1030
    }
}
