using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using LogPerf.CodeFixes.Rules;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0011: log4net's internal debugging left on, read as log4net 3.5.0 reads it: debug/configDebug on &lt;log4net&gt;
    /// with OptionConverter.ToBoolean(value, true) (any value but empty, "null" or false turns it on), the
    /// log4net.Internal.Debug app setting with ToBoolean(value, false) (keys ignore case, the last entry wins), and
    /// LogLog.InternalDebugging = true. The fix writes false; the fixed config still loads in log4net.
    /// </summary>
    public class LP0011InternalDebugOnTests
    {
        private const string Key = LP0011InternalDebugOnCodeFixProvider.TurnOffKey;

        private const string Appender = "<appender name=\"C\" type=\"log4net.Appender.ConsoleAppender\"><layout type=\"log4net.Layout.SimpleLayout\" /></appender><root><appender-ref ref=\"C\" /></root>";

        private static ConfigFixTest Fix(string path, string markup, string expected) =>
            ConfigFixTest.Of(new LP0011InternalDebugOnAnalyzer(), new LP0011InternalDebugOnCodeFixProvider(), Key, path, markup, expected);

        [Theory]
        [InlineData("true")]
        [InlineData("True")]
        [InlineData(" true ")]
        [InlineData("yes")]
        public Task Debug_attributes_log4net_reads_as_on_are_flagged(string value) =>
            Log4NetConfigAsync("log4net.config", $"<log4net debug=\"{{|LP0011:{value}|}}\">{Appender}</log4net>");

        [Theory]
        [InlineData("false")]
        [InlineData("FALSE")]
        [InlineData("")]
        [InlineData("null")]
        public Task Debug_attributes_log4net_reads_as_off_are_silent(string value) =>
            Log4NetConfigAsync("log4net.config", $"<log4net debug=\"{value}\" threshold=\"ALL\">{Appender}</log4net>");

        [Fact]
        public Task ConfigDebug_and_the_app_setting_in_App_config_are_flagged_and_other_keys_and_removed_ones_are_not() =>
            Log4NetConfigAsync("App.config", $"""
                <configuration>
                  <configSections><section name="log4net" type="log4net.Config.Log4NetConfigurationSectionHandler, log4net" /></configSections>
                  <appSettings>
                    <add key="log4net.Internal.Quiet" value="true" />
                    <add key="LOG4NET.INTERNAL.DEBUG" value="{"{|LP0011:True|}"}" />
                  </appSettings>
                  <log4net configDebug="{"{|LP0011:true|}"}">{Appender}</log4net>
                </configuration>
                """);

        [Theory]
        [InlineData("<add key=\"log4net.Internal.Debug\" value=\"true\" /><remove key=\"log4net.Internal.Debug\" />")]
        [InlineData("<add key=\"log4net.Internal.Debug\" value=\"true\" /><add key=\"log4net.Internal.Debug\" value=\"false\" />")]
        [InlineData("<add key=\"log4net.Internal.Debug\" value=\"yes\" />")]
        [InlineData("<add key=\"log4net.Internal.Debug\" value=\"true\" /><clear />")]
        public Task App_settings_that_end_off_are_silent(string entries) =>
            Log4NetConfigAsync("Web.config", $"<configuration><appSettings>{entries}</appSettings></configuration>");

        [Fact]
        public Task Code_that_turns_it_on_is_flagged()
        {
            var test = new LogPerfAnalyzerTest<LP0011InternalDebugOnAnalyzer>();
            test.TestState.Sources.Add("""
                using log4net.Util;
                static class Setup
                {
                    static void On() => LogLog.InternalDebugging = {|LP0011:true|};
                    static void Off() => LogLog.InternalDebugging = false;
                    static void Other() => LogLog.QuietMode = true;
                }
                """);
            return test.RunAsync();
        }

        [Fact]
        public Task Fix_writes_false_in_the_attribute_and_the_app_setting_and_the_config_still_loads() => Fix(
            "App.config",
            """
            <configuration>
              <appSettings><add key="log4net.Internal.Debug" value="{|LP0011:true|}" /></appSettings>
              <log4net debug="{|LP0011:true|}">
                <appender name="C" type="log4net.Appender.ConsoleAppender"><layout type="log4net.Layout.SimpleLayout" /></appender>
                <root><appender-ref ref="C" /></root>
              </log4net>
            </configuration>
            """,
            """
            <configuration>
              <appSettings><add key="log4net.Internal.Debug" value="false" /></appSettings>
              <log4net debug="false">
                <appender name="C" type="log4net.Appender.ConsoleAppender"><layout type="log4net.Layout.SimpleLayout" /></appender>
                <root><appender-ref ref="C" /></root>
              </log4net>
            </configuration>
            """).RunAsync();

        [Fact]
        public Task Code_fix_writes_false() =>
            new LogPerfCodeFixTest<LP0011InternalDebugOnAnalyzer, LP0011InternalDebugOnCodeFixProvider>
            {
                TestCode = "static class Setup { static void On() => log4net.Util.LogLog.InternalDebugging = {|LP0011:true|}; }",
                FixedCode = "static class Setup { static void On() => log4net.Util.LogLog.InternalDebugging = false; }",
            }.RunAsync();

        private static Task Log4NetConfigAsync(string path, string markup)
        {
            var test = new LogPerfAnalyzerTest<LP0011InternalDebugOnAnalyzer>();
            test.TestState.AdditionalFiles.Add((path, markup));
            return test.RunAsync();
        }
    }
}
