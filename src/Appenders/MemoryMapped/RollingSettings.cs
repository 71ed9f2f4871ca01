using log4net.Appender;
using log4net.Core;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Tells a FileAppender configuration from a RollingFileAppender one. The rolling properties start at
    /// "unset" sentinels; when none was set the appender never rolls (FileAppender behaviour), otherwise
    /// every unset property takes RollingFileAppender's default.
    /// </summary>
    internal static class RollingSettings
    {
        private const RollingFileAppender.RollingMode UnsetStyle = (RollingFileAppender.RollingMode)(-1);
        private const long UnsetMaxFileSize = long.MinValue;
        private const int UnsetCount = int.MinValue;

        // Compared by reference: a configured value is always another string instance.
        private static readonly string UnsetDatePattern = new string('\u0000', 1);

        private const long DefaultMaxFileSize = 10 * 1024 * 1024;
        private const string DefaultDatePattern = ".yyyy-MM-dd";

        internal static void MarkUnset(RollingFileAppender appender)
        {
            appender.RollingStyle = UnsetStyle;
            appender.MaxFileSize = UnsetMaxFileSize;
            appender.MaxSizeRollBackups = UnsetCount;
            appender.CountDirection = UnsetCount;
            appender.DatePattern = UnsetDatePattern;
        }

        internal static void Resolve(RollingFileAppender appender, IErrorHandler errorHandler)
        {
            bool styleSet = appender.RollingStyle != UnsetStyle;
            bool anySet = styleSet
                || appender.MaxFileSize != UnsetMaxFileSize
                || appender.MaxSizeRollBackups != UnsetCount
                || appender.CountDirection != UnsetCount
                || !ReferenceEquals(appender.DatePattern, UnsetDatePattern)
                || !appender.StaticLogFileName
                || appender.PreserveLogFileNameExtension;

            if (appender.MaxFileSize == UnsetMaxFileSize + 1)
            {
                // RollingFileAppender.MaximumFileSize falls back to "current + 1" on a value it cannot parse.
                errorHandler.Error(
                    $"MemoryMappedFileAppender [{appender.Name}]: MaximumFileSize is not a size such as \"10MB\"; using 10MB.");
                appender.MaxFileSize = DefaultMaxFileSize;
            }
            else if (appender.MaxFileSize != UnsetMaxFileSize && appender.MaxFileSize <= 0)
            {
                errorHandler.Error(
                    $"MemoryMappedFileAppender [{appender.Name}]: MaxFileSize {appender.MaxFileSize} is not positive; using 10MB.");
                appender.MaxFileSize = DefaultMaxFileSize;
            }

            if (ReferenceEquals(appender.DatePattern, UnsetDatePattern))
            {
                appender.DatePattern = DefaultDatePattern;
            }

            if (appender.MaxSizeRollBackups == UnsetCount)
            {
                appender.MaxSizeRollBackups = 0;
            }

            if (appender.CountDirection == UnsetCount)
            {
                appender.CountDirection = -1;
            }

            if (!anySet)
            {
                appender.RollingStyle = RollingFileAppender.RollingMode.Size;
                appender.MaxFileSize = long.MaxValue;
                return;
            }

            if (!styleSet)
            {
                appender.RollingStyle = RollingFileAppender.RollingMode.Composite;
            }

            if (appender.MaxFileSize == UnsetMaxFileSize)
            {
                appender.MaxFileSize = DefaultMaxFileSize;
            }
        }
    }
}
