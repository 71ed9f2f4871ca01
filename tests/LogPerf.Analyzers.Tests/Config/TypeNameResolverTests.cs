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

        [Fact]
        public void Names_asked_again_and_again_in_any_order_and_instance_resolve_each_to_its_own_type()
        {
            var compilation = CSharpCompilation.Create("t", new[] { CSharpSyntaxTree.ParseText("namespace App { public class A { } public class B { } }") });
            var resolver = new TypeNameResolver(compilation);
            var a = "App.A";
            var b = "App.B";

            // The same instances over and over (as a parse hands them out), fresh instances, and a name that resolves to
            // nothing, interleaved: a remembered answer must never be given for another name.
            for (var i = 0; i < 200; i++)
            {
                Assert.Equal("A", resolver.Resolve(a)!.Name);
                Assert.Equal("B", resolver.Resolve(i % 2 == 0 ? b : new string(b.ToCharArray()))!.Name);
                Assert.Null(resolver.Resolve(new string("App.C".ToCharArray())));
                Assert.Equal("A", resolver.Resolve(new string(a.ToCharArray()))!.Name);
            }
        }
    }
}
