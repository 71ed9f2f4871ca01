using NLog;
using NLog.Config;
using NLog.Targets;

namespace SlowNLogService
{
    public static class Program
    {
        public static void Main()
        {
            LogManager.Setup().LoadConfigurationFromFile("NLog.config");
            var log = LogManager.GetLogger("SlowNLogService");
            for (var i = 0; i < 1000; i++)
            {
                log.Debug("Order {0} received", i);
            }

            log.Info("Audit trail written to {0}", AuditConfiguration().AllTargets.Count);
            LogManager.Shutdown();
        }

        /// <summary>A second configuration built in code, with the same slow settings.</summary>
        private static LoggingConfiguration AuditConfiguration()
        {
            var config = new LoggingConfiguration();
            var audit = new FileTarget("audit") { FileName = "logs/audit.log", KeepFileOpen = false };
            config.AddRule(LogLevel.Info, LogLevel.Fatal, audit);
            return config;
        }
    }
}
