using Microsoft.CodeAnalysis;

namespace LogPerf.Analyzers.Infrastructure
{
    /// <summary>
    /// Whether types are or derive from one type (<see cref="TypeSymbolExtensions.IsOrDerivesFrom"/>), the answer for the
    /// type asked last kept: a rule asks it of every appender of a config, and thousands of appenders name a few types
    /// (walking base types is a tenth of a cold compiler's time in LogPerf on such a config). One instance serves one
    /// loop of one rule: not thread-safe.
    /// </summary>
    internal sealed class DerivationTest
    {
        private readonly INamedTypeSymbol? _baseType;
        private ITypeSymbol? _lastType;
        private bool _lastAnswer;
        private bool _asked;

        public DerivationTest(INamedTypeSymbol? baseType) => _baseType = baseType;

        public bool IsOrDerivesFrom(ITypeSymbol? type)
        {
            if (!_asked || !ReferenceEquals(type, _lastType))
            {
                _asked = true;
                _lastType = type;
                _lastAnswer = type.IsOrDerivesFrom(_baseType);
            }

            return _lastAnswer;
        }
    }
}
