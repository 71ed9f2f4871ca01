using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Xml;
using LogPerf.Analyzers.Formats;
using LogPerf.Analyzers.Infrastructure;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.Appenders;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Core;
using log4net.Layout;
using log4net.Layout.Pattern;
using log4net.Repository;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    /// <summary>
    /// The analyzers (LP0005/LP0006, from type symbols and config elements) and the appenders' computed Fix (from
    /// layout objects) read one layout model: on every layout shape both give the same kind, flags and reasons.
    /// Text layouts are configured by real log4net from the same XML the analyzer reads.
    /// </summary>
    public sealed class LayoutFixModelTests
    {
        private static readonly string Tenant = $"{typeof(TenantConverter).FullName}, {typeof(TenantConverter).Assembly.GetName().Name}";

        /// <summary>Layouts a text appender takes: type, the layout element's content, the kind both sides must see.</summary>
        private static readonly (Type Type, string Settings, string Kind)[] TextLayouts =
        {
            (typeof(PatternLayout), Pattern("%date [%thread] %-5level %logger - %message%newline"), "Pattern"),
            (typeof(PatternLayout), string.Empty, "Pattern"),
            (typeof(PatternLayout), Pattern("%property{user} %X{a} %ndc %m%n%exception"), "Pattern"),
            (typeof(PatternLayout), Pattern("%l %identity %w %a %Level %r %utcdate"), "Pattern"),
            (typeof(PatternLayout), Pattern("%zz %m"), "Pattern"),
            (typeof(PatternLayout), Converter("tenant") + Pattern("%tenant %m%n"), "Pattern"),
            (typeof(PatternLayout), Converter("messageX") + Pattern("%messageX %t"), "Pattern"),
            (typeof(DynamicPatternLayout), Pattern("%thread %m"), "Pattern"),
            (typeof(ThreadOnlyPatternLayout), Pattern("%t"), "Pattern"),
            (typeof(SimpleLayout), string.Empty, "Simple"),
            (typeof(PrefixedSimpleLayout), string.Empty, "Simple"),
            (typeof(ExceptionLayout), string.Empty, "Exception"),
            (typeof(XmlLayout), string.Empty, "Xml"),
            (typeof(XmlLayout), "<locationInfo value=\"true\" />", "Xml"),
            (typeof(XmlLayoutSchemaLog4J), "<locationInfo value=\"true\" />", "Xml"),
            (typeof(QuietXmlLayout), string.Empty, "Xml"),
            (typeof(OwnLayout), string.Empty, "Unknown"),
        };

        /// <summary>Raw layouts (AdoNetAppender parameters): created as the configurator would.</summary>
        private static readonly (Type Type, string Kind)[] RawLayouts =
        {
            (typeof(RawTimeStampLayout), "RawTimeStamp"),
            (typeof(RawUtcTimeStampLayout), "RawUtcTimeStamp"),
            (typeof(RawPropertyLayout), "RawProperty"),
            (typeof(OwnRawLayout), "Unknown"),
        };

        [Fact]
        public void Analyzer_and_runtime_agree_on_every_text_layout_shape()
        {
            string xml = "<log4net>" + string.Concat(TextLayouts.Select((shape, i) =>
                $"<appender name=\"s{i}\" type=\"log4net.Appender.ConsoleAppender\"><layout type=\"{TypeName(shape.Type)}\">{shape.Settings}</layout></appender>"))
                + "</log4net>";
            IReadOnlyList<ConfigNode> analyzed = LayoutNodes(xml);
            Dictionary<string, ILayout> configured = ConfigureInLog4Net(xml);

            for (int i = 0; i < TextLayouts.Length; i++)
            {
                AssertSameAnswer(TextLayouts[i].Kind, analyzed[i], configured[$"s{i}"], TextLayouts[i].Type.Name);
            }
        }

        [Fact]
        public void Analyzer_and_runtime_agree_on_every_raw_layout_shape()
        {
            string xml = "<log4net>" + string.Concat(RawLayouts.Select((shape, i) =>
                $"<appender name=\"s{i}\" type=\"log4net.Appender.AdoNetAppender\"><parameter><parameterName value=\"@p\" /><layout type=\"{TypeName(shape.Type)}\" /></parameter></appender>"))
                + "</log4net>";
            IReadOnlyList<ConfigNode> analyzed = LayoutNodes(xml);

            for (int i = 0; i < RawLayouts.Length; i++)
            {
                AssertSameAnswer(RawLayouts[i].Kind, analyzed[i], Activator.CreateInstance(RawLayouts[i].Type)!, RawLayouts[i].Type.Name);
            }
        }

        [Fact]
        public void Custom_converters_configured_in_xml_are_seen_by_the_runtime()
        {
            string xml = $"<log4net><appender name=\"s\" type=\"log4net.Appender.ConsoleAppender\"><layout type=\"log4net.Layout.PatternLayout\">{Converter("thread")}{Pattern("%thread")}</layout></appender></log4net>";
            ILayout layout = ConfigureInLog4Net(xml)["s"];
            Assert.Equal(new[] { "thread" }, RuntimeModel.Describe(layout).CustomConverters);
            Assert.Equal(FixFlags.All, RuntimeModel.FixFlagsOf(layout));
        }

        private static void AssertSameAnswer(string expectedKind, ConfigNode analyzerNode, object runtimeLayout, string shape)
        {
            var layouts = Layouts();
            var analyzer = layouts.Describe(analyzerNode);
            var runtime = RuntimeModel.Describe(runtimeLayout);
            FixRequirement analyzerNeeds = layouts.OfLayout(analyzerNode);

            Assert.True(expectedKind == analyzer.Kind.ToString(), $"{shape}: the analyzer saw {analyzer.Kind}");
            Assert.True(expectedKind == runtime.Kind.ToString(), $"{shape}: the runtime saw {runtime.Kind}");
            Assert.Equal(analyzer.Pattern, runtime.Pattern);
            Assert.Equal(analyzer.CustomConverters.OrderBy(c => c, StringComparer.Ordinal), runtime.CustomConverters.OrderBy(c => c, StringComparer.Ordinal));
            Assert.Equal(analyzer.LocationInfo, runtime.LocationInfo);
            Assert.True(
                (int)analyzerNeeds.Flags == (int)RuntimeModel.FixFlagsOf(runtimeLayout),
                $"{shape}: analyzer {analyzerNeeds.Flags}, runtime {RuntimeModel.FixFlagsOf(runtimeLayout)}");
            if (expectedKind != "Unknown")
            {
                Assert.Equal(analyzer.Name, runtime.Name);
            }
        }

        private static LayoutRequirements Layouts()
        {
            var compilation = CSharpCompilation.Create(
                "Shapes",
                references: TestReferenceSet.WithLog4Net
                    .Add(MetadataReference.CreateFromFile(typeof(LayoutFixModelTests).Assembly.Location)));
            return new LayoutRequirements(new TypeNameResolver(compilation), Log4NetSymbols.For(compilation)!);
        }

        private static IReadOnlyList<ConfigNode> LayoutNodes(string xml)
        {
            ConfigFile file = ConfigFileParser.Parse(SourceText.From(xml));
            return file.Sections.Single().Appenders
                .Select(a => a.Node.Property("layout") ?? a.Node.Property("parameter")!.Property("layout")!)
                .ToList();
        }

        private static Dictionary<string, ILayout> ConfigureInLog4Net(string xml)
        {
            var document = new XmlDocument { XmlResolver = null };
            document.LoadXml(xml);
            XmlElement root = document.CreateElement("root");
            foreach (XmlElement appender in document.DocumentElement!.GetElementsByTagName("appender").Cast<XmlElement>().ToList())
            {
                XmlElement reference = document.CreateElement("appender-ref");
                reference.SetAttribute("ref", appender.GetAttribute("name"));
                root.AppendChild(reference);
            }

            document.DocumentElement.AppendChild(root);
            ILoggerRepository repository = LogManager.CreateRepository(Guid.NewGuid().ToString());
            XmlConfigurator.Configure(repository, document.DocumentElement!);
            var layouts = repository.GetAppenders().OfType<AppenderSkeleton>().ToDictionary(a => a.Name, a => a.Layout!);
            repository.Shutdown();
            return layouts;
        }

        private static string TypeName(Type type) =>
            type.Assembly == typeof(ILayout).Assembly ? type.FullName! : $"{type.FullName}, {type.Assembly.GetName().Name}";

        private static string Pattern(string pattern) => $"<conversionPattern value=\"{pattern}\" />";

        private static string Converter(string name) => $"<converter><name value=\"{name}\" /><type value=\"{Tenant}\" /></converter>";

        public sealed class TenantConverter : PatternLayoutConverter
        {
            protected override void Convert(TextWriter writer, LoggingEvent loggingEvent) => writer.Write("tenant");
        }

        public sealed class ThreadOnlyPatternLayout : PatternLayout
        {
        }

        public sealed class PrefixedSimpleLayout : SimpleLayout
        {
        }

        public sealed class QuietXmlLayout : XmlLayout
        {
        }

        public sealed class OwnLayout : LayoutSkeleton
        {
            public override void ActivateOptions()
            {
            }

            public override void Format(TextWriter writer, LoggingEvent loggingEvent) => writer.Write(loggingEvent.LookupProperty("x"));
        }

        public sealed class OwnRawLayout : IRawLayout
        {
            public object? Format(LoggingEvent loggingEvent) => loggingEvent.LookupProperty("x");
        }

        /// <summary>
        /// The appenders' side of the model, LogPerf.Appenders' internal LayoutDescriptions, reached by reflection: this
        /// project sees LogPerf.Analyzers' internals, and both assemblies compile src/Shared's internal types, so seeing
        /// LogPerf.Appenders' internals too would make every shared type ambiguous (CS0433).
        /// </summary>
        private static class RuntimeModel
        {
            private static readonly Type Descriptions = typeof(LogPerf.Appenders.AsyncForwardingAppender).Assembly.GetType("LogPerf.Appenders.LayoutDescriptions", throwOnError: true)!;

            public static RuntimeDescription Describe(object layout)
            {
                var description = Invoke("Describe", layout);
                T Get<T>(string property) => (T)description.GetType().GetProperty(property)!.GetValue(description)!;
                return new RuntimeDescription(
                    Get<object>("Kind").ToString()!, Get<string?>("Pattern"), Get<IReadOnlyCollection<string>>("CustomConverters"), Get<bool>("LocationInfo"), Get<string>("Name"));
            }

            public static FixFlags FixFlagsOf(object layout) => (FixFlags)Invoke("FixFlagsOf", layout);

            private static object Invoke(string method, object layout) =>
                Descriptions.GetMethod(method, System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.Static)!.Invoke(null, new[] { layout })!;
        }

        private sealed record RuntimeDescription(string Kind, string? Pattern, IReadOnlyCollection<string> CustomConverters, bool LocationInfo, string Name);
    }
}
