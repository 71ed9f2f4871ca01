using System;
using System.IO;
using System.IO.MemoryMappedFiles;
using System.Runtime.InteropServices;

namespace LogPerf.Appenders
{
    /// <summary>
    /// One read-write view of a file region, with its address taken once: per-call accessor methods would
    /// add-ref and release the view handle around every copy.
    /// </summary>
    internal sealed class MappedView : IDisposable
    {
        private readonly MemoryMappedFile _mapping;
        private readonly MemoryMappedViewAccessor _accessor;
        private readonly IntPtr _address;
        private bool _handleReferenced;

        private MappedView(MemoryMappedFile mapping, MemoryMappedViewAccessor accessor)
        {
            _mapping = mapping;
            _accessor = accessor;
            accessor.SafeMemoryMappedViewHandle.DangerousAddRef(ref _handleReferenced);
            _address = accessor.SafeMemoryMappedViewHandle.DangerousGetHandle() + (int)accessor.PointerOffset;
        }

        /// <summary>Maps [<paramref name="start"/>, <paramref name="end"/>) of a file at least that long.</summary>
        internal static MappedView Map(FileStream file, long start, long end)
        {
            var mapping = MemoryMappedFile.CreateFromFile(
                file, null, end, MemoryMappedFileAccess.ReadWrite, HandleInheritability.None, true);
            try
            {
                var accessor = mapping.CreateViewAccessor(start, end - start, MemoryMappedFileAccess.ReadWrite);
                return new MappedView(mapping, accessor);
            }
            catch
            {
                mapping.Dispose();
                throw;
            }
        }

        internal void Write(long offset, byte[] buffer, int index, int count) =>
            Marshal.Copy(buffer, index, new IntPtr(_address.ToInt64() + offset), count);

        internal void Read(long offset, byte[] buffer, int index, int count) =>
            Marshal.Copy(new IntPtr(_address.ToInt64() + offset), buffer, index, count);

        /// <summary>Encodes chars straight into the view at <paramref name="offset"/>; the caller guarantees <paramref name="maxBytes"/> of room.</summary>
        internal unsafe int Encode(long offset, System.Text.Encoding encoding, char[] chars, int count, int maxBytes)
        {
            if (count == 0)
            {
                return 0;
            }

            fixed (char* source = chars)
            {
                return encoding.GetBytes(source, count, (byte*)_address.ToPointer() + offset, maxBytes);
            }
        }

        /// <summary>A single 8-byte store when <paramref name="offset"/> is 8-aligned in the file.</summary>
        internal void WriteInt64(long offset, long value) =>
            Marshal.WriteInt64(new IntPtr(_address.ToInt64() + offset), value);

        internal void Flush() => _accessor.Flush();

        public void Dispose()
        {
            if (_handleReferenced)
            {
                _handleReferenced = false;
                _accessor.SafeMemoryMappedViewHandle.DangerousRelease();
            }

            _accessor.Dispose();
            _mapping.Dispose();
        }
    }
}
