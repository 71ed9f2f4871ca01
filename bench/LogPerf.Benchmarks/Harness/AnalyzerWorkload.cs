using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Benchmarks.Harness
{
    /// <summary>
    /// A generated project for scenario 6: 2,000 C# files with log4net calls (guarded and not, Format overloads,
    /// interpolation, concatenation), appender types (some blocking in Append) and appenders configured in
    /// code, plus 20 log4net configs as AdditionalTexts. Parsed once; each analysis gets a fresh compilation.
    /// </summary>
    internal sealed class AnalyzerWorkload
    {
        public const int FileCount = 2000;
        public const int ConfigCount = 20;

        private AnalyzerWorkload(ImmutableArray<SyntaxTree> trees, ImmutableArray<AdditionalText> configs, ImmutableArray<MetadataReference> framework, MetadataReference log4net)
        {
            Trees = trees;
            Configs = configs;
            Framework = framework;
            Log4Net = log4net;
        }

        public ImmutableArray<SyntaxTree> Trees { get; }

        public ImmutableArray<AdditionalText> Configs { get; }

        public ImmutableArray<MetadataReference> Framework { get; }

        public MetadataReference Log4Net { get; }

        public static AnalyzerWorkload Create()
        {
            var options = new CSharpParseOptions(LanguageVersion.CSharp10);
            ImmutableArray<SyntaxTree> trees = Enumerable.Range(0, FileCount)
                .Select(i => CSharpSyntaxTree.ParseText(SourceFile(i), options, path: $"/gen/src/File{i:0000}.cs", encoding: Encoding.UTF8))
                .ToImmutableArray();
            ImmutableArray<AdditionalText> configs = Enumerable.Range(0, ConfigCount)
                .Select(i => (AdditionalText)new InMemoryAdditionalText($"/gen/config{i:00}/log4net.config", ConfigFile(i)))
                .ToImmutableArray();
            string tpa = (string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!;
            ImmutableArray<MetadataReference> framework = tpa.Split(Path.PathSeparator)
                .Where(p => Path.GetFileName(p) is string n && (n.StartsWith("System.", StringComparison.Ordinal) || n == "netstandard.dll" || n == "mscorlib.dll")
                    && Path.GetDirectoryName(p) == Path.GetDirectoryName(typeof(object).Assembly.Location))
                .Select(p => (MetadataReference)MetadataReference.CreateFromFile(p))
                .ToImmutableArray();
            return new AnalyzerWorkload(trees, configs, framework, MetadataReference.CreateFromFile(typeof(log4net.ILog).Assembly.Location));
        }

        /// <summary>Every LogPerf analyzer in src/Analyzers.</summary>
        public static ImmutableArray<DiagnosticAnalyzer> LogPerfAnalyzers()
        {
            Assembly assembly = typeof(LogPerf.Analyzers.Rules.Log4NetAnalyzer).Assembly;
            return assembly.GetTypes()
                .Where(t => !t.IsAbstract && typeof(DiagnosticAnalyzer).IsAssignableFrom(t) && t.GetCustomAttribute<DiagnosticAnalyzerAttribute>() != null)
                .OrderBy(t => t.Name, StringComparer.Ordinal)
                .Select(t => (DiagnosticAnalyzer)Activator.CreateInstance(t)!)
                .ToImmutableArray();
        }

        public CSharpCompilation Compilation(bool withLog4Net)
            => CSharpCompilation.Create(
                "Generated",
                Trees,
                withLog4Net ? Framework.Add(Log4Net) : Framework,
                new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable));

        public CompilationWithAnalyzers WithAnalyzers(bool withLog4Net, ImmutableArray<DiagnosticAnalyzer> analyzers, bool logTime = false)
            => Compilation(withLog4Net).WithAnalyzers(
                analyzers,
                new CompilationWithAnalyzersOptions(new AnalyzerOptions(Configs), onAnalyzerException: null, concurrentAnalysis: true, logAnalyzerExecutionTime: logTime, reportSuppressedDiagnostics: false));

        private static string SourceFile(int i)
        {
            var s = new StringBuilder();
            s.AppendLine("using System;");
            s.AppendLine("using System.Collections.Generic;");
            s.AppendLine("using System.Threading;");
            s.AppendLine("using System.Threading.Tasks;");
            s.AppendLine("using log4net;");
            s.AppendLine("using log4net.Appender;");
            s.AppendLine("using log4net.Core;");
            s.AppendLine("using log4net.Layout;");
            s.AppendLine($"namespace Generated.Area{i % 40}");
            s.AppendLine("{");
            s.AppendLine($"    public sealed class Service{i}");
            s.AppendLine("    {");
            s.AppendLine($"        private static readonly ILog Log = LogManager.GetLogger(typeof(Service{i}));");
            s.AppendLine("        private readonly Dictionary<string, int> _totals = new Dictionary<string, int>();");
            s.AppendLine("        private int _count;");
            s.AppendLine("        public int Process(IReadOnlyList<string> items, int factor)");
            s.AppendLine("        {");
            s.AppendLine("            Log.Debug(\"Processing \" + items.Count + \" items with factor \" + factor);");
            s.AppendLine("            Log.DebugFormat(\"Counter is: {0}\", _count);");
            s.AppendLine("            int sum = 0;");
            s.AppendLine("            foreach (string item in items)");
            s.AppendLine("            {");
            s.AppendLine("                int value = item.Length * factor;");
            s.AppendLine("                _totals[item] = _totals.TryGetValue(item, out int old) ? old + value : value;");
            s.AppendLine("                sum += value;");
            s.AppendLine("                if (Log.IsDebugEnabled)");
            s.AppendLine("                {");
            s.AppendLine("                    Log.Debug($\"Item {item} scored {value}\");");
            s.AppendLine("                }");
            s.AppendLine("            }");
            s.AppendLine("            Log.Info($\"Processed {items.Count} items, sum {sum}\");");
            s.AppendLine("            _count++;");
            s.AppendLine("            return sum;");
            s.AppendLine("        }");
            s.AppendLine("        public async Task<string> DescribeAsync(int id)");
            s.AppendLine("        {");
            s.AppendLine("            try");
            s.AppendLine("            {");
            s.AppendLine("                await Task.Yield();");
            s.AppendLine("                string text = string.Join(\",\", _totals.Keys) + id.ToString();");
            s.AppendLine("                Log.InfoFormat(\"Described {0} in {1} chars\", id, text.Length);");
            s.AppendLine("                return text;");
            s.AppendLine("            }");
            s.AppendLine("            catch (Exception ex)");
            s.AppendLine("            {");
            s.AppendLine("                Log.Error(\"Describe failed for \" + id, ex);");
            s.AppendLine("                throw;");
            s.AppendLine("            }");
            s.AppendLine("        }");
            if (i % 20 == 0)
            {
                s.AppendLine("        public static void Configure(string path)");
                s.AppendLine("        {");
                s.AppendLine("            var layout = new PatternLayout(\"%date [%thread] %-5level %logger %location - %message%newline\");");
                s.AppendLine("            layout.ActivateOptions();");
                s.AppendLine("            var file = new RollingFileAppender { File = path, ImmediateFlush = true, LockingModel = new FileAppender.MinimalLock(), Layout = layout };");
                s.AppendLine("            file.ActivateOptions();");
                s.AppendLine("            var buffer = new BufferingForwardingAppender { BufferSize = 512, Lossy = false };");
                s.AppendLine("            buffer.AddAppender(file);");
                s.AppendLine("            buffer.ActivateOptions();");
                s.AppendLine("            var syslog = new RemoteSyslogAppender { RemotePort = 514, Layout = layout };");
                s.AppendLine("            syslog.ActivateOptions();");
                s.AppendLine("            log4net.Config.BasicConfigurator.Configure(buffer, syslog);");
                s.AppendLine("        }");
            }

            s.AppendLine("    }");
            if (i % 10 == 0)
            {
                s.AppendLine($"    public sealed class Forwarder{i} : AppenderSkeleton");
                s.AppendLine("    {");
                s.AppendLine("        private readonly object _gate = new object();");
                s.AppendLine("        protected override void Append(LoggingEvent loggingEvent)");
                s.AppendLine("        {");
                s.AppendLine("            lock (_gate)");
                s.AppendLine("            {");
                s.AppendLine("                SendAsync(RenderLoggingEvent(loggingEvent)).Wait();");
                s.AppendLine("            }");
                s.AppendLine("        }");
                s.AppendLine("        private static Task SendAsync(string text) => Task.Delay(text.Length % 2);");
                s.AppendLine("    }");
            }

            s.AppendLine("}");
            return s.ToString();
        }

        private static string ConfigFile(int i)
        {
            string appender = (i % 4) switch
            {
                0 => """
                      <appender name="Buffer" type="log4net.Appender.BufferingForwardingAppender">
                        <bufferSize value="512" />
                        <appender-ref ref="File" />
                      </appender>
                    """,
                1 => """
                      <appender name="Buffer" type="log4net.Appender.BufferingForwardingAppender">
                        <bufferSize value="512" />
                        <Fix value="268" />
                        <appender-ref ref="File" />
                      </appender>
                    """,
                2 => """
                      <appender name="Buffer" type="LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders">
                        <appender-ref ref="File" />
                      </appender>
                    """,
                _ => """
                      <appender name="Buffer" type="log4net.Appender.RemoteSyslogAppender">
                        <remoteAddress value="10.0.0.1" />
                        <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%message" /></layout>
                      </appender>
                    """,
            };
            return $$"""
                <?xml version="1.0" encoding="utf-8" ?>
                <log4net>
                  <root>
                    <level value="ALL" />
                    <appender-ref ref="Buffer" />
                  </root>
                {{appender}}
                  <appender name="File" type="log4net.Appender.RollingFileAppender">
                    <file value="logs/app{{i}}.log" />
                    <appendToFile value="true" />
                    <lockingModel type="log4net.Appender.FileAppender+MinimalLock" />
                    <layout type="log4net.Layout.PatternLayout">
                      <conversionPattern value="%date{ISO8601} [%-5level] [%2thread] %logger{1} %location - %message%newline%exception" />
                    </layout>
                  </appender>
                </log4net>
                """;
        }
    }
}
