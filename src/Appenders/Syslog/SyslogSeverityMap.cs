using log4net.Core;
using log4net.Util;
using SyslogSeverity = log4net.Appender.RemoteSyslogAppender.SyslogSeverity;
using LevelSeverity = log4net.Appender.RemoteSyslogAppender.LevelSeverity;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Level to syslog severity: the configured mappings first, then the same fallback ladder as log4net's
    /// RemoteSyslogAppender.GetSeverity.
    /// </summary>
    internal sealed class SyslogSeverityMap
    {
        private readonly LevelMapping _mapping = new LevelMapping();

        public void Add(LevelSeverity entry) => _mapping.Add(entry);

        public void Activate() => _mapping.ActivateOptions();

        public SyslogSeverity Lookup(Level? level)
        {
            if (_mapping.Lookup(level) is LevelSeverity mapped)
            {
                return mapped.Severity;
            }

            if (level is null)
            {
                return SyslogSeverity.Debug;
            }

            if (level >= Level.Alert)
            {
                return SyslogSeverity.Alert;
            }

            if (level >= Level.Critical)
            {
                return SyslogSeverity.Critical;
            }

            if (level >= Level.Error)
            {
                return SyslogSeverity.Error;
            }

            if (level >= Level.Warn)
            {
                return SyslogSeverity.Warning;
            }

            if (level >= Level.Notice)
            {
                return SyslogSeverity.Notice;
            }

            return level >= Level.Info ? SyslogSeverity.Informational : SyslogSeverity.Debug;
        }
    }
}
