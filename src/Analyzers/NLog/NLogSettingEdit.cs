using System;
using System.Collections.Immutable;
using System.Globalization;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// How a fixer sets one NLog setting, passed in a diagnostic's properties: replace the value of an existing
    /// setting (its value span and form), or insert a new one (an <see cref="NLogInsertion"/>). The fixer then needs
    /// nothing but the text; a prefix keeps the edits of several fixes of one diagnostic apart.
    /// </summary>
    public readonly struct NLogSettingEdit
    {
        private const string ReplaceKey = "Replace";

        private NLogSettingEdit(TextSpan valueSpan, NLogSettingForm form, NLogInsertion? insertion)
        {
            ValueSpan = valueSpan;
            Form = form;
            Insertion = insertion;
        }

        /// <summary>The value to replace (when <see cref="Insertion"/> is null).</summary>
        public TextSpan ValueSpan { get; }

        public NLogSettingForm Form { get; }

        /// <summary>Where to insert a new setting, when there is none to replace.</summary>
        public NLogInsertion? Insertion { get; }

        public static ImmutableDictionary<string, string?> Replace(ImmutableDictionary<string, string?> properties, NLogSetting setting, string prefix = "") =>
            properties.SetItem(prefix + ReplaceKey, string.Join(",", setting.ValueSpan.Start.ToString(CultureInfo.InvariantCulture), setting.ValueSpan.End.ToString(CultureInfo.InvariantCulture), setting.Form.ToString()));

        public static ImmutableDictionary<string, string?> Insert(ImmutableDictionary<string, string?> properties, NLogInsertion insertion, string prefix = "") =>
            insertion.AddTo(properties, prefix);

        /// <summary>Replace when the setting exists, else insert.</summary>
        public static ImmutableDictionary<string, string?> Set(ImmutableDictionary<string, string?> properties, NLogSetting? setting, NLogInsertion insertion, string prefix = "") =>
            setting is null ? Insert(properties, insertion, prefix) : Replace(properties, setting, prefix);

        public static NLogSettingEdit? From(ImmutableDictionary<string, string?> properties, string prefix = "")
        {
            if (properties.TryGetValue(prefix + ReplaceKey, out var replace) && replace is not null)
            {
                var parts = replace.Split(',');
                return parts.Length == 3
                    && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var start)
                    && int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var end)
                    && start <= end
                    && Enum.TryParse<NLogSettingForm>(parts[2], out var form)
                    ? new NLogSettingEdit(TextSpan.FromBounds(start, end), form, null)
                    : null;
            }

            return NLogInsertion.From(properties, prefix) is { } insertion
                ? new NLogSettingEdit(default, insertion.IsJson ? NLogSettingForm.JsonLiteral : NLogSettingForm.Attribute, insertion)
                : null;
        }
    }
}
