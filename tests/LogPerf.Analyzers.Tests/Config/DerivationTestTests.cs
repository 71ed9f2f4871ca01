using LogPerf.Analyzers.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace LogPerf.Analyzers.Tests.Config
{
    public class DerivationTestTests
    {
        [Fact]
        public void Answers_for_each_type_asked_whatever_was_asked_before()
        {
            var compilation = CSharpCompilation.Create(
                "t", new[] { CSharpSyntaxTree.ParseText("namespace App { public class Base { } public class Derived : Base { } public class Other { } }") });
            INamedTypeSymbol Type(string name) => compilation.GetTypeByMetadataName(name)!;
            var test = new DerivationTest(Type("App.Base"));

            // The same type again and again (the remembered answer), then others, a null type, and back.
            for (var i = 0; i < 3; i++)
            {
                Assert.True(test.IsOrDerivesFrom(Type("App.Derived")));
            }

            Assert.False(test.IsOrDerivesFrom(Type("App.Other")));
            Assert.False(test.IsOrDerivesFrom(null));
            Assert.True(test.IsOrDerivesFrom(Type("App.Base")));
            Assert.False(test.IsOrDerivesFrom(null));
            Assert.True(test.IsOrDerivesFrom(Type("App.Derived")));
            Assert.False(new DerivationTest(null).IsOrDerivesFrom(Type("App.Derived")));
        }
    }
}
