using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using LogPerf.Analyzers.Code;
using LogPerf.Shared;
using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Config
{
    /// <summary>
    /// What the layouts of configured appenders print, as the FixFlags a buffering or async appender must fix on
    /// the caller's thread so that deferred rendering prints the values of the moment of logging.
    /// </summary>
    internal sealed class LayoutRequirements
    {
        private const FixFlagsValues XmlLayoutReads = FixFlagsValues.Message | FixFlagsValues.ThreadName | FixFlagsValues.Domain
            | FixFlagsValues.Identity | FixFlagsValues.UserName | FixFlagsValues.Properties | FixFlagsValues.Exception;

        private readonly TypeNameResolver _types;
        private readonly Log4NetSymbols _symbols;

        public LayoutRequirements(TypeNameResolver types, Log4NetSymbols symbols)
        {
            _types = types;
            _symbols = symbols;
        }

        /// <summary>
        /// For a forwarder, what every appender it feeds prints, through nested forwarders; for any other buffering
        /// appender (SmtpAppender, AdoNetAppender), what its own layouts print.
        /// </summary>
        public FixRequirement OfBufferingAppender(Log4NetConfig section, AppenderDefinition appender)
        {
            if (appender.Refs.IsEmpty)
            {
                return OfAppender(appender);
            }

            var leaves = section.Graph.DownstreamOf(appender).Where(a => a.Refs.IsEmpty).ToList();
            var unresolved = appender.Refs.Any(r => section.Resolve(r) is null);
            if (unresolved)
            {
                return FixRequirement.Everything("an appender-ref to no appender");
            }

            return leaves.Aggregate(FixRequirement.None, (all, leaf) => all.Union(OfAppender(leaf)));
        }

        /// <summary>An appender's layout, plus the layouts of AdoNetAppender-style parameters.</summary>
        private FixRequirement OfAppender(AppenderDefinition appender)
        {
            var layouts = appender.Node.Properties("layout")
                .Concat(appender.Node.Properties("parameter").SelectMany(p => p.Properties("layout")))
                .ToList();
            if (layouts.Count == 0)
            {
                return FixRequirement.Everything($"{appender.Name ?? "an appender"} without a layout");
            }

            return layouts.Aggregate(FixRequirement.None, (all, layout) => all.Union(OfLayout(layout)));
        }

        public FixRequirement OfLayout(ConfigNode layout)
        {
            var type = _types.Resolve(layout.TypeName);
            if (type.IsOrDerivesFrom(_symbols.PatternLayout))
            {
                var pattern = layout.Property("conversionPattern")?.Value ?? layout.Attribute("value")?.Value ?? "%message%newline";
                var converters = layout.Properties("converter").Select(c => c.Property("name")?.Value).OfType<string>().ToList();
                return OfPattern(pattern, converters);
            }

            if (type.IsOrDerivesFrom(_symbols.SimpleLayout))
            {
                return new FixRequirement(FixFlagsValues.Message | FixFlagsValues.Exception, ImmutableArray.Create(type!.Name));
            }

            if (type.IsOrDerivesFrom(_symbols.ExceptionLayout))
            {
                return new FixRequirement(FixFlagsValues.Exception, ImmutableArray.Create(type!.Name));
            }

            if (type.IsOrDerivesFrom(_symbols.XmlLayoutBase))
            {
                var location = string.Equals(layout.Property("locationInfo")?.Value?.Trim(), "true", StringComparison.OrdinalIgnoreCase);
                return new FixRequirement(XmlLayoutReads | (location ? FixFlagsValues.LocationInfo : FixFlagsValues.None), ImmutableArray.Create(type!.Name));
            }

            if (type.IsOrDerivesFrom(_symbols.RawTimeStampLayout) || type.IsOrDerivesFrom(_symbols.RawUtcTimeStampLayout))
            {
                return FixRequirement.None;
            }

            if (type.IsOrDerivesFrom(_symbols.RawPropertyLayout))
            {
                return new FixRequirement(FixFlagsValues.Properties, ImmutableArray.Create(type!.Name));
            }

            return FixRequirement.Everything($"layout '{layout.TypeName}'");
        }

        public static FixRequirement OfPattern(string pattern, IReadOnlyCollection<string> converters)
        {
            var conversions = PatternFixRequirements.Conversions(pattern, converters).Where(c => c.Needs != FixFlagsValues.None).ToList();
            var reasons = conversions.Select(c => "%" + c.Name).Distinct().ToImmutableArray();
            return new FixRequirement(PatternFixRequirements.Of(pattern, converters), reasons);
        }
    }
}
