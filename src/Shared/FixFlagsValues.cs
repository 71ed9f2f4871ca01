using System;

namespace LogPerf.Shared
{
    /// <summary>
    /// log4net's FixFlags values (log4net.Core.FixFlags), mirrored so code that must not reference log4net (the
    /// analyzers) can compute with them. Names and values are log4net's.
    /// </summary>
    [Flags]
    internal enum FixFlagsValues
    {
        None = 0,
        Mdc = 0x01,
        Ndc = 0x02,
        Message = 0x04,
        ThreadName = 0x08,
        LocationInfo = 0x10,
        UserName = 0x20,
        Domain = 0x40,
        Identity = 0x80,
        Exception = 0x100,
        Properties = 0x200,
        Partial = Message | ThreadName | Exception | Domain | Properties,
        All = 0xFFFFFFF,
    }
}
