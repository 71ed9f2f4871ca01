using System;
using System.Collections;
using System.Collections.Generic;
using System.Collections.Immutable;

namespace LogPerf.Analyzers.Formats
{
    /// <summary>
    /// The child elements of one element that set one log4net property (<see cref="ConfigNode.Properties"/>), in document
    /// order. A struct with a struct enumerator: every rule asks this of every appender, and a foreach over it allocates
    /// nothing (LINQ still sees an <see cref="IEnumerable{T}"/>).
    /// </summary>
    public readonly struct PropertyElements : IEnumerable<ConfigNode>
    {
        private readonly ImmutableArray<ConfigNode> _children;
        private readonly string _propertyName;

        internal PropertyElements(ImmutableArray<ConfigNode> children, string propertyName)
        {
            _children = children;
            _propertyName = propertyName;
        }

        public Enumerator GetEnumerator() => new Enumerator(_children, _propertyName);

        IEnumerator<ConfigNode> IEnumerable<ConfigNode>.GetEnumerator() => GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        public struct Enumerator : IEnumerator<ConfigNode>
        {
            private readonly ImmutableArray<ConfigNode> _children;
            private readonly string _propertyName;
            private int _index;

            internal Enumerator(ImmutableArray<ConfigNode> children, string propertyName)
            {
                _children = children;
                _propertyName = propertyName;
                _index = -1;
            }

            public readonly ConfigNode Current => _children[_index];

            readonly object IEnumerator.Current => Current;

            /// <summary>Property elements are matched case-insensitively, as log4net does.</summary>
            public bool MoveNext()
            {
                while (++_index < _children.Length)
                {
                    if (string.Equals(_children[_index].PropertyName, _propertyName, StringComparison.OrdinalIgnoreCase))
                    {
                        return true;
                    }
                }

                return false;
            }

            public void Reset() => _index = -1;

            public readonly void Dispose()
            {
            }
        }
    }
}
