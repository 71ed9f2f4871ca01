using System;
using System.Linq;
using System.Net;
using System.Net.Sockets;

namespace LogPerf.Appenders
{
    /// <summary>Where the messages go: <c>RemoteHost</c> when set (a name or an address), else <c>RemoteAddress</c>.</summary>
    internal static class SyslogEndpoint
    {
        /// <exception cref="ArgumentException">The host name does not resolve to an IPv4 or IPv6 address.</exception>
        public static IPEndPoint Resolve(string? remoteHost, IPAddress remoteAddress, int port)
        {
            if (string.IsNullOrWhiteSpace(remoteHost))
            {
                return new IPEndPoint(remoteAddress, port);
            }

            string host = remoteHost!.Trim();
            if (IPAddress.TryParse(host, out IPAddress? literal))
            {
                return new IPEndPoint(literal, port);
            }

            IPAddress[] addresses;
            try
            {
                addresses = Dns.GetHostAddresses(host);
            }
            catch (SocketException e)
            {
                throw new ArgumentException($"RemoteHost '{host}' could not be resolved: {e.Message}", e);
            }

            IPAddress? address = addresses.FirstOrDefault(a => a.AddressFamily == AddressFamily.InterNetwork)
                ?? addresses.FirstOrDefault(a => a.AddressFamily == AddressFamily.InterNetworkV6);
            return address is null
                ? throw new ArgumentException($"RemoteHost '{host}' resolved to no IPv4 or IPv6 address.")
                : new IPEndPoint(address, port);
        }
    }
}
