using System;
using log4net;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using log4net.Repository;
using log4net.Repository.Hierarchy;

namespace LogPerf.Appenders.Tests.Faults
{
    /// <summary>Fresh log4net repositories for the fault scenarios: one appender at the root, every level.</summary>
    internal static class FaultLog
    {
        public static ILog Logger(IAppender appender, out ILoggerRepository repository)
        {
            repository = LogManager.CreateRepository("fault-" + Guid.NewGuid().ToString("N"));
            var hierarchy = (Hierarchy)repository;
            hierarchy.Root.AddAppender(appender);
            hierarchy.Root.Level = Level.All;
            hierarchy.Configured = true;
            return LogManager.GetLogger(repository.Name, "fault");
        }

        public static PatternLayout Layout(string pattern, Action<PatternLayout>? configure = null)
        {
            var layout = new PatternLayout { ConversionPattern = pattern };
            configure?.Invoke(layout);
            layout.ActivateOptions();
            return layout;
        }

        /// <summary>An activated forwarder to <paramref name="target"/> that keeps every error it reports.</summary>
        public static AsyncForwardingAppender Forwarder(IAppender target, out Support.CapturingErrorHandler errors, Action<AsyncForwardingAppender>? configure = null)
        {
            errors = new Support.CapturingErrorHandler();
            var forwarder = new AsyncForwardingAppender { Name = "async", ErrorHandler = errors, DropReportInterval = 0 };
            configure?.Invoke(forwarder);
            forwarder.AddAppender(target);
            forwarder.ActivateOptions();
            return forwarder;
        }
    }
}
