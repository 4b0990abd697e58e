// Finds, in an architecture's code, the state its screens are drawn from and the functions that write it:
// nothing listed by hand, so a new property, a router or a view's own state is counted the day it is written.

import LabSourceTree

/// The state of an architecture as its code declares it, and the functions that write it.
///
/// What counts as state:
/// - every stored `var` of an `@Observable` class, or of a class that conforms to `Observable`, unless
///   it is `@ObservationIgnored` (then no view can observe it);
/// - every stored `var` of a state value: a type that conforms to `ObservableState` (MVI's screen states);
/// - every property a view keeps with `@State` or `@SceneStorage`, in any type.
///
/// A function writes state when it writes one of its own type's state properties (in the type or in an
/// extension of it), another observable object's through a reference to it (`router.path.append(id)`), or,
/// anywhere, an `inout` parameter whose type is a state value.
struct StateDeclarations {
  /// A stored property that holds state, e.g. `TodosRouter.path`.
  struct Property: Hashable, Comparable {
    var type: String
    var name: String

    static func < (lhs: Property, rhs: Property) -> Bool { (lhs.type, lhs.name) < (rhs.type, rhs.name) }
  }

  /// A function that writes state, with the file it is written in.
  struct Writer: Hashable {
    var type: String
    var function: String
    var path: String
  }

  private(set) var properties: Set<Property> = []
  /// For each type, its properties that hold an observable object, e.g. `TodosView`'s `viewModel`, a
  /// `TodosViewModel`, or `router`, given by `@Environment(Router.self)`.
  private(set) var references: [String: [(name: String, type: String)]] = [:]
  /// The types whose stored `var`s all count: observable classes and state values.
  private(set) var stateTypes: Set<String> = []
  /// The state value types, whose `inout` parameters count wherever they are written.
  private(set) var stateValues: Set<String> = []

  /// Reads the declarations of every file of one architecture; `files` are its paths and texts.
  init(files: [(path: String, text: String)]) {
    // The conformances may be declared in an extension in another file: find the types first.
    for (_, text) in files {
      for declaration in Self.declarations(in: SwiftCode.codeLines(of: text)) {
        let conformances = declaration.conformances
        if declaration.kind == "class",
          declaration.attributes.contains("@Observable") || conformances.contains("Observable")
        {
          stateTypes.insert(declaration.name)
        }
        if conformances.contains("ObservableState") {
          stateTypes.insert(declaration.name)
          stateValues.insert(declaration.name)
        }
      }
    }
    for (_, text) in files {
      for member in Self.members(in: SwiftCode.codeLines(of: text)) {
        let isViewState = member.attributes.contains("@State") || member.attributes.contains("@SceneStorage")
        let observed = stateTypes.contains(member.type) && !member.attributes.contains("@ObservationIgnored")
        if member.isStoredVar, isViewState || observed {
          properties.insert(Property(type: member.type, name: member.name))
        }
        if let held = member.declaredType, stateTypes.contains(held), !stateValues.contains(held) {
          references[member.type, default: []].append((member.name, held))
        }
      }
    }
  }

  /// The functions of `text` (the file at `path`) that write state, in order.
  func writers(in text: String, path: String) -> [Writer] {
    var writers: [Writer] = []
    let lines = SwiftCode.codeLines(of: text)
    for function in Self.functions(in: lines) {
      let own = properties.filter { $0.type == function.type }.map(\.name)
      let parameters = function.inoutParameters.filter { stateValues.contains($0.type) }.map(\.name)
      // Another observable object's state, written through the property that holds it: `router.path`.
      let throughReferences = references[function.type, default: []].flatMap { reference in
        properties.filter { $0.type == reference.type }.map { "\(reference.name).\($0.name)" }
      }
      let written = own + parameters + throughReferences
      guard !written.isEmpty, lines[function.body].contains(where: { StateWriters.writes($0, written) }) else {
        continue
      }
      let writer = Writer(type: function.type, function: function.name, path: path)
      if !writers.contains(writer) { writers.append(writer) }
    }
    return writers
  }

