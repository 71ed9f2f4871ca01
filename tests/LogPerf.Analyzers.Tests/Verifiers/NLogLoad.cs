using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using Microsoft.Extensions.Configuration;
using NLog;
using NLog.Common;
using NLog.Config;
using NLog.Extensions.Logging;
using NLog.Targets;
using NLog.Targets.Wrappers;

namespace LogPerf.Analyzers.Tests.Verifiers
{
    /// <summary>
    /// Loads an NLog configuration into real NLog 6.2 — XML with XmlLoggingConfiguration, the "NLog" section of
    /// appsettings.json with NLog.Extensions.Logging — with ThrowConfigExceptions on, logs one event per level, shuts
    /// down, and returns what went wrong: the configuration exception if loading threw, NLog's internal warnings and
    /// errors (without stack-trace lines), and every file target a rule sends those events to that wrote nothing. File targets write to a temporary
    /// folder (their names kept), which is deleted afterwards. Loads are serialized: NLog's internal log is static.
    /// </summary>
    public static class NLogLoad
    {
        private static readonly object Gate = new();

        public static bool HoldsNLog(string text) =>
            text.TrimStart().StartsWith("{", StringComparison.Ordinal)
                ? text.Contains("\"NLog\"", StringComparison.OrdinalIgnoreCase)
                : text.Contains("<nlog", StringComparison.OrdinalIgnoreCase);

        public static IReadOnlyList<string> Problems(string text)
        {
            var problems = new List<string>();
            var directory = Directory.CreateTempSubdirectory("logperf-nlog-").FullName;
            lock (Gate)
            {
                var internalLog = new StringWriter();
                InternalLogger.LogLevel = LogLevel.Warn;
                InternalLogger.LogWriter = internalLog;
                InternalLogger.IncludeTimestamp = false;
                var factory = new LogFactory { ThrowConfigExceptions = true, ThrowExceptions = false };
                try
                {
                    var configuration = Load(text, factory);
                    var files = RedirectFiles(configuration, directory);
                    factory.Configuration = configuration;
                    var logger = factory.GetLogger("LogPerf.Test");
                    foreach (var level in LogLevel.AllLoggingLevels)
                    {
                        logger.Log(level, "event at {0}", level);
                    }

                    factory.Shutdown();
                    foreach (var (target, path) in files.Where(f => IsReached(configuration, f.Target)))
                    {
                        if (!File.Exists(path) || File.ReadAllText(path).Length == 0)
                        {
                            problems.Add($"File target '{target.Name}' wrote nothing");
                        }
                    }
                }
                catch (Exception e) when (e is NLogConfigurationException or NLogRuntimeException or FormatException or InvalidOperationException)
                {
                    problems.Add($"{e.GetType().Name}: {e.Message}");
                }
                finally
                {
                    factory.Dispose();
                    InternalLogger.Reset();
                    problems.AddRange(internalLog.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
                        .Where(line => !line.StartsWith("at ", StringComparison.Ordinal)));
                    problems = problems.Select(p => p.Replace(directory, "<logs>", StringComparison.Ordinal)).ToList();
                    Directory.Delete(directory, recursive: true);
                }
            }

            return problems;
        }

        private static LoggingConfiguration Load(string text, LogFactory factory)
        {
            if (text.TrimStart().StartsWith("{", StringComparison.Ordinal))
            {
                var configuration = new ConfigurationBuilder().AddJsonStream(new MemoryStream(Encoding.UTF8.GetBytes(text))).Build();
                return new NLogLoggingConfiguration(configuration.GetSection("NLog"), factory);
            }

            return XmlLoggingConfiguration.CreateFromXmlString(text, factory);
        }

        private static List<(FileTarget Target, string Path)> RedirectFiles(LoggingConfiguration configuration, string directory)
        {
            var files = new List<(FileTarget, string)>();
            foreach (var file in configuration.AllTargets.OfType<FileTarget>())
            {
                var path = Path.Combine(directory, $"{files.Count}-{file.Name}.log");
                file.FileName = path;
                files.Add((file, path));
            }

            return files;
        }

        /// <summary>True when a rule that takes the test logger's events leads to the target, through wrappers and groups.</summary>
        private static bool IsReached(LoggingConfiguration configuration, Target file)
        {
            var pending = new Stack<Target>(configuration.LoggingRules
                .Where(r => r.NameMatches("LogPerf.Test") && LogLevel.AllLoggingLevels.Any(r.IsLoggingEnabledForLevel))
                .SelectMany(r => r.Targets));
            var seen = new HashSet<Target>();
            while (pending.Count > 0)
            {
                var target = pending.Pop();
                if (ReferenceEquals(target, file))
                {
                    return true;
                }

                if (!seen.Add(target))
                {
                    continue;
                }

                if (target is WrapperTargetBase { WrappedTarget: { } wrapped })
                {
                    pending.Push(wrapped);
                }

                if (target is CompoundTargetBase compound)
                {
                    foreach (var inner in compound.Targets)
                    {
                        pending.Push(inner);
                    }
                }
            }

            return false;
        }
    }
}
