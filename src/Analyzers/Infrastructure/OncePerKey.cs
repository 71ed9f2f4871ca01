using System;
using System.Runtime.CompilerServices;
using System.Threading;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// One value per key, built by one caller while any others asking at the same moment wait for it, and held weakly, as
    /// long as the key lives. A bare <see cref="ConditionalWeakTable{TKey, TValue}"/> runs its factory outside its lock:
    /// the compiler runs rules concurrently, and rules that first ask for the parse of a large config (or a model built
    /// on it) together would each build their own, only one of which is kept.
    /// </summary>
    internal sealed class OncePerKey<TKey, TValue>
        where TKey : class
    {
        private readonly ConditionalWeakTable<TKey, Lazy<TValue>> _values = new ConditionalWeakTable<TKey, Lazy<TValue>>();
        private readonly ConditionalWeakTable<TKey, Lazy<TValue>>.CreateValueCallback _create;

        /// <param name="build">Pure: an exception it throws is kept, and is what every later caller for that key gets.</param>
        public OncePerKey(Func<TKey, TValue> build) =>
            _create = key => new Lazy<TValue>(() => build(key), LazyThreadSafetyMode.ExecutionAndPublication);

        public TValue Get(TKey key) => _values.GetValue(key, _create).Value;
    }
}
