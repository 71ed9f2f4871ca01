using System.Collections.Generic;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// Which appenders lead, through one appender-ref or more, to an appender that events also reach another way: a logger
    /// names it, two appenders name it, or another appender writes its file (appenders no logger reaches yet count, as
    /// LP0009's fix may restore them). LP0007 offers no switch to the async forwarder for such a buffer: the appender's
    /// file already mixes the buffer's delayed lines with lines written at once, and the switch changes the delay, so a
    /// thread's lines land in another order (the fix-safety harness, generated log4net #197). Two appenders naming one
    /// appender count even when both are behind the buffer: the answer errs towards offering less.
    /// </summary>
    internal static class OtherWaysIn
    {
        /// <summary>
        /// For each appender that leads to such an appender, the first one found. One walk up the feeders from every such
        /// appender, each appender visited once: linear in the section, however long its chains.
        /// </summary>
        public static Dictionary<AppenderDefinition, AppenderDefinition> Upstream(Log4NetConfig section)
        {
            var pending = new Queue<(AppenderDefinition Appender, AppenderDefinition Entered)>();
            foreach (var appender in section.Appenders)
            {
                if (section.Graph.IsReachedDirectly(appender) || section.Graph.FeedersOf(appender).Length > 1
                    || FileWriters.IsShared(section, appender))
                {
                    pending.Enqueue((appender, appender));
                }
            }

            var leading = new Dictionary<AppenderDefinition, AppenderDefinition>();
            while (pending.Count > 0)
            {
                var (appender, entered) = pending.Dequeue();
                foreach (var feeder in section.Graph.FeedersOf(appender))
                {
                    if (!leading.ContainsKey(feeder))
                    {
                        leading.Add(feeder, entered);
                        pending.Enqueue((feeder, entered));
                    }
                }
            }

            return leading;
        }
    }
}
