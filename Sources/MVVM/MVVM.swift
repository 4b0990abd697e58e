// The MVVM architecture: see its folders, one per screen.
public enum MVVMModule {}
