using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0002 on every log4net release and build of the matrix (<see cref="Log4NetRelease.All"/>), each a reference
    /// assembly compiled by the test with that release's identity. What each one must report is written here from
    /// log4net's source at its tag (RemoteSyslogAppender.Append and UdpAppender.Append), not from the rule's table.
    /// </summary>
    public class LP0002BlockingNetworkAppenderVersionTests
    {
        private const string Blocks = "every event waits for its network send on the caller's thread (SendAsync(...).Wait())";
        private const string Unbounded = "every event is queued into an unbounded collection: a slow or stalled server grows memory until the process runs out";
        private const string AddAppenders = "; add the LogPerf.Appenders package to switch to its AsyncRemoteSyslogAppender";

        /// <summary>Release → (what RemoteSyslogAppender does, what UdpAppender does); null when it neither blocks nor queues without bound.</summary>
        private static readonly IReadOnlyDictionary<string, (string? Syslog, string? Udp)> Expected = new Dictionary<string, (string?, string?)>
        {
            // 2.0.8: SendAsync(...).Wait() under #if NETSTANDARD1_3 only, in both appenders.
            ["2.0.8 netstandard1.3"] = (Blocks, Blocks),
            ["2.0.8 net45-full"] = (null, null),
            ["2.0.8 net40-full"] = (null, null),

            // 2.0.12 to 2.0.17: RemoteSyslogAppender waits under #if NET_4_5 || NETSTANDARD, UdpAppender under #if NETSTANDARD.
            ["2.0.12 netstandard1.3"] = (Blocks, Blocks),
            ["2.0.12 netstandard2.0"] = (Blocks, Blocks),
            ["2.0.12 net45"] = (Blocks, null),
            ["2.0.12 net40"] = (null, null),
            ["2.0.17 netstandard1.3"] = (Blocks, Blocks),
            ["2.0.17 netstandard2.0"] = (Blocks, Blocks),
            ["2.0.17 net45"] = (Blocks, null),
            ["2.0.17 net40"] = (null, null),

            // 3.0.0 to 3.1.x: Client.SendAsync(...).Wait() on every build; UdpAppender sends synchronously.
            ["3.1.0 netstandard2.0"] = (Blocks, null),
            ["3.1.0 net462"] = (Blocks, null),

            // 3.2.0 to 3.4.x: an unbounded BlockingCollection<byte[]> drained by a background task.
            ["3.2.0 netstandard2.0"] = (Unbounded, null),
            ["3.2.0 net462"] = (Unbounded, null),
            ["3.4.0 netstandard2.0"] = (Unbounded, null),
            ["3.4.0 net462"] = (Unbounded, null),

            // 3.5.0: a bounded background sender.
            ["3.5.0 netstandard2.0"] = (null, null),
            ["3.5.0 net462"] = (null, null),
        };

        private const string Config = @"<log4net>
  <appender name=""Syslog"" type=""{|#0:log4net.Appender.RemoteSyslogAppender|}"">
    <remoteAddress value=""127.0.0.1"" />
  </appender>
  <appender name=""Udp"" type=""{|#1:log4net.Appender.UdpAppender, log4net|}"" />
</log4net>";

        private const string Code = @"
using log4net.Appender;

public static class Setup
{
    public static IAppender A() => {|#2:new RemoteSyslogAppender { Identity = new log4net.Layout.PatternLayout(""app"") }|};
    public static IAppender B() => {|#3:new UdpAppender()|};
}";

        public static IEnumerable<object[]> Releases => Log4NetRelease.Names;

        public static IEnumerable<object[]> SyslogFlaggedReleases => Expected.Where(e => e.Value.Syslog != null).Select(e => new object[] { e.Key });

        /// <summary>One flagged build per release: applying the C# fix (with Fix All) costs a workspace each.</summary>
        public static IEnumerable<object[]> OneSyslogFlaggedBuildPerRelease =>
            Expected.Where(e => e.Value.Syslog != null).GroupBy(e => Log4NetRelease.Named(e.Key).Package).Select(g => new object[] { g.First().Key });

        [Fact]
        public void The_matrix_states_an_expectation_for_every_release() =>
            Assert.Equal(Log4NetRelease.All.Select(r => r.Name).OrderBy(n => n), Expected.Keys.OrderBy(n => n));

        [Theory]
        [MemberData(nameof(Releases))]
        public Task Reports_what_the_release_does_in_config_and_code(string name)
        {
            var release = Log4NetRelease.Named(name);
            var (syslog, udp) = Expected[name];
            var version = $"{release.AssemblyVersion.Major}.{release.AssemblyVersion.Minor}.{release.AssemblyVersion.Build}";
            var test = new LogPerfAnalyzerTest<LP0002BlockingNetworkAppenderAnalyzer>(references: Log4NetReferenceAssembly.ProjectOn(release));
            test.TestState.AdditionalFiles.Add(("log4net.config", Config));
            test.TestState.Sources.Add(Code);
            if (syslog != null)
            {
                test.ExpectedDiagnostics.Add(Diagnostic(0, "Appender 'Syslog' (RemoteSyslogAppender)", version, syslog, AddAppenders));
                test.ExpectedDiagnostics.Add(Diagnostic(2, "RemoteSyslogAppender", version, syslog, AddAppenders));
            }

            if (udp != null)
            {
                test.ExpectedDiagnostics.Add(Diagnostic(1, "Appender 'Udp' (UdpAppender)", version, udp, string.Empty));
                test.ExpectedDiagnostics.Add(Diagnostic(3, "UdpAppender", version, udp, string.Empty));
            }

            return test.RunAsync();
        }

        /// <summary>
        /// The switch to AsyncRemoteSyslogAppender is offered only with a LogPerf.Appenders that binds to the project's
        /// log4net: the real one, built against 3.5.0, does not bind to an older log4net (CS1705 in code, a load error
        /// at run time), so only one built for the release gets the fix.
        /// </summary>
        [Theory]
        [MemberData(nameof(SyslogFlaggedReleases))]
        public async Task The_fix_is_offered_only_with_a_LogPerf_Appenders_that_binds_to_the_release(string name)
        {
            var release = Log4NetRelease.Named(name);
            var project = Log4NetReferenceAssembly.ProjectOn(release);

            var without = await SyslogFixesOffered(project);
            var withReal = await SyslogFixesOffered(project.Add(TestReferenceSet.Appenders));
            var withMatching = await SyslogFixesOffered(project.Add(Log4NetReferenceAssembly.AppendersFor(release)));

            Assert.Equal(new[] { "code: no fix, names the package", "config: no fix, names the package" }, without);
            Assert.Equal(new[] { "code: no fix, names the package", "config: no fix, names the package" }, withReal);
            Assert.Equal(new[] { "code: switch", "config: switch" }, withMatching);
        }

        [Theory]
        [MemberData(nameof(SyslogFlaggedReleases))]
        public Task Config_fix_switches_only_the_syslog_type(string name)
        {
            var release = Log4NetRelease.Named(name);
            var udp = Expected[name].Udp != null;
            var markup = Config.Replace("{|#0:", "{|LP0002:").Replace("{|#1:", udp ? "{|LP0002:" : string.Empty).Replace("|}\" />", udp ? "|}\" />" : "\" />");
            var test = ConfigFixTest.Of(
                new LP0002BlockingNetworkAppenderAnalyzer(),
                new LP0002BlockingNetworkAppenderCodeFixProvider(),
                LP0002BlockingNetworkAppenderCodeFixProvider.UseAsyncSyslogKey,
                "log4net.config",
                markup,
                markup.Replace("{|LP0002:log4net.Appender.RemoteSyslogAppender|}", "LogPerf.Appenders.AsyncRemoteSyslogAppender, LogPerf.Appenders"));
            test.References = Log4NetReferenceAssembly.ProjectOn(release).Add(Log4NetReferenceAssembly.AppendersFor(release));
            return test.RunAsync();
        }

        [Theory]
        [MemberData(nameof(OneSyslogFlaggedBuildPerRelease))]
        public Task Code_fix_creates_the_async_appender_with_the_same_initializer(string name)
        {
            var release = Log4NetRelease.Named(name);
            var udp = Expected[name].Udp != null ? "{|LP0002:new UdpAppender()|}" : "new UdpAppender()";
            var code = Code.Replace("{|#3:new UdpAppender()|}", udp);
            return new LogPerfCodeFixTest<LP0002BlockingNetworkAppenderAnalyzer, LP0002BlockingNetworkAppenderCodeFixProvider>(
                references: Log4NetReferenceAssembly.ProjectOn(release).Add(Log4NetReferenceAssembly.AppendersFor(release)))
            {
                TestCode = code.Replace("{|#2:", "{|LP0002:"),
                FixedCode = code
                    .Replace("using log4net.Appender;", "using log4net.Appender;\nusing LogPerf.Appenders;")
                    .Replace("{|#2:new RemoteSyslogAppender", "new AsyncRemoteSyslogAppender").Replace("(\"app\") }|};", "(\"app\") };"),
                CodeActionEquivalenceKey = LP0002BlockingNetworkAppenderCodeFixProvider.UseAsyncSyslogKey,
            }.RunAsync();
        }

        /// <summary>The rule reads the assembly identity's version, the one binding uses, not the file or informational version.</summary>
        [Theory]
        [InlineData("3.1.0.0", "3.5.0.0", "3.5.0", true)]
        [InlineData("3.5.0.0", "3.1.0.0", "3.1.0+76eb4b34f501415fef5adcee2c677f60f48651dc", false)]
        public Task The_version_read_is_the_assembly_version(string assemblyVersion, string fileVersion, string informationalVersion, bool flagged)
        {
            var release = Log4NetRelease.Named("3.1.0 netstandard2.0").WithVersions(assemblyVersion, fileVersion, informationalVersion);
            var type = flagged ? "{|LP0002:log4net.Appender.RemoteSyslogAppender|}" : "log4net.Appender.RemoteSyslogAppender";
            var test = new LogPerfAnalyzerTest<LP0002BlockingNetworkAppenderAnalyzer>(references: Log4NetReferenceAssembly.ProjectOn(release));
            test.TestState.AdditionalFiles.Add(("log4net.config", $"<log4net><appender name=\"Syslog\" type=\"{type}\" /></log4net>"));
            return test.RunAsync();
        }

        /// <summary>The compiled 3.5.0 stands for the served package: same identity, same target framework.</summary>
        [Theory]
        [InlineData("3.5.0 netstandard2.0")]
        public void The_compiled_release_has_the_identity_of_the_real_package(string name)
        {
            var real = Log4NetIn(TestReferenceSet.Log4Net);
            var compiled = Log4NetIn(Log4NetReferenceAssembly.For(Log4NetRelease.Named(name)));

            Assert.Equal(real.Identity, compiled.Identity);
            Assert.Equal(Attribute(real, "TargetFrameworkAttribute"), Attribute(compiled, "TargetFrameworkAttribute"));
            Assert.Equal(Attribute(real, "AssemblyFileVersionAttribute"), Attribute(compiled, "AssemblyFileVersionAttribute"));
            Assert.Equal(Attribute(real, "AssemblyInformationalVersionAttribute"), Attribute(compiled, "AssemblyInformationalVersionAttribute"));
        }

        private static IAssemblySymbol Log4NetIn(MetadataReference log4net) =>
            (IAssemblySymbol)CSharpCompilation.Create("probe", references: TestReferences.Framework.Add(log4net)).GetAssemblyOrModuleSymbol(log4net)!;

        private static string? Attribute(IAssemblySymbol assembly, string name) =>
            assembly.GetAttributes().SingleOrDefault(a => a.AttributeClass?.Name == name) is { } attribute
                ? string.Join(", ", attribute.ConstructorArguments.Select(a => a.Value).Concat(attribute.NamedArguments.Select(a => (object?)$"{a.Key}={a.Value.Value}")))
                : null;

        private static DiagnosticResult Diagnostic(int location, string subject, string version, string behavior, string hint) =>
            new DiagnosticResult(Descriptors.BlockingNetworkAppender).WithLocation(location).WithArguments(subject, version, behavior, hint);

        /// <summary>What the light bulb holds for a flagged RemoteSyslogAppender in a config and in code.</summary>
        private static async Task<IEnumerable<string>> SyslogFixesOffered(ImmutableArray<MetadataReference> references)
        {
            var markup = "<log4net><appender name=\"Syslog\" type=\"{|LP0002:log4net.Appender.RemoteSyslogAppender|}\" /></log4net>";
            var test = ConfigFixTest.Of(
                new LP0002BlockingNetworkAppenderAnalyzer(), new LP0002BlockingNetworkAppenderCodeFixProvider(), LP0002BlockingNetworkAppenderCodeFixProvider.UseAsyncSyslogKey, "log4net.config", markup, markup);
            test.Projects[0].Sources.Add(("Setup.cs", "public static class Setup { public static object A() => {|LP0002:new log4net.Appender.RemoteSyslogAppender()|}; }"));
            test.References = references;
            return (await test.OfferedAsync()).Select(o =>
                (o.Diagnostic.Location.GetLineSpan().Path.EndsWith(".cs", System.StringComparison.Ordinal) ? "code: " : "config: ")
                + (o.Fixes.SequenceEqual(new[] { LP0002BlockingNetworkAppenderCodeFixProvider.UseAsyncSyslogKey }) ? "switch"
                    : o.Fixes.Count == 0 && o.Diagnostic.GetMessage().EndsWith(AddAppenders, System.StringComparison.Ordinal) ? "no fix, names the package"
                    : $"{string.Join(", ", o.Fixes)} / {o.Diagnostic.GetMessage()}"));
        }
    }
}
