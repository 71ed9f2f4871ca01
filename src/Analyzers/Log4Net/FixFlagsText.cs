using System;
using System.Globalization;
using LogPerf.Shared;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>Reads a Fix value as log4net does: flag names separated by commas, or a number.</summary>
    internal static class FixFlagsText
    {
        public static FixFlagsValues? Parse(string? value)
        {
            if (string.IsNullOrWhiteSpace(value))
            {
                return null;
            }

            if (int.TryParse(value!.Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out var number))
            {
                return (FixFlagsValues)number;
            }

            var flags = FixFlagsValues.None;
            foreach (var part in value.Split(','))
            {
                if (!Enum.TryParse<FixFlagsValues>(part.Trim(), ignoreCase: true, out var flag))
                {
                    return null;
                }

                flags |= flag;
            }

            return flags;
        }

        /// <summary>The new value in the form the user wrote: a number stays a number.</summary>
        public static string Write(FixFlagsValues flags, string? original) =>
            int.TryParse(original?.Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out _)
                ? ((int)flags).ToString(CultureInfo.InvariantCulture)
                : PatternFixRequirements.Format(flags);
    }
}
