namespace System.Runtime.CompilerServices
{
    /// <summary>Lets records and init accessors compile for netstandard2.0 (the runtime needs no such type).</summary>
    internal static class IsExternalInit
    {
    }
}
