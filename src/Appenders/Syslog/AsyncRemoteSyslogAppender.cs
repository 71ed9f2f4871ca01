using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Net;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using log4net.Core;
using log4net.Layout;
using LogPerf.Appenders.Rendering;
using LevelSeverity = log4net.Appender.RemoteSyslogAppender.LevelSeverity;
using SyslogFacility = log4net.Appender.RemoteSyslogAppender.SyslogFacility;

namespace LogPerf.Appenders
{
    /// <summary>
    /// A drop-in for log4net's <c>RemoteSyslogAppender</c> that sends from a background worker: the same
    /// settings and, by default, the same bytes on the wire (<c>&lt;PRI&gt;identity: message</c> over UDP), with
    /// the bounded queue and overflow policy of <see cref="AsyncAppenderSkeleton"/>. Adds TCP with RFC 6587
    /// octet counting and reconnection, RFC 3164 and RFC 5424 headers, and a maximum message size.
    /// </summary>
    /// <remarks>
    /// Facility, severity and the <c>&lt;mapping&gt;</c> entries use log4net's own nested types
    /// (<c>RemoteSyslogAppender.SyslogFacility</c>, <c>.SyslogSeverity</c>, <c>.LevelSeverity</c>), so code and
    /// XML written for RemoteSyslogAppender work unchanged. Without a layout the event's message is sent.
    /// Identity and layout are rendered on the worker; the fields they read are fixed on the caller thread
    /// (see <see cref="ComputeDefaultFix"/>).
    /// </remarks>
    public class AsyncRemoteSyslogAppender : AsyncAppenderSkeleton
    {
        /// <summary>The syslog port, 514.</summary>
        public const int DefaultRemotePort = 514;

        /// <summary>2048 bytes: what RFC 5426 says UDP receivers should accept.</summary>
        public const int DefaultUdpMaxMessageSize = 2048;

        /// <summary>8192 bytes: rsyslog's default maximum message size.</summary>
        public const int DefaultTcpMaxMessageSize = 8192;

        /// <summary>The largest UDP payload over IPv4.</summary>
        public const int MaxUdpPayload = 65507;

        /// <summary>The smallest accepted <see cref="MaxMessageSize"/>.</summary>
        public const int MinMessageSize = 64;

        /// <summary>Read once: the character rules of the log4net this process runs against.</summary>
        private static readonly SyslogTextRules TextRules = SyslogTextRulesOf.Loaded;

        private readonly SyslogSeverityMap _severities = new SyslogSeverityMap();
        private readonly List<LoggingEvent> _single = new List<LoggingEvent>(1) { null! };
        private readonly SyslogBatch _messages = new SyslogBatch();
        private readonly RenderScratch _scratch = new RenderScratch();
        private readonly object _buildGate = new object();
        private CompiledLayout _compiledLayout = CompiledLayout.None;
        private CompiledLayout _compiledIdentity = CompiledLayout.None;
        private string? _lastIdentity;
        private ThrottledErrorReporter? _errors;
        private SyslogMessageFormatter? _formatter;
        private ISyslogTransport? _transport;
        private Exception? _noDestination;
        private int _facility;
        private bool _built;

        /// <summary>Sends to 127.0.0.1:514 over UDP, as log4net's RemoteSyslogAppender.</summary>
        public AsyncRemoteSyslogAppender()
        {
            RemoteAddress = IPAddress.Parse("127.0.0.1");
        }

        /// <summary>The server's address (default 127.0.0.1). XML resolves a host name once, at configuration.</summary>
        public IPAddress RemoteAddress { get; set; }

        /// <summary>
        /// A host name or address that, when set, replaces <see cref="RemoteAddress"/>. Resolved when the appender
        /// starts; a name that does not resolve is reported through the ErrorHandler and events then fail (counted).
        /// </summary>
        public string? RemoteHost { get; set; }

        /// <summary>The server's port (default 514); out of 1..65535 it is reported and 514 is used.</summary>
        public int RemotePort { get; set; } = DefaultRemotePort;

        /// <summary>The syslog tag / APP-NAME; defaults to the event's domain, as log4net.</summary>
        public PatternLayout? Identity { get; set; }

        /// <summary>The syslog facility (default User).</summary>
        public SyslogFacility Facility { get; set; } = SyslogFacility.User;

