using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>LP0206: NLog's throwExceptions on, in a config (XML, App.config, appsettings.json) or in code; the fix writes false.</summary>
    public class LP0206ThrowExceptionsTests
    {
        private const string Key = LP0206ThrowExceptionsCodeFixProvider.TurnOffKey;

        private const string Body = "<targets><target name=\"f\" type=\"File\" fileName=\"a.log\" /></targets><rules><logger name=\"*\" minlevel=\"Info\" writeTo=\"f\" /></rules>";

        [Theory]
        [InlineData("NLog.config", "<nlog throwExceptions=\"{|LP0206:true|}\" throwConfigExceptions=\"true\">" + Body + "</nlog>")]
        [InlineData("NLog.config", "<nlog ThrowExceptions=\"{|LP0206: True |}\">" + Body + "</nlog>")]
        [InlineData("Web.config", "<configuration><nlog throwExceptions=\"{|LP0206:true|}\">" + Body + "</nlog></configuration>")]
        [InlineData("appsettings.json", "{ \"NLog\": { \"throwExceptions\": {|LP0206:true|} } }")]
        [InlineData("appsettings.json", "{ \"NLog\": { \"ThrowExceptions\": {|LP0206:\"true\"|} } }")]
        public Task ThrowExceptions_on_is_flagged_at_its_value(string path, string markup) =>
            NLogVerify.ConfigAsync<LP0206ThrowExceptionsAnalyzer>(path, markup);

        [Theory]
        [InlineData("<nlog throwExceptions=\"false\" throwConfigExceptions=\"true\">" + Body + "</nlog>")]
        [InlineData("<nlog throwExceptions=\"${var:t}\">" + Body + "</nlog>")]
        [InlineData("<nlog>" + Body + "</nlog>")]
        public Task Off_unset_or_dynamic_is_silent(string markup) =>
            NLogVerify.ConfigAsync<LP0206ThrowExceptionsAnalyzer>("NLog.config", markup);

        [Fact]
        public Task Code_is_flagged_for_LogManager_and_LogFactory() =>
            NLogVerify.CodeAsync<LP0206ThrowExceptionsAnalyzer>("""
                using NLog;
                static class Setup
                {
                    static void A() => LogManager.ThrowExceptions = {|LP0206:true|};
                    static void B(LogFactory factory) => factory.ThrowExceptions = {|LP0206:true|};
                    static void C() => LogManager.ThrowExceptions = false;
                    static void D() => LogManager.ThrowConfigExceptions = true;
                }
                """);

        [Fact]
        public Task Config_fix_writes_false_and_the_config_still_loads() =>
            NLogVerify.ConfigFix(new LP0206ThrowExceptionsAnalyzer(), new LP0206ThrowExceptionsCodeFixProvider(), Key, "NLog.config",
                "<nlog throwExceptions=\"{|LP0206:true|}\">" + Body + "</nlog>",
                "<nlog throwExceptions=\"false\">" + Body + "</nlog>").RunAsync();

        [Fact]
        public Task Json_fix_keeps_a_literal_a_literal() =>
            NLogVerify.ConfigFix(new LP0206ThrowExceptionsAnalyzer(), new LP0206ThrowExceptionsCodeFixProvider(), Key, "appsettings.json",
                "{ \"NLog\": { \"throwExceptions\": {|LP0206:true|}, \"targets\": { \"f\": { \"type\": \"File\", \"fileName\": \"a.log\" } }, \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Info\", \"writeTo\": \"f\" } ] } }",
                "{ \"NLog\": { \"throwExceptions\": false, \"targets\": { \"f\": { \"type\": \"File\", \"fileName\": \"a.log\" } }, \"rules\": [ { \"logger\": \"*\", \"minLevel\": \"Info\", \"writeTo\": \"f\" } ] } }").RunAsync();

        [Fact]
        public Task Code_fix_writes_false() =>
            NLogVerify.CodeFixAsync<LP0206ThrowExceptionsAnalyzer, LP0206ThrowExceptionsCodeFixProvider>(
                "static class Setup { static void A() => NLog.LogManager.ThrowExceptions = {|LP0206:true|}; }",
                "static class Setup { static void A() => NLog.LogManager.ThrowExceptions = false; }");
    }
}
