using System.IO;
using System.Linq;
using System.Text;
using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class LogicalEndTests
    {
        [Fact]
        public void A_marker_behind_zero_padding_gives_the_logical_end()
        {
            byte[] text = Encoding.ASCII.GetBytes("one\ntwo\n");
            byte[] content = text.Concat(EndMarker.Create(text.Length)).Concat(new byte[5000]).ToArray();

            Assert.Equal(text.Length, FindEnd(content));
        }

        [Fact]
        public void A_torn_event_past_the_logical_end_is_cut()
        {
            byte[] text = Encoding.ASCII.GetBytes("one\ntwo\n");
            byte[] content = text.Concat(Encoding.ASCII.GetBytes("thr")).Concat(new byte[100]).Concat(EndMarker.Create(text.Length)).ToArray();

            Assert.Equal(text.Length, FindEnd(content));
        }

        [Fact]
        public void Trailing_zero_bytes_without_a_marker_are_kept()
        {
            byte[] content = Encoding.Unicode.GetBytes(new string('a', 20) + "\n");

            Assert.Equal(content.Length, FindEnd(content));
        }

        [Fact]
        public void A_marker_whose_length_points_past_itself_is_ignored()
        {
            byte[] content = new byte[10].Concat(EndMarker.Create(1000)).ToArray();

            Assert.Equal(content.Length, FindEnd(content));
        }

        private static long FindEnd(byte[] content)
        {
            string path = Path.GetTempFileName();
            try
            {
                File.WriteAllBytes(path, content);
                using var file = new FileStream(path, FileMode.Open, FileAccess.Read);
                return LogicalEnd.Find(file, 1024 * 1024);
            }
            finally
            {
                File.Delete(path);
            }
        }
    }
}
