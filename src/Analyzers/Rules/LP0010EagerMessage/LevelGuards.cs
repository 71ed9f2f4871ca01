using System.Runtime.CompilerServices;
using LogPerf.Analyzers.Log4Net;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Rules.LP0010EagerMessage
{
    /// <summary>
    /// Whether code runs only when a log level is enabled, read from syntax: inside the true branch of an <c>if</c> or
    /// <c>?:</c> whose condition implies an <c>Is…Enabled</c> guard (alone, in an <c>&amp;&amp;</c>, compared with
    /// true), in an else branch whose condition implies the guard is off when false (<c>!log.IsDebugEnabled</c>, an
    /// <c>||</c> of such), on the right of <c>&amp;&amp;</c>/<c>||</c>, or after an early exit (<c>if
    /// (!log.IsDebugEnabled) return;</c>) in any enclosing block. A guard of a lower level counts: DEBUG enabled implies
    /// INFO, WARN, ERROR and FATAL enabled. The receiver is not compared: guards read the level of some logger.
    /// </summary>
    public static class LevelGuards
    {
        private const int MaxDepth = 32;

        private static readonly ConditionalWeakTable<SyntaxNode, EarlyExits> ExitsByBlock = new ConditionalWeakTable<SyntaxNode, EarlyExits>();

        /// <summary>True when <paramref name="node"/> runs only when a guard of <paramref name="level"/> or a lower level is true.</summary>
        public static bool IsGuarded(SyntaxNode node, Log4NetLevel level)
        {
            for (var child = node; child.Parent is { } parent; child = parent)
            {
                var known = parent switch
                {
                    IfStatementSyntax ifStatement when ifStatement.Statement == child => WhenTrue(ifStatement.Condition, 0),
                    ElseClauseSyntax { Parent: IfStatementSyntax ifStatement } => WhenFalse(ifStatement.Condition, 0),
                    ConditionalExpressionSyntax conditional when conditional.WhenTrue == child => WhenTrue(conditional.Condition, 0),
                    ConditionalExpressionSyntax conditional when conditional.WhenFalse == child => WhenFalse(conditional.Condition, 0),
                    BinaryExpressionSyntax both when both.IsKind(SyntaxKind.LogicalAndExpression) && both.Right == child => WhenTrue(both.Left, 0),
                    BinaryExpressionSyntax either when either.IsKind(SyntaxKind.LogicalOrExpression) && either.Right == child => WhenFalse(either.Left, 0),
                    BlockSyntax block => ExitsByBlock.GetValue(block, b => new EarlyExits(((BlockSyntax)b).Statements)).LowestBefore(child.SpanStart),
                    SwitchSectionSyntax section => ExitsByBlock.GetValue(section, s => new EarlyExits(((SwitchSectionSyntax)s).Statements)).LowestBefore(child.SpanStart),
                    _ => null,
                };
                if (known is { } guarded && guarded <= level)
                {
                    return true;
                }

                if (parent is MemberDeclarationSyntax or AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax)
                {
                    return false;
                }
            }

            return false;
        }

        /// <summary>The lowest level whose guard is true whenever <paramref name="condition"/> is true, or null.</summary>
        /// <remarks>Guards are shallow expressions: deeper than <see cref="MaxDepth"/> is not read (no recursion on input depth).</remarks>
        internal static Log4NetLevel? WhenTrue(ExpressionSyntax condition, int depth) => depth > MaxDepth ? null : condition switch
        {
            ParenthesizedExpressionSyntax parenthesized => WhenTrue(parenthesized.Expression, depth + 1),
            BinaryExpressionSyntax both when both.IsKind(SyntaxKind.LogicalAndExpression) => Lowest(WhenTrue(both.Left, depth + 1), WhenTrue(both.Right, depth + 1)),
            PrefixUnaryExpressionSyntax not when not.IsKind(SyntaxKind.LogicalNotExpression) => WhenFalse(not.Operand, depth + 1),
            BinaryExpressionSyntax comparison when Compared(comparison, true) is { } operand => WhenTrue(operand, depth + 1),
            BinaryExpressionSyntax comparison when Compared(comparison, false) is { } operand => WhenFalse(operand, depth + 1),
            IsPatternExpressionSyntax { Pattern: ConstantPatternSyntax { Expression: LiteralExpressionSyntax literal } } pattern
                when literal.IsKind(SyntaxKind.TrueLiteralExpression) => WhenTrue(pattern.Expression, depth + 1),
            _ => GuardLevel(condition),
        };

        /// <summary>The lowest level whose guard is true whenever <paramref name="condition"/> is false, or null.</summary>
        internal static Log4NetLevel? WhenFalse(ExpressionSyntax condition, int depth) => depth > MaxDepth ? null : condition switch
        {
            ParenthesizedExpressionSyntax parenthesized => WhenFalse(parenthesized.Expression, depth + 1),
            BinaryExpressionSyntax either when either.IsKind(SyntaxKind.LogicalOrExpression) => Lowest(WhenFalse(either.Left, depth + 1), WhenFalse(either.Right, depth + 1)),
            PrefixUnaryExpressionSyntax not when not.IsKind(SyntaxKind.LogicalNotExpression) => WhenTrue(not.Operand, depth + 1),
            BinaryExpressionSyntax comparison when Compared(comparison, false) is { } operand => WhenTrue(operand, depth + 1),
            BinaryExpressionSyntax comparison when Compared(comparison, true) is { } operand => WhenFalse(operand, depth + 1),
            _ => null,
        };

        /// <summary>
        /// For <c>x == value</c> or <c>x != !value</c> (either side), the operand <c>x</c>: the comparison is true exactly
        /// when <c>x</c> is <paramref name="value"/>.
        /// </summary>
        private static ExpressionSyntax? Compared(BinaryExpressionSyntax comparison, bool value)
        {
            var equals = comparison.IsKind(SyntaxKind.EqualsExpression);
            if (!equals && !comparison.IsKind(SyntaxKind.NotEqualsExpression))
            {
                return null;
            }

            var wanted = equals == value ? SyntaxKind.TrueLiteralExpression : SyntaxKind.FalseLiteralExpression;
            return comparison.Right.IsKind(wanted) ? comparison.Left : comparison.Left.IsKind(wanted) ? comparison.Right : null;
        }

        private static Log4NetLevel? GuardLevel(ExpressionSyntax expression) => expression switch
        {
            MemberAccessExpressionSyntax access => LogLevels.GuardLevel(access.Name.Identifier.ValueText),
            IdentifierNameSyntax name => LogLevels.GuardLevel(name.Identifier.ValueText),
            _ => null,
        };

        private static Log4NetLevel? Lowest(Log4NetLevel? a, Log4NetLevel? b) => a is null ? b : b is null ? a : a.Value < b.Value ? a : b;

        /// <summary>
        /// For a block's statements, each <c>if</c> whose then-branch always leaves the block (return, throw, break,
        /// continue, yield break) and whose condition implies a guard when false: every later statement runs only with
        /// that guard on. Built once per block, so asking for each of its statements costs a binary search.
        /// </summary>
        private sealed class EarlyExits
        {
            private readonly int[] _ends;
            private readonly Log4NetLevel[] _lowest;

            public EarlyExits(SyntaxList<StatementSyntax> statements)
            {
                var ends = new System.Collections.Generic.List<int>();
                var lowest = new System.Collections.Generic.List<Log4NetLevel>();
                foreach (var statement in statements)
                {
                    if (statement is IfStatementSyntax ifStatement && AlwaysLeaves(ifStatement.Statement) && WhenFalse(ifStatement.Condition, 0) is { } level)
                    {
                        ends.Add(statement.Span.End);
                        lowest.Add(lowest.Count == 0 ? level : Log4NetLevel.Min(lowest[lowest.Count - 1], level));
                    }
                }

                _ends = ends.ToArray();
                _lowest = lowest.ToArray();
            }

            /// <summary>The lowest guard level known true at <paramref name="position"/>, from the early exits that end before it.</summary>
            public Log4NetLevel? LowestBefore(int position)
            {
                var index = System.Array.BinarySearch(_ends, position);
                var count = index >= 0 ? index + 1 : ~index;
                return count == 0 ? null : _lowest[count - 1];
            }

            private static bool AlwaysLeaves(StatementSyntax statement) => statement switch
            {
                ReturnStatementSyntax or ThrowStatementSyntax or BreakStatementSyntax or ContinueStatementSyntax => true,
                YieldStatementSyntax yield => yield.IsKind(SyntaxKind.YieldBreakStatement),
                BlockSyntax block => block.Statements.Count > 0 && AlwaysLeaves(block.Statements[block.Statements.Count - 1]),
                _ => false,
            };
        }
    }
}
