namespace System.Diagnostics.CodeAnalysis
{
    /// <summary>netstandard2.0 lacks it: lets a contract's TryRead promise a non-null result when it returns true.</summary>
    [AttributeUsage(AttributeTargets.Parameter)]
    internal sealed class NotNullWhenAttribute : Attribute
    {
        public NotNullWhenAttribute(bool returnValue) => ReturnValue = returnValue;

        public bool ReturnValue { get; }
    }
}
