// Descriptors that no child inherits by accident: a descriptor left open across `exec` stays open in
// every program started meanwhile, by any thread, and a reader then never sees the end of its pipe.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pipes made close-on-exec, and spawns that pass on nothing but 0, 1 and 2.
public enum Descriptors {
  /// A pipe whose two ends are close-on-exec from the moment they exist: (read end, write end).
  ///
  /// `pipe2(O_CLOEXEC)` where the C library has it, so that no spawn on another thread can come
  /// between making the pipe and marking it; elsewhere `pipe` then `fcntl(FD_CLOEXEC)`, and every
  /// spawn of the lab closes the rest itself (``spawnClosesTheRest``, ``closeTheRest(from:in:)``).
  public static func pipe() -> (read: Int32, write: Int32)? {
    var descriptors: [Int32] = [-1, -1]
    #if canImport(Glibc)
      if let pipe2 {
        guard pipe2(&descriptors, O_CLOEXEC) == 0 else { return nil }
        return (descriptors[0], descriptors[1])
      }
      guard Glibc.pipe(&descriptors) == 0 else { return nil }
      for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    #else
      guard Darwin.pipe(&descriptors) == 0 else { return nil }
      for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    #endif
    return (descriptors[0], descriptors[1])
  }

  /// The spawn flag that closes every descriptor the file actions did not set up (Darwin's
  /// `POSIX_SPAWN_CLOEXEC_DEFAULT`); 0 where there is none, and ``closeTheRest(from:in:)`` does it.
  public static var spawnClosesTheRest: Int32 {
    #if canImport(Darwin)
      Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      0
    #endif
  }

  /// Marks `descriptor` close-on-exec (for one made by a call that has no flag for it).
  public static func closeOnExec(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
  }

  /// Adds "close every descriptor from `lowest` up" to a spawn's file actions, where the C library
  /// has it (glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, looked up at run time, since
  /// the Swift overlay does not declare it). A descriptor someone opened without close-on-exec,
  /// in this process or a library, then still stays out of the child.
  public static func closeTheRest(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
    #if canImport(Glibc)
      guard let addCloseFrom else { return }
      _ = addCloseFrom(&actions, lowest)
    #endif
  }

  #if canImport(Glibc)
    // GNU extensions, which the Swift overlay does not declare: looked up in the C library at run time.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private static let pipe2: Pipe2? = symbol("pipe2")

    private static func symbol<Function>(_ name: String) -> Function? {
      guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
      return unsafeBitCast(address, to: Function.self)
    }
  #endif
}
