using System;
using System.Collections.Concurrent;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using LogPerf.Analyzers.Tests.Harness;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Emit;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// Reference assemblies, compiled in memory, that stand for log4net releases the registry does not serve: named
    /// log4net, public-signed with log4net's public key (so the identity matches the real one, token
    /// 669e0ddf0bb1aa2a), with the release's version attributes and TargetFrameworkAttribute, and the public shape the
    /// version-aware rules read (the appender types, their bases and the members tests set). That shape is the same
    /// at every tag tested, 2.0.8 to 3.5.0 (UdpAppender : AppenderSkeleton, RemoteSyslogAppender : UdpAppender,
    /// BufferingForwardingAppender : BufferingAppenderSkeleton with its Fix, FixFlags' values).
    /// </summary>
    public static class Log4NetReferenceAssembly
    {
        private const string Shape = @"
namespace log4net.Core
{
    public class LoggingEvent { }

    public interface IOptionHandler { void ActivateOptions(); }

    public interface IAppenderAttachable { }

    [System.Flags]
    public enum FixFlags
    {
        Mdc = 1, Ndc = 2, Message = 4, ThreadName = 8, LocationInfo = 16, UserName = 32, Domain = 64, Identity = 128,
        Exception = 256, Properties = 512, None = 0, All = 268435455, Partial = 844,
    }
}

namespace log4net.Layout
{
    public interface ILayout { }

    public class PatternLayout : ILayout
    {
        public PatternLayout() { }
        public PatternLayout(string pattern) { }
        public string ConversionPattern { get => throw null!; set { } }
    }
}

namespace log4net.Appender
{
    using log4net.Core;

    public interface IAppender
    {
        string Name { get; set; }
        void Close();
        void DoAppend(LoggingEvent loggingEvent);
    }

    public interface IBulkAppender : IAppender { void DoAppend(LoggingEvent[] loggingEvents); }

    public interface IFlushable { bool Flush(int millisecondsTimeout); }

    public abstract class AppenderSkeleton : IAppender, IBulkAppender, IOptionHandler, IFlushable
    {
        public string Name { get => throw null!; set { } }
        public void Close() { }
        public void DoAppend(LoggingEvent loggingEvent) { }
        public void DoAppend(LoggingEvent[] loggingEvents) { }
        public virtual void ActivateOptions() { }
        public virtual bool Flush(int millisecondsTimeout) => throw null!;
        protected abstract void Append(LoggingEvent loggingEvent);
    }

    public abstract class BufferingAppenderSkeleton : AppenderSkeleton
    {
        public int BufferSize { get => throw null!; set { } }
        public bool Lossy { get => throw null!; set { } }
        public virtual FixFlags Fix { get => throw null!; set { } }
        protected override void Append(LoggingEvent loggingEvent) { }
        protected abstract void SendBuffer(LoggingEvent[] events);
    }

    public class BufferingForwardingAppender : BufferingAppenderSkeleton, IAppenderAttachable
    {
        protected override void SendBuffer(LoggingEvent[] events) { }
    }

    public class ConsoleAppender : AppenderSkeleton
    {
        protected override void Append(LoggingEvent loggingEvent) { }
    }

    public class UdpAppender : AppenderSkeleton
    {
        public System.Net.IPAddress RemoteAddress { get => throw null!; set { } }
        public int RemotePort { get => throw null!; set { } }
        public int LocalPort { get => throw null!; set { } }
        public System.Text.Encoding Encoding { get => throw null!; set { } }
        protected override void Append(LoggingEvent loggingEvent) { }
    }

    public class RemoteSyslogAppender : UdpAppender
    {
        public enum SyslogFacility { Kernel, User, Mail, Daemon }

        public log4net.Layout.PatternLayout Identity { get => throw null!; set { } }
        public SyslogFacility Facility { get => throw null!; set { } }
    }
}";

        /// <summary>LogPerf.Appenders' types that LP0002's fix writes, as a LogPerf.Appenders built against one log4net release would have them.</summary>
        private const string AppendersShape = @"
[assembly: System.Reflection.AssemblyVersion(""0.1.0.0"")]

namespace LogPerf.Appenders
{
    public abstract class AsyncAppenderSkeleton : log4net.Appender.AppenderSkeleton
    {
        protected override void Append(log4net.Core.LoggingEvent loggingEvent) { }
    }

    public class AsyncRemoteSyslogAppender : AsyncAppenderSkeleton
    {
        public System.Net.IPAddress RemoteAddress { get => throw null!; set { } }
        public int RemotePort { get => throw null!; set { } }
        public log4net.Layout.PatternLayout Identity { get => throw null!; set { } }
    }
}";

        private static readonly ImmutableArray<byte> Log4NetPublicKey = ImmutableArray.Create(typeof(log4net.LogManager).Assembly.GetName().GetPublicKey()!);

        private static readonly ConcurrentDictionary<string, Lazy<MetadataReference>> Cache = new();

        /// <summary>The log4net reference assembly of <paramref name="release"/> (compiled once per test run).</summary>
        public static MetadataReference For(Log4NetRelease release) =>
            Cache.GetOrAdd("log4net|" + release.Identity, _ => new Lazy<MetadataReference>(() => Compile("log4net", AssemblyAttributes(release) + Shape, TestReferences.Framework, signed: true))).Value;

        /// <summary>A LogPerf.Appenders reference assembly built against <paramref name="release"/>'s log4net.</summary>
        public static MetadataReference AppendersFor(Log4NetRelease release) =>
            Cache.GetOrAdd("appenders|" + release.Identity, _ => new Lazy<MetadataReference>(() => Compile("LogPerf.Appenders", AppendersShape, TestReferences.Framework.Add(For(release)), signed: false))).Value;

        /// <summary>What a project on <paramref name="release"/> references: the running .NET and that log4net.</summary>
        public static ImmutableArray<MetadataReference> ProjectOn(Log4NetRelease release) => TestReferences.Framework.Add(For(release));

        private static string AssemblyAttributes(Log4NetRelease release)
        {
            var attributes = $@"
[assembly: System.Reflection.AssemblyVersion(""{release.AssemblyVersion}"")]
[assembly: System.Reflection.AssemblyFileVersion(""{release.FileVersion}"")]
[assembly: System.Reflection.AssemblyInformationalVersion(""{release.InformationalVersion}"")]";
            if (release.TargetFramework is { } framework)
            {
                attributes += release.FrameworkDisplayName is { } display
                    ? $@"
[assembly: System.Runtime.Versioning.TargetFramework(""{framework}"", FrameworkDisplayName = ""{display}"")]"
                    : $@"
[assembly: System.Runtime.Versioning.TargetFramework(""{framework}"")]";
            }

            return attributes;
        }

        private static MetadataReference Compile(string name, string source, ImmutableArray<MetadataReference> references, bool signed)
        {
            var options = new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Disable);
            if (signed)
            {
                options = options.WithCryptoPublicKey(Log4NetPublicKey).WithPublicSign(true);
            }

            var compilation = CSharpCompilation.Create(name, new[] { CSharpSyntaxTree.ParseText(source) }, references, options);
            using var image = new MemoryStream();
            var result = compilation.Emit(image, options: new EmitOptions(metadataOnly: true));
            if (!result.Success)
            {
                throw new InvalidOperationException($"The {name} reference assembly does not compile:\n" + string.Join("\n", result.Diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error)));
            }

            return MetadataReference.CreateFromImage(image.ToArray());
        }
    }
}
