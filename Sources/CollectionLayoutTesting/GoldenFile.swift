/// Placeholder until the golden library lands.
public enum GoldenFile {}
