using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Meta;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0005 by log4net version (reference assemblies with each release's identity, <see cref="Log4NetRelease"/>): before
    /// 3.4.0 FixFlags.All resolved the user name for every event (log4net #304, fixed in 3.4.0), so a buffer whose layouts
    /// need LocationInfo still gains from the least flags there, and the message states that cost; from 3.4.0 on the rule
    /// stays silent for such a buffer, as LocationInfo then costs what All costs. Each buffer has a logger of its own: buffers
    /// that render the same events count each other's layouts (a Fix freezes the shared event).
    /// </summary>
    public class LP0005MissingFixFlagsVersionTests
    {
        private const string Config = @"<log4net>
  <appender name=""Located"" type=""log4net.Appender.BufferingForwardingAppender"">
    <appender-ref ref=""LocatedConsole"" />
  </appender>
  <appender name=""LocatedConsole"" type=""log4net.Appender.ConsoleAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%date %location %message%newline"" /></layout>
  </appender>
  <appender name=""WithUser"" type=""log4net.Appender.BufferingForwardingAppender"">
    <appender-ref ref=""UserConsole"" />
  </appender>
  <appender name=""UserConsole"" type=""log4net.Appender.ConsoleAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%location %username %message%newline"" /></layout>
  </appender>
  <appender name=""Plain"" type=""log4net.Appender.BufferingForwardingAppender"">
    <appender-ref ref=""PlainConsole"" />
  </appender>
  <appender name=""PlainConsole"" type=""log4net.Appender.ConsoleAppender"">
    <layout type=""log4net.Layout.PatternLayout""><conversionPattern value=""%date [%thread] %message%newline"" /></layout>
  </appender>
  <logger name=""Located"" additivity=""false""><appender-ref ref=""Located"" /></logger>
  <logger name=""WithUser"" additivity=""false""><appender-ref ref=""WithUser"" /></logger>
  <logger name=""Plain"" additivity=""false""><appender-ref ref=""Plain"" /></logger>
  <root><level value=""DEBUG"" /></root>
</log4net>";

        private const string Code = @"public static class Setup
{
    public static log4net.Appender.IAppender Buffer() => new log4net.Appender.BufferingForwardingAppender();
}";

        private const string UserNameNote = "FixFlags.All also resolves the user name for every event (log4net #304: a buffered event took about 193 µs against 17.6 µs once 3.4.0 cached the name)";

        public static IEnumerable<object[]> Releases => Log4NetRelease.Names;

        [Theory]
        [MemberData(nameof(Releases))]
        public async Task Location_layouts_are_flagged_only_where_All_resolves_the_user_name(string name)
        {
            var release = Log4NetRelease.Named(name);
            var before340 = release.AssemblyVersion < new System.Version(3, 4, 0);
            var version = $"{release.AssemblyVersion.Major}.{release.AssemblyVersion.Minor}.{release.AssemblyVersion.Build}";

            var messages = await MessagesAsync(Log4NetReferenceAssembly.ProjectOn(release));

            var expected = new List<string>();
            if (before340)
            {
                expected.Add("Appender 'Located' sets no Fix");
            }

            expected.Add("Appender 'Plain' sets no Fix");
            expected.Add("BufferingForwardingAppender sets no Fix");
            Assert.Equal(expected, messages.Select(m => m.Substring(0, m.IndexOf(',', System.StringComparison.Ordinal))));
            foreach (var message in messages)
            {
                if (before340)
                {
                    Assert.Contains($"; with log4net {version}, {UserNameNote}", message, System.StringComparison.Ordinal);
                }
                else
                {
                    Assert.DoesNotContain("user name for every event", message, System.StringComparison.Ordinal);
                }
            }

            if (before340)
            {
                Assert.Contains("need only 'Message, Exception, LocationInfo' (", messages[0], System.StringComparison.Ordinal);
            }
        }

        /// <summary>The version comes from the assembly identity: 2.0.17's assembly says 2.0.16.0, 3.4.0's 3.4.0.0.</summary>
        [Fact]
        public async Task The_assembly_version_decides_not_the_informational_version()
        {
            var release = Log4NetRelease.Named("3.4.0 netstandard2.0").WithVersions("3.3.2.0", "3.4.0.0", "3.4.0");

            var messages = await MessagesAsync(Log4NetReferenceAssembly.ProjectOn(release));

            Assert.Contains(messages, m => m.StartsWith("Appender 'Located'", System.StringComparison.Ordinal) && m.Contains("with log4net 3.3.2,", System.StringComparison.Ordinal));
        }

        private static async Task<List<string>> MessagesAsync(ImmutableArray<MetadataReference> references)
        {
            var compilation = CSharpCompilation.Create(
                "Project", new[] { CSharpSyntaxTree.ParseText(Code) }, references, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            var options = new AnalyzerOptions(ImmutableArray.Create<AdditionalText>(new CorpusInput("config", "/project/log4net.config", Config)));
            var result = await AnalyzerRunner.RunAsync(compilation, options, new LP0005MissingFixFlagsAnalyzer());
            Assert.Empty(result.AnalyzerExceptions);
            return result.Diagnostics
                .OrderBy(d => d.Location.Kind == LocationKind.ExternalFile ? 0 : 1)
                .ThenBy(d => d.Location.SourceSpan.Start)
                .Select(d => d.GetMessage())
                .ToList();
        }
    }
}
