using System.Linq;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Text;
using Xunit;
using LogPerf.Analyzers.Log4Net;

namespace LogPerf.Analyzers.Tests.Contracts
{
    /// <summary>
    /// Each rule's contract, written as its analyzer writes it, made into a diagnostic the way the config contexts make
    /// one (spans as additional locations in the same file), and read back as its fixer reads it.
    /// </summary>
    public class ContractRoundTripTests
    {
        private const string Path = "/src/App/log4net.config";

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void Minimal_lock(bool shared)
        {
            var written = new MinimalLockFinding(new TextSpan(40, 37), "log4net.Appender.FileAppender+InterProcessLock, log4net", shared);

            Assert.True(MinimalLockFinding.TryRead(InConfig(written.Write()), out var read));

            Assert.Equal((written.TypeValue, written.InterProcessType, shared), (read.TypeValue, read.InterProcessType, read.SharedFile));
        }

        [Theory]
        [InlineData(null, false)]
        [InlineData("Message, ThreadName", true)]
        public void Immediate_flush_with_a_route(string? fix, bool memoryMapped)
        {
            var data = new ImmediateFlushFinding(new ForwarderRoute(fix), memoryMapped).WriteTo(FixData.From(DiagnosticProperties.Appenders(true)));

            Assert.True(ImmediateFlushFinding.TryRead(InConfig(data), out var read));

            Assert.Equal((fix, memoryMapped), (read.Route!.Fix, read.MemoryMappedSwitch));
            Assert.Equal("true", InConfig(data).Properties[DiagnosticProperties.AppendersReferenced]);
        }

        [Fact]
        public void Immediate_flush_in_code_carries_only_the_switch()
        {
            var tree = CSharpSyntaxTree.ParseText("class C { object a = new object(); }");
            var diagnostic = new ImmediateFlushFinding(route: null, memoryMappedSwitch: true).WriteTo(default)
                .ToDiagnostic(Descriptors.ImmediateFlush, Location.Create(tree, new TextSpan(21, 12)), "A", "B", "C");

            Assert.True(ImmediateFlushFinding.TryRead(diagnostic, out var read));
            Assert.Null(read.Route);
            Assert.True(read.MemoryMappedSwitch);
            Assert.False(ImmediateFlushFinding.TryRead(InConfig(new ImmediateFlushFinding(null, false).WriteTo(default)), out _));
        }

        [Fact]
        public void Synchronous_remote_appender()
        {
            Assert.True(SynchronousRemoteAppenderFinding.TryRead(InConfig(SynchronousRemoteAppenderFinding.Write(default, new ForwarderRoute("All"))), out var read));
            Assert.Equal("All", read.Fix);
            Assert.False(SynchronousRemoteAppenderFinding.TryRead(InConfig(default), out _));
        }

        [Fact]
        public void Scalar_contracts()
        {
            Assert.True(FixFlagsValue.TryRead(InConfig(FixFlagsValue.Write(default, "Message, Exception")), out var fix));
            Assert.Equal("Message, Exception", fix);
            Assert.True(ValueReplacement.TryRead(InConfig(ValueReplacement.Write(default, "false")), out var value));
            Assert.Equal("false", value);
            Assert.True(DiscardingQueueFinding.TryReadCode(InConfig(DiscardingQueueFinding.WriteCode(replacesExplicitAction: true)), out var replaces));
            Assert.True(replaces);
            Assert.True(DiscardingQueueFinding.TryReadCode(InConfig(DiscardingQueueFinding.WriteCode(replacesExplicitAction: false)), out replaces));
            Assert.False(replaces);
        }

        [Theory]
        [InlineData(NLogSettingForm.Attribute)]
        [InlineData(NLogSettingForm.Element)]
        [InlineData(NLogSettingForm.JsonString)]
        [InlineData(NLogSettingForm.JsonLiteral)]
        public void NLog_setting_replaced(NLogSettingForm form)
        {
            var setting = new NLogSetting("keepFileOpen", "false", new TextSpan(10, 20), new TextSpan(24, 5), form);

            Assert.True(NLogSettingEdit.TryRead(InConfig(NLogSettingEdit.Replace(default, setting)), out var read));

            Assert.Null(read.Insertion);
            Assert.Equal((setting.ValueSpan, form), (read.ValueSpan, read.Form));
        }

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void NLog_setting_inserted(bool isJson)
        {
            var insertion = new NLogInsertion(new TextSpan(5, 30), 33, isJson);

            Assert.True(NLogSettingEdit.TryRead(InConfig(NLogSettingEdit.Insert(default, insertion)), out var read));

            Assert.Equal((insertion.Container, insertion.After, isJson), (read.Insertion!.Value.Container, read.Insertion.Value.After, read.Insertion.Value.IsJson));
            Assert.Equal(isJson ? NLogSettingForm.JsonLiteral : NLogSettingForm.Attribute, read.Form);
        }

