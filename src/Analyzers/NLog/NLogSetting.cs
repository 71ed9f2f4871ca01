using System;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>How a setting is written, which decides how a fix rewrites its value.</summary>
    public enum NLogSettingForm
    {
        /// <summary>An XML attribute: the value span is inside the quotes.</summary>
        Attribute,

        /// <summary>An XML element holding only text (NLog reads it like an attribute): the value span is its content.</summary>
        Element,

        /// <summary>A JSON string: the value span includes the quotes.</summary>
        JsonString,

        /// <summary>A JSON number, true, false or null.</summary>
        JsonLiteral,
    }

    /// <summary>
    /// One NLog setting (an attribute, a text-only element, or a JSON member) with exact spans. NLog matches setting
    /// names ignoring case and XML namespace prefixes (<c>xsi:type</c> is <c>type</c>).
    /// </summary>
    public sealed class NLogSetting
    {
        public NLogSetting(string name, string value, TextSpan span, TextSpan valueSpan, NLogSettingForm form)
        {
            Name = name;
            Value = value;
            Span = span;
            ValueSpan = valueSpan;
            Form = form;
        }

        /// <summary>The name without namespace prefix.</summary>
        public string Name { get; }

        /// <summary>The value NLog reads (entities and escapes resolved).</summary>
        public string Value { get; }

        /// <summary>The whole attribute, element or JSON member.</summary>
        public TextSpan Span { get; }

        public TextSpan ValueSpan { get; }

        public NLogSettingForm Form { get; }

        public bool IsJson => Form is NLogSettingForm.JsonString or NLogSettingForm.JsonLiteral;

        public bool Is(string name) => string.Equals(Name, name, StringComparison.OrdinalIgnoreCase);

        /// <summary>The value as a boolean, as NLog parses it (Convert.ToBoolean on the trimmed text); null when unparsable.</summary>
        public bool? AsBoolean() => bool.TryParse(Value.Trim(), out var result) ? result : null;

        /// <summary>True when the value holds a layout or variable (<c>${…}</c>) that only NLog can evaluate.</summary>
        public bool IsDynamic => Value.IndexOf("${", StringComparison.Ordinal) >= 0;
    }
}
