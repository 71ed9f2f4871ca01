using System;
using System.IO;
using System.Threading.Tasks;
using LogPerf.Analyzers.Rules;
using LogPerf.Analyzers.Tests.Verifiers;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace LogPerf.Analyzers.Tests.Rules
{
    /// <summary>
    /// LP0015: a log4net configuration in an application that never loads one. Applications only (an executable, or the site a
    /// Web.config belongs to); any loader word in the source, the log4net.Config app setting, a Common.Logging log4net
    /// adapter, or a referenced assembly that refers to XmlConfigurator keeps it silent.
    /// </summary>
    public class LP0015ConfigNeverLoadedTests
    {
        private const string Config = "<{|LP0015:log4net|}><appender name=\"C\" type=\"log4net.Appender.ConsoleAppender\" /><root><appender-ref ref=\"C\" /></root></log4net>";

        private const string Main = "class Program { static void Main() => log4net.LogManager.GetLogger(typeof(Program)).Info(\"hello\"); }";

        [Fact]
        public Task A_standalone_config_and_an_App_config_section_of_an_application_that_loads_nothing_are_flagged() =>
            RunAsync(OutputKind.ConsoleApplication, Main,
                ("log4net.config", "<?xml version=\"1.0\"?>\n" + Config),
                ("App.config", $"<configuration><configSections><section name=\"log4net\" type=\"log4net.Config.Log4NetConfigurationSectionHandler, log4net\" /></configSections>{Config}</configuration>"));

        [Theory]
        [InlineData("[assembly: log4net.Config.XmlConfigurator(ConfigFile = \"log4net.config\", Watch = true)]")]
        [InlineData("static class Setup { static void Load() => log4net.Config.XmlConfigurator.Configure(); }")]
        [InlineData("static class Setup { static void Load() => log4net.Config.XmlConfigurator.ConfigureAndWatch(new System.IO.FileInfo(\"log4net.config\")); }")]
        [InlineData("// builder.Logging.AddLog4Net(\"log4net.config\"); loads it at startup")]
        public Task Any_loader_in_the_source_keeps_it_silent(string loader) =>
            RunAsync(OutputKind.ConsoleApplication, loader + "\n" + Main, ("log4net.config", Config.Replace("{|LP0015:log4net|}", "log4net")));

        [Theory]
        [InlineData("<configuration><appSettings><add key=\"log4net.Config\" value=\"log4net.config\" /></appSettings></configuration>")]
        [InlineData("<configuration><common><logging><factoryAdapter type=\"Common.Logging.Log4Net.Log4NetLoggerFactoryAdapter, Common.Logging.Log4Net1213\"><arg key=\"configType\" value=\"FILE-WATCH\" /></factoryAdapter></logging></common></configuration>")]
        public Task The_log4net_Config_app_setting_or_a_Common_Logging_adapter_keeps_it_silent(string appConfig) =>
            RunAsync(OutputKind.ConsoleApplication, Main, ("log4net.config", Config.Replace("{|LP0015:log4net|}", "log4net")), ("App.config", appConfig));

        [Fact]
        public Task Libraries_are_left_to_the_application_but_a_sites_Web_config_is_read() =>
            RunAsync(OutputKind.DynamicallyLinkedLibrary, "class Lib { }",
                ("log4net.config", Config.Replace("{|LP0015:log4net|}", "log4net")),
                ("Web.config", $"<configuration>{Config}</configuration>"));

        [Fact]
        public Task A_Web_config_of_a_site_whose_Global_asax_loads_it_is_silent() =>
            RunAsync(OutputKind.DynamicallyLinkedLibrary, "class Global { protected void Application_Start() => log4net.Config.XmlConfigurator.Configure(); }",
                ("Web.config", $"<configuration>{Config.Replace("{|LP0015:log4net|}", "log4net")}</configuration>"));

        /// <summary>A shared logging library that calls XmlConfigurator for the application: its metadata refers to the type.</summary>
        [Fact]
        public Task A_referenced_library_that_configures_log4net_keeps_it_silent()
        {
            var library = CSharpCompilation.Create(
                "Company.Logging", new[] { CSharpSyntaxTree.ParseText("public static class LoggingSetup { public static void Start() => log4net.Config.XmlConfigurator.Configure(); }") },
                TestReferenceSet.WithLog4Net, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            using var image = new MemoryStream();
            Assert.True(library.Emit(image).Success);
            var test = Test(OutputKind.ConsoleApplication, Main, ("log4net.config", Config.Replace("{|LP0015:log4net|}", "log4net")));
            test.TestState.AdditionalReferences.Add(MetadataReference.CreateFromImage(image.ToArray()));
            return test.RunAsync();
        }

        /// <summary>
        /// Under dotnet build, a referenced project is given to the compiler as its reference assembly, without the method
        /// bodies that call XmlConfigurator: LogPerf's props read the implementation and name the projects that load a
        /// configuration in build_property.LogPerfLog4NetLoadedByReference. Here the reference assembly is the one the
        /// compiler would get (no call left in it), with the property as the props set it, then without it.
        /// </summary>
        [Theory]
        [InlineData("Company.Logging", false)]
        [InlineData("", true)]
        public Task A_referenced_project_the_props_found_loading_it_keeps_it_silent(string loadedBy, bool flagged)
        {
            var library = CSharpCompilation.Create(
                "Company.Logging", new[] { CSharpSyntaxTree.ParseText("public static class LoggingSetup { public static void Start() => log4net.Config.XmlConfigurator.Configure(); }") },
                TestReferenceSet.WithLog4Net, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
            using var image = new MemoryStream();
            Assert.True(library.Emit(image, options: new Microsoft.CodeAnalysis.Emit.EmitOptions(metadataOnly: true)).Success);
            var test = Test(OutputKind.ConsoleApplication, Main, ("log4net.config", flagged ? Config : Config.Replace("{|LP0015:log4net|}", "log4net")));
            test.TestState.AdditionalReferences.Add(MetadataReference.CreateFromImage(image.ToArray()));
            test.TestState.AnalyzerConfigFiles.Add(("/.globalconfig", $"is_global = true\nbuild_property.LogPerfLog4NetLoadedByReference = {loadedBy}\n"));
            return test.RunAsync();
        }

        private static Task RunAsync(OutputKind kind, string source, params (string Path, string Markup)[] files) => Test(kind, source, files).RunAsync();

        private static LogPerfAnalyzerTest<LP0015ConfigNeverLoadedAnalyzer> Test(OutputKind kind, string source, params (string Path, string Markup)[] files)
        {
            var test = new LogPerfAnalyzerTest<LP0015ConfigNeverLoadedAnalyzer>();
            test.TestState.OutputKind = kind;
            test.TestState.Sources.Add(source);
            foreach (var file in files)
            {
                test.TestState.AdditionalFiles.Add(file);
            }

            return test;
        }
    }
}
