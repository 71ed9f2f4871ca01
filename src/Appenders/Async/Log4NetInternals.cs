using System;
using System.Collections;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Linq.Expressions;
using System.Reflection;
using System.Threading;
using log4net.Appender;
using log4net.Core;
using log4net.Layout;
using log4net.Util;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Every member of log4net 3.5 that is not public and that the appenders use — the forwarder's batch path and file
    /// repair, the layout model's converter registry, the renderer's converter chain, the memory-mapped appender's rolling
    /// mutex and roll schedule — resolved once, here, as delegates. Each is null when the loaded log4net does not have it
    /// (a release renamed or removed it); the caller then falls back to log4net's public behaviour, and the first use of
    /// this class reports once, through log4net's internal log, which fallbacks are active (<see cref="Fallbacks"/>).
    /// </summary>
    internal static class Log4NetInternals
    {
        public static readonly Func<AppenderSkeleton, object>? LockOf = Getter<AppenderSkeleton, object>(typeof(AppenderSkeleton).GetProperty("LockObj", Instance));
        public static readonly Func<AppenderSkeleton, bool>? IsClosed = Getter<AppenderSkeleton, bool>(BoolField("_isClosed"));
        public static readonly Func<AppenderSkeleton, bool>? InAppend = Getter<AppenderSkeleton, bool>(BoolField("_recursiveGuard"));
        public static readonly Action<AppenderSkeleton, bool>? SetInAppend = Setter<AppenderSkeleton, bool>(BoolField("_recursiveGuard"));

        public static readonly Func<AppenderSkeleton, LoggingEvent, bool>? FilterEvent =
            Method<Func<AppenderSkeleton, LoggingEvent, bool>>(typeof(AppenderSkeleton), "FilterEvent", typeof(LoggingEvent));

        public static readonly Func<AppenderSkeleton, bool>? PreAppendCheck = Method<Func<AppenderSkeleton, bool>>(typeof(AppenderSkeleton), "PreAppendCheck");

        public static readonly Action<AppenderSkeleton, LoggingEvent[]>? AppendBulk =
            Method<Action<AppenderSkeleton, LoggingEvent[]>>(typeof(AppenderSkeleton), "Append", typeof(LoggingEvent[]));

        /// <summary>TextWriterAppender.QuietWriter (protected): the writer an append renders into.</summary>
        public static readonly Func<TextWriterAppender, QuietTextWriter?>? QuietWriterOf =
            Getter<TextWriterAppender, QuietTextWriter?>(typeof(TextWriterAppender).GetProperty("QuietWriter", Instance));

        /// <summary>TextWriterAdapter.Writer (protected): the writer a QuietTextWriter passes everything to.</summary>
        public static readonly Func<TextWriterAdapter, TextWriter>? InnerWriterOf =
            Getter<TextWriterAdapter, TextWriter>(typeof(TextWriterAdapter).GetProperty("Writer", Instance));

        public static readonly Action<TextWriterAdapter, TextWriter>? SetInnerWriter =
            Setter<TextWriterAdapter, TextWriter>(typeof(TextWriterAdapter).GetProperty("Writer", Instance));

        /// <summary>RollingFileAppender.AdjustFileBeforeAppend (protected virtual): the rolling check.</summary>
        public static readonly Action<RollingFileAppender>? AdjustFileBeforeAppend =
            Method<Action<RollingFileAppender>>(typeof(RollingFileAppender), "AdjustFileBeforeAppend");

        /// <summary>TextWriterAppender.Reset (protected virtual): writes the footer and closes the writer and the file.</summary>
        public static readonly Action<TextWriterAppender>? Reset = Method<Action<TextWriterAppender>>(typeof(TextWriterAppender), "Reset");

        /// <summary>FileAppender.SafeOpenFile (protected virtual): opens the file as log4net does, reporting a failure.</summary>
        public static readonly Action<FileAppender, string, bool>? SafeOpenFile =
            Method<Action<FileAppender, string, bool>>(typeof(FileAppender), "SafeOpenFile", typeof(string), typeof(bool));

        /// <summary>RollingFileAppender's base file name (the name it opens after a roll).</summary>
        public static readonly Func<RollingFileAppender, string?>? BaseFileNameOf =
            Getter<RollingFileAppender, string?>(typeof(RollingFileAppender).GetField("_baseFileName", Instance) is { } f && f.FieldType == typeof(string) ? f : null);

        /// <summary>
        /// PatternLayout's private dictionary of the converters added to it (<c>&lt;converter&gt;</c> in XML), keyed by
        /// name: found by its type, since its name differs between log4net releases.
        /// </summary>
        public static readonly Func<PatternLayout, IDictionary?>? CustomConvertersOf =
            Getter<PatternLayout, IDictionary?>(OnlyField(typeof(PatternLayout), f => typeof(IDictionary).IsAssignableFrom(f.FieldType), first: true));

        /// <summary>PatternLayout's private converter chain (its head), found by its type since its name differs between releases.</summary>
        public static readonly Func<PatternLayout, PatternConverter?>? HeadConverterOf =
            Getter<PatternLayout, PatternConverter?>(OnlyField(typeof(PatternLayout), f => f.FieldType == typeof(PatternConverter), first: false));

        /// <summary>RollingFileAppender's named, system-wide mutex taken around every append (3.5), found by its type.</summary>
        public static readonly Func<RollingFileAppender, Mutex?>? RollingMutexOf =
            Getter<RollingFileAppender, Mutex?>(OnlyField(typeof(RollingFileAppender), f => f.FieldType == typeof(Mutex), first: false));

        public static readonly Action<RollingFileAppender, Mutex?>? SetRollingMutex =
            Setter<RollingFileAppender, Mutex?>(OnlyField(typeof(RollingFileAppender), f => f.FieldType == typeof(Mutex), first: false));

        /// <summary>RollingFileAppender's private "next time to check for a date roll".</summary>
        public static readonly Func<RollingFileAppender, DateTime>? NextCheckOf =
            Getter<RollingFileAppender, DateTime>(typeof(RollingFileAppender).GetField("_nextCheck", Instance) is { } n && n.FieldType == typeof(DateTime) ? n : null);

        public static readonly Action<RollingFileAppender, DateTime>? SetNextCheck =
            Setter<RollingFileAppender, DateTime>(typeof(RollingFileAppender).GetField("_nextCheck", Instance) is { } n && n.FieldType == typeof(DateTime) ? n : null);

        private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic;

        /// <summary>Runs after every member above is resolved: reports the fallbacks once, on the first use of this class.</summary>
        static Log4NetInternals() => ReportFallbacks();

        /// <summary>Whether the members the batch path of a TextWriterAppender needs exist in the loaded log4net.</summary>
        public static bool BatchPathSupported =>
            LockOf != null && IsClosed != null && InAppend != null && SetInAppend != null && FilterEvent != null && PreAppendCheck != null
            && AppendBulk != null && QuietWriterOf != null && InnerWriterOf != null && SetInnerWriter != null;

        /// <summary>Whether the members needed to cut a file back after a failed write and reopen it exist.</summary>
        public static bool RepairSupported => Reset != null && SafeOpenFile != null && BaseFileNameOf != null;

        /// <summary>
        /// What the appenders do differently because the loaded log4net lacks a member they use: empty on log4net 3.5.
        /// </summary>
        public static IReadOnlyList<string> Fallbacks
        {
            get
            {
                var fallbacks = new List<string>();
                if (!BatchPathSupported)
                {
                    fallbacks.Add("AsyncForwardingAppender hands a file appender its batch event by event (no single flush per batch): " + Missing(BatchPathMembers));
                }

                if (!RepairSupported)
                {
                    fallbacks.Add("a file appender whose write failed is not cut back and reopened: " + Missing(RepairMembers));
                }

                if (CustomConvertersOf is null)
                {
                    fallbacks.Add("a PatternLayout is described as an unknown layout (its custom converters cannot be read): PatternLayout's converter registry");
                }

                if (HeadConverterOf is null)
                {
                    fallbacks.Add("patterns are rendered by log4net's PatternLayout.Format, not natively: PatternLayout's converter chain");
                }

                if (RollingMutexOf is null || SetRollingMutex is null)
                {
                    fallbacks.Add("MemoryMappedFileAppender keeps whatever lock RollingFileAppender takes per append: RollingFileAppender's rolling mutex");
                }

                if (NextCheckOf is null || SetNextCheck is null)
                {
                    fallbacks.Add("a date roll the journal holds back waits for the next period: RollingFileAppender._nextCheck");
                }

                return fallbacks;
            }
        }

        private static (string Name, object? Member)[] BatchPathMembers => new (string, object?)[]
        {
            ("AppenderSkeleton.LockObj", LockOf), ("AppenderSkeleton._isClosed", IsClosed), ("AppenderSkeleton._recursiveGuard", InAppend),
            ("AppenderSkeleton._recursiveGuard (write)", SetInAppend), ("AppenderSkeleton.FilterEvent", FilterEvent), ("AppenderSkeleton.PreAppendCheck", PreAppendCheck),
            ("AppenderSkeleton.Append(LoggingEvent[])", AppendBulk), ("TextWriterAppender.QuietWriter", QuietWriterOf),
            ("TextWriterAdapter.Writer", InnerWriterOf), ("TextWriterAdapter.Writer (set)", SetInnerWriter),
        };

        private static (string Name, object? Member)[] RepairMembers => new (string, object?)[]
        {
            ("TextWriterAppender.Reset", Reset), ("FileAppender.SafeOpenFile", SafeOpenFile), ("RollingFileAppender._baseFileName", BaseFileNameOf),
        };

        private static string Missing((string Name, object? Member)[] members) =>
            string.Join(", ", members.Where(m => m.Member is null).Select(m => m.Name)) + " not found";

        private static void ReportFallbacks()
        {
            IReadOnlyList<string> fallbacks = Fallbacks;
            if (fallbacks.Count > 0)
            {
                LogLog.Warn(
                    typeof(Log4NetInternals),
                    $"LogPerf.Appenders: log4net {typeof(AppenderSkeleton).Assembly.GetName().Version} lacks members it was built against (log4net 3.5); "
                    + "events are still delivered, with these fallbacks: " + string.Join("; ", fallbacks) + ".");
            }
        }

        /// <summary>The declared, non-public instance field of <paramref name="type"/> that matches: the first, or the only one (null when several).</summary>
        private static FieldInfo? OnlyField(Type type, Func<FieldInfo, bool> matches, bool first)
        {
            FieldInfo[] fields = type.GetFields(Instance | BindingFlags.DeclaredOnly).Where(matches).ToArray();
            return fields.Length == 1 || (first && fields.Length > 1) ? fields[0] : null;
        }

        private static FieldInfo? BoolField(string name) =>
            typeof(AppenderSkeleton).GetField(name, Instance) is { } field && field.FieldType == typeof(bool) ? field : null;

        private static Func<TOwner, T>? Getter<TOwner, T>(MemberInfo? member)
        {
            Type? type = member switch
            {
                PropertyInfo p when p.GetMethod != null => p.PropertyType,
                FieldInfo f => f.FieldType,
                _ => null,
            };
            if (type is null || !typeof(T).IsAssignableFrom(type))
            {
                return null;
            }

            ParameterExpression owner = Expression.Parameter(typeof(TOwner), "owner");
            Expression read = Expression.MakeMemberAccess(Expression.Convert(owner, member!.DeclaringType!), member);
            return Expression.Lambda<Func<TOwner, T>>(Expression.Convert(read, typeof(T)), owner).Compile();
        }

        private static Action<TOwner, T>? Setter<TOwner, T>(MemberInfo? member)
        {
            bool writable = member switch
            {
                PropertyInfo p => p.SetMethod != null && p.PropertyType == typeof(T),
                FieldInfo f => f.FieldType == typeof(T),
                _ => false,
            };
            if (!writable)
            {
                return null;
            }

            ParameterExpression owner = Expression.Parameter(typeof(TOwner), "owner");
            ParameterExpression value = Expression.Parameter(typeof(T), "value");
            Expression target = Expression.MakeMemberAccess(Expression.Convert(owner, member!.DeclaringType!), member);
            return Expression.Lambda<Action<TOwner, T>>(Expression.Assign(target, value), owner, value).Compile();
        }

        /// <summary>An open delegate to a protected (virtual) method: calls dispatch to the override.</summary>
        private static TDelegate? Method<TDelegate>(Type declaring, string name, params Type[] parameters)
            where TDelegate : Delegate
        {
            MethodInfo? method = declaring.GetMethod(name, Instance, null, parameters, null);
            return method is null ? null : (TDelegate?)Delegate.CreateDelegate(typeof(TDelegate), method, throwOnBindFailure: false);
        }
    }
}
