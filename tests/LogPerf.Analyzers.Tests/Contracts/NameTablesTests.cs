using System;
using System.Linq;
using System.Reflection;
using LogPerf.Analyzers.Names;
using Xunit;

namespace LogPerf.Analyzers.Tests.Contracts
{
    /// <summary>The names the fixes write resolve to real types: a typo in the table would write a config that loads nothing.</summary>
    public class NameTablesTests
    {
        private static readonly Assembly Appenders = typeof(LogPerf.Appenders.AsyncAppenderSkeleton).Assembly;

        [Fact]
        public void Every_LogPerf_Appenders_name_resolves_to_a_type_of_the_real_assembly()
        {
            Assert.Equal(LogPerfAppenderTypes.AssemblyName, Appenders.GetName().Name);
            var constants = Constants(typeof(LogPerfAppenderTypes)).ToList();
            Assert.NotEmpty(constants);
            foreach (var (name, value) in constants.Where(c => c.Name != nameof(LogPerfAppenderTypes.AssemblyName)))
            {
                var resolved = name.StartsWith(nameof(LogPerfAppenderTypes.InConfig) + ".", StringComparison.Ordinal) ? Type.GetType(value)
                    : name.StartsWith(nameof(LogPerfAppenderTypes.InCode) + ".", StringComparison.Ordinal) ? Appenders.GetType(value.Substring("global::".Length))
                    : Appenders.GetType(value);
                Assert.True(resolved != null && resolved.Assembly == Appenders, $"{name} = '{value}' names no type of {Appenders.GetName().Name}");
            }

            Assert.All(LogPerfAppenderTypes.All, name => Assert.NotNull(Appenders.GetType(name)));
        }

        [Fact]
        public void Every_log4net_property_name_names_a_settable_property_of_a_log4net_appender()
        {
            var appenderTypes = typeof(log4net.Appender.AppenderSkeleton).Assembly.GetTypes().Where(t => typeof(log4net.Appender.IAppender).IsAssignableFrom(t)).ToList();
            foreach (var (name, value) in Constants(typeof(Log4NetConfigNames)).Where(c => c.Name != nameof(Log4NetConfigNames.AppenderRef)))
            {
                Assert.True(
                    appenderTypes.Any(t => t.GetProperty(value, BindingFlags.Public | BindingFlags.Instance | BindingFlags.IgnoreCase)?.CanWrite == true),
                    $"{name} = '{value}' is no settable property of a log4net appender");
            }
        }

        private static System.Collections.Generic.IEnumerable<(string Name, string Value)> Constants(Type table, string prefix = "") =>
            table.GetFields(BindingFlags.Public | BindingFlags.Static)
                .Where(f => f.IsLiteral && f.FieldType == typeof(string))
                .Select(f => (prefix + f.Name, (string)f.GetRawConstantValue()!))
                .Concat(table.GetNestedTypes().SelectMany(n => Constants(n, prefix + n.Name + ".")));
    }
}
