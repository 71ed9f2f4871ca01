using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text.RegularExpressions;
using LogPerf.Analyzers.Diagnostics;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The cost figures quoted in messages (MeasuredCosts) and rule pages are the ones of the "Rule costs" section of
    /// docs/benchmarks.md, which the benchmark writes (bench: --scenario rulecosts --update-docs).
    /// </summary>
    public class MeasuredCostsTests
    {
        private static readonly string Benchmarks = File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "benchmarks.md"));

        /// <summary>rule id → factor, from the section's table.</summary>
        private static Dictionary<string, string> Table()
        {
            var begin = Benchmarks.IndexOf("<!-- rule-costs:begin", StringComparison.Ordinal);
            var end = Benchmarks.IndexOf("<!-- rule-costs:end -->", StringComparison.Ordinal);
            Assert.True(begin >= 0 && end > begin, "docs/benchmarks.md has no generated Rule costs section");
            return Regex.Matches(Benchmarks[begin..end], @"^\| (LP\d{4}) \|.*\| (\d+(?:\.\d)?x) \|$", RegexOptions.Multiline)
                .ToDictionary(m => m.Groups[1].Value, m => m.Groups[2].Value);
        }

        private static Dictionary<string, string> Constants() =>
            typeof(MeasuredCosts).GetFields(BindingFlags.Public | BindingFlags.Static)
                .ToDictionary(f => f.Name, f => (string)f.GetRawConstantValue()!);

        [Fact]
        public void Message_constants_are_the_benchmark_table()
        {
            var table = Table();
            Assert.NotEmpty(table);
            Assert.Equal(table.Values.OrderBy(v => v), Constants().Values.OrderBy(v => v));
        }

        [Fact]
        public void Every_rule_in_the_table_quotes_its_factor_on_its_page_and_in_its_message()
        {
            var table = Table();
            var descriptors = typeof(Descriptors).GetFields(BindingFlags.Public | BindingFlags.Static)
                .Select(f => f.GetValue(null)).OfType<Microsoft.CodeAnalysis.DiagnosticDescriptor>()
                .ToDictionary(d => d.Id);
            foreach (var (rule, factor) in table)
            {
                var page = File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "rules", rule + ".md"));
                var quoted = Regex.Match(page, @"\*\*Measured cost[^\n]*\*\*(?:(?!\n\n)[\s\S])*?\*\*(\d+(?:\.\d)?x)\*\*");
                Assert.True(quoted.Success, $"{rule}.md has no 'Measured cost' paragraph with a bold factor");
                Assert.Equal(factor, quoted.Groups[1].Value);
                if (rule != RuleIds.BlockingWaitInAppender)
                {
                    Assert.Contains(factor, descriptors[rule].MessageFormat.ToString(), StringComparison.Ordinal);
                }
            }
        }
    }
}
