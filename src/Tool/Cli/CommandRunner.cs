using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Analysis;
using LogPerf.Tool.Loading;
using Microsoft.CodeAnalysis;

namespace LogPerf.Tool.Cli
{
    /// <summary>Turns what commands throw into messages and exit codes.</summary>
    internal static class CommandRunner
    {
        public static async Task<int> RunAsync(CancellationToken cancellationToken, Func<CancellationToken, Task<int>> run)
        {
            try
            {
                return await run(cancellationToken).ConfigureAwait(false);
            }
            catch (LoadFailedException exception)
            {
                Console.Error.WriteLine($"logperf: error: {exception.Message}");
                return ExitCodes.Failure;
            }
            catch (ArgumentException exception)
            {
                Console.Error.WriteLine($"logperf: error: {exception.Message}");
                return ExitCodes.Failure;
            }
            catch (OperationCanceledException)
            {
                Console.Error.WriteLine("logperf: canceled");
                return ExitCodes.Failure;
            }
            catch (Exception exception) when (exception is System.IO.IOException or UnauthorizedAccessException)
            {
                Console.Error.WriteLine($"logperf: error: {exception.Message}");
                return ExitCodes.Failure;
            }
        }

        /// <summary>The filter from --severity and --diagnostics; unknown ids are an error.</summary>
        public static FindingFilter Filter(LogPerfComponents components, DiagnosticSeverity severity, string[]? ids)
        {
            var parsed = FindingFilter.ParseIds(ids);
            var unknown = parsed.Where(id => !components.Descriptors.ContainsKey(id)).OrderBy(id => id, StringComparer.Ordinal).ToList();
            if (unknown.Count > 0)
            {
                throw new ArgumentException(
                    $"unknown rule id{(unknown.Count == 1 ? string.Empty : "s")} {string.Join(", ", unknown)}; LogPerf's rules are {string.Join(", ", components.Descriptors.Keys.OrderBy(k => k, StringComparer.Ordinal))}");
            }

            return new FindingFilter(severity, parsed);
        }
    }
}
