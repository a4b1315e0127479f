/// A screen as the HTML report draws it: its size, its reading order in the source locale and
/// in a right-to-left one side by side, and in every audited locale for the reader to pick.
public struct ScreenPicture: Sendable {
  public var size: Size
  public var device: Device
  public var leftToRight: ScreenSimulation
  public var rightToLeft: ScreenSimulation
  /// Every audited locale's simulation, in the order of the audited locales.
  public var locales: [ScreenSimulation]

  public var id: String { leftToRight.screen.id }
}