        /// <summary>CR and LF in the message (default <see cref="SyslogNewLineHandling.Escape"/>, as log4net 3.3).</summary>
        public SyslogNewLineHandling NewLineHandling { get; set; } = SyslogNewLineHandling.Escape;

        /// <summary>The encoding of the message bytes (default ASCII, as log4net).</summary>
        public Encoding Encoding { get; set; } = Encoding.ASCII;

        /// <summary>UDP (default) or TCP with octet-counting framing.</summary>
        public SyslogProtocol Protocol { get; set; } = SyslogProtocol.Udp;

        /// <summary>The header format (default <see cref="SyslogFormat.Log4Net"/>, log4net's wire format).</summary>
        public SyslogFormat Format { get; set; } = SyslogFormat.Log4Net;

        /// <summary>
        /// The largest message in bytes, header included; a longer one is cut and ends with
        /// <c>...[truncated]</c>. 0 (default) means 2048 on UDP and 8192 on TCP.
        /// </summary>
        public int MaxMessageSize { get; set; }

        /// <summary>HOSTNAME in the RFC 3164 and RFC 5424 formats (default: the machine name).</summary>
        public string? HostName { get; set; }

        /// <summary>TCP: milliseconds before the second reconnection attempt, doubling from there (default 100).</summary>
        public int ReconnectDelay { get; set; } = 100;

        /// <summary>TCP: the longest wait between reconnection attempts in milliseconds (default 30000).</summary>
        public int MaxReconnectDelay { get; set; } = 30000;

        /// <summary>TCP: milliseconds one connection attempt may take (default 5000).</summary>
        public int ConnectTimeout { get; set; } = 5000;

        /// <summary>log4net 3.5's name for <see cref="AsyncAppenderSkeleton.BufferSize"/>, so its configs carry over.</summary>
        public int SendQueueSize
        {
            get => BufferSize;
            set => BufferSize = value;
        }

        /// <summary>log4net 3.5's name for <see cref="AsyncAppenderSkeleton.EnqueueTimeout"/>, so its configs carry over.</summary>
        public int EnqueueTimeoutMillis
        {
            get => EnqueueTimeout;
            set => EnqueueTimeout = value;
        }

        /// <summary>log4net 3.5's name for <see cref="MaxMessageSize"/>, so its configs carry over.</summary>
        public int MaxDatagramSize
        {
            get => MaxMessageSize;
            set => MaxMessageSize = value;
        }

        /// <summary>Messages cut to <see cref="MaxMessageSize"/>.</summary>
        public long TruncatedCount => Volatile.Read(ref _formatter)?.Truncated ?? 0;

        /// <summary>
        /// Messages that could not be sent (UDP: each tried twice) or that the receiver refused (RELP: an answer other than
        /// 200); they also count in FailedCount.
        /// </summary>
        public long SendFailedCount => Volatile.Read(ref _transport)?.Failed ?? 0;

        /// <summary>
        /// Messages written again on a new connection after the one they were written on broke (TCP: the batch being
        /// written; RELP: the messages not acknowledged): the receiver may have got them twice.
        /// </summary>
        public long ResentCount => Volatile.Read(ref _transport)?.Resent ?? 0;

        /// <summary>
        /// Times the server refused: UDP "port unreachable" answers (each for an earlier datagram, which is lost and
        /// counted in FailedCount) and failed TCP connection attempts (nothing lost: the batch is sent again).
        /// </summary>
        public long RefusedCount => Volatile.Read(ref _transport)?.Refused ?? 0;

        /// <summary>The forwarder's counters and the transport's, as the meter publishes them.</summary>
        private protected override AppenderReading ReadMetrics()
        {
            AppenderReading reading = base.ReadMetrics();
            reading.HasSyslog = true;
            reading.SyslogTruncated = TruncatedCount;
            reading.SyslogFailed = SendFailedCount;
            reading.SyslogResent = ResentCount;
            reading.SyslogRefusals = RefusedCount;
            return reading;
        }

        /// <summary>Adds a level to severity mapping, as log4net's <c>&lt;mapping&gt;</c> element.</summary>
        public void AddMapping(LevelSeverity mapping) => _severities.Add(mapping);

        /// <summary>Checks the settings (reporting bad ones through the ErrorHandler), opens the transport, starts the worker.</summary>
        public override void ActivateOptions()
        {
            Build();
            base.ActivateOptions();
        }

