using System;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.Appenders
{
    /// <summary>Puts encoded syslog messages on the wire. Called by one worker thread at a time.</summary>
    internal interface ISyslogTransport : IDisposable
    {
        /// <summary>Messages that could not be sent and were given up.</summary>
        long Failed { get; }

        /// <summary>Times the server refused us: UDP port unreachable, TCP connection attempts that failed.</summary>
        long Refused { get; }

        /// <summary>
        /// Sends the batch. Returns when it is sent or given up; a transport that keeps messages while
        /// disconnected waits here until it can send or <paramref name="cancellationToken"/> is cancelled.
        /// </summary>
        Task SendAsync(SyslogBatch batch, CancellationToken cancellationToken);
    }
}
