using log4net.Layout;

namespace LogPerf.Appenders.Rendering
{
    /// <summary>A layout and its compiled form (null when it has none), recompiled when the layout or its pattern changes.</summary>
    internal sealed class CompiledLayout
    {
        public static readonly CompiledLayout None = new CompiledLayout(null, null);

        private readonly ILayout? _layout;

        private CompiledLayout(ILayout? layout, PatternRenderer? renderer)
        {
            _layout = layout;
            Renderer = renderer;
        }

        public PatternRenderer? Renderer { get; }

        public static CompiledLayout Of(ILayout? layout) => new CompiledLayout(layout, PatternRenderer.Compile(layout));

        public bool IsFor(ILayout? layout) =>
            ReferenceEquals(layout, _layout) && (Renderer is null || Renderer.IsCompiledFrom(layout));
    }
}
