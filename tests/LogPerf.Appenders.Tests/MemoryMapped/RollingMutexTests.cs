using Xunit;

namespace LogPerf.Appenders.Tests.MemoryMapped
{
    public sealed class RollingMutexTests
    {
        [Fact]
        public void The_per_append_rolling_mutex_of_log4net_3_5_is_dropped_by_the_memory_mapped_appender_only()
        {
            using var dir = new TempFolder("appenders");
            var rolling = FileAppenders.Rolling(dir.File("rolling.log"));
            var mapped = FileAppenders.MemoryMapped(dir.File("mapped.log"));

            Assert.True(RollingMutex.Present, "log4net 3.5's RollingFileAppender has a rolling mutex");
            Assert.True(RollingMutex.IsHeld(rolling));
            Assert.False(RollingMutex.IsHeld(mapped));

            // Appends and closes without it.
            FileAppenders.AppendAll(new[] { FileAppenders.Event(1), FileAppenders.Event(2) }, mapped, rolling);
            mapped.Close();
            rolling.Close();
            Assert.Equal(System.IO.File.ReadAllBytes(dir.File("rolling.log")), System.IO.File.ReadAllBytes(dir.File("mapped.log")));
        }
    }
}
