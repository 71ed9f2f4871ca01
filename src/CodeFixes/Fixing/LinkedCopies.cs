using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Text;

namespace LogPerf.CodeFixes.Fixing
{
    /// <summary>
    /// A file that several projects include (a shared log4net.config, a linked .cs file, each target framework of a
    /// multi-targeted project) is one document per project in the workspace. After a fix, every copy gets the text
    /// of the copy the fix changed, so the next analysis sees one file, and the file is written once.
    /// </summary>
    internal static class LinkedCopies
    {
        public static async Task<Solution> SynchronizeAsync(Solution before, Solution after, CancellationToken cancellationToken)
        {
            var changed = new Dictionary<string, SourceText>(PathComparer.Instance);
            foreach (var projectChanges in after.GetChanges(before).GetProjectChanges())
            {
                var documents = projectChanges.GetChangedDocuments(onlyGetDocumentsWithTextChanges: true).Select(id => (TextDocument?)after.GetDocument(id))
                    .Concat(projectChanges.GetChangedAdditionalDocuments().Select(id => after.GetAdditionalDocument(id)));
                foreach (var document in documents)
                {
                    if (document?.FilePath is { } path && !changed.ContainsKey(path))
                    {
                        changed[path] = await document.GetTextAsync(cancellationToken).ConfigureAwait(false);
                    }
                }
            }

            foreach (var project in after.Projects)
            {
                foreach (var document in project.Documents)
                {
                    if (document.FilePath is { } path && changed.TryGetValue(path, out var text) && !(await document.GetTextAsync(cancellationToken).ConfigureAwait(false)).ContentEquals(text))
                    {
                        after = after.WithDocumentText(document.Id, text, PreservationMode.PreserveIdentity);
                    }
                }

                foreach (var document in project.AdditionalDocuments)
                {
                    if (document.FilePath is { } path && changed.TryGetValue(path, out var text) && !(await document.GetTextAsync(cancellationToken).ConfigureAwait(false)).ContentEquals(text))
                    {
                        after = after.WithAdditionalDocumentText(document.Id, text, PreservationMode.PreserveIdentity);
                    }
                }
            }

            return after;
        }
    }
}
