using System.Collections.Generic;
using System.Linq;
using LogPerf.Analyzers.NLog;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace LogPerf.Analyzers.Tests.NLogConfig
{
    /// <summary>
    /// The graph keeps what rules ask of a target in arrays indexed by the target's ordinal in its section: every target,
    /// nested or under a default-wrapper, has its own ordinal, and a target the section does not hold has none.
    /// </summary>
    public class NLogTargetOrdinalTests
    {
        private const string Config =
            "<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">"
            + "<targets><default-wrapper xsi:type=\"AsyncWrapper\"><wrapper-target xsi:type=\"RetryingWrapper\" /></default-wrapper>"
            + "<target name=\"a\" xsi:type=\"AsyncWrapper\"><target name=\"b\" xsi:type=\"BufferingWrapper\"><target name=\"f\" xsi:type=\"File\" fileName=\"f.log\" /></target></target>"
            + "<target name=\"c\" xsi:type=\"Console\" /></targets>"
            + "<targets async=\"true\"><target name=\"d\" xsi:type=\"Null\" /></targets>"
            + "<rules><logger name=\"*\" writeTo=\"a,c,d\" /></rules></nlog>";

        [Fact]
        public void Every_target_of_a_section_has_its_own_ordinal()
        {
            var section = Parse(Config);
            var targets = All(section);

            Assert.Equal(7, targets.Count);
            Assert.Equal(targets.Count, section.TargetCount);
            Assert.Equal(Enumerable.Range(0, targets.Count), targets.Select(section.OrdinalOf).OrderBy(o => o));
            Assert.All(targets, t => Assert.Same(t, section.TargetAt(section.OrdinalOf(t))));
        }

        [Fact]
        public void A_target_of_another_section_has_no_ordinal_in_this_one()
        {
            var one = Parse(Config);
            var other = Parse(Config);

            Assert.All(All(other), t => Assert.Equal(-1, one.OrdinalOf(t)));
        }

        [Fact]
        public void A_section_built_from_targets_another_section_numbered_still_finds_each_of_them()
        {
            var first = Parse(Config);
            var second = new NLogSection(first.IsJson, first.Groups, first.Rules, first.Extensions, first.HasIncludes, first.Settings, first.Variables);

            var targets = All(second);
            Assert.Equal(Enumerable.Range(0, targets.Count), targets.Select(second.OrdinalOf).OrderBy(o => o));
            Assert.All(targets, t => Assert.Same(t, second.TargetAt(second.OrdinalOf(t))));
            Assert.All(targets, t => Assert.Same(t, first.TargetAt(first.OrdinalOf(t))));
        }

        private static NLogSection Parse(string config) => NLogConfigParser.Parse(SourceText.From(config)).Sections.Single();

        private static List<NLogTarget> All(NLogSection section)
        {
            var all = section.AllTargets().Select(t => t.Target).ToList();
            foreach (var group in section.Groups)
            {
                var pending = new Stack<NLogTarget>();
                if (group.DefaultWrapper is { } wrapper)
                {
                    pending.Push(wrapper);
                }

                while (pending.Count > 0)
                {
                    var target = pending.Pop();
                    all.Add(target);
                    foreach (var child in target.Children)
                    {
                        pending.Push(child);
                    }
                }
            }

            return all;
        }
    }
}
