using System.Linq;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.NLogConfig
{
    public class NLogConfigParserTests
    {
        private static NLogSection Single(string text)
        {
            var file = NLogConfigParser.Parse(SourceText.From(text));
            Assert.Null(file.Error);
            return Assert.Single(file.Sections);
        }

        private static string At(string text, TextSpan span) => text.Substring(span.Start, span.Length);

        [Fact]
        public void Standalone_config_with_namespaces_reads_targets_rules_and_spans()
        {
            const string text = """
                <?xml version="1.0" encoding="utf-8" ?>
                <nlog xmlns="http://www.nlog-project.org/schemas/NLog.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                  <targets async="true">
                    <target name="f" xsi:type="File" fileName="a.log" KeepFileOpen="false" />
                  </targets>
                  <rules>
                    <logger name="*" minlevel="Info" writeTo="f" />
                  </rules>
                </nlog>
                """;

            var section = Single(text);

            var group = Assert.Single(section.Groups);
            Assert.True(group.IsAsync);
            var target = Assert.Single(group.Targets);
            Assert.Equal(("f", "File"), (target.Name, target.TypeName));
            Assert.Equal("false", At(text, target.Setting("keepFileOpen")!.ValueSpan));
            Assert.Equal("File", At(text, target.TypeSetting!.ValueSpan));
            var rule = Assert.Single(section.Rules);
            Assert.Equal(NLogLevelSet.Range(NLogLevel.Info, NLogLevel.Fatal), rule.Levels);
            Assert.True(rule.IsBusy);
        }

        [Fact]
        public void App_config_section_names_and_prefixes_ignore_case_as_NLog_does()
        {
            const string text = """
                <configuration>
                  <configSections><section name="nlog" type="NLog.Config.ConfigSectionHandler, NLog" /></configSections>
                  <NLog>
                    <Appenders>
                      <Appender Name="f" type="nlog:File"><fileName>a.log</fileName><keepFileOpen>false</keepFileOpen></Appender>
                    </Appenders>
                    <RULES><logger name="*" levels="Error,Fatal" appendTo="f" /></RULES>
                  </NLog>
                </configuration>
                """;

            var section = Single(text);

            var target = Assert.Single(section.Groups.Single().Targets);
            Assert.Equal(("f", "File"), (target.Name, target.TypeName));
            var keep = target.Setting("KEEPFILEOPEN")!;
            Assert.Equal((NLogSettingForm.Element, "false"), (keep.Form, At(text, keep.ValueSpan)));
            var rule = section.Rules.Single();
            Assert.Equal("f", rule.WriteTo!.Value);
            Assert.False(rule.IsBusy);
            Assert.True(rule.AdmitsSevere);
        }

        [Fact]
        public void Nested_wrappers_refs_and_layout_values_are_read_per_target()
        {
            const string text = """
                <nlog>
                  <targets>
                    <default-wrapper type="AsyncWrapper" queueLimit="100" />
                    <target name="split" type="SplitGroup">
                      <target name="buffer" type="BufferingWrapper">
                        <target type="File" fileName="a.log"><layout type="SimpleLayout"><text>${callsite}</text></layout></target>
                      </target>
                      <target-ref name="other" />
                    </target>
                    <target name="other" type="Console" />
                  </targets>
                </nlog>
                """;

            var section = Single(text);

            var group = section.Groups.Single();
            Assert.Equal("AsyncWrapper", group.DefaultWrapper!.TypeName);
            var split = group.Targets[0];
            Assert.Equal(new[] { "other" }, split.RefNames);
            var file = split.Children.Single().Children.Single();
            Assert.Null(file.Name);
            Assert.Contains(file.LayoutValues, v => v.Value == "${callsite}");
            Assert.DoesNotContain(split.LayoutValues, v => v.Value == "${callsite}");
            Assert.Equal(new[] { "split", "buffer", null, "other" }, section.AllTargets().Select(t => t.Target.Name));
        }

        [Fact]
        public void Deeply_nested_targets_cost_no_call_depth()
        {
            var text = "<nlog><targets>" + string.Concat(Enumerable.Repeat("<target type=\"BufferingWrapper\">", 20_000))
                + "<target type=\"File\" />" + string.Concat(Enumerable.Repeat("</target>", 20_000)) + "</targets></nlog>";

            var section = Single(text);

            Assert.Equal(20_001, section.AllTargets().Count());
        }

        [Fact]
        public void Appsettings_json_section_reads_targets_by_key_and_rules_as_an_array()
        {
            const string text = """
                {
                  "Logging": { "LogLevel": { "Default": "Information" } },
                  "nlog": {
                    "targets": {
                      "async": true,
                      "f": { "type": "File", "fileName": "a.log", "keepFileOpen": false },
                      "w": { "type": "AsyncWrapper", "queueLimit": 500, "target": { "inner": { "type": "File", "layout": "${callsite}" } } }
                    },
                    "rules": [ { "logger": "*", "minLevel": "Debug", "writeTo": "f,w" } ]
                  }
                }
                """;

            var section = Single(text);

            Assert.True(section.IsJson);
            var group = section.Groups.Single();
            Assert.True(group.IsAsync);
            Assert.Equal(new[] { "f", "w" }, group.Targets.Select(t => t.Name));
            var keep = group.Targets[0].Setting("keepFileOpen")!;
            Assert.Equal((NLogSettingForm.JsonLiteral, "false"), (keep.Form, At(text, keep.ValueSpan)));
            Assert.Equal("500", group.Targets[1].Setting("queueLimit")!.Value);
            var inner = group.Targets[1].Children.Single();
            Assert.Equal(("inner", "File"), (inner.Name, inner.TypeName));
            Assert.Equal("\"${callsite}\"", At(text, inner.Setting("layout")!.ValueSpan));
            Assert.Equal(NLogLevelSet.Range(NLogLevel.Debug, NLogLevel.Fatal), section.Rules.Single().Levels);
        }

        [Theory]
        [InlineData("<configuration><appSettings /></configuration>")]
        [InlineData("<log4net><root /></log4net>")]
        [InlineData("{ \"Logging\": {} }")]
        [InlineData("plain text")]
        [InlineData("")]
        public void Files_without_NLog_configuration_are_empty(string text)
        {
            Assert.False(NLogConfigParser.Parse(SourceText.From(text)).HasNLog);
        }

        [Fact]
        public void Broken_xml_keeps_the_targets_read_before_the_error()
        {
            var file = NLogConfigParser.Parse(SourceText.From("<nlog><targets><target name=\"f\" type=\"File\" keepFileOpen=\"false\" /><target name=\"g\""));

            Assert.NotNull(file.Error);
            var target = Assert.Single(file.Sections.Single().Groups.Single().Targets);
            Assert.Equal("f", target.Name);
        }

        [Theory]
        [InlineData("minlevel=\"Debug\" maxlevel=\"Info\"", 0b000110)]
        [InlineData("levels=\"Warn, Error\"", 0b011000)]
        [InlineData("level=\"Information\"", 0b000100)]
        [InlineData("finalMinLevel=\"Warning\"", 0b111000)]
        [InlineData("minlevel=\"Off\"", 0)]
        [InlineData("minlevel=\"${var:level}\"", 0b111111)]
        [InlineData("levels=\"Bogus\"", 0b111111)]
        [InlineData("", 0b111111)]
        public void Rule_levels_are_read_as_NLog_reads_them(string attributes, int expected)
        {
            var section = Single($"<nlog><rules><logger name=\"*\" {attributes} writeTo=\"f\" /></rules></nlog>");

            Assert.Equal(FromBits(expected), section.Rules.Single().Levels);
        }

        /// <summary>The set whose levels are the bits of <paramref name="bits"/> (Trace = bit 0 … Fatal = bit 5).</summary>
        private static NLogLevelSet FromBits(int bits) =>
            Enumerable.Range(0, 6).Where(i => (bits & (1 << i)) != 0).Aggregate(NLogLevelSet.None, (set, i) => set | NLogLevelSet.Of(NLogLevel.FromOrdinal(i)));

        [Fact]
        public void WriteTo_names_map_to_their_exact_spans()
        {
            const string text = "<nlog><rules><logger name=\"*\" writeTo=\" a ,bb,, c\" /></rules></nlog>";
            var section = Single(text);

            var names = section.Rules.Single().TargetNames(SourceText.From(text)).ToList();

            Assert.Equal(new[] { "a", "bb", "c" }, names.Select(n => n.Name));
            Assert.All(names, n => Assert.Equal(n.Name, At(text, n.Span!.Value)));
        }
    }
}
