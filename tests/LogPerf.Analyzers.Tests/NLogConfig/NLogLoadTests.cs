using LogPerf.Analyzers.Tests.Verifiers;
using Xunit;

namespace LogPerf.Analyzers.Tests.NLogConfig
{
    /// <summary>The loader the config-fix tests rely on reports what would make a fixed config fail or lose events.</summary>
    public class NLogLoadTests
    {
        private static string Config(string targets, string rules = "<logger name=\"*\" minlevel=\"Debug\" writeTo=\"f\" />") =>
            $"<nlog xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><targets>{targets}</targets><rules>{rules}</rules></nlog>";

        [Fact]
        public void A_working_config_has_no_problems()
        {
            Assert.Empty(NLogLoad.Problems(Config("<target name=\"f\" xsi:type=\"AsyncWrapper\" overflowAction=\"Block\"><target xsi:type=\"File\" fileName=\"x.log\" /></target>")));
        }

        [Fact]
        public void An_unknown_target_type_is_a_problem()
        {
            Assert.Contains(NLogLoad.Problems(Config("<target name=\"f\" xsi:type=\"Fiel\" />")), p => p.Contains("Fiel"));
        }

        [Fact]
        public void A_rule_to_a_missing_target_is_a_problem()
        {
            Assert.NotEmpty(NLogLoad.Problems(Config("<target name=\"f\" xsi:type=\"File\" fileName=\"x.log\" />", "<logger name=\"*\" writeTo=\"g\" />")));
        }

        [Fact]
        public void A_file_target_that_rules_reach_but_that_writes_nothing_is_a_problem()
        {
            var problems = NLogLoad.Problems(Config(
                "<target name=\"f\" xsi:type=\"FilteringWrapper\" condition=\"false\"><target name=\"inner\" xsi:type=\"File\" fileName=\"x.log\" /></target>"));

            Assert.Contains("File target 'inner' wrote nothing", problems);
        }

        [Fact]
        public void Appsettings_json_sections_are_loaded_the_way_NLog_Extensions_Logging_loads_them()
        {
            Assert.Empty(NLogLoad.Problems("{ \"NLog\": { \"targets\": { \"async\": true, \"f\": { \"type\": \"File\", \"fileName\": \"x.log\" } }, \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Info\", \"writeTo\": \"f\" } ] } }"));
            Assert.NotEmpty(NLogLoad.Problems("{ \"NLog\": { \"targets\": { \"f\": { \"type\": \"Fiel\" } }, \"rules\": [ { \"logger\": \"*\", \"writeTo\": \"f\" } ] } }"));
        }
    }
}
