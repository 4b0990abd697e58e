// Adapters.
public enum HexagonalModule {}
