import SwiftUI

/// Says the backup is done; its title is styled as one but not marked as a heading.
struct BackupDoneScreen: View {
  var body: some View {
    SheetFrame {
      VStack {
        Text("backup.title")
          .font(.title2)
        Text("backup.body")
      }
    } actions: {
      Button("backup.continue") {}
        .buttonStyle(.borderedProminent)
    }
  }
}
