using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>Builds a MemoryMappedFileAppender and a RollingFileAppender with the same settings.</summary>
    internal static class FileAppenders
    {
        public const string Pattern = "%date{yyyy-MM-dd HH:mm:ss,fff} [%thread] %-5level %logger - %message%newline";

        public static MemoryMappedFileAppender MemoryMapped(string file, Action<RollingFileAppender>? settings = null, ErrorRecorder? errors = null)
        {
            var appender = new MemoryMappedFileAppender();
            Configure(appender, file, settings, errors);
            return appender;
        }

        public static RollingFileAppender Rolling(string file, Action<RollingFileAppender>? settings = null)
        {
            var appender = new RollingFileAppender();
            Configure(appender, file, settings, null);
            return appender;
        }

        public static LoggingEvent Event(int number, string? text = null) =>
            new LoggingEvent(typeof(FileAppenders), null, "LogPerf.Test.Logger", number % 7 == 0 ? Level.Warn : Level.Info,
                text ?? $"event {number} " + new string('x', number % 37), null);

        public static void AppendAll(IEnumerable<LoggingEvent> events, params IAppender[] appenders)
        {
            foreach (LoggingEvent e in events)
            {
                foreach (IAppender appender in appenders)
                {
                    appender.DoAppend(e);
                }
            }
        }

        /// <summary>File name → content of every file in a directory.</summary>
        public static SortedDictionary<string, byte[]> Snapshot(string directory) =>
            new SortedDictionary<string, byte[]>(
                Directory.GetFiles(directory).ToDictionary(f => Path.GetFileName(f), File.ReadAllBytes),
                StringComparer.Ordinal);

        public static string Text(byte[] bytes) => Encoding.UTF8.GetString(bytes);

        private static void Configure(RollingFileAppender appender, string file, Action<RollingFileAppender>? settings, ErrorRecorder? errors)
        {
            var layout = new PatternLayout(Pattern);
            layout.ActivateOptions();
            appender.Name = appender.GetType().Name;
            appender.File = file;
            appender.Layout = layout;
            if (errors != null)
            {
                appender.ErrorHandler = errors;
            }

            settings?.Invoke(appender);
            appender.ActivateOptions();
        }
    }
}
