using System;
using System.IO;
using System.Text;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    /// <summary>
    /// Writes a journal file as a writer that stopped without closing leaves it (the layout TextJournal documents: a
    /// 4 KB header with written, committed, magic and capacity, then the ring), for tests of recovery.
    /// </summary>
    internal static class JournalImage
    {
        public const int Capacity = 64 * 1024;

        /// <summary>A journal whose log had <paramref name="written"/> bytes at the last copy, and <paramref name="tail"/> committed after them.</summary>
        public static void Write(string journalPath, long written, string tail)
        {
            byte[] text = Encoding.UTF8.GetBytes(tail);
            var image = new byte[TextJournal.HeaderBytes + Capacity];
            BitConverter.GetBytes(written).CopyTo(image, 0);
            BitConverter.GetBytes(written + text.Length).CopyTo(image, 8);
            Encoding.ASCII.GetBytes("LPJRNL01").CopyTo(image, 16);
            BitConverter.GetBytes((long)Capacity).CopyTo(image, 24);
            for (int i = 0; i < text.Length; i++)
            {
                image[TextJournal.HeaderBytes + (int)((written + i) % Capacity)] = text[i];
            }

            File.WriteAllBytes(journalPath, image);
        }
    }
}
