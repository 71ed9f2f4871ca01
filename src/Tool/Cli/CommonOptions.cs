using System.CommandLine;

namespace LogPerf.Tool.Cli
{
    /// <summary>Arguments and options both commands take.</summary>
    internal sealed class CommonOptions
    {
        public Argument<string?> Path { get; } = new("PATH")
        {
            Description = "A project (.csproj) or solution (.sln, .slnx), or a folder holding one. Default: the current folder.",
            Arity = ArgumentArity.ZeroOrOne,
        };

        public Option<string> Severity { get; } = new("--severity")
        {
            Description = "The lowest severity to report and act on, after the project's own settings (global config, NoWarn): error, warning or info.",
            DefaultValueFactory = _ => "warning",
        };

        public Option<string[]> Diagnostics { get; } = new("--diagnostics")
        {
            Description = "Only these rule ids (e.g. LP0003 LP0004), whatever their severity, unless the project turned them off.",
            AllowMultipleArgumentsPerToken = true,
        };

        public Option<bool> NoRestore { get; } = new("--no-restore")
        {
            Description = "Do not run `dotnet restore` before loading the project (without it, restore runs unless the last one is still current).",
        };

        public CommonOptions()
        {
            Severity.AcceptOnlyFromAmong("error", "warning", "info");
        }

        public void AddTo(Command command)
        {
            command.Arguments.Add(Path);
            command.Options.Add(Severity);
            command.Options.Add(Diagnostics);
            command.Options.Add(NoRestore);
        }
    }
}
