import SwiftUI

extension String {
  var asKey: LocalizedStringKey {
    return LocalizedStringKey(self)
  }
}
