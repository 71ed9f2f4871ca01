using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders
{
    /// <summary>Parses and bounds the <c>MappingBufferSize</c> setting: the size of the journal ring.</summary>
    internal static class MappingWindow
    {
        internal const long DefaultBytes = 1024 * 1024;
        internal const long MinBytes = 64 * 1024;
        internal const long MaxBytes = 1024L * 1024 * 1024;
        private const long PageBytes = 4096;

        internal static long Parse(string? value, IErrorHandler errorHandler, string? appenderName)
        {
            if (value is null || value.Trim().Length == 0)
            {
                return DefaultBytes;
            }

            long bytes = OptionConverter.ToFileSize(value, -1);
            if (bytes <= 0)
            {
                errorHandler.Error(
                    $"MemoryMappedFileAppender [{appenderName}]: MappingBufferSize \"{value}\" is not a positive size " +
                    "such as \"1MB\", \"512KB\" or \"1048576\"; using 1MB.");
                return DefaultBytes;
            }

            if (bytes < MinBytes || bytes > MaxBytes)
            {
                long bounded = bytes < MinBytes ? MinBytes : MaxBytes;
                errorHandler.Error(
                    $"MemoryMappedFileAppender [{appenderName}]: MappingBufferSize \"{value}\" is outside " +
                    $"{MinBytes} to {MaxBytes} bytes; using {bounded}.");
                return bounded;
            }

            return (bytes + PageBytes - 1) / PageBytes * PageBytes;
        }
    }
}
