using System;

namespace LogPerf.Tool.Loading
{
    /// <summary>The project or solution cannot be checked; the message says why, for the user.</summary>
    internal sealed class LoadFailedException : Exception
    {
        public LoadFailedException(string message)
            : base(message)
        {
        }
    }
}