  // MARK: - Reading declarations

  /// A type or an extension: what it is, its name, the attributes before it and what it conforms to.
  struct Declaration {
    var kind: String
    var name: String
    var attributes: [String]
    var conformances: [String]
    /// The index of its declaration line, and the brace depth its members sit at.
    var line: Int
    var depth: Int
  }

  /// A stored or computed property declared directly in a type's body.
  struct Member {
    var type: String
    var name: String
    var attributes: [String]
    var isStoredVar: Bool
    /// The type written after the name (`let viewModel: TodosViewModel`), or the one `@Environment(T.self)` reads.
    var declaredType: String?
  }

  /// A function, the type it belongs to (its enclosing type or extension), its `inout` parameters and
  /// the lines of its body.
  struct Function {
    var type: String
    var name: String
    var inoutParameters: [(name: String, type: String)]
    var body: Range<Int>
  }

  private static let kinds: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "static", "mutating", "nonisolated", "override",
    "final", "open", "indirect", "lazy", "weak", "unowned", "private(set)", "public(set)", "internal(set)",
    "fileprivate(set)", "package(set)", "nonmutating", "class",
  ]

  /// The words of a declaration line before its keyword: attributes (`@MainActor`) and modifiers.
  private static func prefixWords(_ words: [Substring], keyword: Set<String>) -> (attributes: [String], rest: Int)? {
    var attributes: [String] = []
    for (index, word) in words.enumerated() {
      if keyword.contains(String(word)), !(word == "class" && index + 1 < words.count && words[index + 1] == "func") {
        return (attributes, index)
      }
      if word.hasPrefix("@") {
        attributes.append(String(word.prefix { $0 != "(" }))
      } else if !modifiers.contains(String(word)) {
        return nil
      }
    }
    return nil
  }

  private static func identifier(_ text: Substring) -> String {
    String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// Walks `lines`, calling `visit` with each line's index, the depth before it, the enclosing declarations
  /// and the attributes written on lines of their own just before it.
  private static func walk(
    _ lines: [String], _ visit: (Int, Int, [Declaration], [String]) -> Declaration?
  ) {
    var stack: [Declaration] = []
    var depth = 0
    var pending: [String] = []
    for (index, line) in lines.enumerated() {
      if let declaration = visit(index, depth, stack, pending) { stack.append(declaration) }
      let words = line.split(separator: " ")
      if !words.isEmpty, words.allSatisfy({ $0.hasPrefix("@") }) {
        pending += words.map { String($0.prefix { $0 != "(" }) }
      } else if !line.isEmpty {
        pending = []
      }
      for character in line {
        if character == "{" { depth += 1 }
        if character == "}" {
          depth -= 1
          while let last = stack.last, depth < last.depth { stack.removeLast() }
        }
      }
    }
  }

  /// The type declarations and extensions of `lines`.
  static func declarations(in lines: [String]) -> [Declaration] {
    var found: [Declaration] = []
    walk(lines) { index, depth, _, pending in
      guard let declaration = declaration(lines[index], at: index, depth: depth, pending: pending) else { return nil }
      found.append(declaration)
      return declaration
    }
    return found
  }

  private static func declaration(_ line: String, at index: Int, depth: Int, pending: [String]) -> Declaration? {
    let words = line.split(separator: " ")
    guard let (attributes, at) = prefixWords(words, keyword: kinds), at + 1 < words.count else { return nil }
    let name = identifier(words[at + 1])
    guard !name.isEmpty else { return nil }
    var conformances: [String] = []
    // What follows the name, without its generic parameters, whose constraints are not conformances.
    var afterName = ""
    var angles = 0
    for character in words[(at + 1)...].joined(separator: " ").dropFirst(name.count) {
      if character == "<" { angles += 1 }
      if angles == 0 { afterName.append(character) }
      if character == ">" { angles -= 1 }
    }
    if let colon = afterName.firstIndex(of: ":") {
      let list = afterName[afterName.index(after: colon)...].prefix { $0 != "{" }
      let withoutWhere = list.components(separatedBy: " where ")[0]
      conformances = withoutWhere.split(separator: ",").map {
        identifier($0.drop { $0 == " " || $0 == "@" }.split(separator: " ").last ?? "")
      }
    }
    return Declaration(
      kind: String(words[at]), name: name, attributes: pending + attributes, conformances: conformances, line: index,
      depth: depth + 1)
  }

  /// The properties declared directly in a type's or an extension's body.
  static func members(in lines: [String]) -> [Member] {
    var found: [Member] = []
    walk(lines) { index, depth, stack, pending in
      let line = lines[index]
      if let declaration = declaration(line, at: index, depth: depth, pending: pending) { return declaration }
      guard let owner = stack.last, depth == owner.depth, owner.kind != "protocol" else { return nil }
      let words = line.split(separator: " ")
      guard let (attributes, at) = prefixWords(words, keyword: ["var", "let"]), at + 1 < words.count,
        !words[..<at].contains("static")
      else { return nil }
      let name = identifier(words[at + 1])
      guard !name.isEmpty else { return nil }
      // `var x: T {` (no `=`) is computed; `var x: T = v {` has observers and is stored.
      let nameWord = line.range(of: String(words[at + 1]))!
      let afterName = line[line.index(nameWord.lowerBound, offsetBy: name.count)...]
      let computed = afterName.contains("{") && !afterName.contains("=")
      var declaredType: String?
      if let environment = line.range(of: "@Environment(") {
        declaredType = identifier(line[environment.upperBound...])
      } else if afterName.hasPrefix(":") {
        declaredType = identifier(afterName.dropFirst().drop { $0 == " " })
      }
      found.append(
        Member(
          type: owner.name, name: name, attributes: pending + attributes,
          isStoredVar: words[at] == "var" && !computed, declaredType: declaredType))
      return nil
    }
    return found
  }

  /// The functions of `lines` that belong to a type or an extension, with their bodies.
  static func functions(in lines: [String]) -> [Function] {
    var found: [Function] = []
    var open: [(function: Function, depth: Int, started: Bool)] = []
    var depth = 0
    var stack: [Declaration] = []
    for (index, line) in lines.enumerated() {
      if let declaration = declaration(line, at: index, depth: depth, pending: []) { stack.append(declaration) }
      let words = line.split(separator: " ")
      if let owner = stack.last, owner.kind != "protocol", let (_, at) = prefixWords(words, keyword: ["func"]),
        at + 1 < words.count
      {
        let name = identifier(words[at + 1])
        open.append((Function(type: owner.name, name: name, inoutParameters: [], body: index..<index), depth, false))
      }
      if let last = open.last?.function {
        var function = last
        function.inoutParameters += inoutParameters(in: line)
        open[open.count - 1].function = function
      }
      for character in line {
        if character == "{" {
          depth += 1
          if let last = open.last, !last.started, depth == last.depth + 1 { open[open.count - 1].started = true }
        } else if character == "}" {
          depth -= 1
          while let last = open.last, last.started, depth <= last.depth {
            var function = last.function
            function.body = function.body.lowerBound..<(index + 1)
            found.append(function)
            open.removeLast()
          }
          while let last = stack.last, depth < last.depth { stack.removeLast() }
        }
      }
    }
    return found
  }

  /// `name: inout Type` parameters declared on `line`, including `_ name: inout Type`.
  private static func inoutParameters(in line: String) -> [(name: String, type: String)] {
    var result: [(String, String)] = []
    var rest = line[...]
    while let range = rest.range(of: ": inout ") {
      let before = rest[..<range.lowerBound]
      let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      let type = identifier(rest[range.upperBound...])
      if !name.isEmpty, !type.isEmpty { result.append((name, type)) }
      rest = rest[range.upperBound...]
    }
    return result
  }
}
