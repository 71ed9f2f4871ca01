using System;
using System.CommandLine;
using System.Threading.Tasks;
using LogPerf.Tool.Cli;

namespace LogPerf.Tool
{
    public static class Program
    {
        public static async Task<int> Main(string[] args)
        {
            var root = new RootCommand("logperf: finds and fixes the log4net and NLog settings and code that make logging slow or lossy, in C# and in config files (log4net.config, App.config, Web.config, NLog.config, appsettings.json).")
            {
                CheckCommand.Create(),
                FixCommand.Create(),
            };
            HelpSections.AddTo(root);

            var parse = root.Parse(args);
            if (parse.Errors.Count > 0)
            {
                foreach (var error in parse.Errors)
                {
                    Console.Error.WriteLine($"logperf: error: {error.Message}");
                }

                Console.Error.WriteLine("Run `logperf --help` for usage.");
                return ExitCodes.Failure;
            }

            return await parse.InvokeAsync().ConfigureAwait(false);
        }
    }
}
