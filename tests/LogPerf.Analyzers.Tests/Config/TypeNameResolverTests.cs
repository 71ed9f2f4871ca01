using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class TypeNameResolverTests
    {
        [Theory]
        [InlineData("log4net.Appender.FileAppender+MinimalLock", "log4net.Appender.FileAppender+MinimalLock")]
        [InlineData("log4net.Appender.FileAppender+MinimalLock,log4net", "log4net.Appender.FileAppender+MinimalLock")]
        [InlineData("  log4net.Appender.FileAppender+MinimalLock, log4net, Version=3.1.0.0, Culture=neutral, PublicKeyToken=669e0ddf0bb1aa2a", "log4net.Appender.FileAppender+MinimalLock")]

        // log4net 3.5.0 cannot load a type name followed by white space: the name keeps it, so it resolves to nothing.
        [InlineData("log4net.Appender.FileAppender+MinimalLock , log4net", "log4net.Appender.FileAppender+MinimalLock ")]
        [InlineData("My.Generic`1[[System.String, mscorlib]], MyAssembly", "My.Generic`1[[System.String, mscorlib]]")]
        [InlineData("", null)]
        [InlineData("  , log4net", null)]
        [InlineData(null, null)]
        public void Metadata_name_drops_the_assembly_part(string? typeName, string? expected) =>
            Assert.Equal(expected, TypeNameResolver.MetadataName(typeName));

        [Fact]
        public void Resolves_names_written_in_configs_to_symbols_of_the_compilation()
        {
            var compilation = CSharpCompilation.Create("t", new[] { CSharpSyntaxTree.ParseText("namespace App { public class Outer { public class Inner { } } }") });
            var resolver = new TypeNameResolver(compilation);

            Assert.Equal("Inner", resolver.Resolve("App.Outer+Inner, App")!.Name);
            Assert.Equal("Inner", resolver.Resolve("app.OUTER+inner, App")!.Name);
            Assert.Null(resolver.Resolve("App.Outer.Inner"));
            Assert.Null(resolver.Resolve("App.Missing, App"));
        }
    }
}
