using System.Collections;
using System.Collections.Generic;
using LogPerf.Analyzers.Formats;

namespace LogPerf.Analyzers.Log4Net
{
    /// <summary>
    /// The layouts that render an appender's events (<see cref="LayoutRequirements.RenderingLayouts"/>): its own layout
    /// elements first, then those of its AdoNetAppender-style parameters, in document order. A struct with a struct
    /// enumerator, as <see cref="PropertyElements"/> is: several rules ask this of every appender.
    /// </summary>
    internal readonly struct RenderingLayoutElements : IEnumerable<ConfigNode>
    {
        private const string Layout = "layout";
        private const string Parameter = "parameter";

        private readonly ConfigNode _appender;

        public RenderingLayoutElements(ConfigNode appender) => _appender = appender;

        public Enumerator GetEnumerator() => new Enumerator(_appender);

        IEnumerator<ConfigNode> IEnumerable<ConfigNode>.GetEnumerator() => GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        public struct Enumerator : IEnumerator<ConfigNode>
        {
            private readonly ConfigNode _appender;
            private PropertyElements.Enumerator _own;
            private PropertyElements.Enumerator _parameters;
            private PropertyElements.Enumerator _ofParameter;
            private bool _inParameter;
            private int _phase;

            internal Enumerator(ConfigNode appender)
            {
                _appender = appender;
                _own = appender.Properties(Layout).GetEnumerator();
                _parameters = appender.Properties(Parameter).GetEnumerator();
                _ofParameter = default;
                _inParameter = false;
                _phase = 0;
                Current = null!;
            }

            public ConfigNode Current { get; private set; }

            readonly object IEnumerator.Current => Current;

            public bool MoveNext()
            {
                if (_phase == 0)
                {
                    if (_own.MoveNext())
                    {
                        Current = _own.Current;
                        return true;
                    }

                    _phase = 1;
                }

                while (_phase == 1)
                {
                    if (_inParameter && _ofParameter.MoveNext())
                    {
                        Current = _ofParameter.Current;
                        return true;
                    }

                    if (!_parameters.MoveNext())
                    {
                        _phase = 2;
                        break;
                    }

                    _ofParameter = _parameters.Current.Properties(Layout).GetEnumerator();
                    _inParameter = true;
                }

                return false;
            }

            public void Reset() => this = new Enumerator(_appender);

            public readonly void Dispose()
            {
            }
        }
    }
}
