using System;
using log4net.Util;
using log4net.Util.TypeConverters;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Converts XML values to <see cref="OverflowPolicy"/>. log4net's own enum conversion throws on an unknown
    /// name, and the configurator then drops the whole appender; this reports the name and keeps Block instead.
    /// </summary>
    internal sealed class OverflowPolicyConverter : IConvertFrom
    {
        public bool CanConvertFrom(Type sourceType) => sourceType == typeof(string);

        public object ConvertFrom(object source)
        {
            string text = Convert.ToString(source, System.Globalization.CultureInfo.InvariantCulture)?.Trim() ?? string.Empty;
            if (Enum.TryParse(text, ignoreCase: true, out OverflowPolicy policy) && Enum.IsDefined(typeof(OverflowPolicy), policy))
            {
                return policy;
            }

            LogLog.Error(
                typeof(OverflowPolicyConverter),
                $"OverflowPolicy [{text}] is not one of Block, DropNewest, DropOldest; using Block.");
            return OverflowPolicy.Block;
        }
    }
}
