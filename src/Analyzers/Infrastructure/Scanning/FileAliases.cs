using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Infrastructure.Scanning
{
    /// <summary>
    /// The using aliases a file declares, at its top or in any of its namespaces (<c>using Log = log4net.Appender.FileAppender;</c>),
    /// with the simple name each one names (FileAppender): read once per syntax tree, so a creation written with an alias is
    /// judged by the name of the type behind it without binding. An alias counts file-wide, in or out of scope, which can only
    /// let more creations through to binding.
    /// </summary>
    internal static class FileAliases
    {
        private static readonly ConditionalWeakTable<SyntaxTree, ImmutableDictionary<string, string?>> ByTree =
            new ConditionalWeakTable<SyntaxTree, ImmutableDictionary<string, string?>>();

        /// <summary>
        /// True when <paramref name="name"/> is an alias of the file that may stand for a type whose simple name passes
        /// <paramref name="names"/>: an alias of a name that passes, of another alias, or of something the syntax does not
        /// name plainly (then the creation is bound).
        /// </summary>
        public static bool MayName(SyntaxTree tree, string name, CreatableTypeNames names)
        {
            var aliases = ByTree.GetValue(tree, Read);
            return aliases.TryGetValue(name, out var target)
                && (target is null || aliases.ContainsKey(target) || names.MayName(target));
        }

        /// <summary>Alias → the simple name it names; null when two aliases share the name or the target is not a plain name.</summary>
        private static ImmutableDictionary<string, string?> Read(SyntaxTree tree)
        {
            if (tree.GetRoot() is not CompilationUnitSyntax unit)
            {
                return ImmutableDictionary<string, string?>.Empty;
            }

            var aliases = new Dictionary<string, string?>(StringComparer.Ordinal);
            Add(aliases, unit.Usings);
            // Nodes rather than their member lists: a stack of a struct type is compiled just in time in every compiler process.
            var pending = new Stack<SyntaxNode>();
            pending.Push(unit);
            while (pending.Count > 0)
            {
                var current = pending.Pop();
                var members = current is BaseNamespaceDeclarationSyntax ns ? ns.Members : ((CompilationUnitSyntax)current).Members;
                foreach (var member in members)
                {
                    if (member is BaseNamespaceDeclarationSyntax nested)
                    {
                        Add(aliases, nested.Usings);
                        pending.Push(nested);
                    }
                }
            }

            return aliases.Count == 0 ? ImmutableDictionary<string, string?>.Empty : aliases.ToImmutableDictionary(StringComparer.Ordinal);
        }

        private static void Add(Dictionary<string, string?> aliases, SyntaxList<UsingDirectiveSyntax> usings)
        {
            foreach (var directive in usings)
            {
                if (directive.Alias is { } alias)
                {
                    var name = alias.Name.Identifier.ValueText;
                    aliases[name] = aliases.ContainsKey(name) ? null : SimpleName(directive.Name);
                }
            }
        }

        private static string? SimpleName(NameSyntax? name) => name switch
        {
            SimpleNameSyntax simple => simple.Identifier.ValueText,
            QualifiedNameSyntax qualified => qualified.Right.Identifier.ValueText,
            AliasQualifiedNameSyntax aliased => aliased.Name.Identifier.ValueText,
            _ => null,
        };
    }
}
