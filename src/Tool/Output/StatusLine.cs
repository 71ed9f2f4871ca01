using System;
using System.IO;

namespace LogPerf.Tool.Output
{
    /// <summary>
    /// One line of progress on stderr, rewritten in place (projects loaded, files analyzed). Silent when stderr is not a
    /// terminal, so logs and CI output hold only results.
    /// </summary>
    internal sealed class StatusLine
    {
        private readonly TextWriter _writer;
        private readonly bool _enabled;
        private int _shownLength;

        public StatusLine(TextWriter writer, bool enabled)
        {
            _writer = writer;
            _enabled = enabled;
        }

        public static StatusLine ForConsole() => new(Console.Error, !Console.IsErrorRedirected);

        public void Show(string status)
        {
            if (!_enabled)
            {
                return;
            }

            var width = Math.Max(20, SafeWindowWidth() - 1);
            var text = status.Length > width ? status[..(width - 1)] + "…" : status;
            lock (_writer)
            {
                _writer.Write("\r" + text + new string(' ', Math.Max(0, _shownLength - text.Length)));
                _writer.Flush();
                _shownLength = text.Length;
            }
        }

        public void Clear()
        {
            if (!_enabled || _shownLength == 0)
            {
                return;
            }

            lock (_writer)
            {
                _writer.Write("\r" + new string(' ', _shownLength) + "\r");
                _writer.Flush();
                _shownLength = 0;
            }
        }

        private static int SafeWindowWidth()
        {
            try
            {
                return Console.WindowWidth > 0 ? Console.WindowWidth : 80;
            }
            catch (IOException)
            {
                return 80;
            }
        }
    }
}
