using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;

namespace LogPerf.FixSafety.Runner
{
    /// <summary>
    /// The server side of one SMTP session, as much as SmtpClient needs (EHLO, MAIL, RCPT, DATA, QUIT), returning the
    /// lines of every mail body received, decoded from quoted-printable or base64.
    /// </summary>
    public static class SmtpSession
    {
        public static List<string> Receive(Stream stream)
        {
            var reader = new StreamReader(stream, Encoding.ASCII);
            var writer = new StreamWriter(stream, Encoding.ASCII) { NewLine = "\r\n", AutoFlush = true };
            var bodies = new List<string>();
            writer.WriteLine("220 localhost ESMTP capture");
            for (var line = reader.ReadLine(); line != null; line = reader.ReadLine())
            {
                var command = line.Length >= 4 ? line.Substring(0, 4).ToUpperInvariant() : line.ToUpperInvariant();
                switch (command)
                {
                    case "EHLO":
                        writer.WriteLine("250-localhost");
                        writer.WriteLine("250 8BITMIME");
                        break;
                    case "DATA":
                        writer.WriteLine("354 end with <CRLF>.<CRLF>");
                        bodies.AddRange(Body(ReadData(reader)));
                        writer.WriteLine("250 queued");
                        break;
                    case "QUIT":
                        writer.WriteLine("221 bye");
                        return bodies;
                    default:
                        writer.WriteLine("250 OK");
                        break;
                }
            }

            return bodies;
        }

        private static List<string> ReadData(StreamReader reader)
        {
            var lines = new List<string>();
            for (var line = reader.ReadLine(); line != null && line != "."; line = reader.ReadLine())
            {
                lines.Add(line.StartsWith("..", StringComparison.Ordinal) ? line.Substring(1) : line);
            }

            return lines;
        }

        private static IEnumerable<string> Body(List<string> message)
        {
            var blank = message.IndexOf(string.Empty);
            var headers = blank < 0 ? message : message.Take(blank).ToList();
            var body = blank < 0 ? new List<string>() : message.Skip(blank + 1).ToList();
            var encoding = headers.FirstOrDefault(h => h.StartsWith("Content-Transfer-Encoding:", StringComparison.OrdinalIgnoreCase))?.Split(':')[1].Trim().ToLowerInvariant();
            var text = encoding switch
            {
                "base64" => Encoding.UTF8.GetString(Convert.FromBase64String(string.Concat(body))),
                "quoted-printable" => QuotedPrintable(body),
                _ => string.Join("\n", body),
            };
            return text.Replace("\r\n", "\n", StringComparison.Ordinal).Split('\n');
        }

        private static string QuotedPrintable(List<string> lines)
        {
            var bytes = new List<byte>();
            for (var l = 0; l < lines.Count; l++)
            {
                var line = lines[l];
                var soft = line.EndsWith("=", StringComparison.Ordinal);
                var content = soft ? line.Substring(0, line.Length - 1) : line;
                for (var i = 0; i < content.Length; i++)
                {
                    if (content[i] == '=' && i + 2 < content.Length + 0 && Uri.IsHexDigit(content[i + 1]) && Uri.IsHexDigit(content[i + 2]))
                    {
                        bytes.Add(Convert.ToByte(content.Substring(i + 1, 2), 16));
                        i += 2;
                    }
                    else
                    {
                        bytes.Add((byte)content[i]);
                    }
                }

                if (!soft && l < lines.Count - 1)
                {
                    bytes.Add((byte)'\n');
                }
            }

            return Encoding.UTF8.GetString(bytes.ToArray());
        }
    }
}