        /// <inheritdoc />
        protected override FixFlags ComputeDefaultFix()
        {
            FixFlags flags = Layout is null ? FixFlags.Message : AppenderFixFlags.ForRenderedLayout(Layout);
            return flags | (Identity is null ? FixFlags.Domain : LayoutDescriptions.FixFlagsOf(Identity));
        }

        /// <inheritdoc />
        protected override Task AppendAsync(LoggingEvent loggingEvent, CancellationToken cancellationToken)
        {
            _single[0] = loggingEvent;
            return AppendAsync(_single, cancellationToken);
        }

        /// <inheritdoc />
        protected override async Task AppendAsync(IReadOnlyList<LoggingEvent> batch, CancellationToken cancellationToken)
        {
            Build();
            if (_transport is null || _formatter is null)
            {
                RecordFailedEvents(batch.Count, _noDestination);
                return;
            }

            _messages.Clear();
            RenderScratch scratch = _scratch.BeginString();
            for (int i = 0; i < batch.Count; i++)
            {
                LoggingEvent loggingEvent = batch[i];
                try
                {
                    int priority = (_facility * 8) + (int)_severities.Lookup(loggingEvent.Level);
                    string? identity = CheckIdentity(Identity is null ? loggingEvent.Domain : RenderIdentity(Identity, loggingEvent, scratch));
                    RenderMessage(loggingEvent, scratch);
                    _formatter.Format(priority, identity, loggingEvent.TimeStampUtc, scratch.Text.Chars, scratch.Text.Length, _messages, i);
                }
                catch (Exception e) when (!(e is OutOfMemoryException))
                {
                    RecordFailedEvents(1, e);
                }
            }

            try
            {
                await _transport.SendAsync(_messages, cancellationToken).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                // Close gave up: what may have left is unconfirmed; what never left fails with the cancellation.
                CountOutcome(_transport, cancelled: true);
                throw;
            }

            CountOutcome(_transport, cancelled: false);
        }

        /// <summary>
        /// Drains the queue, then ends the transport's connection within what ShutdownTimeout leaves: over TCP an orderly
        /// close confirms the events held on the connection (delivered) or, when the server does not close its side in
        /// time, leaves them unconfirmed; RELP sends <c>close</c>.
        /// </summary>
        protected override void OnClose()
        {
            base.OnClose();
            lock (_buildGate)
            {
                ISyslogTransport? transport = _transport;
                if (transport == null)
                {
                    return;
                }

                if (ShutdownTimedOut)
                {
                    // The worker may still be inside the transport: no orderly close, what it held is unconfirmed.
                    transport.Dispose();
                }
                else
                {
                    ReleaseHeldEvents(transport.TakeLostHeld(), confirmed: false);
                    ReleaseHeldEvents(transport.Close(ShutdownTimeRemaining), confirmed: true);
                }

                ReleaseHeldEvents(AwaitingConfirmationCount, confirmed: false);
            }
        }

        /// <summary>
        /// Counts how the batch's events ended, from what the transport learnt of their messages: acknowledged are
        /// delivered, refused or unsendable failed (UDP "port unreachable" answers fail one event each, standing for a
        /// lost earlier datagram); sent without acknowledgement are held on the connection (TCP) or unconfirmed (UDP, or
        /// when Close cancelled the send); and held events of a connection that broke are unconfirmed.
        /// </summary>
        private void CountOutcome(ISyslogTransport transport, bool cancelled)
        {
            ReleaseHeldEvents(transport.TakeLostHeld(), confirmed: false);
            SyslogBatch.EventStates events = _messages.CountEvents();
            RecordFailedEvents(events.Failed + _messages.LostEarlier, _messages.FailureCause);
            RecordDeliveredEvents(events.Acknowledged);
            if (transport.HoldsSentEvents && !cancelled)
            {
                HoldEvents(events.Sent);
                transport.Held(events.Sent);
            }
            else
            {
                RecordUnconfirmedEvents(events.Sent);
            }

            if (!cancelled && events.NotSent > 0)
            {
                RecordFailedEvents(events.NotSent, _messages.FailureCause);
            }
        }

