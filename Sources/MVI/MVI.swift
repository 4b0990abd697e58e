// The MVI architecture: see its folders, one per screen.
public enum MVIModule {}
