using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Contracts;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.NLog;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Meta;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.Contracts
{
    /// <summary>
    /// A diagnostic whose contract does not read (properties missing, a span index that is not a number or points past the
    /// additional locations, a location in another file, an unknown form) fails TryRead, and its fixer offers nothing and
    /// throws nothing.
    /// </summary>
    public class GarbledContractTests
    {
        private const string Log4NetConfig = """
            <log4net>
              <appender name="Locked" type="log4net.Appender.FileAppender">
                <file value="logs/locked.log" />
                <lockingModel type="log4net.Appender.FileAppender+MinimalLock" />
                <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%message%newline" /></layout>
              </appender>
              <appender name="Other" type="log4net.Appender.FileAppender">
                <file value="logs/locked.log" />
                <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%message%newline" /></layout>
              </appender>
              <appender name="Buffer" type="log4net.Appender.BufferingForwardingAppender">
                <bufferSize value="64" />
                <appender-ref ref="Plain" />
              </appender>
              <appender name="Plain" type="log4net.Appender.FileAppender">
                <file value="logs/plain.log" />
                <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%message%newline" /></layout>
              </appender>
              <appender name="Solo" type="log4net.Appender.FileAppender">
                <file value="logs/solo.log" />
                <layout type="log4net.Layout.PatternLayout"><conversionPattern value="%message%newline" /></layout>
              </appender>
              <appender name="Syslog" type="log4net.Appender.RemoteSyslogAppender">
                <remoteAddress value="127.0.0.1" />
              </appender>
              <root>
                <level value="DEBUG" />
                <appender-ref ref="Locked" />
                <appender-ref ref="Other" />
                <appender-ref ref="Buffer" />
                <appender-ref ref="Solo" />
              </root>
              <logger name="Audit" additivity="false">
                <appender-ref ref="Plian" />
              </logger>
              <logger name="Net" additivity="false">
                <appender-ref ref="Syslog" />
              </logger>
            </log4net>
            """;

        private const string NLogConfig = """
            <nlog xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" internalLogLevel="Trace" internalLogFile="internal.log" throwExceptions="true">
              <targets>
                <target name="f" xsi:type="File" fileName="a.log" keepFileOpen="false" />
                <target name="console" xsi:type="Console" />
              </targets>
              <targets>
                <target name="q" xsi:type="AsyncWrapper" queueLimit="1000" overflowAction="Discard">
                  <target xsi:type="File" fileName="b.log" />
                </target>
              </targets>
              <rules>
                <logger name="*" minlevel="Debug" writeTo="f,q" />
                <logger name="Audit" minlevel="Info" writeTo="consle" />
              </rules>
            </nlog>
            """;

        [Fact]
        public void Spans_that_do_not_read_fail_the_contract()
        {
            var written = new MinimalLockFinding(new TextSpan(40, 37), "log4net.Appender.FileAppender+InterProcessLock, log4net", sharedFile: false).Write();
            var good = ContractRoundTripTests.InConfig(written);
            Assert.True(MinimalLockFinding.TryRead(good, out _));

            foreach (var index in new[] { "x", "-1", "1", "99", " 0", string.Empty })
            {
                Assert.False(MinimalLockFinding.TryRead(With(good, p => p.SetItem("TypeValue", index)), out _));
            }

            Assert.False(MinimalLockFinding.TryRead(Diagnostic.Create(good.Descriptor, good.Location, good.Properties), out _));
            Assert.False(MinimalLockFinding.TryRead(
                Diagnostic.Create(good.Descriptor, good.Location, new[] { Location.Create("/elsewhere.config", new TextSpan(40, 37), default) }, good.Properties), out _));
            Assert.False(MinimalLockFinding.TryRead(With(good, p => p.Remove("InterProcessType")), out _));
        }

        [Fact]
        public void An_unknown_setting_form_fails_the_NLog_edit()
        {
            var setting = new NLogSetting("keepFileOpen", "false", new TextSpan(10, 20), new TextSpan(24, 5), NLogSettingForm.Attribute);
            var good = ContractRoundTripTests.InConfig(NLogSettingEdit.Replace(default, setting));
            Assert.True(NLogSettingEdit.TryRead(good, out _));

            foreach (var form in new[] { "Attributes", "7", string.Empty })
            {
                Assert.False(NLogSettingEdit.TryRead(With(good, p => p.SetItem("ReplaceForm", form)), out _));
            }
        }

        [Fact]
        public void A_child_insertion_whose_spans_do_not_nest_does_not_read()
        {
            foreach (var (element, startTag, child) in new[] { (new TextSpan(10, 90), new TextSpan(11, 30), 48), (new TextSpan(10, 20), new TextSpan(10, 30), 15), (new TextSpan(10, 90), new TextSpan(10, 30), 20) })
            {
                var data = new ChildInsertion(element, startTag, child).WriteTo(FixFlagsValue.Write(default, "Message"));
                Assert.False(MissingFixFlagsFinding.TryRead(ContractRoundTripTests.InConfig(data), out _));
            }
        }

        [Fact]
        public void A_wrap_whose_spans_do_not_nest_does_not_read()
        {
            var wrap = new TargetWrap(new TextSpan(30, 60), new TextSpan(20, 50), new TextSpan(44, 1), 10, "f", "f_wrapped", "xsi:type");

            Assert.False(SynchronousTargetFinding.TryRead(ContractRoundTripTests.InConfig(wrap.WriteTo(default)), out _));
        }

        [Fact]
        public void Scalars_that_say_neither_yes_nor_no_fail_the_contract()
        {
            var empty = ContractRoundTripTests.InConfig(default);
            Assert.False(BlockingWaitFinding.TryRead(empty, out _));
            Assert.False(SyslogSenderFinding.TryRead(empty, out _));
            Assert.False(LostEventsFinding.TryRead(empty, out _));
            Assert.False(EagerMessageFinding.TryRead(empty, out _));
            Assert.False(UnresolvedTargetFinding.TryRead(empty, out _));
            Assert.False(ConfigFixesAtLoadFinding.TryRead(empty, out _));
            Assert.False(DiscardingQueueFinding.TryReadCode(empty, out _));
            Assert.False(BlockingWaitFinding.TryRead(With(empty, p => p.Add("InAppend", "yes")), out _));
            Assert.False(SyslogSenderFinding.TryRead(With(empty, p => p.Add("Syslog", "1")), out _));
            Assert.False(DiscardingQueueFinding.TryReadCode(With(empty, p => p.Add("CodeEdit", "swap")), out _));
        }

        [Fact]
        public async Task Log4net_fixers_offer_nothing_for_a_garbled_contract()
        {
            var project = new TestProject();
            project.Configs.Add(("log4net.config", Log4NetConfig));
            await AssertGarbledGetNothingAsync(TestSolution.Create(new[] { project }, TestReferenceSet.WithAppenders), "LP0003", "LP0004", "LP0005", "LP0009", "LP0012", "LP0014");
        }

        [Fact]
        public async Task NLog_fixers_offer_nothing_for_a_garbled_contract()
        {
            var project = new TestProject();
            project.Configs.Add(("NLog.config", NLogConfig));
            await AssertGarbledGetNothingAsync(TestSolution.Create(new[] { project }, NLogReferences.WithNLog), "LP0200", "LP0201", "LP0202", "LP0204", "LP0205", "LP0206");
        }

        /// <summary>
        /// Every rule named has a diagnostic that gets a fix as the analyzer wrote it (so the test can fail), and no diagnostic gets one once its
        /// contract is stripped to the properties every rule may set, or its span indices point nowhere. (LP0007's fixer
        /// needs no data: its Fix value is optional and it finds the appender by the diagnostic's own span.)
        /// </summary>
        private static async Task AssertGarbledGetNothingAsync(Solution solution, params string[] ids)
        {
            var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), RuleCatalog.Analyzers.ToArray());
            Assert.Empty(result.AnalyzerExceptions);
            var fixers = RuleCatalog.FixerTypes.Select(t => (CodeFixProvider)Activator.CreateInstance(t)!).ToList();
            var seen = new HashSet<string>();
            foreach (var diagnostic in result.Diagnostics.Where(d => ids.Contains(d.Id)))
            {
                var fixer = fixers.Single(f => f.FixableDiagnosticIds.Contains(diagnostic.Id));
                if ((await CodeFixRunner.ActionsForAsync(fixer, solution, diagnostic)).Count == 0)
                {
                    // Offered nothing as written (LP0004 on a file another appender writes): nothing to garble. Every rule
                    // named still needs one diagnostic with a fix, which the last assertion checks.
                    continue;
                }

                seen.Add(diagnostic.Id);

                var stripped = Diagnostic.Create(
                    diagnostic.Descriptor, diagnostic.Location, additionalLocations: null,
                    diagnostic.Properties.Where(p => p.Key == DiagnosticProperties.AppendersReferenced).ToImmutableDictionary());
                var variants = new List<Diagnostic> { stripped };
                if (diagnostic.AdditionalLocations.Count > 0)
                {
                    variants.Add(With(diagnostic, p => p.ToImmutableDictionary(e => e.Key, e => int.TryParse(e.Value, out _) ? "99" : e.Value)));
                    variants.Add(Diagnostic.Create(diagnostic.Descriptor, diagnostic.Location, diagnostic.Properties));
                }

                foreach (var garbled in variants)
                {
                    Assert.Empty(await CodeFixRunner.ActionsForAsync(fixer, solution, garbled));
                }
            }

            Assert.Equal(string.Join(" ", ids.OrderBy(id => id)), string.Join(" ", seen.OrderBy(id => id)));
        }

        private static Diagnostic With(Diagnostic diagnostic, Func<ImmutableDictionary<string, string?>, ImmutableDictionary<string, string?>> change) =>
            Diagnostic.Create(diagnostic.Descriptor, diagnostic.Location, diagnostic.AdditionalLocations, change(diagnostic.Properties));
    }
}
