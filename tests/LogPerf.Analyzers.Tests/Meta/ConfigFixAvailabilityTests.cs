using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using LogPerf.Analyzers.Diagnostics;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Harness;
using LogPerf.Analyzers.Tests.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// LP0101 decides inside the compiler whether a config finding has a fix (<see cref="ConfigFixAvailability"/>); the
    /// fixers decide it in the IDE. These tests hold the two together: every rule with a fixer has an entry, and on
    /// generated log4net configs and written NLog configs, with and without LogPerf.Appenders, the entry says "fixable"
    /// exactly when a fixer offers a fix.
    /// </summary>
    [Collection(AloneCollection.Name)]
    public class ConfigFixAvailabilityTests
    {
        private static readonly string[] NLogConfigs =
        {
            LP0101LoadingConfigs.NLog,
            LP0101LoadingConfigs.NLog.Replace("<targets>", "<targets async=\"true\">"),
            LP0101LoadingConfigs.NLog.Replace("writeTo=\"file\"", "writeTo=\"fille\""),
            LP0101LoadingConfigs.NLog.Replace("writeTo=\"file\"", "writeTo=\"somewhere\""),
            LP0101LoadingConfigs.NLog.Replace("xsi:type=\"File\"", "xsi:type=\"Fille\""),
            @"<nlog xmlns:xsi=""http://www.w3.org/2001/XMLSchema-instance"">
  <targets>
    <target xsi:type=""AsyncWrapper"" name=""errors"" queueLimit=""1000"">
      <target xsi:type=""File"" name=""errorsFile"" fileName=""errors.log"" />
    </target>
    <target xsi:type=""Network"" name=""net"" address=""udp://127.0.0.1:514"" />
  </targets>
  <rules>
    <logger name=""*"" minlevel=""Error"" writeTo=""errors"" />
    <logger name=""*"" minlevel=""Info"" writeTo=""net"" />
  </rules>
</nlog>
",
        };

        [Fact]
        public void Every_rule_with_a_fixer_has_an_entry()
        {
            var covered = ConfigFixAvailability.RuleIdsCovered.ToHashSet();
            var fixed_ = RuleCatalog.FixerTypes
                .Select(t => (CodeFixProvider)Activator.CreateInstance(t)!)
                .SelectMany(f => f.FixableDiagnosticIds)
                .Where(id => id != RuleIds.ConfigFixesAtLoad)
                .Distinct();
            Assert.Equal(Array.Empty<string>(), fixed_.Where(id => !covered.Contains(id)).ToArray());
        }

        [Fact]
        public async Task Says_fixable_exactly_when_a_fixer_offers_a_fix()
        {
            var fixers = RuleCatalog.FixerTypes.Select(t => (CodeFixProvider)Activator.CreateInstance(t)!).ToList();
            var generator = new FixableConfigGenerator(20261126);
            var configs = Enumerable.Range(0, 30).Select(_ => generator.Next())
                .Concat(NLogConfigs.Select(text => ("NLog.config", text)))
                .ToList();
            var disagreements = new List<string>();
            var seen = new HashSet<(string Id, bool Fixable)>();
            foreach (var references in new[] { TestReferenceSet.WithAppenders, LoadingReferences.Both.Remove(TestReferenceSet.Appenders) })
            {
                foreach (var (path, text) in configs)
                {
                    var project = new TestProject();
                    project.Configs.Add((path, text));
                    var solution = TestSolution.Create(new[] { project }, references);
                    var result = await AnalyzerRunner.RunAsync(solution.Projects.Single(), RuleCatalog.Analyzers.ToArray());
                    foreach (var diagnostic in result.Diagnostics.Where(d => d.Location.Kind == LocationKind.ExternalFile))
                    {
                        var offered = false;
                        foreach (var fixer in fixers.Where(f => f.FixableDiagnosticIds.Contains(diagnostic.Id)))
                        {
                            offered |= (await CodeFixRunner.ActionsForAsync(fixer, solution, diagnostic)).Count > 0;
                        }

                        seen.Add((diagnostic.Id, offered));
                        if (ConfigFixAvailability.IsFixable(diagnostic) != offered)
                        {
                            disagreements.Add($"{diagnostic.Id} at {diagnostic.Location.GetLineSpan()}: fixers offer {(offered ? "a fix" : "none")}\n{text}");
                        }
                    }
                }
            }

            Assert.Empty(disagreements.Take(3));

            // The corpus reaches both answers, so the comparison can fail.
            Assert.Contains(seen, s => s.Fixable);
            Assert.Contains(seen, s => !s.Fixable);
            Assert.Contains((RuleIds.ImmediateFlush, false), seen);
            Assert.Contains((RuleIds.ImmediateFlush, true), seen);
        }
    }
}
