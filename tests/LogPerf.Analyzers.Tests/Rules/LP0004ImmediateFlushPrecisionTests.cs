using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0004 on the shapes public log4net users showed (issue 10): subclasses that flush nothing, appenders that only
    /// severe events reach through the loggers' levels, and files behind log4net's synchronous ForwardingAppender.
    /// </summary>
    public class LP0004ImmediateFlushPrecisionTests
    {
        private const string FileTypes = @"
using System.IO;
using System.Text;
using log4net.Appender;

namespace App
{
    /// <summary>Writes through a locking model of its own, hidden behind its own LockingModel property.</summary>
    public class MappedFileAppender : RollingFileAppender
    {
        public new LockingModelBase LockingModel { get => base.LockingModel; set { } }

        public override void ActivateOptions()
        {
            base.LockingModel = new MappedLock();
            base.ActivateOptions();
        }
    }

    public class MappedLock : FileAppender.LockingModelBase
    {
        private Stream _stream = Stream.Null;
        public override void OpenFile(string filename, bool append, Encoding encoding) { }
        public override void CloseFile() { }
        public override Stream AcquireLock() => _stream;
        public override void ReleaseLock() { }
        public override void ActivateOptions() { }
        public override void OnClose() { }
    }

    /// <summary>Chooses its own writer.</summary>
    public class OwnWriterAppender : FileAppender
    {
        protected override void SetQWForFiles(Stream fileStream) => base.SetQWForFiles(Stream.Null);
    }

    /// <summary>Only adds a header on open: it still writes and flushes as log4net does.</summary>
    public class HeaderFileAppender : RollingFileAppender
    {
        protected override void OpenFile(string fileName, bool append) => base.OpenFile(fileName, append);
    }

    /// <summary>A subclass of a subclass that writes its own way.</summary>
    public class DailyMappedFileAppender : MappedFileAppender { }
}";

        [Fact]
        public Task Subclasses_and_locking_models_that_write_their_own_way_are_not_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0004ImmediateFlushAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Mapped"" type=""App.MappedFileAppender, Test"" />
  <appender name=""DailyMapped"" type=""App.DailyMappedFileAppender, Test"" />
  <appender name=""OwnWriter"" type=""App.OwnWriterAppender, Test"" />
  <appender name=""CustomLock"" type=""log4net.Appender.FileAppender""><lockingModel type=""App.MappedLock, Test"" /></appender>
  <appender name=""Header"" type=""{|LP0004:App.HeaderFileAppender, Test|}"" />
  <appender name=""InterProcess"" type=""{|LP0004:log4net.Appender.FileAppender|}""><lockingModel type=""log4net.Appender.FileAppender+InterProcessLock"" /></appender>
  <root>
    <appender-ref ref=""Mapped"" /><appender-ref ref=""DailyMapped"" /><appender-ref ref=""OwnWriter"" /><appender-ref ref=""CustomLock"" />
    <appender-ref ref=""Header"" /><appender-ref ref=""InterProcess"" />
  </root>
</log4net>"));
            test.TestState.Sources.Add(FileTypes);
            test.TestState.Sources.Add(@"
using log4net.Appender;
using log4net.Repository.Hierarchy;

public static class Setup
{
    public static void Root(Hierarchy hierarchy)
    {
        hierarchy.Root.AddAppender(new App.MappedFileAppender { File = ""a.log"" });
        hierarchy.Root.AddAppender(new FileAppender { File = ""b.log"", LockingModel = new App.MappedLock() });
        hierarchy.Root.AddAppender({|LP0004:new FileAppender { File = ""c.log"", LockingModel = new FileAppender.ExclusiveLock() }|});
        hierarchy.Root.AddAppender({|LP0004:new App.HeaderFileAppender { File = ""d.log"" }|});
    }
}");
            return test.RunAsync();
        }

        /// <summary>The root at ERROR with no other logger (greenshot's configs), and the ways lower levels still get in.</summary>
        [Fact]
        public Task Appenders_that_only_severe_events_reach_through_logger_levels_are_not_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0004ImmediateFlushAnalyzer> { TestCode = string.Empty };
            test.TestState.AdditionalFiles.Add(("errors-only.config", @"<log4net>
  <appender name=""File"" type=""log4net.Appender.RollingFileAppender""><file value=""a.log"" /></appender>
  <root><level value=""ERROR"" /><appender-ref ref=""File"" /></root>
</log4net>"));
            test.TestState.AdditionalFiles.Add(("descendant.config", @"<log4net>
  <appender name=""File"" type=""{|LP0004:log4net.Appender.RollingFileAppender|}""><file value=""a.log"" /></appender>
  <root><level value=""ERROR"" /><appender-ref ref=""File"" /></root>
  <logger name=""App.Noisy""><level value=""DEBUG"" /></logger>
</log4net>"));
            test.TestState.AdditionalFiles.Add(("not-additive.config", @"<log4net>
  <appender name=""File"" type=""log4net.Appender.RollingFileAppender""><file value=""a.log"" /></appender>
  <appender name=""Noisy"" type=""{|LP0004:log4net.Appender.FileAppender|}""><file value=""b.log"" /></appender>
  <root><priority value=""FATAL"" /><appender-ref ref=""File"" /></root>
  <logger name=""App.Noisy"" additivity=""false""><level value=""DEBUG"" /><appender-ref ref=""Noisy"" /></logger>
</log4net>"));
            test.TestState.AdditionalFiles.Add(("inherited.config", @"<log4net>
  <appender name=""Errors"" type=""log4net.Appender.FileAppender""><file value=""a.log"" /></appender>
  <appender name=""Inherits"" type=""{|LP0004:log4net.Appender.FileAppender|}""><file value=""b.log"" /></appender>
  <root><level value=""WARN"" /></root>
  <logger name=""App""><level value=""ERROR"" /><appender-ref ref=""Errors"" /></logger>
  <logger name=""App.Part""><level value=""inherited"" /></logger>
  <logger name=""Other.Part""><level value=""inherited"" /><appender-ref ref=""Inherits"" /></logger>
</log4net>"));
            test.TestState.AdditionalFiles.Add(("threshold.config", @"<log4net threshold=""ERROR"">
  <appender name=""File"" type=""log4net.Appender.FileAppender""><file value=""a.log"" /></appender>
  <root><level value=""ALL"" /><appender-ref ref=""File"" /></root>
</log4net>"));
            test.TestState.AdditionalFiles.Add(("two-roots.config", @"<log4net>
  <appender name=""Replaced"" type=""log4net.Appender.FileAppender""><file value=""a.log"" /></appender>
  <appender name=""Kept"" type=""{|LP0004:log4net.Appender.FileAppender|}""><file value=""b.log"" /></appender>
  <root><level value=""ERROR"" /><appender-ref ref=""Replaced"" /></root>
  <root><level value=""INFO"" /><appender-ref ref=""Kept"" /></root>
</log4net>"));
            return test.RunAsync();
        }

        /// <summary>Only buffering and async forwarders take the flush off the caller; log4net's ForwardingAppender hands events on at once.</summary>
        [Fact]
        public Task Files_behind_a_synchronous_forwarder_are_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0004ImmediateFlushAnalyzer>(withAppenders: true);
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Forward"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""Behind"" /></appender>
  <appender name=""Behind"" type=""{|LP0004:log4net.Appender.FileAppender|}""><file value=""a.log"" /></appender>
  <appender name=""Chain"" type=""log4net.Appender.ForwardingAppender""><appender-ref ref=""Forward2"" /></appender>
  <appender name=""Forward2"" type=""App.TaggingForwarder, Test""><appender-ref ref=""Deep"" /></appender>
  <appender name=""Deep"" type=""{|LP0004:log4net.Appender.RollingFileAppender|}""><file value=""b.log"" /></appender>
  <appender name=""ErrorsOnly"" type=""log4net.Appender.ForwardingAppender""><threshold value=""ERROR"" /><appender-ref ref=""Gated"" /></appender>
  <appender name=""Gated"" type=""log4net.Appender.FileAppender""><file value=""c.log"" /></appender>
  <appender name=""Queue"" type=""App.QueueingForwarder, Test""><appender-ref ref=""Queued"" /></appender>
  <appender name=""Queued"" type=""log4net.Appender.FileAppender""><file value=""d.log"" /></appender>
  <appender name=""Async"" type=""LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders""><appender-ref ref=""Behind2"" /></appender>
  <appender name=""Behind2"" type=""log4net.Appender.FileAppender""><file value=""e.log"" /></appender>
  <appender name=""Unseen"" type=""Vendor.Forwarder, Vendor""><appender-ref ref=""Behind3"" /></appender>
  <appender name=""Behind3"" type=""log4net.Appender.FileAppender""><file value=""f.log"" /></appender>
  <root>
    <appender-ref ref=""Forward"" /><appender-ref ref=""Chain"" /><appender-ref ref=""ErrorsOnly"" /><appender-ref ref=""Queue"" />
    <appender-ref ref=""Async"" /><appender-ref ref=""Unseen"" />
  </root>
</log4net>"));
            test.TestState.Sources.Add(@"
using System.Collections.Concurrent;
using log4net.Appender;
using log4net.Core;

namespace App
{
    /// <summary>Adds a property and hands the event on the way ForwardingAppender does.</summary>
    public class TaggingForwarder : ForwardingAppender
    {
        public string Tag { get; set; } = """";
    }

    /// <summary>Queues events for a worker thread: its own Append.</summary>
    public class QueueingForwarder : ForwardingAppender
    {
        private readonly ConcurrentQueue<LoggingEvent> _queue = new ConcurrentQueue<LoggingEvent>();

        protected override void Append(LoggingEvent loggingEvent) => _queue.Enqueue(loggingEvent);
    }
}");
            return test.RunAsync();
        }

        /// <summary>
        /// A BufferingForwardingAppender with a bufferSize of 1 or less creates no buffer: it hands each event on at once,
        /// on the caller's thread, so the file behind it flushes per event there (corpus review, issue 10). A lossy one
        /// forwards only the events its evaluator triggers on.
        /// </summary>
        [Fact]
        public Task Files_behind_a_buffering_forwarder_that_holds_nothing_are_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0004ImmediateFlushAnalyzer>();
            test.TestState.AdditionalFiles.Add(("log4net.config", @"<log4net>
  <appender name=""Zero"" type=""log4net.Appender.BufferingForwardingAppender""><bufferSize value=""0"" /><appender-ref ref=""BehindZero"" /></appender>
  <appender name=""BehindZero"" type=""{|LP0004:log4net.Appender.RollingFileAppender|}""><file value=""a.log"" /></appender>
  <appender name=""One"" type=""log4net.Appender.BufferingForwardingAppender""><param name=""BufferSize"" value="" 1 "" /><appender-ref ref=""BehindOne"" /></appender>
  <appender name=""BehindOne"" type=""{|LP0004:log4net.Appender.FileAppender|}""><file value=""b.log"" /></appender>
  <appender name=""Two"" type=""log4net.Appender.BufferingForwardingAppender""><bufferSize value=""2"" /><appender-ref ref=""BehindTwo"" /></appender>
  <appender name=""BehindTwo"" type=""log4net.Appender.FileAppender""><file value=""c.log"" /></appender>
  <appender name=""Default"" type=""log4net.Appender.BufferingForwardingAppender""><appender-ref ref=""BehindDefault"" /></appender>
  <appender name=""BehindDefault"" type=""log4net.Appender.FileAppender""><file value=""d.log"" /></appender>
  <appender name=""LossyZero"" type=""log4net.Appender.BufferingForwardingAppender"">
    <bufferSize value=""0"" /><lossy value=""true"" /><evaluator type=""log4net.Core.LevelEvaluator""><threshold value=""ERROR"" /></evaluator>
    <appender-ref ref=""BehindLossy"" />
  </appender>
  <appender name=""BehindLossy"" type=""log4net.Appender.FileAppender""><file value=""e.log"" /></appender>
  <root>
    <appender-ref ref=""Zero"" /><appender-ref ref=""One"" /><appender-ref ref=""Two"" /><appender-ref ref=""Default"" /><appender-ref ref=""LossyZero"" />
  </root>
</log4net>"));
            return test.RunAsync();
        }
    }
}
