using System.Collections.Generic;
using System.Linq;
using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace LogPerf.Analyzers.NLog
{
    /// <summary>A target that code hands to a logging rule, with the levels of that rule.</summary>
    public sealed class NLogRuleTarget
    {
        public NLogRuleTarget(IOperation call, IOperation? target, ITypeSymbol? targetType, NLogLevelSet levels, bool isFluent, bool isAsync)
        {
            Call = call;
            Target = target;
            TargetType = targetType;
            Levels = levels;
            IsFluent = isFluent;
            IsAsync = isAsync;
        }

        /// <summary>The AddRule / WriteTo / WriteToFile invocation or the LoggingRule creation.</summary>
        public IOperation Call { get; }

        /// <summary>The target argument (conversions stripped); null for WriteToFile, which creates its FileTarget itself.</summary>
        public IOperation? Target { get; }

        public ITypeSymbol? TargetType { get; }

        public NLogLevelSet Levels { get; }

        /// <summary>Set up through the fluent Setup().LoadConfiguration(builder => builder.ForLogger()…) API.</summary>
        public bool IsFluent { get; }

        /// <summary>A WithAsync() (or a WithWrapper whose wrapper code cannot tell) follows in the fluent chain.</summary>
        public bool IsAsync { get; }
    }

    /// <summary>
    /// Where code sends events to targets: LoggingConfiguration.AddRule / AddRuleForOneLevel / AddRuleForAllLevels,
    /// new LoggingRule(…, target), and the fluent builder's ForLogger()…WriteTo(target) / WriteToFile(…).
    /// </summary>
    public static class NLogRuleCalls
    {
        public static IEnumerable<NLogRuleTarget> TargetsOf(IOperation operation, NLogSymbols symbols)
        {
            switch (operation)
            {
                case IInvocationOperation invocation when LevelsOfAddRule(invocation, symbols) is { } levels:
                    return TargetArguments(invocation, invocation.Arguments, levels, symbols, isFluent: false, isAsync: false);
                case IObjectCreationOperation creation when SymbolEqualityComparer.Default.Equals(creation.Type, symbols.LoggingRule):
                    return TargetArguments(creation, creation.Arguments, LevelsOfRuleConstructor(creation, symbols), symbols, isFluent: false, isAsync: false);
                case IInvocationOperation invocation when KnownMembers.IsOneOf(invocation.TargetMethod, symbols.WriteTo)
                    || KnownMembers.IsOneOf(invocation.TargetMethod, symbols.WriteToFile):
                    return Fluent(invocation, symbols);
                default:
                    return Enumerable.Empty<NLogRuleTarget>();
            }
        }

        private static IEnumerable<NLogRuleTarget> Fluent(IInvocationOperation invocation, NLogSymbols symbols)
        {
            if (FluentLevels(invocation, symbols) is not { } levels)
            {
                return Enumerable.Empty<NLogRuleTarget>();
            }

            var isAsync = IsFollowedByAsync(invocation, symbols);
            if (KnownMembers.IsOneOf(invocation.TargetMethod, symbols.WriteToFile))
            {
                return new[] { new NLogRuleTarget(invocation, null, symbols.FileTarget, levels, isFluent: true, isAsync) };
            }

            return TargetArguments(invocation, invocation.Arguments.Skip(1), levels, symbols, isFluent: true, isAsync);
        }

        private static IEnumerable<NLogRuleTarget> TargetArguments(
            IOperation call, IEnumerable<IArgumentOperation> arguments, NLogLevelSet levels, NLogSymbols symbols, bool isFluent, bool isAsync)
        {
            foreach (var argument in arguments)
            {
                var values = argument.Value is IArrayCreationOperation { Initializer: { } initializer } && argument.ArgumentKind == ArgumentKind.ParamArray
                    ? initializer.ElementValues.AsEnumerable()
                    : new[] { argument.Value };
                foreach (var value in values)
                {
                    var stripped = Strip(value);
                    if (stripped.Type.IsOrDerivesFrom(symbols.Target))
                    {
                        yield return new NLogRuleTarget(call, stripped, stripped.Type, levels, isFluent, isAsync);
                    }
                }
            }
        }

        /// <summary>The levels of a LoggingConfiguration.AddRule… call; null for any other invocation.</summary>
        private static NLogLevelSet? LevelsOfAddRule(IInvocationOperation invocation, NLogSymbols symbols)
        {
            var method = invocation.TargetMethod;
            if (KnownMembers.IsOneOf(method, symbols.AddRuleForAllLevels))
            {
                return NLogLevelSet.All;
            }

            if (KnownMembers.IsOneOf(method, symbols.AddRuleForOneLevel))
            {
                return NLogCodeLevels.LevelOf(Argument(invocation.Arguments, "level"), symbols) is { } level ? NLogLevelSet.Of(level) : NLogLevelSet.All;
            }

            return KnownMembers.IsOneOf(method, symbols.AddRule)
                ? NLogCodeLevels.Range(Argument(invocation.Arguments, "minLevel"), Argument(invocation.Arguments, "maxLevel"), symbols)
                : null;
        }

        /// <summary>LoggingRule(pattern, minLevel, [maxLevel,] target); LoggingRule(pattern, target) enables no level.</summary>
        private static NLogLevelSet LevelsOfRuleConstructor(IObjectCreationOperation creation, NLogSymbols symbols) =>
            Argument(creation.Arguments, "minLevel") is { } min ? NLogCodeLevels.Range(min, Argument(creation.Arguments, "maxLevel"), symbols) : NLogLevelSet.None;

        /// <summary>
        /// The levels of the rule a fluent call (WriteTo, WithAsync, …) belongs to, read back along the chain to ForLogger;
        /// null when the chain does not start at a rule (ForTarget builds a target only).
        /// </summary>
        public static NLogLevelSet? FluentLevels(IInvocationOperation writeTo, NLogSymbols symbols)
        {
            var chain = new List<IInvocationOperation>();
            IOperation? receiver = writeTo.Arguments.FirstOrDefault()?.Value;
            while (StripOrNull(receiver) is IInvocationOperation call && call.TargetMethod.IsExtensionMethod && !KnownMembers.IsOneOf(call.TargetMethod, symbols.ForLogger))
            {
                chain.Add(call);
                receiver = call.Arguments.FirstOrDefault()?.Value;
            }

            var levels = NLogLevelSet.All;
            var root = StripOrNull(receiver);
            if (root is IInvocationOperation forLogger && KnownMembers.IsOneOf(forLogger.TargetMethod, symbols.ForLogger))
            {
                levels = Argument(forLogger.Arguments, "minLevel") is { } min ? NLogCodeLevels.Range(min, null, symbols) : NLogLevelSet.All;
            }
            else if (!IsRuleBuilder(root?.Type, symbols))
            {
                return null;
            }

            chain.Reverse();
            foreach (var filter in chain)
            {
                var method = filter.TargetMethod;
                if (KnownMembers.IsOneOf(method, symbols.FilterMinLevel))
                {
                    levels = NLogCodeLevels.Range(Argument(filter.Arguments, "minLevel"), null, symbols);
                }
                else if (KnownMembers.IsOneOf(method, symbols.FilterMaxLevel))
                {
                    levels = NLogCodeLevels.Range(null, Argument(filter.Arguments, "maxLevel"), symbols);
                }
                else if (KnownMembers.IsOneOf(method, symbols.FilterLevels))
                {
                    levels = NLogCodeLevels.Range(Argument(filter.Arguments, "minLevel"), Argument(filter.Arguments, "maxLevel"), symbols);
                }
                else if (KnownMembers.IsOneOf(method, symbols.FilterLevel))
                {
                    var bit = NLogCodeLevels.LevelOf(Argument(filter.Arguments, "logLevel"), symbols) is { } level ? NLogLevelSet.Of(level) : NLogLevelSet.All;
                    levels = !(levels & bit).IsEmpty ? bit : levels | bit;
                }
            }

            return levels;
        }

        /// <summary>True when the fluent chain goes on with WithAsync (or WithWrapper, whose wrapper may well be async).</summary>
        private static bool IsFollowedByAsync(IInvocationOperation call, NLogSymbols symbols)
        {
            IOperation current = call;
            while (current.Parent is IConversionOperation)
            {
                current = current.Parent;
            }

            while (current.Parent is IArgumentOperation { Parameter.Ordinal: 0, Parent: IInvocationOperation next } && next.TargetMethod.IsExtensionMethod)
            {
                if (KnownMembers.IsOneOf(next.TargetMethod, symbols.WithAsync) || KnownMembers.IsOneOf(next.TargetMethod, symbols.WithWrapper))
                {
                    return true;
                }

                current = next;
                while (current.Parent is IConversionOperation)
                {
                    current = current.Parent;
                }
            }

            return false;
        }

        /// <summary>The argument passed for a parameter (explicitly or by default), conversions stripped.</summary>
        public static IOperation? Argument(IEnumerable<IArgumentOperation> arguments, string parameter) =>
            arguments.FirstOrDefault(a => a.Parameter?.Name == parameter && a.ArgumentKind != ArgumentKind.DefaultValue)?.Value is { } value ? Strip(value) : null;

        public static IOperation Strip(IOperation value)
        {
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            return value;
        }

        private static IOperation? StripOrNull(IOperation? value) => value is null ? null : Strip(value);

        private static bool IsRuleBuilder(ITypeSymbol? type, NLogSymbols symbols) =>
            type != null && symbols.RuleBuilder != null
            && (SymbolEqualityComparer.Default.Equals(type, symbols.RuleBuilder) || type.AllInterfaces.Contains(symbols.RuleBuilder, SymbolEqualityComparer.Default));
    }
}
