using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Config
{
    /// <summary>
    /// Resolves a type name written in a config (<c>log4net.Appender.FileAppender+MinimalLock, log4net</c>, or
    /// fully assembly-qualified) to a symbol of the compilation. Unknown names resolve to null.
    /// </summary>
    public sealed class TypeNameResolver
    {
        private readonly Compilation _compilation;

        public TypeNameResolver(Compilation compilation) => _compilation = compilation;

        public INamedTypeSymbol? Resolve(string? typeName)
        {
            var metadataName = MetadataName(typeName);
            return metadataName is null ? null : _compilation.GetTypeByMetadataName(metadataName);
        }

        /// <summary>The type's full metadata name without the assembly part and spaces.</summary>
        public static string? MetadataName(string? typeName)
        {
            if (string.IsNullOrWhiteSpace(typeName))
            {
                return null;
            }

            var name = typeName!.Substring(0, AssemblySeparator(typeName)).Trim();
            return name.Length == 0 ? null : name;
        }

        /// <summary>The simple name of the assembly a type name is qualified with, if any.</summary>
        public static string? AssemblyName(string? typeName)
        {
            if (string.IsNullOrWhiteSpace(typeName))
            {
                return null;
            }

            var separator = AssemblySeparator(typeName!);
            if (separator >= typeName!.Length)
            {
                return null;
            }

            var rest = typeName.Substring(separator + 1);
            var comma = rest.IndexOf(',');
            var name = (comma < 0 ? rest : rest.Substring(0, comma)).Trim();
            return name.Length == 0 ? null : name;
        }

        private static int AssemblySeparator(string typeName)
        {
            var depth = 0;
            var end = typeName.Length;
            for (var i = 0; i < typeName.Length; i++)
            {
                var c = typeName[i];
                if (c == '[')
                {
                    depth++;
                }
                else if (c == ']')
                {
                    depth--;
                }
                else if (c == ',' && depth == 0)
                {
                    end = i;
                    break;
                }
            }

            return end;
        }
    }
}
