using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using System.Reflection;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.CodeFixes.Rules;
using log4net.Core;
using log4net.Layout;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace LogPerf.Log4Net.Tests
{
    public class BlockingWaitInAppenderTests
    {
        /// <summary>Shaped like log4net 3.1's RemoteSyslogAppender.Append.</summary>
        private const string SyslogLike = @"using System.Net;
using System.Net.Sockets;
using System.Text;
using log4net.Appender;
using log4net.Core;

public class SyslogLikeAppender : AppenderSkeleton
{
    public IPEndPoint RemoteEndPoint { get; set; } = new IPEndPoint(IPAddress.Loopback, 514);

    protected UdpClient Client { get; } = new UdpClient();

    /// <summary>Kept by the fix.</summary>
    public string Identity { get; set; } = ""app"";

    protected override bool RequiresLayout => true;

    protected override void Append(LoggingEvent loggingEvent)
    {
        var buffer = Encoding.ASCII.GetBytes(""<14>"" + Identity + "": "" + RenderLoggingEvent(loggingEvent));
        {|LP0001:Client.SendAsync(buffer, buffer.Length, RemoteEndPoint).Wait()|};
    }
}
";

        private static TestProject Project(string markup)
        {
            var project = new TestProject();
            project.Sources.Add(("Appender.cs", markup));
            return project;
        }

        [Fact]
        public Task Flags_waits_on_the_append_path_only()
        {
            var project = Project(SyslogLike);
            project.Sources.Add(("Others.cs", @"using System.IO;
using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;

public class HelperPath : AppenderSkeleton
{
    private readonly Stream _stream = Stream.Null;
    private Task<int> Pending => Task.FromResult(1);
    private int Size => {|LP0001:Pending.Result|};

    protected override void Append(LoggingEvent loggingEvent) => Write(new byte[Size]);

    private void Write(byte[] bytes)
    {
        {|LP0001:_stream.WriteAsync(bytes, 0, bytes.Length).GetAwaiter().GetResult()|};
        {|LP0001:Task.WaitAll(_stream.FlushAsync())|};
        Task.Run(() => _stream.FlushAsync().Wait());
    }

    public void NotOnThePath() => _stream.FlushAsync().Wait();

    public async Task AlreadyAsync() => await _stream.FlushAsync();
}

public class Bare : IAppender
{
    public string Name { get; set; } = """";
    public void Close() => Task.Delay(1).Wait();
    public void DoAppend(LoggingEvent loggingEvent) => {|LP0001:Task.Delay(1).Wait()|};
}

public class NotAnAppender
{
    public void Append(LoggingEvent loggingEvent) => Task.Delay(1).Wait();
}"));
            return DiagnosticVerifier.VerifyAsync(new LP0001BlockingWaitInAppenderAnalyzer(), Log4NetReference.WithAppenders, project);
        }

        private static async Task<Solution> FixAsync(string key)
        {
            var solution = TestSolution.Create(new[] { Project(SyslogLike) }, Log4NetReference.WithAppenders);
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), new LP0001BlockingWaitInAppenderAnalyzer());
            var fixedSolution = await CodeFixRunner.ApplyAsync(new LP0001BlockingWaitInAppenderCodeFixProvider(), solution, result.Diagnostics.Single(), key);
            var after = await AnalyzerRunner.RunAsync(fixedSolution.Projects.Single(), new LP0001BlockingWaitInAppenderAnalyzer());
            Assert.Empty(after.CompilerErrors);
            Assert.Empty(after.Diagnostics);
            return fixedSolution;
        }

        [Fact]
        public async Task Synchronous_fix_calls_Send()
        {
            var text = await CodeFixRunner.TextOfAsync(await FixAsync(LP0001BlockingWaitInAppenderCodeFixProvider.SynchronousKey), "/src/Test/Appender.cs");

            Assert.Equal(Markup.Parse(SyslogLike).Text.Replace("Client.SendAsync(buffer, buffer.Length, RemoteEndPoint).Wait()", "Client.Send(buffer, buffer.Length, RemoteEndPoint)"), text);
        }

        [Fact]
        public async Task Async_skeleton_fix_keeps_the_members_and_sends_the_same_bytes()
        {
            var fixedSolution = await FixAsync(LP0001BlockingWaitInAppenderCodeFixProvider.AsyncSkeletonKey);
            var text = await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/Appender.cs");

            Assert.Contains("public class SyslogLikeAppender : AsyncAppenderSkeleton", text);
            Assert.Contains("protected override async Task AppendAsync(LoggingEvent loggingEvent, CancellationToken cancellationToken)", text);
            Assert.Contains("await Client.SendAsync(buffer, buffer.Length, RemoteEndPoint);", text);
            Assert.Contains("public string Identity { get; set; } = \"app\";", text);
            Assert.Contains("using LogPerf.Appenders;", text);

            var before = await SendAsync(Markup.Parse(SyslogLike).Text);
            var after = await SendAsync(text);
            Assert.Equal(3, before.Count);
            Assert.Equal(before, after);
        }

        /// <summary>Compiles the appender, logs three events through it to a loopback UDP socket and returns what arrived.</summary>
        private static async Task<List<string>> SendAsync(string code)
        {
            var compilation = CSharpCompilation.Create("Appender" + Guid.NewGuid().ToString("N"), new[] { CSharpSyntaxTree.ParseText(code) },
                TestReferences.Framework.AddRange(Log4NetReference.WithAppenders), new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            using var image = new MemoryStream();
            var emitted = compilation.Emit(image);
            Assert.True(emitted.Success, string.Join(Environment.NewLine, emitted.Diagnostics));
            var type = Assembly.Load(image.ToArray()).GetType("SyslogLikeAppender")!;

            using var receiver = new UdpClient(new IPEndPoint(IPAddress.Loopback, 0));
            var appender = (log4net.Appender.IAppender)Activator.CreateInstance(type)!;
            type.GetProperty("RemoteEndPoint")!.SetValue(appender, (IPEndPoint)receiver.Client.LocalEndPoint!);
            type.GetProperty("Layout")!.SetValue(appender, new PatternLayout("%level %message"));
            ((IOptionHandler)appender).ActivateOptions();
            var repository = log4net.LogManager.CreateRepository(Guid.NewGuid().ToString());
            foreach (var message in new[] { "first", "second", "third" })
            {
                appender.DoAppend(new LoggingEvent(typeof(BlockingWaitInAppenderTests), repository, "test", Level.Info, message, null));
            }

            appender.Close();
            var received = new List<string>();
            while (received.Count < 3)
            {
                var datagram = await receiver.ReceiveAsync().WaitAsync(TimeSpan.FromSeconds(10));
                received.Add(System.Text.Encoding.ASCII.GetString(datagram.Buffer));
            }

            return received;
        }
    }
}