        [Fact]
        public void Synchronous_target_with_both_config_fixes()
        {
            var async = new NLogSetting("async", "false", new TextSpan(12, 13), new TextSpan(19, 5), NLogSettingForm.Attribute);
            var wrap = new TargetWrap(new TextSpan(30, 60), new TextSpan(30, 50), new TextSpan(44, 1), 10, "f", "f_wrapped", "xsi:type");
            var data = wrap.WriteTo(SynchronousTargetFinding.WriteAsyncEdit(default, async, new NLogInsertion(new TextSpan(10, 20), 18, false)));

            Assert.True(SynchronousTargetFinding.TryRead(InConfig(data), out var read));

            Assert.Equal(async.ValueSpan, read.AsyncEdit!.Value.ValueSpan);
            Assert.Equal(
                (wrap.Element, wrap.StartTag, wrap.NameValue, wrap.GroupStart, wrap.Name, wrap.InnerName, wrap.TypeAttribute),
                (read.Wrap!.Element, read.Wrap.StartTag, read.Wrap.NameValue, read.Wrap.GroupStart, read.Wrap.Name, read.Wrap.InnerName, read.Wrap.TypeAttribute));
            Assert.False(read.IsFluent);
            Assert.False(NLogSettingEdit.TryRead(InConfig(data), out _));
        }

        [Fact]
        public void Synchronous_target_fluent_in_code()
        {
            var tree = CSharpSyntaxTree.ParseText("class C { void M() { b.WriteTo(t); } }");
            var diagnostic = SynchronousTargetFinding.WriteFluent(default).ToDiagnostic(Descriptors.NLogSynchronousTarget, Location.Create(tree, new TextSpan(23, 10)), "a", "b", "c");

            Assert.True(SynchronousTargetFinding.TryRead(diagnostic, out var read));

            Assert.True(read.IsFluent);
            Assert.Null(read.Wrap);
            Assert.Null(read.AsyncEdit);
        }

        [Fact]
        public void Spans_in_code_become_locations_in_the_same_tree()
        {
            var tree = CSharpSyntaxTree.ParseText("class C { }");
            var diagnostic = default(FixData).WithSpan("S", new TextSpan(6, 1)).ToDiagnostic(Descriptors.ImmediateFlush, Location.Create(tree, new TextSpan(0, 5)), "a", "b", "c");

            var location = Assert.Single(diagnostic.AdditionalLocations);

            Assert.Same(tree, location.SourceTree);
            Assert.True(new FixDataReader(diagnostic).TrySpan("S", out var span));
            Assert.Equal(new TextSpan(6, 1), span);
        }

        [Theory]
        [InlineData(true, "Flush")]
        [InlineData(false, null)]
        public void Blocking_wait(bool inAppend, string? synchronous)
        {
            Assert.True(BlockingWaitFinding.TryRead(InConfig(new BlockingWaitFinding(inAppend, synchronous).WriteTo(default)), out var read));
            Assert.Equal((inAppend, synchronous), (read.InAppend, read.Synchronous));
        }

        [Theory]
        [InlineData(true)]
        [InlineData(false)]
        public void Syslog_sender(bool isSyslog)
        {
            Assert.True(SyslogSenderFinding.TryRead(InConfig(SyslogSenderFinding.Write(default, isSyslog)), out var read));
            Assert.Equal(isSyslog, read);
        }

        [Theory]
        [InlineData("File", "Ref", "FileAsync")]
        [InlineData("log4net.Appender.FileAppender", "Type", null)]
        public void Lost_events(string suggestion, string kind, string? via)
        {
            Assert.True(LostEventsFinding.TryRead(InConfig(new LostEventsFinding(suggestion, kind, via).WriteTo(default)), out var read));
            Assert.Equal((suggestion, kind, via), (read.Suggestion, read.Kind, read.Via));
        }

