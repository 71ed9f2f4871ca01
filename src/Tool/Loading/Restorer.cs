using System;
using System.Diagnostics;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.Tool.Loading
{
    /// <summary>
    /// Runs <c>dotnet restore</c> on the target before it is loaded, as <c>dotnet build</c> does: without restored
    /// packages the compilation lacks log4net and the analyzers stay silent.
    /// </summary>
    internal static class Restorer
    {
        public static async Task RestoreAsync(TargetPath target, CancellationToken cancellationToken)
        {
            var startInfo = new ProcessStartInfo(DotnetHost.Path)
            {
                WorkingDirectory = target.Directory,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            startInfo.ArgumentList.Add("restore");
            startInfo.ArgumentList.Add(target.FullPath);
            startInfo.ArgumentList.Add("-nologo");
            startInfo.ArgumentList.Add("-v:q");
            startInfo.ArgumentList.Add("--disable-build-servers");

            var output = new StringBuilder();
            using var process = new Process { StartInfo = startInfo };
            process.OutputDataReceived += (_, e) => Append(output, e.Data);
            process.ErrorDataReceived += (_, e) => Append(output, e.Data);
            try
            {
                process.Start();
            }
            catch (Exception exception) when (exception is System.ComponentModel.Win32Exception or InvalidOperationException)
            {
                throw new LoadFailedException($"could not start `{DotnetHost.Path} restore`: {exception.Message}");
            }

            process.BeginOutputReadLine();
            process.BeginErrorReadLine();
            try
            {
                await process.WaitForExitAsync(cancellationToken).ConfigureAwait(false);
            }
            catch (OperationCanceledException)
            {
                process.Kill(entireProcessTree: true);
                throw;
            }

            if (process.ExitCode != 0)
            {
                string text;
                lock (output)
                {
                    text = output.ToString();
                }

                var errors = text.Split('\n').Select(l => l.Trim()).Where(l => l.Contains("error", StringComparison.OrdinalIgnoreCase)).Distinct().Take(10).ToList();
                throw new LoadFailedException(
                    $"`dotnet restore {target.FullPath}` failed (exit code {process.ExitCode}):{Environment.NewLine}  " +
                    string.Join(Environment.NewLine + "  ", errors.Count > 0 ? errors : text.Split('\n').Select(l => l.Trim()).Where(l => l.Length > 0).Take(10)));
            }
        }

        private static void Append(StringBuilder output, string? line)
        {
            if (line is null)
            {
                return;
            }

            lock (output)
            {
                output.AppendLine(line);
            }
        }
    }
}
