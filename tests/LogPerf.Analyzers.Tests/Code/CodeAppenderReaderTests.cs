using System.Linq;
using LogPerf.Analyzers.Log4Net;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using Xunit;

namespace LogPerf.Analyzers.Tests.Code
{
    public class CodeAppenderReaderTests
    {
        private static (CodeAppender? Appender, Log4NetSymbols Symbols) Read(string code, string createdType)
        {
            var tree = CSharpSyntaxTree.ParseText("using log4net.Appender; using log4net.Layout;\n" + code);
            var compilation = CSharpCompilation.Create("t", new[] { tree }, TestReferenceSet.WithLog4Net,
                new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
            var model = compilation.GetSemanticModel(tree);
            var creation = tree.GetRoot().DescendantNodes().OfType<ObjectCreationExpressionSyntax>().First(c => c.Type.ToString() == createdType);
            var symbols = Log4NetSymbols.For(compilation)!;
            return (CodeAppenderReader.Read((IObjectCreationOperation)model.GetOperation(creation)!, symbols), symbols);
        }

        [Fact]
        public void Reads_initializer_and_later_assignments_to_the_same_local()
        {
            var (appender, _) = Read(@"
class C
{
    void M(FileAppender other)
    {
        var file = new RollingFileAppender { File = ""a.log"", ImmediateFlush = true };
        other.ImmediateFlush = true;
        file.AppendToFile = false;
        file.ImmediateFlush = false;
        file.ActivateOptions();
    }
}", "RollingFileAppender");

            Assert.NotNull(appender);
            Assert.Equal("RollingFileAppender", appender!.Type.Name);
            Assert.Equal(new[] { "File", "ImmediateFlush", "AppendToFile", "ImmediateFlush" }, appender.Settings.Select(s => s.Property.Name));
            Assert.Equal(false, appender.Setting("ImmediateFlush")!.ConstantValue.Value);
            Assert.False(appender.Setting("ImmediateFlush")!.IsInInitializer);
            Assert.True(appender.Setting("File")!.IsInInitializer);
        }

        [Fact]
        public void Reads_assignments_after_a_plain_local_assignment()
        {
            var (appender, _) = Read(@"
class C
{
    void M()
    {
        FileAppender file;
        file = new FileAppender();
        file.LockingModel = new FileAppender.MinimalLock();
    }
}", "FileAppender");

            Assert.Equal("LockingModel", appender!.Settings.Single().Property.Name);
            Assert.IsAssignableFrom<IObjectCreationOperation>(appender.Setting("LockingModel")!.Value.WalkDownConversion());
        }

        [Fact]
        public void Non_appender_types_are_not_read()
        {
            var (appender, _) = Read("class C { object M() => new PatternLayout(\"%m\"); }", "PatternLayout");

            Assert.Null(appender);
        }

        [Fact]
        public void Appender_returned_directly_keeps_only_its_initializer()
        {
            var (appender, _) = Read("class C { IAppender M() => new ConsoleAppender { Threshold = log4net.Core.Level.Error }; }", "ConsoleAppender");

            Assert.Equal("Threshold", appender!.Settings.Single().Property.Name);
        }
    }

    internal static class OperationExtensions
    {
        public static IOperation WalkDownConversion(this IOperation operation) =>
            operation is IConversionOperation conversion ? conversion.Operand.WalkDownConversion() : operation;
    }
}