        /// <summary>
        /// The message as log4net renders it to a string (layout, then the exception when the layout ignores it), into the
        /// scratch text: by the layout's compiled form when it has one.
        /// </summary>
        private void RenderMessage(LoggingEvent loggingEvent, RenderScratch scratch)
        {
            scratch.Text.Clear();
            ILayout? layout = Layout;
            if (layout is null)
            {
                scratch.Text.Append(loggingEvent.RenderedMessage);
                return;
            }

            if (!_compiledLayout.IsFor(layout))
            {
                _compiledLayout = CompiledLayout.Of(layout);
            }

            if (_compiledLayout.Renderer is { } renderer)
            {
                renderer.RenderEvent(loggingEvent, scratch);
            }
            else
            {
                scratch.Text.Append(RenderLoggingEvent(loggingEvent));
            }
        }

        /// <summary>The identity pattern's text; the previous string again when the text is the same (it usually is constant).</summary>
        private string RenderIdentity(PatternLayout identity, LoggingEvent loggingEvent, RenderScratch scratch)
        {
            if (!_compiledIdentity.IsFor(identity))
            {
                _compiledIdentity = CompiledLayout.Of(identity);
            }

            if (!(_compiledIdentity.Renderer is { } renderer))
            {
                return identity.Format(loggingEvent);
            }

            CharBuffer text = scratch.Text;
            text.Clear();
            renderer.Render(loggingEvent, scratch);
            string? last = _lastIdentity;
            if (last is null || !text.Equals(last))
            {
                last = new string(text.Chars, 0, text.Length);
                _lastIdentity = last;
            }

            return last;
        }

        /// <summary>log4net 3.5.0 and later remove control characters from the identity and report it.</summary>
        private string? CheckIdentity(string? identity)
        {
            if (TextRules != SyslogTextRules.EscapeUnprintable)
            {
                return identity;
            }

            string? cleaned = SyslogIdentity.WithoutControlCharacters(identity);
            if (!ReferenceEquals(cleaned, identity))
            {
                _errors!.Report(
                    $"{nameof(AsyncRemoteSyslogAppender)} [{Name}]: the Identity rendered control characters, which would have split the syslog record; " +
                    "they were removed. Identity is meant to be a constant, not a pattern that renders event data.",
                    null,
                    ErrorCode.GenericFailure);
            }

            return cleaned;
        }

        private void Build()
        {
            lock (_buildGate)
            {
                if (_built)
                {
                    return;
                }

                _built = true;
                _errors = new ThrottledErrorReporter(() => ErrorHandler, DropReportInterval);
                new SyslogSettingsCheck(this).Apply();
                _severities.Activate();
                _facility = (int)Facility;
                int maxBytes = MaxMessageSize != 0 ? MaxMessageSize : Protocol == SyslogProtocol.Udp ? DefaultUdpMaxMessageSize : DefaultTcpMaxMessageSize;
                var header = new SyslogHeader(Format, HostName ?? Environment.MachineName, CurrentProcessId());
                Volatile.Write(ref _formatter, new SyslogMessageFormatter(header, new SyslogMessageEncoder(Encoding, maxBytes), NewLineHandling, TextRules));

                IPEndPoint endPoint;
                try
                {
                    endPoint = SyslogEndpoint.Resolve(RemoteHost, RemoteAddress, RemotePort);
                }
                catch (ArgumentException e)
                {
                    _noDestination = e;
                    ErrorHandler.Error($"{nameof(AsyncRemoteSyslogAppender)} [{Name}]: {e.Message} Events will fail until the appender is reconfigured.", e);
                    return;
                }

                StreamConnection Connection() => new StreamConnection(
                    endPoint,
                    new ReconnectBackoff(TimeSpan.FromMilliseconds(ReconnectDelay), TimeSpan.FromMilliseconds(MaxReconnectDelay)),
                    TimeSpan.FromMilliseconds(ConnectTimeout));
                ISyslogTransport transport = Protocol switch
                {
                    SyslogProtocol.Tcp => new TcpSyslogTransport(Connection(), _errors),
                    SyslogProtocol.Relp => new RelpSyslogTransport(Connection(), _errors),
                    _ => new UdpSyslogTransport(endPoint, _errors),
                };
                Volatile.Write(ref _transport, transport);
            }
        }

        private static int CurrentProcessId()
        {
            using (Process process = Process.GetCurrentProcess())
            {
                return process.Id;
            }
        }
    }
}
