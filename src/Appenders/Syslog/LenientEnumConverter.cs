using System;
using log4net.Util.TypeConverters;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Lets log4net's XML configurator read an enum setting without failing the whole appender on an unknown
    /// name (plain Enum.Parse throws and log4net then drops the appender with only an internal-debug message).
    /// An unknown name becomes <see cref="Unknown"/>, which the appender reports through its ErrorHandler
    /// before falling back to the default.
    /// </summary>
    public sealed class LenientEnumConverter<TEnum> : IConvertFrom
        where TEnum : struct
    {
        /// <summary>The value an unknown name converts to: not a member of <typeparamref name="TEnum"/>.</summary>
        public static readonly TEnum Unknown = (TEnum)Enum.ToObject(typeof(TEnum), -1);

        /// <inheritdoc />
        public bool CanConvertFrom(Type sourceType) => sourceType == typeof(string);

        /// <inheritdoc />
        public object ConvertFrom(object source)
        {
            string text = ((string)source).Trim();
            return Enum.TryParse(text, ignoreCase: true, out TEnum value) && Enum.IsDefined(typeof(TEnum), value) ? value : Unknown;
        }
    }
}
