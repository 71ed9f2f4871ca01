using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using LogPerf.Analyzers.Infrastructure.Scanning;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.Loading
{
    /// <summary>Which config a call, a creation or an assembly attribute loads, decided on bound symbols.</summary>
    internal static class ConfigLoads
    {
        /// <summary>The invoked names that may load a log4net config (a syntax filter before binding).</summary>
        public static readonly ImmutableHashSet<string> Log4NetNames = ImmutableHashSet.Create(System.StringComparer.Ordinal, "Configure", "ConfigureAndWatch", "AddLog4Net");

        /// <summary>XmlConfigurator's names, common elsewhere (services.Configure&lt;T&gt;): bound only when called on XmlConfigurator.</summary>
        public static readonly ImmutableHashSet<string> XmlConfiguratorNames = ImmutableHashSet.Create(System.StringComparer.Ordinal, "Configure", "ConfigureAndWatch");

        /// <summary>The invoked names that are NLog's own explicit loads (rare words: the whole-compilation scan binds only these).</summary>
        public static readonly ImmutableHashSet<string> NLogLoadNames = ImmutableHashSet.Create(
            System.StringComparer.Ordinal, "LoadConfigurationFromFile", "LoadConfiguration", "ConfigureNLog", "AddNLog");

        /// <summary>The invoked names that load an NLog config or start NLog.</summary>
        public static readonly ImmutableHashSet<string> NLogNames = ImmutableHashSet.Create(
            System.StringComparer.Ordinal, "LoadConfigurationFromFile", "LoadConfiguration", "ConfigureNLog", "AddNLog", "UseNLog", "GetCurrentClassLogger", "GetLogger");

        public static readonly ImmutableHashSet<string> NLogHostingNames = ImmutableHashSet.Create(System.StringComparer.Ordinal, "AddNLog", "UseNLog");

        public static readonly ImmutableHashSet<string> NLogLoggerNames = ImmutableHashSet.Create(System.StringComparer.Ordinal, "GetCurrentClassLogger", "GetLogger");

        public const string XmlLoggingConfigurationName = "XmlLoggingConfiguration";

        /// <summary>
        /// Whether an invocation of <paramref name="name"/> is worth binding: the library that defines the name is referenced,
        /// XmlConfigurator's common names are called on XmlConfigurator or unqualified (<c>using static
        /// log4net.Config.XmlConfigurator</c>; binding then tells the method apart from the application's own Configure), NLog's
        /// loggers matter only when NLog loads NLog.config by itself.
        /// </summary>
        public static bool MayLoad(string name, InvocationExpressionSyntax node, bool log4net, bool nlog, bool nlogConfigVisible) =>
            log4net && Log4NetNames.Contains(name)
                ? !XmlConfiguratorNames.Contains(name) || node.Expression is SimpleNameSyntax
                    || node.Expression is MemberAccessExpressionSyntax { Expression: var receiver } && TreeCandidates.NameOf(receiver) == "XmlConfigurator"
                : nlog && NLogNames.Contains(name) && (nlogConfigVisible || !NLogLoggerNames.Contains(name));

        public static ConfigLoad? OfInvocation(IInvocationOperation invocation, ConfigLoadSymbols symbols)
        {
            var method = invocation.TargetMethod;
            var type = method.ContainingType;
            if (symbols.Log4Net is { } log4net && KnownMembers.IsOneOf(method, log4net.XmlConfigure))
            {
                return OfXmlConfigure(invocation, log4net, symbols);
            }

            if (Is(type, symbols.Log4NetExtensions) && method.Name == "AddLog4Net")
            {
                return OfAddLog4Net(invocation, symbols);
            }

            if ((Is(type, symbols.LogManager) || Is(type, symbols.LogFactory)) && method.Name == "LoadConfiguration"
                || Is(type, symbols.NLogBuilder) && method.Name == "ConfigureNLog"
                || (Is(type, symbols.NLogLoggingExtensions) || Is(type, symbols.NLogWebExtensions)) && method.Name == "AddNLog")
            {
                // Overloads taking a file name load it; the others (a LoggingConfiguration, options) are entry points or C# configuration.
                if (StringArgument(invocation.Arguments, symbols, byNLog: true) is { } named)
                {
                    return named;
                }

                return method.Name == "AddNLog" ? ConfigLoad.NLogEntry(hosting: true) : null;
            }

            if (Is(type, symbols.SetupBuilderExtensions) && method.Name == "LoadConfigurationFromFile")
            {
                var file = invocation.Arguments.FirstOrDefault(a => a.Parameter?.Type.SpecialType == SpecialType.System_String);
                return file is null ? null
                    : file.ArgumentKind == ArgumentKind.DefaultValue || file.Value.ConstantValue is { HasValue: true, Value: null } ? ConfigLoad.NLogDefault
                    : ConstantFile(file.Value, symbols, byNLog: true);
            }

            if (Is(type, symbols.NLogWebExtensions) && method.Name == "UseNLog")
            {
                return ConfigLoad.NLogEntry(hosting: true);
            }

            if ((Is(type, symbols.LogManager) || Is(type, symbols.SetupBuilderExtensions)) && NLogLoggerNames.Contains(method.Name))
            {
                return ConfigLoad.NLogEntry(hosting: false);
            }

            return null;
        }

        /// <summary><c>new XmlLoggingConfiguration("file")</c>.</summary>
        public static ConfigLoad? OfCreation(IObjectCreationOperation creation, ConfigLoadSymbols symbols) =>
            Is(creation.Type, symbols.XmlLoggingConfiguration) ? StringArgument(creation.Arguments, symbols, byNLog: true) : null;

        /// <summary><c>[assembly: XmlConfigurator(ConfigFile = "…")]</c>, or with no file: the application's config file.</summary>
        public static ConfigLoad? OfAttribute(AttributeSyntax syntax, SemanticModel model, ConfigLoadSymbols symbols, CancellationToken cancellationToken)
        {
            if (syntax.Parent is not AttributeListSyntax { Target: { } target } || !target.Identifier.IsKind(SyntaxKind.AssemblyKeyword)
                || symbols.Log4Net?.XmlConfiguratorAttribute is not { } attribute
                || !Is(model.GetSymbolInfo(syntax, cancellationToken).Symbol?.ContainingType, attribute))
            {
                return null;
            }

            var named = syntax.ArgumentList?.Arguments.Where(a => a.NameEquals != null).ToList() ?? new System.Collections.Generic.List<AttributeArgumentSyntax>();
            if (named.FirstOrDefault(a => a.NameEquals!.Name.Identifier.ValueText == "ConfigFile") is { } file)
            {
                return model.GetConstantValue(file.Expression, cancellationToken) is { HasValue: true, Value: string path } ? ConfigLoad.File(path, byNLog: false) : null;
            }

            // ConfigFileExtension names a file after the application's; only the default (no file at all) is the app config.
            return named.Any(a => a.NameEquals!.Name.Identifier.ValueText == "ConfigFileExtension") ? null : ConfigLoad.AppConfig;
        }

        /// <summary>Configure(… new FileInfo("x") …) loads x; Configure() and Configure(repository) load the application's config file.</summary>
        private static ConfigLoad? OfXmlConfigure(IInvocationOperation invocation, Log4NetSymbols log4net, ConfigLoadSymbols symbols)
        {
            foreach (var argument in invocation.Arguments)
            {
                var parameterType = argument.Parameter?.Type;
                if (Is(parameterType, symbols.FileInfo))
                {
                    return ConfigFileArguments.Unwrap(argument.Value) is IObjectCreationOperation { Arguments.Length: 1 } creation && Is(creation.Type, symbols.FileInfo)
                        ? ConstantFile(creation.Arguments[0].Value, symbols, byNLog: false)
                        : null;
                }

                if (parameterType is not { TypeKind: TypeKind.Interface } || !SymbolEqualityComparer.Default.Equals(parameterType.ContainingAssembly, log4net.Log4NetAssembly))
                {
                    // An XmlElement, a Stream or a Uri: no file the build can see.
                    return null;
                }
            }

            return ConfigLoad.AppConfig;
        }

        /// <summary>AddLog4Net() reads log4net.config; AddLog4Net("x") or AddLog4Net(new Log4NetProviderOptions("x")) read x.</summary>
        private static ConfigLoad? OfAddLog4Net(IInvocationOperation invocation, ConfigLoadSymbols symbols)
        {
            foreach (var argument in invocation.Arguments.Skip(1))
            {
                if (argument.Parameter?.Type.SpecialType == SpecialType.System_String)
                {
                    return ConstantFile(argument.Value, symbols, byNLog: false);
                }

                if (Is(argument.Parameter?.Type, symbols.Log4NetProviderOptions))
                {
                    return OfOptions(ConfigFileArguments.Unwrap(argument.Value), symbols);
                }
            }

            return ConfigLoad.File(ConfigLoad.Log4NetExtensionsDefault, byNLog: false);
        }

        private static ConfigLoad? OfOptions(IOperation value, ConfigLoadSymbols symbols)
        {
            if (value is not IObjectCreationOperation creation || !Is(creation.Type, symbols.Log4NetProviderOptions))
            {
                return null;
            }

            var named = StringArgument(creation.Arguments, symbols, byNLog: false);
            foreach (var initializer in creation.Initializer?.Initializers ?? ImmutableArray<IOperation>.Empty)
            {
                if (initializer is ISimpleAssignmentOperation { Target: IPropertyReferenceOperation { Property.Name: "Log4NetConfigFileName" } property } assignment
                    && Is(property.Property.ContainingType, symbols.Log4NetProviderOptions))
                {
                    named = ConstantFile(assignment.Value, symbols, byNLog: false);
                }
            }

            return creation.Arguments.IsEmpty && named is null ? ConfigLoad.File(ConfigLoad.Log4NetExtensionsDefault, byNLog: false) : named;
        }

        /// <summary>The file a string argument names (the first one passed).</summary>
        private static ConfigLoad? StringArgument(ImmutableArray<IArgumentOperation> arguments, ConfigLoadSymbols symbols, bool byNLog) =>
            arguments.FirstOrDefault(a => a.Parameter?.Type.SpecialType == SpecialType.System_String && a.ArgumentKind != ArgumentKind.DefaultValue) is { } file
                ? ConstantFile(file.Value, symbols, byNLog)
                : null;

        private static ConfigLoad? ConstantFile(IOperation value, ConfigLoadSymbols symbols, bool byNLog) =>
            ConfigFileArguments.ConstantPath(value, symbols.Path) is { Length: > 0 } path && ConfigFileArguments.FileName(path).Length > 0
                ? ConfigLoad.File(path, byNLog)
                : null;

        private static bool Is(ISymbol? symbol, ISymbol? expected) =>
            expected != null && SymbolEqualityComparer.Default.Equals(symbol, expected);
    }
}