        [Theory]
        [InlineData("Interpolation", true, false)]
        [InlineData("Concatenation", false, true)]
        public void Eager_message(string kind, bool canUseFormat, bool canGuard)
        {
            Assert.True(EagerMessageFinding.TryRead(InConfig(new EagerMessageFinding(kind, canUseFormat, canGuard).WriteTo(default)), out var read));
            Assert.Equal((kind, canUseFormat, canGuard), (read.Kind, read.CanUseFormat, read.CanGuard));
        }

        [Theory]
        [InlineData("fileTarget", false)]
        [InlineData("File\"s", true)]
        public void Unresolved_target(string suggestion, bool isJson)
        {
            Assert.True(UnresolvedTargetFinding.TryRead(InConfig(new UnresolvedTargetFinding(suggestion, isJson).WriteTo(default)), out var read));
            Assert.Equal((suggestion, isJson), (read.Suggestion, read.IsJson));
        }

        [Fact]
        public void Config_fixes_at_load()
        {
            Assert.True(ConfigFixesAtLoadFinding.TryRead(InConfig(ConfigFixesAtLoadFinding.Write("/src/App/log4net.config")), out var path));
            Assert.Equal("/src/App/log4net.config", path);
            Assert.False(ConfigFixesAtLoadFinding.TryRead(InConfig(ConfigFixesAtLoadFinding.Write(string.Empty)), out _));
        }

        [Theory]
        [InlineData(null)]
        [InlineData(48)]
        public void Missing_fix_flags(int? firstChild)
        {
            var written = new MissingFixFlagsFinding("Message, ThreadName", new ChildInsertion(new TextSpan(10, 90), new TextSpan(10, 30), firstChild));

            Assert.True(MissingFixFlagsFinding.TryRead(InConfig(written.WriteTo(default)), out var read));

            Assert.Equal(
                (written.Fix, written.Insertion.Element, written.Insertion.StartTag, firstChild),
                (read.Fix, read.Insertion.Element, read.Insertion.StartTag, read.Insertion.FirstChild));
            Assert.False(MissingFixFlagsFinding.TryRead(InConfig(FixFlagsValue.Write(default, "Message")), out _));
        }

        [Fact]
        public void Shared_log_file_with_a_lock_to_rewrite_or_a_place_for_one()
        {
            Assert.True(SharedLogFileFinding.TryRead(InConfig(new SharedLogFileFinding("Audit", new TextSpan(60, 45), null).WriteTo(default)), out var rewrite));
            Assert.Equal(("Audit", (TextSpan?)new TextSpan(60, 45), (ChildInsertion?)null), (rewrite.Appender, rewrite.LockTypeValue, rewrite.Insertion));

            var place = new ChildInsertion(new TextSpan(10, 90), new TextSpan(10, 30), 44);
            Assert.True(SharedLogFileFinding.TryRead(InConfig(new SharedLogFileFinding("Audit", null, place).WriteTo(default)), out var insert));
            Assert.Null(insert.LockTypeValue);
            Assert.Equal((place.Element, place.StartTag, place.FirstChild), (insert.Insertion!.Element, insert.Insertion.StartTag, insert.Insertion.FirstChild));
        }

        [Theory]
        [InlineData(false, false, null)]
        [InlineData(true, true, 70)]
        public void Bounded_sender(bool setsSize, bool setsTimeout, int? timeoutStart)
        {
            var timeout = timeoutStart is { } start ? new TextSpan(start, 4) : (TextSpan?)null;
            var written = new BoundedSenderFinding(new TextSpan(30, 40), setsSize, setsTimeout, timeout, new ChildInsertion(new TextSpan(10, 90), new TextSpan(10, 62), null));

            Assert.True(BoundedSenderFinding.TryRead(InConfig(written.WriteTo(SyslogSenderFinding.Write(default, true))), out var read));

            Assert.Equal(
                (written.TypeValue, setsSize, setsTimeout, timeout, written.Insertion.Element),
                (read.TypeValue, read.SetsSize, read.SetsTimeout, read.TimeoutValue, read.Insertion.Element));
        }

        /// <summary>As ConfigFileContext and NLogConfigContext make a config diagnostic.</summary>
        internal static Diagnostic InConfig(FixData data, string path = Path) =>
            Diagnostic.Create(
                Descriptors.MinimalLock,
                Location.Create(path, new TextSpan(0, 4), default),
                data.Spans.Select(s => Location.Create(path, s, default)),
                data.Properties,
                "A");
    }
}
