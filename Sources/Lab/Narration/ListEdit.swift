// What one step did to a list: which elements of the old version it replaced with which of the new.
// The narration and the folded drawing of a long list both ask it at every step, so it must be cheap.

import Foundation

/// The one place two versions of a list differ, found from both ends: an add,
/// a toggle or a delete changes one place, and the elements before and after it
/// are the same in both.
///
///     old: a b c d e      removed: 2..<3 (c)
///     new: a b X Y d e    added:   2..<4 (X Y)
public struct ListEdit: Equatable, Sendable {
  /// The elements of the old list that were replaced (possibly none).
  public let removed: Range<Int>
  /// The elements of the new list that replaced them (possibly none).
  public let added: Range<Int>

  /// Compares `old` with `new` from both ends.
  ///
  /// A list the step left alone is still the very same storage, and costs
  /// nothing. In one it changed, an element the step did not touch is still the
  /// very same value in memory (the same string storage, the same flags), so each
  /// pair is first compared byte for byte, about 5 ns even in a debug build
  /// against 130 ns for `==` on a row, and `==` decides only the pairs whose bytes
  /// differ. Equal bytes make equal values for every type the lab compares
  /// (strings, ids, flags); they would not for a floating-point NaN, which is
  /// never equal to itself.
  public init<Element: Equatable>(from old: [Element], to new: [Element]) {
    let (start, end) = old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        guard !old.isEmpty, !new.isEmpty,
          let oldBase = UnsafeRawPointer(old.baseAddress), let newBase = UnsafeRawPointer(new.baseAddress)
        else { return (0, 0) }
        // The very same storage: a list the step left alone.
        if oldBase == newBase, old.count == new.count { return (old.count, 0) }
        let (size, stride) = (MemoryLayout<Element>.size, MemoryLayout<Element>.stride)
        let common = min(old.count, new.count)
        var start = 0
        var (oldByte, newByte) = (oldBase, newBase)
        while start < common, memcmp(oldByte, newByte, size) == 0 || old[start] == new[start] {
          start += 1
          oldByte += stride
          newByte += stride
        }
        var end = 0
        (oldByte, newByte) = (oldBase + (old.count - 1) * stride, newBase + (new.count - 1) * stride)
        while end < common - start,
          memcmp(oldByte, newByte, size) == 0 || old[old.count - 1 - end] == new[new.count - 1 - end]
        {
          end += 1
          oldByte -= stride
          newByte -= stride
        }
        return (start, end)
      }
    }
    removed = start..<(old.count - end)
    added = start..<(new.count - end)
  }

  /// The lists are equal: nothing was replaced.
  public var isEmpty: Bool { removed.isEmpty && added.isEmpty }
}
