using LogPerf.CodeFixes.Fixing;
using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Tool.Loading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.Tool.Fixing
{
    /// <summary>One file whose text the fixes changed: its text as loaded and as fixed.</summary>
    internal sealed record FileChange(string Path, SourceText Original, SourceText Fixed)
    {
        /// <summary>Every file of the target projects whose text differs between the loaded and the fixed solution, each once.</summary>
        public static async Task<ImmutableArray<FileChange>> BetweenAsync(Solution original, Solution fixedSolution, CancellationToken cancellationToken)
        {
            var changes = new Dictionary<string, FileChange>(PathComparer.Instance);
            foreach (var projectChanges in fixedSolution.GetChanges(original).GetProjectChanges())
            {
                var ids = projectChanges.GetChangedDocuments(onlyGetDocumentsWithTextChanges: true).Select(id => (id, additional: false))
                    .Concat(projectChanges.GetChangedAdditionalDocuments().Select(id => (id, additional: true)));
                foreach (var (id, additional) in ids)
                {
                    var before = additional ? original.GetAdditionalDocument(id) : (TextDocument?)original.GetDocument(id);
                    var after = additional ? fixedSolution.GetAdditionalDocument(id) : (TextDocument?)fixedSolution.GetDocument(id);
                    if (before?.FilePath is not { } path || after is null || changes.ContainsKey(path))
                    {
                        continue;
                    }

                    var oldText = await before.GetTextAsync(cancellationToken).ConfigureAwait(false);
                    var newText = await after.GetTextAsync(cancellationToken).ConfigureAwait(false);
                    if (!oldText.ContentEquals(newText))
                    {
                        changes[path] = new FileChange(path, oldText, newText);
                    }
                }
            }

            return changes.Values.OrderBy(c => c.Path, System.StringComparer.Ordinal).ToImmutableArray();
        }

        /// <summary>
        /// A config file (not C#) that a library would not load as it was: log4net or NLog XML that is not well-formed
        /// (LP0102). No fixer offers a fix there; should one change it anyway, logperf does not write it.
        /// </summary>
        public bool IsNotWellFormedConfig =>
            !Path.EndsWith(".cs", StringComparison.OrdinalIgnoreCase)
            && (LogPerf.Analyzers.Log4Net.ConfigFileParser.Parse(Original).Error != null
                || LogPerf.Analyzers.NLog.NLogConfigParser.Parse(Original) is { IsXml: true, Error: not null });

        /// <summary>
        /// The bytes to write: the fixed text in the file's own encoding, a UTF-8 file keeping or lacking its byte order
        /// mark as it did. Fails, before anything is written, when the file changed on disk since it was loaded.
        /// </summary>
        public byte[] FixedBytes()
        {
            var bytes = File.ReadAllBytes(Path);
            var encoding = EncodingOf(bytes, Original.Encoding);
            var preambleLength = Preamble(bytes, encoding);
            var onDisk = encoding.GetString(bytes, preambleLength, bytes.Length - preambleLength);
            if (onDisk != Original.ToString())
            {
                throw new IOException($"{Path} changed on disk while logperf was fixing it; no file was written.");
            }

            return bytes.AsSpan(0, preambleLength).ToArray().Concat(encoding.GetBytes(Fixed.ToString())).ToArray();
        }

        /// <summary>Writes every change, after checking them all, so a file changed meanwhile stops the whole write.</summary>
        public static void WriteAll(IReadOnlyList<FileChange> changes)
        {
            var prepared = changes.Select(c => (c.Path, Bytes: c.FixedBytes())).ToList();
            foreach (var (path, bytes) in prepared)
            {
                File.WriteAllBytes(path, bytes);
            }
        }

        private static Encoding EncodingOf(byte[] bytes, Encoding? loaded)
        {
            if (bytes.Length >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE)
            {
                return new UnicodeEncoding(bigEndian: false, byteOrderMark: true);
            }

            if (bytes.Length >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF)
            {
                return new UnicodeEncoding(bigEndian: true, byteOrderMark: true);
            }

            return loaded is null || loaded is UTF8Encoding || loaded.CodePage == Encoding.UTF8.CodePage ? new UTF8Encoding(false) : loaded;
        }

        private static int Preamble(byte[] bytes, Encoding encoding)
        {
            var preamble = encoding is UTF8Encoding ? Encoding.UTF8.GetPreamble() : encoding.GetPreamble();
            return preamble.Length > 0 && bytes.Length >= preamble.Length && bytes.AsSpan(0, preamble.Length).SequenceEqual(preamble) ? preamble.Length : 0;
        }
    }
}
