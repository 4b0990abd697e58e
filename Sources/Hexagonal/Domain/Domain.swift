// The hexagon's core.
public enum HexagonalDomainModule {}
