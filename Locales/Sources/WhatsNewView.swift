import SwiftUI

/// "What's new" after an update (screen `whatsnew`), from the String Catalog `WhatsNew`.
struct WhatsNewView: View {
  @Environment(\.dismiss) private var dismiss
  private let promptsPerWeek = 7

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text("whatsnew.title", tableName: "WhatsNew")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Label {
        Text("whatsnew.prompts \(promptsPerWeek)", tableName: "WhatsNew")
      } icon: {
        Image(systemName: "lightbulb")
      }
      Label {
        Text("whatsnew.templates", tableName: "WhatsNew")
      } icon: {
        Image(systemName: "doc.on.doc")
      }
      Spacer()
      Button(action: { dismiss() }) {
        Text("whatsnew.done", tableName: "WhatsNew")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
    }
    .padding(32)
  }
}
