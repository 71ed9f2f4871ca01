using System;
using System.Linq;
using System.Text.RegularExpressions;
using System.Xml;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// The one change made to a config before a run, the same for the original and the fixed text: every destination
    /// moves where the harness can read it. Files go into the sandbox (rolled backups are kept: maxSizeRollBackups -1, so
    /// a roll never deletes lines that two runs would delete differently); syslog and UDP appenders send to the loopback
    /// capture; AdoNetAppender gets the recording connection in place of its provider; SmtpAppender the loopback SMTP
    /// capture, SmtpPickupDirAppender a pickup folder in the sandbox.
    /// </summary>
    public static class ConfigRewrite
    {
        public static void Log4Net(XmlElement section, Sandbox sandbox, Captures captures)
        {
            foreach (var appender in section.ChildNodes.OfType<XmlElement>().Where(e => e.LocalName == "appender"))
            {
                var type = appender.GetAttribute("type");
                foreach (var property in appender.ChildNodes.OfType<XmlElement>().ToList())
                {
                    switch (PropertyName(property).ToLowerInvariant())
                    {
                        case "file":
                            SetFile(property, sandbox);
                            break;
                        case "maxsizerollbackups":
                            SetValue(property, "-1");
                            break;
                        case "pickupdir":
                            SetValue(property, sandbox.Map("pickup"));
                            System.IO.Directory.CreateDirectory(sandbox.Map("pickup"));
                            break;
                        case "remoteaddress":
                        case "smtphost":
                            SetValue(property, "127.0.0.1");
                            break;
                        case "remoteport":
                        case "port":
                        case "connectiontype":
                        case "connectionstringname":
                        case "enablessl":
                        case "authentication":
                            appender.RemoveChild(property);
                            break;
                    }
                }

                if (Contains(type, "Syslog") || Contains(type, "UdpAppender"))
                {
                    Add(appender, "remotePort", captures.UdpPort.ToString(System.Globalization.CultureInfo.InvariantCulture));
                }
                else if (Contains(type, "SmtpAppender"))
                {
                    Add(appender, "port", captures.SmtpPort.ToString(System.Globalization.CultureInfo.InvariantCulture));
                }
                else if (Contains(type, "AdoNetAppender"))
                {
                    Add(appender, "connectionType", typeof(RecordingConnection).AssemblyQualifiedName!);
                    if (!appender.ChildNodes.OfType<XmlElement>().Any(p => string.Equals(PropertyName(p), "connectionString", StringComparison.OrdinalIgnoreCase)))
                    {
                        Add(appender, "connectionString", "recording");
                    }
                }
            }
        }

        /// <summary>
        /// The file in the sandbox. A file written as a PatternString element (a conversionPattern, converters of the app's
        /// own: corpus 15-greenshot's %folder{LocalApplicationData}, whose type cannot load here) keeps its pattern without
        /// those converters, as the element's value: read as text, the element was empty, and the appender failed on the
        /// sandbox's folder in every run ("Access to the path … is denied"), so nothing was compared.
        /// </summary>
        private static void SetFile(XmlElement property, Sandbox sandbox)
        {
            var children = property.ChildNodes.OfType<XmlElement>().ToList();
            if (children.Count == 0)
            {
                SetValue(property, sandbox.Map(Value(property)));
                return;
            }

            var pattern = children.FirstOrDefault(c => string.Equals(PropertyName(c), "conversionPattern", StringComparison.OrdinalIgnoreCase)) is { } conversion
                ? Value(conversion)
                : property.GetAttribute("value");
            foreach (var converter in children.Where(c => string.Equals(PropertyName(c), "converter", StringComparison.OrdinalIgnoreCase)))
            {
                var name = converter.ChildNodes.OfType<XmlElement>().FirstOrDefault(n => string.Equals(n.LocalName, "name", StringComparison.OrdinalIgnoreCase))?.GetAttribute("value");
                if (name is { Length: > 0 })
                {
                    pattern = Regex.Replace(pattern, "%" + Regex.Escape(name) + @"(\{[^}]*\})?", string.Empty);
                }
            }

            var type = property.GetAttribute("type");
            property.RemoveAll();
            if (type.Length > 0)
            {
                property.SetAttribute("type", type);
            }

            property.SetAttribute("value", sandbox.Map(pattern.Length > 0 ? pattern : "unnamed.log"));
        }

        private static bool Contains(string type, string part) => type.IndexOf(part, StringComparison.OrdinalIgnoreCase) >= 0;

        /// <summary>log4net's name for the property an element sets: the element name, or a param's name attribute.</summary>
        private static string PropertyName(XmlElement element) => element.LocalName == "param" ? element.GetAttribute("name") : element.LocalName;

        private static string Value(XmlElement element) => element.HasAttribute("value") ? element.GetAttribute("value") : element.InnerText;

        private static void SetValue(XmlElement element, string value)
        {
            if (element.HasAttribute("value") || !element.HasChildNodes)
            {
                element.SetAttribute("value", value);
            }
            else
            {
                element.InnerText = value;
            }
        }

        private static void Add(XmlElement appender, string name, string value)
        {
            var element = appender.OwnerDocument.CreateElement(name);
            element.SetAttribute("value", value);
            appender.PrependChild(element);
        }
    }
}
