using System;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>A growable char array that a line is rendered into, with log4net's padding and truncation rules.</summary>
    internal sealed class CharBuffer
    {
        private const int InitialCapacity = 512;

        public char[] Chars { get; private set; } = new char[InitialCapacity];

        public int Length { get; set; }

        public void Clear() => Length = 0;

        /// <summary>Whether the text equals <paramref name="value"/>, ordinally.</summary>
        public bool Equals(string value)
        {
            if (value.Length != Length)
            {
                return false;
            }

            for (int i = 0; i < Length; i++)
            {
                if (Chars[i] != value[i])
                {
                    return false;
                }
            }

            return true;
        }

        /// <summary>Drops an array grown past <paramref name="maxCapacity"/> by one very long event.</summary>
        public void Trim(int maxCapacity)
        {
            if (Chars.Length > maxCapacity)
            {
                Chars = new char[InitialCapacity];
                Length = 0;
            }
        }

        public void Append(char value)
        {
            if (Length == Chars.Length)
            {
                Grow(1);
            }

            Chars[Length++] = value;
        }

        public void Append(string? value)
        {
            if (value is null)
            {
                return;
            }

            int count = value.Length;
            if (Length + count > Chars.Length)
            {
                Grow(count);
            }

            value.CopyTo(0, Chars, Length, count);
            Length += count;
        }

        public void Append(char[] value, int index, int count)
        {
            if (Length + count > Chars.Length)
            {
                Grow(count);
            }

            Array.Copy(value, index, Chars, Length, count);
            Length += count;
        }

        /// <summary>Appends a non-negative <paramref name="value"/> as decimal digits.</summary>
        public void AppendDigits(long value)
        {
            int count = 1;
            for (long rest = value / 10; rest > 0; rest /= 10)
            {
                count++;
            }

            if (Length + count > Chars.Length)
            {
                Grow(count);
            }

            for (int i = Length + count - 1; i >= Length; i--)
            {
                Chars[i] = (char)('0' + (value % 10));
                value /= 10;
            }

            Length += count;
        }

        /// <summary>Appends <paramref name="value"/> as decimal digits with at least <paramref name="digits"/> of them, zero-padded.</summary>
        public void AppendDigits(int value, int digits)
        {
            int count = 1;
            for (int rest = value / 10; rest > 0; rest /= 10)
            {
                count++;
            }

            count = Math.Max(count, digits);
            if (Length + count > Chars.Length)
            {
                Grow(count);
            }

            for (int i = Length + count - 1; i >= Length; i--)
            {
                Chars[i] = (char)('0' + (value % 10));
                value /= 10;
            }

            Length += count;
        }

        /// <summary>
        /// PatternConverter.Format's rule for the text rendered since <paramref name="start"/>: longer than
        /// <paramref name="max"/> keeps its last max characters; shorter than <paramref name="min"/> is padded with spaces,
        /// on the right when <paramref name="leftAlign"/>, else on the left.
        /// </summary>
        public void Fit(int start, int min, int max, bool leftAlign)
        {
            int length = Length - start;
            if (length > max)
            {
                Array.Copy(Chars, Length - max, Chars, start, max);
                Length = start + max;
                length = max;
            }

            if (length >= min)
            {
                return;
            }

            int pad = min - length;
            if (Length + pad > Chars.Length)
            {
                Grow(pad);
            }

            if (!leftAlign)
            {
                Array.Copy(Chars, start, Chars, start + pad, length);
                Spaces(start, pad);
            }
            else
            {
                Spaces(Length, pad);
            }

            Length += pad;
        }

        private void Spaces(int index, int count)
        {
            for (int end = index + count; index < end; index++)
            {
                Chars[index] = ' ';
            }
        }

        private void Grow(int extra)
        {
            var bigger = new char[Math.Max(Chars.Length * 2, Length + extra)];
            Array.Copy(Chars, bigger, Length);
            Chars = bigger;
        }
    }
}
