namespace LogPerf.Shared
{
    /// <summary>
    /// The layouts LogPerf knows what they read, each with its subclasses. The analyzers map a type symbol to a kind,
    /// the appenders a <see cref="System.Type"/>, both in the order of <see cref="LayoutKinds.MatchOrder"/>.
    /// </summary>
    internal enum LayoutKind
    {
        /// <summary>Any other layout: it could read anything.</summary>
        Unknown,

        /// <summary>log4net.Layout.PatternLayout (and DynamicPatternLayout): what its conversions read.</summary>
        Pattern,

        /// <summary>log4net.Layout.SimpleLayout: level and message.</summary>
        Simple,

        /// <summary>log4net.Layout.ExceptionLayout: the exception text.</summary>
        Exception,

        /// <summary>log4net.Layout.XmlLayoutBase (XmlLayout, XmlLayoutSchemaLog4j).</summary>
        Xml,

        /// <summary>log4net.Layout.RawTimeStampLayout: the time stamp, fixed when the event is created.</summary>
        RawTimeStamp,

        /// <summary>log4net.Layout.RawUtcTimeStampLayout: the time stamp, fixed when the event is created.</summary>
        RawUtcTimeStamp,

        /// <summary>log4net.Layout.RawPropertyLayout: one property.</summary>
        RawProperty,
    }

    internal static class LayoutKinds
    {
        /// <summary>
        /// The order in which a layout type is tested against the known kinds: the first whose log4net type it is or
        /// derives from wins; none is <see cref="LayoutKind.Unknown"/>.
        /// </summary>
        public static readonly LayoutKind[] MatchOrder =
        {
            LayoutKind.Pattern,
            LayoutKind.Simple,
            LayoutKind.Exception,
            LayoutKind.Xml,
            LayoutKind.RawTimeStamp,
            LayoutKind.RawUtcTimeStamp,
            LayoutKind.RawProperty,
        };
    }
}
