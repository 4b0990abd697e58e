// Colours and shape styles: accepted by the style modifiers; nothing is drawn.

/// Something to fill or colour with.
public protocol ShapeStyle: Sendable {}

/// A colour; a few of Apple's named ones.
public struct Color: Hashable, ShapeStyle {
  let name: String
  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")
}

/// The primary, secondary… levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
}

// Declared here rather than on `Color`, so `.red` reads as a `Color` and as a `ShapeStyle`.
extension ShapeStyle where Self == Color {
  public static var red: Color { Color(name: "red") }
  public static var green: Color { Color(name: "green") }
  public static var blue: Color { Color(name: "blue") }
  public static var orange: Color { Color(name: "orange") }
  public static var gray: Color { Color(name: "gray") }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
}
