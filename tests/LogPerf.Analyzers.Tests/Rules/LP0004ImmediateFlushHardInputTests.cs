using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0004's fixes on names that need escaping and on appenders with settings the new type rejects (issue 9).</summary>
    public class LP0004ImmediateFlushHardInputTests
    {
        private const string Layout = "<layout type=\"log4net.Layout.PatternLayout\"><conversionPattern value=\"%message%newline\" /></layout>";

        private static ConfigFixTest Fix(string key, string markup, string expected) =>
            ConfigFixTest.Of(new LP0004ImmediateFlushAnalyzer(), new LP0004ImmediateFlushCodeFixProvider(), key, "log4net.config", markup, expected);

        [Theory]
        [InlineData("R&amp;D", "R&amp;DAsync")]
        [InlineData("say &quot;hi&quot;", "say &quot;hi&quot;Async")]
        [InlineData("it&apos;s", "it&apos;sAsync")]
        [InlineData("a&lt;b", "a&lt;bAsync")]
        [InlineData("two&#13;&#10;lines", "two&#13;&#10;linesAsync")]
        public Task The_forwarder_insertion_escapes_names(string writtenName, string forwarderName) =>
            Fix(
                LP0004ImmediateFlushCodeFixProvider.ForwardKey,
                $"<log4net>\n  <appender name=\"{writtenName}\" type=\"{{|LP0004:log4net.Appender.FileAppender|}}\"><file value=\"a.log\" />{Layout}</appender>\n  <root><appender-ref ref=\"{writtenName}\" /></root>\n</log4net>",
                $"<log4net>\n  <appender name=\"{writtenName}\" type=\"log4net.Appender.FileAppender\"><file value=\"a.log\" />{Layout}</appender>\n" +
                $"  <appender name=\"{forwarderName}\" type=\"LogPerf.Appenders.AsyncForwardingAppender, LogPerf.Appenders\">\n    <enqueueTimeout value=\"-1\" />\n    <shutdownTimeout value=\"-1\" />\n    <appender-ref ref=\"{writtenName}\" />\n  </appender>\n" +
                $"  <root><appender-ref ref=\"{forwarderName}\" /></root>\n</log4net>").RunAsync();

        [Fact]
        public Task Switching_to_the_memory_mapped_appender_drops_the_locking_model_it_cannot_take() =>
            Fix(
                LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey,
                $"<log4net>\n  <appender name=\"File\" type=\"{{|LP0004:log4net.Appender.RollingFileAppender|}}\">\n    <file value=\"a.log\" />\n    <lockingModel type=\"log4net.Appender.FileAppender+InterProcessLock\" />\n    {Layout}\n  </appender>\n  <root><appender-ref ref=\"File\" /></root>\n</log4net>",
                $"<log4net>\n  <appender name=\"File\" type=\"LogPerf.Appenders.MemoryMappedFileAppender, LogPerf.Appenders\">\n    <file value=\"a.log\" />\n    {Layout}\n  </appender>\n  <root><appender-ref ref=\"File\" /></root>\n</log4net>").RunAsync();

        [Fact]
        public Task Switching_in_code_drops_the_locking_model_too()
        {
            var test = new LogPerfCodeFixTest<LP0004ImmediateFlushAnalyzer, LP0004ImmediateFlushCodeFixProvider>(withAppenders: true)
            {
                TestCode = @"using log4net.Appender;
using log4net.Repository.Hierarchy;

public static class Setup
{
    public static void Attach(Hierarchy hierarchy) =>
        hierarchy.Root.AddAppender({|LP0004:new FileAppender { File = ""a.log"", LockingModel = new FileAppender.InterProcessLock(), AppendToFile = true }|});
}",
                FixedCode = @"using log4net.Appender;
using log4net.Repository.Hierarchy;
using LogPerf.Appenders;

public static class Setup
{
    public static void Attach(Hierarchy hierarchy) =>
        hierarchy.Root.AddAppender(new MemoryMappedFileAppender { File = ""a.log"", AppendToFile = true });
}",
                CodeActionEquivalenceKey = LP0004ImmediateFlushCodeFixProvider.MemoryMappedKey,
            };
            return test.RunAsync();
        }
    }
}
