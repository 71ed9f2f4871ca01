using System;
using System.Threading;
using System.Threading.Tasks;

namespace LogPerf.Appenders
{
    /// <summary>
    /// Puts encoded syslog messages on the wire and says what it knows of each (<see cref="SyslogBatch"/>'s message
    /// states). Called by one worker thread at a time; <see cref="Close"/> after the worker stopped.
    /// </summary>
    internal interface ISyslogTransport : IDisposable
    {
        /// <summary>Messages that could not be sent and were given up.</summary>
        long Failed { get; }

        /// <summary>Times the server refused us: UDP port unreachable, TCP connection attempts that failed.</summary>
        long Refused { get; }

        /// <summary>Messages written again on a new connection after the one they were written on broke.</summary>
        long Resent { get; }

        /// <summary>
        /// Whether events whose messages were all sent are held until the connection ends (TCP: confirmed by an orderly
        /// close, lost with a broken connection) rather than unconfirmed at once (UDP).
        /// </summary>
        bool HoldsSentEvents { get; }

        /// <summary>
        /// Sends the batch, marking each message sent, acknowledged or failed. Returns when it is sent or given up; a
        /// transport that keeps messages while disconnected waits here until it can send or
        /// <paramref name="cancellationToken"/> is cancelled.
        /// </summary>
        Task SendAsync(SyslogBatch batch, CancellationToken cancellationToken);

        /// <summary>Events of the last batch now held on the open connection (when <see cref="HoldsSentEvents"/>).</summary>
        void Held(int events);

        /// <summary>Held events whose connection broke since the last call: they may be lost.</summary>
        long TakeLostHeld();

        /// <summary>
        /// Ends the connection in order within <paramref name="budget"/>; returns how many held events the receiver
        /// confirmed by it (the others it held may be lost).
        /// </summary>
        long Close(TimeSpan budget);
    }
}
