using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;

namespace LogPerf.FixSafety.Tests
{
    /// <summary>
    /// The workload file for the runner: thread count, rounds, burst size, and every logger name the original config
    /// mentions (log4net loggers and categories; NLog rule patterns made concrete: "Microsoft.*" → "Microsoft.Any",
    /// "*Controller" → "AnyController"), plus "App" for the root. Built from the original config only, so the original
    /// and every fixed config get the same events. <paramref name="Closing"/>: rounds one thread logs after the others,
    /// so that what buffers hold at shutdown is the same in every run (see the runner's Workload.Closing); <paramref name="Sequential"/>:
    /// the threads log one after the other (the runner's Workload.Sequential).
    /// </summary>
    public sealed record WorkloadSpec(int Threads, int Repeat, int Burst, int MaxLoggers = 12, int Closing = 0, bool Sequential = false)
    {
        private static readonly Regex Log4NetLogger = new Regex(@"<(?:logger|category)\s[^>]*?name\s*=\s*[""']([^""']+)[""']", RegexOptions.CultureInvariant);
        private static readonly Regex NLogRule = new Regex(@"<logger\s[^>]*?name\s*=\s*[""']([^""']+)[""']", RegexOptions.CultureInvariant | RegexOptions.IgnoreCase);

        /// <summary>
        /// A log4net buffer with lossy="true" keeps the last bufferSize events before its evaluator fires: with threads logging
        /// at once, which events those are is a matter of timing, so two runs of the same original can disagree and a fix
        /// would be blamed for the difference (or two runs agree by chance and hide it). Such configs run their threads one
        /// after the other.
        /// </summary>
        private static readonly Regex LossyBuffer = new Regex(@"<lossy\s[^>]*value\s*=\s*[""']true[""']", RegexOptions.CultureInvariant | RegexOptions.IgnoreCase);

        /// <summary>
        /// Two log4net appenders writing one file under MinimalLock each take their own lock, so when threads log at once
        /// their open-append-close cycles race and cut each other's lines (generated #153: "lost" lines and a stray
        /// "/Workload.cs:line #" in the shared file after a fix that changed only another file, where two runs of the
        /// original had agreed by chance). Such configs run their threads one after the other too.
        /// </summary>
        private static readonly Regex FileValue = new Regex(@"<file\s[^>]*value\s*=\s*[""']([^""']+)[""']", RegexOptions.CultureInvariant | RegexOptions.IgnoreCase);

        private static bool SharesAFileUnderMinimalLock(string text) =>
            text.Contains("MinimalLock", StringComparison.Ordinal)
            && FileValue.Matches(text).GroupBy(m => m.Groups[1].Value.Replace('\\', '/').ToLowerInvariant()).Any(g => g.Count() > 1);

        public string For(ConfigUnderTest config)
        {
            var sequential = Sequential || (config.Library == "log4net" && (LossyBuffer.IsMatch(config.Text) || SharesAFileUnderMinimalLock(config.Text)));
            var names = new List<string> { "App" };
            var pattern = config.Library == "log4net" ? Log4NetLogger : NLogRule;
            foreach (Match match in pattern.Matches(config.Text))
            {
                var name = match.Groups[1].Value.Trim();
                var concrete = name.Replace("*", "Any", StringComparison.Ordinal).Replace("?", "x", StringComparison.Ordinal);
                if (concrete.Length > 0 && concrete != "Any" && !names.Contains(concrete) && concrete.All(c => c > ' '))
                {
                    names.Add(concrete);
                }
            }

            var text = new StringBuilder($"threads={Threads}\nrepeat={Repeat}\nburst={Burst}\nclosing={Closing}\nsequential={(sequential ? 1 : 0)}\n");
            foreach (var name in names.Take(MaxLoggers))
            {
                text.Append("logger=").Append(name).Append('\n');
            }

            return text.ToString();
        }
    }
}
