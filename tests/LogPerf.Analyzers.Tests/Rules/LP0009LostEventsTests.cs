using System;
using System.Linq;
using LogPerf.Analyzers.Contracts;
using System.IO;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Rules.LP0009LostEvents;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using log4net;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0009 in configs and code, and its config fix, fed the analyzer's diagnostics; the fixed config loads and logs.</summary>
    public class LP0009LostEventsTests
    {
        private static ConfigFixTest Test(string markup, string expected) => ConfigFixTest.Of(
            new LP0009LostEventsAnalyzer(), new LP0009LostEventsCodeFixProvider(), LP0009LostEventsCodeFixProvider.UseSuggestedRefKey, "log4net.config", markup, expected);

        [Fact]
        public Task Flags_undefined_refs_unresolvable_types_and_lossy_buffers_in_configs()
        {
            var test = new LogPerfAnalyzerTest<LP0009LostEventsAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""RollingFile"" type=""log4net.Appender.RollingFileAppender, log4net"" />
  <appender name=""Typo"" type=""{|LP0009:log4net.Appender.RollingFileAppendr|}"" />
  <appender name=""Empty"" type=""{|LP0009:|}"" />
  <appender name=""Plugin"" type=""Vendor.Appenders.CloudAppender, Vendor.Appenders"" />
  <appender name=""AnyCase"" type=""log4net.appender.ROLLINGFILEAPPENDER, log4net"" />
  <appender name=""Own"" type=""App.MyAppender, Test"" />
  <appender name=""Buffer"" type=""log4net.Appender.BufferingForwardingAppender"">
    {|LP0009:<lossy value=""true"" />|}
    <appender-ref ref=""{|LP0009:RollngFile|}"" />
  </appender>
  <appender name=""LastErrors"" type=""log4net.Appender.BufferingForwardingAppender"">
    <lossy value=""true"" />
    <evaluator type=""log4net.Core.LevelEvaluator""><threshold value=""ERROR"" /></evaluator>
    <appender-ref ref=""RollingFile"" />
  </appender>
  <appender name=""NotLossy"" type=""log4net.Appender.BufferingForwardingAppender""><lossy value=""false"" /></appender>
  <root>
    <appender-ref ref=""RollingFile"" />
    <appender-ref ref=""{|LP0009:Nowhere|}"" />
    <appender-ref ref=""Typo"" /><appender-ref ref=""Empty"" /><appender-ref ref=""Plugin"" /><appender-ref ref=""AnyCase"" /><appender-ref ref=""Own"" />
    <appender-ref ref=""Buffer"" /><appender-ref ref=""LastErrors"" /><appender-ref ref=""NotLossy"" />
  </root>
</log4net>"));
            test.TestState.Sources.Add(@"
namespace App
{
    public class MyAppender : log4net.Appender.AppenderSkeleton { protected override void Append(log4net.Core.LoggingEvent e) { } }
}");
            return test.RunAsync();
        }

        [Fact]
        public Task Flags_lossy_buffers_without_evaluator_in_code() => new LogPerfAnalyzerTest<LP0009LostEventsAnalyzer>
        {
            TestCode = @"
using log4net.Appender;
using log4net.Core;

public static class Setup
{
    public static IAppender Lossy() => new BufferingForwardingAppender { BufferSize = 100, {|LP0009:Lossy = true|} };

    public static IAppender WithEvaluator() => new BufferingForwardingAppender { Lossy = true, Evaluator = new LevelEvaluator(Level.Error) };

    public static IAppender Later()
    {
        var buffer = new BufferingForwardingAppender();
        {|LP0009:buffer.Lossy = true|};
        return buffer;
    }
}",
        }.RunAsync();

        [Fact]
        public Task Replaces_only_the_ref_value_with_the_suggestion() => Test(
            "<log4net>\n  <appender name=\"RollingFile\" type=\"log4net.Appender.ConsoleAppender\" />\n  <root>\n    <appender-ref ref=\"{|LP0009:RollngFile|}\" /> <!-- main -->\n  </root>\n</log4net>",
            "<log4net>\n  <appender name=\"RollingFile\" type=\"log4net.Appender.ConsoleAppender\" />\n  <root>\n    <appender-ref ref=\"RollingFile\" /> <!-- main -->\n  </root>\n</log4net>").RunAsync();

        /// <summary>
        /// The issue-22 report: root named 'Rolling' and the typo 'Rollng'; pointing the typo at 'Rolling' changes nothing
        /// in one logger, but once another fix routed 'Rolling' through a forwarder, it made a second path and every event
        /// was written twice. A misspelt ref whose close name already receives the events that reach it is removed.
        /// </summary>
        [Theory]
        [InlineData("<appender-ref ref=\"Rolling\" />")]
        [InlineData("<appender-ref ref=\"RollingAsync\" />")]
        [InlineData("<appender-ref ref=\"Plain\" />")]
        public Task Removes_a_misspelt_ref_whose_close_name_the_logger_already_reaches(string existing) => Test(
            Refs("{|LP0009:Rollng|}", existing),
            Refs(null, existing)).RunAsync();

        private static string Refs(string? typo, string existing) =>
            "<log4net>\n  <appender name=\"Rolling\" type=\"log4net.Appender.ConsoleAppender\" />\n" +
            "  <appender name=\"RollingAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\"><appender-ref ref=\"Rolling\" /></appender>\n" +
            "  <appender name=\"Plain\" type=\"log4net.Appender.ForwardingAppender\"><appender-ref ref=\"Rolling\" /></appender>\n" +
            "  <root>\n    " + existing + "\n" + (typo is null ? string.Empty : $"    <appender-ref ref=\"{typo}\" />\n") + "  </root>\n</log4net>";

        /// <summary>Events of a logger climb to root's appenders (additivity): a typo there whose close name root names is removed.</summary>
        [Fact]
        public async Task Through_additivity_a_typo_is_removed_and_without_it_corrected()
        {
            const string Config = "<log4net>\n  <appender name=\"File\" type=\"log4net.Appender.ConsoleAppender\" />\n" +
                                  "  <root><appender-ref ref=\"File\" /></root>\n" +
                                  "  <logger name=\"App\"><appender-ref ref=\"{|LP0009:Fle|}\" /></logger>\n" +
                                  "  <logger name=\"Audit\" additivity=\"false\"><appender-ref ref=\"{|LP0009:Fle|}\" /></logger>\n</log4net>";
            var test = Test(Config, Config
                .Replace("  <logger name=\"App\"><appender-ref ref=\"{|LP0009:Fle|}\" /></logger>", "  <logger name=\"App\"></logger>")
                .Replace("{|LP0009:Fle|}", "File"));

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.Equal(new[] { TypoFixes.RemoveRefKind, TypoFixes.RefKind }, offered.Select(o => LostEventsFinding.TryRead(o.Diagnostic, out var finding) ? finding.Kind : null));
            Assert.Contains("already receives the events that reach it: remove the ref", offered[0].Diagnostic.GetMessage(), StringComparison.Ordinal);
        }

        /// <summary>
        /// The shape of samples/SlowService: root names 'File' and the typo 'RecentEvent' of a buffer that forwards
        /// to 'File'. Pointing the typo at the buffer would write the buffer's events to 'File' a second time whenever it
        /// passes them on (with the evaluator LP0009 asks for: on every error): the ref is removed and the message names the
        /// appender that would get them twice. A buffer leading elsewhere is still pointed at.
        /// </summary>
        [Fact]
        public async Task Removes_a_typo_whose_close_name_leads_to_an_appender_the_logger_already_reaches()
        {
            const string Config = "<log4net>\n  <appender name=\"File\" type=\"log4net.Appender.ConsoleAppender\" />\n" +
                                  "  <appender name=\"Other\" type=\"log4net.Appender.ConsoleAppender\" />\n" +
                                  "  <appender name=\"RecentEvents\" type=\"log4net.Appender.BufferingForwardingAppender\"><bufferSize value=\"100\" /><appender-ref ref=\"File\" /></appender>\n" +
                                  "  <appender name=\"OtherEvents\" type=\"log4net.Appender.BufferingForwardingAppender\"><bufferSize value=\"100\" /><appender-ref ref=\"Other\" /></appender>\n" +
                                  "  <root><appender-ref ref=\"File\" /><appender-ref ref=\"{|LP0009:RecentEvent|}\" /><appender-ref ref=\"{|LP0009:OtherEvent|}\" /></root>\n</log4net>";
            var test = Test(Config, Config.Replace("<appender-ref ref=\"{|LP0009:RecentEvent|}\" />", string.Empty).Replace("{|LP0009:OtherEvent|}", "OtherEvents"));

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.Equal(new[] { TypoFixes.RemoveRefKind, TypoFixes.RefKind }, offered.Select(o => LostEventsFinding.TryRead(o.Diagnostic, out var finding) ? finding.Kind : null));
            Assert.Contains("'RecentEvents', the close name, leads to 'File', which already receives the events that reach it: remove the ref", offered[0].Diagnostic.GetMessage(), StringComparison.Ordinal);
            Assert.Equal(LP0009LostEventsCodeFixProvider.UseSuggestedRefKey, Assert.Single(offered[0].Fixes));
        }

        /// <summary>
        /// Generated log4net #160 of the fix-safety harness: 'File0' and 'File1' write one file, the logger reaches 'File1' and
        /// misspells 'File0'. Pointing the typo at 'File0' put every event of that logger into the file a second time: the
        /// ref is removed and the message says why. A typo of an appender writing a file of its own is still corrected.
        /// </summary>
        [Fact]
        public async Task Removes_a_typo_whose_close_name_writes_a_file_the_logger_already_writes()
        {
            const string Config = "<log4net>\n" +
                                  "  <appender name=\"File0\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/file0.log\" /></appender>\n" +
                                  "  <appender name=\"File1\" type=\"log4net.Appender.FileAppender\"><file value=\"logs\\File0.log\" /></appender>\n" +
                                  "  <appender name=\"Owned\" type=\"log4net.Appender.FileAppender\"><file value=\"logs/owned.log\" /></appender>\n" +
                                  "  <root><appender-ref ref=\"File1\" /><appender-ref ref=\"{|LP0009:Fil0|}\" /><appender-ref ref=\"{|LP0009:Ownd|}\" /></root>\n</log4net>";
            var test = Test(Config, Config.Replace("<appender-ref ref=\"{|LP0009:Fil0|}\" />", string.Empty).Replace("{|LP0009:Ownd|}", "Owned"));

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.Equal(new[] { TypoFixes.RemoveRefKind, TypoFixes.RefKind }, offered.Select(o => LogPerf.Analyzers.Contracts.LostEventsFinding.TryRead(o.Diagnostic, out var f) ? f.Kind : null));
            Assert.Contains("'File0', the close name, writes the file that 'File1' already writes with the events that reach it: remove the ref", offered[0].Diagnostic.GetMessage(), StringComparison.Ordinal);
        }

        /// <summary>
        /// LP0004 routed 'File' through its forwarder, then a typo of 'File' in another logger is fixed (LP0004 → LP0009 in
        /// the fix-safety harness, generated #11): the ref names the forwarder, so the file keeps one path; a ref straight to
        /// 'File' beside the asynchronous one put lines out of their threads' order.
        /// </summary>
        [Fact]
        public async Task A_typo_of_a_routed_appender_names_its_forwarder()
        {
            const string Forwarder = "  <appender name=\"FileAsync\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <appender-ref ref=\"File\" />\n  </appender>\n";
            const string Config = "<log4net>\n  <appender name=\"File\" type=\"log4net.Appender.ConsoleAppender\" />\n" + Forwarder +
                                  "  <root><appender-ref ref=\"FileAsync\" /></root>\n" +
                                  "  <logger name=\"App\" additivity=\"false\"><appender-ref ref=\"{|LP0009:Fle|}\" /></logger>\n</log4net>";
            var test = Test(Config, Config.Replace("{|LP0009:Fle|}", "FileAsync"));

            var offered = await test.OfferedAsync();
            await test.RunAsync();

            Assert.True(LostEventsFinding.TryRead(Assert.Single(offered).Diagnostic, out var finding));
            Assert.Equal("FileAsync", finding.Via);
            Assert.Contains("did you mean 'File'? (its events go through its forwarder 'FileAsync', which the fix names)", offered[0].Diagnostic.GetMessage(), StringComparison.Ordinal);
        }

        /// <summary>
        /// What LP0009's message says of a lossy buffer without evaluator ("never sends its buffer"), with the real log4net:
        /// nothing passes while the app runs, and what it holds is discarded when it is closed, not sent. The same buffer
        /// with an evaluator sends its last events on a triggering one.
        /// </summary>
        [Fact]
        public void A_lossy_buffer_without_evaluator_never_sends_not_even_when_closed()
        {
            Assert.Empty(LossyBufferOutput(evaluator: false));
            Assert.Equal(new[] { "event 7", "event 8", "event 9" }, LossyBufferOutput(evaluator: true));
        }

        private static string[] LossyBufferOutput(bool evaluator)
        {
            var sink = new log4net.Appender.MemoryAppender();
            sink.ActivateOptions();
            var buffer = new log4net.Appender.BufferingForwardingAppender
            {
                BufferSize = 3, Lossy = true, Evaluator = evaluator ? new log4net.Core.LevelEvaluator(log4net.Core.Level.Error) : null,
            };
            buffer.AddAppender(sink);
            buffer.ActivateOptions();
            var repository = (log4net.Repository.Hierarchy.Hierarchy)LogManager.CreateRepository(Guid.NewGuid().ToString());
            repository.Root.AddAppender(buffer);
            repository.Configured = true;
            var log = LogManager.GetLogger(repository.Name, "test");
            for (var i = 0; i < 9; i++)
            {
                log.Info("event " + i);
            }

            log.Error("event 9");
            var messages = sink.GetEvents().Select(e => e.RenderedMessage!).ToArray();
            repository.Shutdown();
            return messages.Concat(sink.GetEvents().Skip(messages.Length).Select(e => e.RenderedMessage!)).ToArray();
        }

        /// <summary>Fix All decides each ref on the text the earlier ones left, as fixing one at a time does: one path to 'File'.</summary>
        [Fact]
        public Task Fix_all_corrects_the_first_typo_and_removes_the_one_that_would_repeat_it()
        {
            const string Config = "<log4net>\n  <appender name=\"File\" type=\"log4net.Appender.ConsoleAppender\" />\n" +
                                  "  <root><appender-ref ref=\"{|LP0009:Fle|}\" /></root>\n" +
                                  "  <logger name=\"App\"><appender-ref ref=\"{|LP0009:Fle|}\" /></logger>\n</log4net>";
            var test = Test(Config, "<log4net>\n  <appender name=\"File\" type=\"log4net.Appender.ConsoleAppender\" />\n" +
                                    "  <root><appender-ref ref=\"File\" /></root>\n  <logger name=\"App\"></logger>\n</log4net>");
            test.FixAllScope = Microsoft.CodeAnalysis.CodeFixes.FixAllScope.Project;
            return test.RunAsync();
        }

        [Theory]
        [InlineData("Nowhere")]
        [InlineData("FileC")]
        public async Task Offers_no_fix_without_a_single_close_match(string reference)
        {
            var markup = "<log4net>\n  <appender name=\"FileA\" type=\"log4net.Appender.ConsoleAppender\" />\n  <appender name=\"FileB\" type=\"log4net.Appender.ConsoleAppender\" />\n" +
                         $"  <root>\n    <appender-ref ref=\"{{|LP0009:{reference}|}}\" />\n  </root>\n</log4net>";

            var (_, fixes) = Assert.Single(await Test(markup, markup).OfferedAsync());

            Assert.Empty(fixes);
        }

        [Fact]
        public async Task Fixed_ref_configures_log4net_and_reaches_the_appender()
        {
            using var folder = new TempFolder("log");
            var config = $@"<log4net>
  <appender name=""RollingFile"" type=""log4net.Appender.FileAppender"">
    <file value=""{folder.PortableFile("app.log")}"" />
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%message%newline"" /></layout>
  </appender>
  <root><level value=""ALL"" /><appender-ref ref=""{{|LP0009:rollngfile|}}"" /></root>
</log4net>";
            var fixedSolution = await Test(config, config.Replace("{|LP0009:rollngfile|}", "RollingFile")).RunAsync();

            var problems = Log4NetLoad.Problems(
                await CodeFixRunner.TextOfAsync(fixedSolution, "/src/Test/log4net.config"),
                repository => LogManager.GetLogger(repository.Name, "test").Info("delivered"));

            Assert.Empty(problems);
            Assert.Equal("delivered" + Environment.NewLine, File.ReadAllText(folder.PortableFile("app.log")));
        }

        /// <summary>
        /// log4net loads the type of an appender only when an appender-ref reaches it: an unknown type on an appender no
        /// logger reaches (or only one at OFF, or a later duplicate of a name) loses nothing. Refs to nothing are still reported.
        /// </summary>
        [Fact]
        public Task Unresolved_types_of_appenders_no_logger_reaches_are_not_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0009LostEventsAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Unreferenced"" type=""log4net.Appender.NoSuchAppender"" />
  <appender name=""Twin"" type=""log4net.Appender.FileAppender"" />
  <appender name=""Twin"" type=""log4net.Appender.NoSuchAppender"" />
  <appender name=""Muted"" type=""log4net.Appender.NoSuchAppender"" />
  <appender name=""DeadForwarder"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""{|LP0009:Nowhere|}"" /><appender-ref ref=""BehindDead"" /></appender>
  <appender name=""BehindDead"" type=""log4net.Appender.NoSuchAppender"" />
  <appender name=""Forwarder"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""Behind"" /></appender>
  <appender name=""Behind"" type=""{|LP0009:log4net.Appender.NoSuchAppender|}"" />
  <root><appender-ref ref=""Twin"" /><appender-ref ref=""Forwarder"" /></root>
  <logger name=""Off""><level value=""OFF"" /><appender-ref ref=""Muted"" /></logger>
</log4net>"));
            return test.RunAsync();
        }
    }
}
