using System;
using System.IO;
using System.Linq.Expressions;
using System.Reflection;
using log4net.Appender;
using log4net.Core;
using log4net.Util;

namespace LogPerf.Appenders
{
    /// <summary>
    /// The members of log4net 3.5 that are not public and that the forwarder's batch path uses, bound once as delegates.
    /// Each is null when the loaded log4net does not have it; callers check <see cref="BatchPathSupported"/> and
    /// <see cref="RepairSupported"/> and fall back to log4net's public path.
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

        private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic;

        /// <summary>Whether the members the batch path of a TextWriterAppender needs exist in the loaded log4net.</summary>
        public static bool BatchPathSupported =>
            LockOf != null && IsClosed != null && InAppend != null && SetInAppend != null && FilterEvent != null && PreAppendCheck != null
            && AppendBulk != null && QuietWriterOf != null && InnerWriterOf != null && SetInnerWriter != null;

        /// <summary>Whether the members needed to cut a file back after a failed write and reopen it exist.</summary>
        public static bool RepairSupported => Reset != null && SafeOpenFile != null && BaseFileNameOf != null;

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
