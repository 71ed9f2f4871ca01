using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using LogPerf.Analyzers.Infrastructure;
using Xunit;

namespace LogPerf.Analyzers.Tests.Meta
{
    /// <summary>
    /// The parse of a config and the models built on it are made by the first rule that asks; rules asking at the same
    /// moment wait for that one instead of each building their own (the compiler runs rules concurrently).
    /// </summary>
    public sealed class OncePerKeyTests
    {
        private const int Callers = 8;

        [Fact]
        public async Task Callers_asking_at_the_same_moment_get_one_value_built_once()
        {
            var builds = 0;
            var once = new OncePerKey<object, object>(_ =>
            {
                Interlocked.Increment(ref builds);

                // Long enough for every other caller to arrive while the first is still building.
                Thread.Sleep(200);
                return new object();
            });
            var key = new object();
            using var start = new Barrier(Callers);

            var values = Enumerable.Range(0, Callers)
                .Select(_ => Task.Factory.StartNew(() => { start.SignalAndWait(10_000); return once.Get(key); }, TaskCreationOptions.LongRunning))
                .ToArray();
            object[] results = await Task.WhenAll(values).WaitAsync(TimeSpan.FromSeconds(30));

            Assert.Equal(1, builds);
            Assert.All(results, v => Assert.Same(results[0], v));
        }

        [Fact]
        public void Each_key_has_its_own_value()
        {
            var once = new OncePerKey<string, string>(key => key + "!");
            var a = new string('a', 3);
            var b = new string('b', 3);

            Assert.Equal("aaa!", once.Get(a));
            Assert.Equal("bbb!", once.Get(b));
            Assert.Same(once.Get(a), once.Get(a));
        }
    }
}
