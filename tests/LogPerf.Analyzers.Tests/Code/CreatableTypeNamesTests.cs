using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis.Testing;
using Xunit;

namespace LogPerf.Analyzers.Tests.Code
{
    /// <summary>
    /// Object creations are filtered on the written type name before anything is bound (issue 10's cost work); every way
    /// code can name a log4net type or a type derived from one must still reach the rules (LP0003 as the probe).
    /// </summary>
    public class CreatableTypeNamesTests
    {
        [Fact]
        public Task Every_way_of_naming_the_type_is_still_seen()
        {
            var test = new LogPerfAnalyzerTest<LP0003MinimalLockAnalyzer>
            {
                TestState =
                {
                    Sources =
                    {
                        @"global using GlobalLock = log4net.Appender.FileAppender.MinimalLock;",
                        @"using log4net.Appender;
using LocalLock = log4net.Appender.FileAppender.MinimalLock;

namespace App
{
    using NamespaceLock = log4net.Appender.FileAppender.MinimalLock;
    using AliasOfAlias = LocalLock;
    using OwnAlias = App.OwnLock;
    using Strings = System.Collections.Generic.List<string>;

    public class OwnLock : FileAppender.MinimalLock { }

    public class GenericLock<T> : FileAppender.MinimalLock { }

    public static class Setup
    {
        public static object[] All()
        {
            FileAppender.LockingModelBase implicitlyTyped = {|LP0003:new FileAppender.MinimalLock()|};
            FileAppender.MinimalLock targetTyped = {|LP0003:new()|};
            return new object[]
            {
                {|LP0003:new log4net.Appender.FileAppender.MinimalLock()|},
                {|LP0003:new global::log4net.Appender.FileAppender.MinimalLock()|},
                {|LP0003:new LocalLock()|},
                {|LP0003:new NamespaceLock()|},
                {|LP0003:new AliasOfAlias()|},
                {|LP0003:new OwnAlias()|},
                {|LP0003:new GlobalLock()|},
                {|LP0003:new OwnLock()|},
                {|LP0003:new GenericLock<int>()|},
                {|LP0003:new Library.LibraryLock()|},
                {|LP0003:new Library.Outer.NestedLock()|},
                new Library.Outer.Plain(),
                new FileAppender.ExclusiveLock(),
                new System.Collections.Generic.List<int>(),
                new Strings(),
            };
        }
    }
}",
                    },
                    AdditionalProjectReferences = { "Library" },
                    AdditionalProjects =
                    {
                        ["Library"] = { Sources = { "namespace Library { public class LibraryLock : log4net.Appender.FileAppender.MinimalLock { } public class Outer { public class NestedLock : log4net.Appender.FileAppender.MinimalLock { } public class Plain { } } }" } },
                    },
                },
            };
            test.TestState.AdditionalProjects["Library"].AdditionalReferences.AddRange(TestReferenceSet.WithLog4Net);
            return test.RunAsync();
        }
    }
}
