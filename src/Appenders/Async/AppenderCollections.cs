using System.Collections;
using System.Collections.Generic;
using log4net.Appender;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Reads an AppenderCollection through the non-generic interfaces only: its typed GetEnumerator and CopyTo
    /// changed signature in log4net 3.x, so code compiled against 2.0.x that calls them fails on 3.x.
    /// </summary>
    internal static class AppenderCollections
    {
        public static IAppender[] ToArray(AppenderCollection appenders)
        {
            var list = new List<IAppender>();
            foreach (object appender in (IEnumerable)appenders)
            {
                list.Add((IAppender)appender);
            }

            return list.ToArray();
        }
    }
}
