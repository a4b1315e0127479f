/// A screen as the HTML report draws it: its size, and its reading order in both directions.
public struct ScreenPicture: Sendable {
  public var size: Size
  public var leftToRight: ScreenSimulation
  public var rightToLeft: ScreenSimulation

  public var id: String { leftToRight.screen.id }
}
