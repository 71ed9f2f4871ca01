using System.Collections.Generic;
using LogPerf.Analyzers.Infrastructure.Scanning;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace LogPerf.Analyzers.Rules.LP0001BlockingWaitInAppender
{
    /// <summary>
    /// The class declarations of a tree (records and nested classes included, [GeneratedCode] ones skipped), read from its
    /// namespace and type members without entering any member's body.
    /// </summary>
    public static class ClassDeclarations
    {
        public static IEnumerable<TypeDeclarationSyntax> Of(SyntaxNode root)
        {
            var pending = new Stack<SyntaxNode>();
            pending.Push(root);
            while (pending.Count > 0)
            {
                var members = pending.Pop() switch
                {
                    CompilationUnitSyntax unit => unit.Members,
                    BaseNamespaceDeclarationSyntax ns => ns.Members,
                    TypeDeclarationSyntax type => type.Members,
                    _ => default,
                };
                foreach (var member in members)
                {
                    if (member is BaseNamespaceDeclarationSyntax)
                    {
                        pending.Push(member);
                    }
                    else if (member is TypeDeclarationSyntax type && !TreeCandidates.IsGeneratedDeclaration(type))
                    {
                        pending.Push(type);
                        if (type is ClassDeclarationSyntax or RecordDeclarationSyntax { ClassOrStructKeyword.RawKind: not (int)SyntaxKind.StructKeyword })
                        {
                            yield return type;
                        }
                    }
                }
            }
        }
    }
}
