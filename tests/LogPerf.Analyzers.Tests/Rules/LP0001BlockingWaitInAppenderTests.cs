using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Reflection;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using log4net.Core;
using log4net.Layout;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0001 and its C# fixes. Deriving from AsyncAppenderSkeleton needs LogPerf.Appenders; calling the synchronous
    /// counterpart needs nothing new and is offered either way.
    /// </summary>
    public class LP0001BlockingWaitInAppenderTests
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
        {|#0:Client.SendAsync(buffer, buffer.Length, RemoteEndPoint).Wait()|};
    }
}
";

        private const string AwaitingSyslogLike = @"using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;
using LogPerf.Appenders;

public class SyslogLikeAppender : AsyncAppenderSkeleton
{
    public IPEndPoint RemoteEndPoint { get; set; } = new IPEndPoint(IPAddress.Loopback, 514);

    protected UdpClient Client { get; } = new UdpClient();

    /// <summary>Kept by the fix.</summary>
    public string Identity { get; set; } = ""app"";

    protected override bool RequiresLayout => true;

    protected override async Task AppendAsync(LoggingEvent loggingEvent, CancellationToken cancellationToken)
    {
        var buffer = Encoding.ASCII.GetBytes(""<14>"" + Identity + "": "" + RenderLoggingEvent(loggingEvent));
        await Client.SendAsync(buffer, buffer.Length, RemoteEndPoint);
    }
}
";

        private static readonly string Flagged = SyslogLike.Replace("{|#0:", "{|LP0001:");

        private static readonly string CallingSend = SyslogLike.Replace("{|#0:Client.SendAsync(buffer, buffer.Length, RemoteEndPoint).Wait()|}", "Client.Send(buffer, buffer.Length, RemoteEndPoint)");

        [Fact]
        public Task Flags_waits_on_the_append_path_only()
        {
            var test = new LogPerfAnalyzerTest<LP0001BlockingWaitInAppenderAnalyzer>(withAppenders: true);
            test.TestState.Sources.Add(Flagged);
            test.TestState.Sources.Add(@"using System.IO;
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
}

public partial class PartsWithoutABase
{
    public void DoAppend(LoggingEvent loggingEvent) => Task.Delay(1).Wait();
}

public partial class PartsWithoutABase
{
}");
            // A part without a base list is still an appender when another part names the base.
            test.TestState.Sources.Add(@"using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;

public partial class SplitAppender
{
    protected override void Append(LoggingEvent loggingEvent) => {|LP0001:Task.Delay(1).Wait()|};
}");
            test.TestState.Sources.Add(@"public partial class SplitAppender : log4net.Appender.AppenderSkeleton
{
}");
            // The path from Append crosses files: Append in one part calls a property and a method declared in another.
            test.TestState.Sources.Add(@"using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;

public partial class CrossFileAppender : AppenderSkeleton
{
    protected override void Append(LoggingEvent loggingEvent) => Send(Ready);

    private void NotOnThePath() => Task.Delay(1).Wait();

    internal record class Nested : IAppender
    {
        public string Name { get; set; } = """";
        public void Close() { }
        public void DoAppend(LoggingEvent loggingEvent) => {|LP0001:Task.Delay(2).Wait()|};
    }
}");
            test.TestState.Sources.Add(@"using System.Threading.Tasks;

public partial class CrossFileAppender
{
    private bool Ready => {|LP0001:Task.FromResult(true).Result|};

    private void Send(bool ready) => {|LP0001:Task.Delay(1).Wait()|};
}");
            return test.RunAsync();
        }

        /// <summary>
        /// The home-made batching appender (log shippers to Seq, Elasticsearch, Loggly): BufferingAppenderSkeleton's Append
        /// calls SendBuffer on the caller's thread when the buffer fills, so a wait there, or in what it calls, blocks the
        /// logging call; so does SendFromBuffer, and Append(LoggingEvent[]) of a bulk appender. A method that merely shares
        /// the name, in a type where no base class calls it, is not on the path.
        /// </summary>
        [Fact]
        public Task Overrides_the_base_append_path_calls_are_on_the_path()
        {
            var test = new LogPerfAnalyzerTest<LP0001BlockingWaitInAppenderAnalyzer>(withAppenders: true);
            test.TestState.Sources.Add(@"using System.Linq;
using System.Net.Http;
using System.Threading.Tasks;
using log4net.Appender;
using log4net.Core;
using log4net.Util;

public class SeqLikeAppender : BufferingAppenderSkeleton
{
    private readonly HttpClient _client = new HttpClient();

    protected override void SendBuffer(LoggingEvent[] events)
    {
        var posts = events.Select(e => _client.PostAsync(""http://localhost:5341/api/events/raw"", new StringContent(RenderLoggingEvent(e)))).ToArray();
        {|LP0001:Task.WaitAll(posts)|};
        Post(events.Length);
    }

    private void Post(int count) => {|LP0001:_client.GetStringAsync(""http://localhost/"" + count).Result|}.ToString();
}

public abstract class ShipperBase : BufferingAppenderSkeleton
{
}

public class Shipper : ShipperBase
{
    protected override void SendBuffer(LoggingEvent[] events) => {|LP0001:Task.Delay(events.Length).Wait()|};

    protected override void SendFromBuffer(LoggingEvent? firstLoggingEvent, CyclicBuffer buffer)
    {
        {|LP0001:Task.Delay(1).Wait()|};
        base.SendFromBuffer(firstLoggingEvent, buffer);
    }
}

public class Bulk : AppenderSkeleton
{
    protected override void Append(LoggingEvent loggingEvent) { }

    protected override void Append(LoggingEvent[] loggingEvents) => {|LP0001:Task.Delay(loggingEvents.Length).Wait()|};
}

public class NotBuffering : AppenderSkeleton
{
    protected override void Append(LoggingEvent loggingEvent) { }

    public void SendBuffer(LoggingEvent[] events) => Task.Delay(1).Wait();
}");
            return test.RunAsync();
        }

        [Theory]
        [InlineData(true)]
        [InlineData(false)]
        public Task Synchronous_fix_calls_Send_with_or_without_LogPerf_Appenders(bool withAppenders) =>
            new LogPerfCodeFixTest<LP0001BlockingWaitInAppenderAnalyzer, LP0001BlockingWaitInAppenderCodeFixProvider>(withAppenders)
            {
                TestCode = Flagged,
                FixedCode = CallingSend,
                CodeActionEquivalenceKey = LP0001BlockingWaitInAppenderCodeFixProvider.SynchronousKey,
            }.RunAsync();

        [Fact]
        public Task Async_skeleton_fix_derives_from_AsyncAppenderSkeleton_awaits_and_keeps_the_members() =>
            new LogPerfCodeFixTest<LP0001BlockingWaitInAppenderAnalyzer, LP0001BlockingWaitInAppenderCodeFixProvider>(withAppenders: true)
            {
                TestCode = Flagged,
                FixedCode = AwaitingSyslogLike,
                CodeActionEquivalenceKey = LP0001BlockingWaitInAppenderCodeFixProvider.AsyncSkeletonKey,
            }.RunAsync();

        [Fact]
        public Task Without_LogPerf_Appenders_the_message_names_the_package_and_the_async_skeleton_fix_is_not_offered()
        {
            var test = new LogPerfCodeFixTest<LP0001BlockingWaitInAppenderAnalyzer, LP0001BlockingWaitInAppenderCodeFixProvider>
            {
                TestCode = SyslogLike,
                FixedCode = SyslogLike,
                CodeActionEquivalenceKey = LP0001BlockingWaitInAppenderCodeFixProvider.AsyncSkeletonKey,
            };
            test.ExpectedDiagnostics.Add(new DiagnosticResult(Descriptors.BlockingWaitInAppender).WithLocation(0).WithArguments(
                ".Wait()", "Append", "SyslogLikeAppender", "Append", "; add the LogPerf.Appenders package to derive from AsyncAppenderSkeleton and await"));
            return test.RunAsync();
        }

        [Fact]
        public async Task The_async_appender_sends_the_same_datagrams_as_the_blocking_one()
        {
            var before = await SendAsync(SyslogLike.Replace("{|#0:", string.Empty).Replace("|}", string.Empty));
            var after = await SendAsync(AwaitingSyslogLike);

            Assert.Equal(3, before.Count);
            Assert.Equal(before, after);
        }

        /// <summary>Compiles the appender, logs three events through it to a loopback UDP socket and returns what arrived.</summary>
        private static async Task<List<string>> SendAsync(string code)
        {
            var compilation = CSharpCompilation.Create("Appender" + Guid.NewGuid().ToString("N"), new[] { CSharpSyntaxTree.ParseText(code) },
                TestReferenceSet.WithAppenders, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
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
                appender.DoAppend(new LoggingEvent(typeof(LP0001BlockingWaitInAppenderTests), repository, "test", Level.Info, message, null));
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
