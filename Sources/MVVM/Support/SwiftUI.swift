// The one place this module imports SwiftUI: Apple's, in an app built with the AppleSwiftUI trait
// (Package.swift), and SwiftUISubset everywhere else, so the views run and are tested on Linux too.

#if AppleSwiftUI
  @_exported import SwiftUI
#else
  @_exported import SwiftUISubset
#endif
