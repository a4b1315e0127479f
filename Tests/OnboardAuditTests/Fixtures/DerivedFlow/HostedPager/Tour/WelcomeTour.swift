import SwiftUI

enum TourStage {
  case intro
  case setup
  case done
}

/// Two pagers, one per stage, each given a stored array of card views.
struct WelcomeTour: View {
  @Binding var stage: TourStage

  let introCards = [
    TourCard(
      picture: ("Lighthouse", 240, 180), heading: NSLocalizedString("tourCard1Heading", comment: ""),
      blurb: NSLocalizedString("tourCard1Blurb", comment: "")),
    TourCard(
      picture: ("Harbor", 240, 180), heading: NSLocalizedString("tourCard2Heading", comment: ""),
      blurb: NSLocalizedString("tourCard2Blurb", comment: "")),
    TourCard(
      picture: ("Compass", 220, 180), heading: NSLocalizedString("tourCard3Heading", comment: ""),
      blurb: NSLocalizedString("tourCard3Blurb", comment: "")),
  ]

  let setupCards = [
    TourCard(
      picture: ("Bell", 240, 180), heading: NSLocalizedString("setupCard1Heading", comment: ""),
      blurb: NSLocalizedString("setupCard1Blurb", comment: "")),
    TourCard(
      picture: ("Moon", 240, 180), heading: NSLocalizedString("setupCard2Heading", comment: ""),
      blurb: NSLocalizedString("setupCard2Blurb", comment: "")),
    TourCard(
      picture: ("Flag", 240, 180), heading: NSLocalizedString("setupCard3Heading", comment: ""),
      blurb: NSLocalizedString("setupCard3Blurb", comment: "")),
  ]

  var body: some View {
    if stage == .intro {
      CardPager(introCards, $stage)
    } else if stage == .setup {
      SetupPager(setupCards, $stage)
    }
  }
}
