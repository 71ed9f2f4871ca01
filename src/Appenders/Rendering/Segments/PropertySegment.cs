using System.IO;
using log4net.Core;
using log4net.Repository;
using log4net.Util;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>%property{key} (and %P, %X, %mdc with a key): one property, rendered through the repository's renderers.</summary>
    internal sealed class PropertySegment : RenderSegment
    {
        private readonly string _key;

        public PropertySegment(PatternConverter converter, string key)
            : base(converter)
        {
            _key = key;
        }

        protected override void Write(LoggingEvent loggingEvent, CharBuffer text, TextWriter writer)
        {
            object? value = loggingEvent.LookupProperty(_key);
            ILoggerRepository? repository = loggingEvent.Repository;
            if (repository != null)
            {
                repository.RendererMap.FindAndRender(value, writer);
            }
            else
            {
                writer.Write(value is null ? SystemInfo.NullText : value.ToString());
            }
        }
    }
}
