using System;
using System.IO;
using log4net;
using log4net.Appender;
using log4net.Config;
using log4net.Layout;

namespace SlowService;

public static class Program
{
    private static readonly ILog Log = LogManager.GetLogger(typeof(Program));

    public static void Main(string[] args)
    {
        var repository = LogManager.GetRepository(typeof(Program).Assembly);
        XmlConfigurator.Configure(repository, new FileInfo(Path.Combine(AppContext.BaseDirectory, "log4net.config")));
        if (args.Length > 0 && args[0] == "--override")
        {
            XmlConfigurator.ConfigureAndWatch(repository, new FileInfo("override.config"));
        }

        AuditLog.Attach(repository);

        Log.Info($"Starting with {args.Length} arguments");
        for (var order = 1; order <= 1000; order++)
        {
            Log.DebugFormat("Processed order {0}", order);
        }

        LogManager.Shutdown();
    }
}

/// <summary>A second file configured in code, as some services do.</summary>
internal static class AuditLog
{
    public static void Attach(log4net.Repository.ILoggerRepository repository)
    {
        var audit = new FileAppender
        {
            File = "logs/audit.log",
            Layout = new PatternLayout("%date %message%newline"),
            LockingModel = new FileAppender.MinimalLock(),
        };
        audit.ActivateOptions();
        ((log4net.Repository.Hierarchy.Hierarchy)repository).Root.AddAppender(audit);
    }
}
