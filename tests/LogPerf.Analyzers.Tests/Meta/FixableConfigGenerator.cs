using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// Generates log4net configs full of what the rules fix, written in the many ways real configs are: element and
    /// legacy param forms, either quote, tabs or spaces, LF or CRLF, comments between elements, a standalone file or an
    /// App.config/Web.config section, and appender names that need escaping (&amp;, quotes, &lt;, line breaks as
    /// character references, non-ASCII). Seeded, so a failure can be replayed.
    /// </summary>
    internal sealed class FixableConfigGenerator
    {
        private static readonly string[] Names =
        {
            "File", "RollingFile", "Audit", "R&D", "it's", "say \"hi\"", "x<y", "two\r\nlines", "tab\there", "日志", "Émile", "a.b-c_d",
        };

        private static readonly string[] Patterns =
        {
            "%date [%thread] %-5level %logger - %message%newline",
            "%message%newline",
            "%d{ISO8601} %level %c{1} [%t] %m%n%exception",
            "%-5p %property{user} %ndc - %m%n",
            "%utcdate %identity %m%n",
        };

        private readonly Random _random;
        private readonly HashSet<string> _used = new HashSet<string>(StringComparer.Ordinal);
        private char _quote = '"';
        private string _newLine = "\n";
        private string _indent = "  ";

        public FixableConfigGenerator(int seed) => _random = new Random(seed);

        /// <summary>A config: its file name (log4net.config, App.config or Web.config) and its text.</summary>
        public (string Path, string Text) Next()
        {
            _used.Clear();
            _quote = Pick('"', '\'');
            _newLine = Pick("\n", "\r\n");
            _indent = Pick("  ", "    ", "\t");
            var appenders = new List<string>();
            var roots = new List<string>();
            for (var count = _random.Next(1, 5); count > 0; count--)
            {
                Pick<Action>(
                    () => MinimalLock(appenders, roots),
                    () => ImmediateFlush(appenders, roots),
                    () => Buffering(appenders, roots, withFix: false),
                    () => Buffering(appenders, roots, withFix: true),
                    () => MisspeltRef(appenders, roots),
                    () => TypeWithTrailingSpace(appenders, roots))();
            }

            var body = new StringBuilder();
            foreach (var appender in appenders)
            {
                body.Append(Comment(1)).Append(_indent).Append(appender).Append(_newLine);
            }

            body.Append(_indent).Append("<root>").Append(_newLine)
                .Append(_indent).Append(_indent).Append(Element("level", ("value", "ALL"))).Append(_newLine);
            foreach (var root in roots)
            {
                body.Append(_indent).Append(_indent).Append(root).Append(_newLine);
            }

            body.Append(_indent).Append("</root>").Append(_newLine);
            var section = "<log4net>" + _newLine + body + "</log4net>";
            return _random.Next(3) switch
            {
                0 => ("log4net.config", section),
                1 => ("App.config", Wrapped(section)),
                _ => ("Web.config", Wrapped(section)),
            };
        }

        private void MinimalLock(List<string> appenders, List<string> roots)
        {
            var name = NewName();
            var lockType = Pick("log4net.Appender.FileAppender+MinimalLock", "log4net.Appender.FileAppender+MinimalLock, log4net");
            var lockElement = Pick(
                Element("lockingModel", ("type", lockType)),
                Element("param", ("name", "LockingModel"), ("type", lockType)));
            appenders.Add(Appender(name, Pick("log4net.Appender.FileAppender", "log4net.Appender.RollingFileAppender"), File(name), Property("immediateFlush", "false"), lockElement, Layout()));
            roots.Add(Ref(name));
        }

        private void ImmediateFlush(List<string> appenders, List<string> roots)
        {
            var name = NewName();
            var flush = Pick(string.Empty, Property("immediateFlush", "true"), Property("ImmediateFlush", "True"));
            appenders.Add(Appender(name, Pick("log4net.Appender.RollingFileAppender", "log4net.Appender.FileAppender, log4net"), File(name), flush, Layout()));
            roots.Add(Ref(name));
        }

        private void Buffering(List<string> appenders, List<string> roots, bool withFix)
        {
            var target = NewName();
            var buffer = NewName();
            appenders.Add(Appender(target, "log4net.Appender.FileAppender", File(target), Property("immediateFlush", "false"), Layout()));
            var fix = withFix
                ? Pick(Property("fix", Pick("Message", "268", "Message, Exception")), "<fix>" + Pick("Message", " Message ") + "</fix>")
                : string.Empty;
            appenders.Add(Appender(buffer, "log4net.Appender.BufferingForwardingAppender", Property("bufferSize", _random.Next(1, 64).ToString()), fix, Ref(target)));
            roots.Add(Ref(buffer));
        }

        private void MisspeltRef(List<string> appenders, List<string> roots)
        {
            var name = NewName();
            appenders.Add(Appender(name, "log4net.Appender.FileAppender", File(name), Property("immediateFlush", "false"), Layout()));
            var misspelt = name.Length > 1 ? name.Substring(0, name.Length - 1) + (name[^1] == 'x' ? "y" : "x") : name + "x";
            roots.Add(Element("appender-ref", ("ref", Pick(misspelt, name.ToUpperInvariant() == name ? misspelt : name.ToUpperInvariant()))));
        }

        private void TypeWithTrailingSpace(List<string> appenders, List<string> roots)
        {
            var name = NewName();
            appenders.Add(Appender(name, Pick("log4net.Appender.ConsoleAppender ", " log4net.Appender.ConsoleAppender , log4net"), Layout()));
            roots.Add(Ref(name));
        }

        private string Appender(string name, string type, params string[] children)
        {
            var inner = string.Concat(children.Where(c => c.Length > 0).Select(c => _newLine + _indent + _indent + c));
            return $"<appender name={Quoted(name)} type={Quoted(type)}>{inner}{_newLine}{_indent}</appender>";
        }

        private string File(string name) => Pick(Property("file", "logs/f.log"), Element("param", ("name", "File"), ("value", "logs/f.log")));

        private string Layout() =>
            $"<layout type={Quoted("log4net.Layout.PatternLayout")}>{Pick(Property("conversionPattern", Pick(Patterns)), Element("param", ("name", "ConversionPattern"), ("value", Pick(Patterns))))}</layout>";

        private string Property(string name, string value) => Element(name, ("value", value));

        private string Ref(string name) => Element("appender-ref", ("ref", name));

        private string Element(string name, params (string Name, string Value)[] attributes) =>
            "<" + name + string.Concat(attributes.Select(a => $" {a.Name}={Quoted(a.Value)}")) + Pick(" />", "/>", "></" + name + ">");

        private string Quoted(string value) => _quote + CodeFixes.Xml.XmlTextEdits.Escape(value) + _quote;

        private string Comment(int depth) => _random.Next(4) == 0 ? string.Concat(Enumerable.Repeat(_indent, depth)) + "<!-- a comment between appenders -->" + _newLine : string.Empty;

        private string Wrapped(string section) =>
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>" + _newLine + "<configuration>" + _newLine +
            _indent + "<configSections>" + _newLine + _indent + _indent +
            "<section name=\"log4net\" type=\"log4net.Config.Log4NetConfigurationSectionHandler, log4net\" />" + _newLine +
            _indent + "</configSections>" + _newLine + section + _newLine + "</configuration>";

        private string NewName()
        {
            string name;
            var suffix = 0;
            do
            {
                name = Pick(Names) + (suffix++ == 0 ? string.Empty : suffix.ToString());
            }
            while (!_used.Add(name) || _used.Any(u => u != name && string.Equals(u, name, StringComparison.OrdinalIgnoreCase)));
            return name;
        }

        private T Pick<T>(params T[] choices) => choices[_random.Next(choices.Length)];
    }
}
