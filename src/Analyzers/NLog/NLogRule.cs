using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>One logging rule (<c>&lt;logger&gt;</c> in XML, an item of "rules" in JSON) and the levels it admits.</summary>
    public sealed class NLogRule
    {
        public NLogRule(ImmutableArray<NLogSetting> settings)
        {
            Settings = settings;
            WriteTo = Setting("writeTo") ?? Setting("appendTo");
            IsEnabled = Setting("enabled")?.AsBoolean() ?? true;
            Levels = ReadLevels();
        }

        public ImmutableArray<NLogSetting> Settings { get; }

        /// <summary>writeTo (or its old name appendTo): target names separated by commas.</summary>
        public NLogSetting? WriteTo { get; }

        /// <summary>False for enabled="false": NLog drops such a rule.</summary>
        public bool IsEnabled { get; }

        /// <summary>The levels the rule admits (<see cref="NLogLevelSet"/>); all of them when a level is a layout.</summary>
        public NLogLevelSet Levels { get; }

        /// <summary>Admits Trace, Debug, Info or Warn: everyday traffic goes through it.</summary>
        public bool IsBusy => !(Levels & NLogLevelSet.Busy).IsEmpty;

        /// <summary>Admits Error or Fatal.</summary>
        public bool AdmitsSevere => !(Levels & NLogLevelSet.Severe).IsEmpty;

        public NLogSetting? Setting(string name) => Settings.LastOrDefault(s => s.Is(name));

        /// <summary>The target names of writeTo, each with its span in the text when the value is written plainly.</summary>
        public IEnumerable<(string Name, TextSpan? Span)> TargetNames(SourceText text)
        {
            if (WriteTo is not { } writeTo)
            {
                yield break;
            }

            var value = writeTo.Value;
            var plain = writeTo.Form != NLogSettingForm.JsonString || writeTo.ValueSpan.Length == value.Length + 2;
            var raw = writeTo.Form == NLogSettingForm.JsonString
                ? TextSpan.FromBounds(writeTo.ValueSpan.Start + 1, Math.Max(writeTo.ValueSpan.Start + 1, writeTo.ValueSpan.End - 1))
                : writeTo.ValueSpan;
            plain = plain && raw.End <= text.Length && text.ToString(raw) == value;
            var start = 0;
            for (var i = 0; i <= value.Length; i++)
            {
                if (i < value.Length && value[i] != ',')
                {
                    continue;
                }

                var token = value.Substring(start, i - start);
                var trimmed = token.Trim();
                if (trimmed.Length > 0)
                {
                    var offset = start + token.IndexOf(trimmed, StringComparison.Ordinal);
                    yield return (trimmed, plain ? new TextSpan(raw.Start + offset, trimmed.Length) : null);
                }

                start = i + 1;
            }
        }

        private NLogLevelSet ReadLevels()
        {
            if ((Setting("levels") ?? Setting("level")) is { } levels)
            {
                var mask = NLogLevelSet.None;
                foreach (var name in levels.Value.Split(','))
                {
                    if (NLogLevel.Parse(name) is not { } level)
                    {
                        return name.Trim().Length == 0 ? mask : NLogLevelSet.All;
                    }

                    mask |= level < NLogLevel.Off ? NLogLevelSet.Of(level) : NLogLevelSet.None;
                }

                return mask;
            }

            var min = Level("minLevel", out var minUnknown);
            var max = Level("maxLevel", out var maxUnknown);
            var finalMin = Level("finalMinLevel", out var finalUnknown);
            if (minUnknown || maxUnknown || finalUnknown)
            {
                return NLogLevelSet.All;
            }

            return NLogLevelSet.Range(min ?? finalMin ?? NLogLevel.Trace, max ?? NLogLevel.Fatal);
        }

        private NLogLevel? Level(string name, out bool unknown)
        {
            var setting = Setting(name);
            unknown = false;
            if (setting is null || setting.Value.Trim().Length == 0)
            {
                return null;
            }

            var level = NLogLevel.Parse(setting.Value);
            unknown = level is null;
            return level;
        }
    }
}
