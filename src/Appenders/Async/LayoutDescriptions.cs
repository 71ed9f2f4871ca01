using System;
using System.Collections;
using System.Collections.Generic;
using log4net.Core;
using log4net.Layout;
using LogPerf.Shared;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Maps layout objects onto the model the analyzers use too (<see cref="LayoutFixRequirements"/>): the kind of
    /// the object's type, subclasses included, and the settings that change what it reads.
    /// </summary>
    internal static class LayoutDescriptions
    {
        /// <summary>The first kind in <see cref="LayoutKinds.MatchOrder"/> whose log4net type <paramref name="type"/> is or derives from.</summary>
        public static LayoutKind KindOf(Type type)
        {
            foreach (LayoutKind kind in LayoutKinds.MatchOrder)
            {
                if (TypeOf(kind) is { } known && known.IsAssignableFrom(type))
                {
                    return kind;
                }
            }

            return LayoutKind.Unknown;
        }

        /// <summary>A layout (<see cref="ILayout"/> or <see cref="IRawLayout"/>) as the shared model sees it.</summary>
        public static LayoutDescription Describe(object layout)
        {
            Type type = layout.GetType();
            switch (KindOf(type))
            {
                case LayoutKind.Pattern:
                    var pattern = (PatternLayout)layout;
                    return CustomConverterNames(pattern) is { } converters
                        ? LayoutDescription.ForPattern(type.Name, pattern.ConversionPattern, converters)
                        : LayoutDescription.ForKind(LayoutKind.Unknown, type.Name + " with converters that could not be read");
                case LayoutKind.Xml:
                    return LayoutDescription.ForXml(type.Name, ((XmlLayoutBase)layout).LocationInfo);
                case var kind:
                    return LayoutDescription.ForKind(kind, type.Name);
            }
        }

        /// <summary>The flags <paramref name="layout"/> needs; <see cref="FixFlags.None"/> for no layout.</summary>
        public static FixFlags FixFlagsOf(object? layout) =>
            layout is null ? FixFlags.None : (FixFlags)(int)LayoutFixRequirements.Of(Describe(layout)).Flags;

        private static Type? TypeOf(LayoutKind kind) => kind switch
        {
            LayoutKind.Pattern => typeof(PatternLayout),
            LayoutKind.Simple => typeof(SimpleLayout),
            LayoutKind.Exception => typeof(ExceptionLayout),
            LayoutKind.Xml => typeof(XmlLayoutBase),
            LayoutKind.RawTimeStamp => typeof(RawTimeStampLayout),
            LayoutKind.RawUtcTimeStamp => typeof(RawUtcTimeStampLayout),
            LayoutKind.RawProperty => typeof(RawPropertyLayout),
            _ => null,
        };

        private static IReadOnlyCollection<string>? CustomConverterNames(PatternLayout layout)
        {
            if (Log4NetInternals.CustomConvertersOf?.Invoke(layout) is not IDictionary registry)
            {
                return null;
            }

            var names = new List<string>(registry.Count);
            foreach (object key in registry.Keys)
            {
                if (key is string name)
                {
                    names.Add(name);
                }
            }

            return names;
        }
    }
}
