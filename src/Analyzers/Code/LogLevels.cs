using System.Collections.Generic;

namespace LogPerf.Analyzers.Code
{
    /// <summary>ILog's level methods and the guard property of each.</summary>
    public static class LogLevels
    {
        private static readonly Dictionary<string, string> Guards = new Dictionary<string, string>
        {
            ["Debug"] = "IsDebugEnabled",
            ["Info"] = "IsInfoEnabled",
            ["Warn"] = "IsWarnEnabled",
            ["Error"] = "IsErrorEnabled",
            ["Fatal"] = "IsFatalEnabled",
        };

        /// <summary>The guard property of a level method (Debug → IsDebugEnabled), or null for other methods.</summary>
        public static string? GuardOf(string methodName) => Guards.TryGetValue(methodName, out var guard) ? guard : null;
    }
}
