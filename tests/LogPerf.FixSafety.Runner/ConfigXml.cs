using System.IO;
using System.Xml;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>Reads a config as the libraries do, with no DTD processing and nothing resolved.</summary>
    public static class ConfigXml
    {
        public static XmlDocument Load(string text)
        {
            var document = new XmlDocument { XmlResolver = null, PreserveWhitespace = true };
            using var reader = XmlReader.Create(new StringReader(text), new XmlReaderSettings { DtdProcessing = DtdProcessing.Ignore, XmlResolver = null });
            document.Load(reader);
            return document;
        }
    }
}
