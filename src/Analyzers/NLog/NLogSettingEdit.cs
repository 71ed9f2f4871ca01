using Microsoft.CodeAnalysis.Text;
using LogPerf.Analyzers.Diagnostics;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>
    /// How a fixer sets one NLog setting (LP0200, LP0202, LP0205, LP0206, and LP0201's async="true"): replace the value of
    /// an existing setting (its value span and form), or insert a new one (an <see cref="NLogInsertion"/>). The fixer then
    /// needs nothing but the text; a prefix keeps the edits of several fixes of one diagnostic apart.
    /// </summary>
    public readonly struct NLogSettingEdit
    {
        private const string ReplaceKey = "Replace";
        private const string FormKey = "ReplaceForm";
        private const string ContainerKey = "InsertIn";
        private const string AfterKey = "InsertAfter";
        private const string JsonKey = "InsertJson";

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

        public static FixData Replace(FixData data, NLogSetting setting, string prefix = "") =>
            data.WithSpan(prefix + ReplaceKey, setting.ValueSpan).With(prefix + FormKey, setting.Form.ToString());

        public static FixData Insert(FixData data, NLogInsertion insertion, string prefix = "") =>
            data.WithSpan(prefix + ContainerKey, insertion.Container)
                .WithSpan(prefix + AfterKey, new TextSpan(insertion.After, 0))
                .WithFlag(prefix + JsonKey, insertion.IsJson);

        /// <summary>Replace when the setting exists, else insert.</summary>
        public static FixData Set(FixData data, NLogSetting? setting, NLogInsertion insertion, string prefix = "") =>
            setting is null ? Insert(data, insertion, prefix) : Replace(data, setting, prefix);

        public static bool TryRead(FixDataReader data, out NLogSettingEdit edit, string prefix = "")
        {
            edit = default;
            if (data.Value(prefix + ReplaceKey) is not null)
            {
                if (!data.TrySpan(prefix + ReplaceKey, out var value) || !data.TryEnum<NLogSettingForm>(prefix + FormKey, out var form))
                {
                    return false;
                }

                edit = new NLogSettingEdit(value, form, null);
                return true;
            }

            if (!data.TrySpan(prefix + ContainerKey, out var container) || !data.TrySpan(prefix + AfterKey, out var after))
            {
                return false;
            }

            var isJson = data.Flag(prefix + JsonKey);
            edit = new NLogSettingEdit(default, isJson ? NLogSettingForm.JsonLiteral : NLogSettingForm.Attribute, new NLogInsertion(container, after.Start, isJson));
            return true;
        }

        public static bool TryRead(Microsoft.CodeAnalysis.Diagnostic diagnostic, out NLogSettingEdit edit) => TryRead(new FixDataReader(diagnostic), out edit);
    }
}
