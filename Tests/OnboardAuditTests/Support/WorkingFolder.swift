import Foundation
import TestWorkingFolder

/// The folder the test process works in, entered before any test runs (see
/// `Tests/TestWorkingFolder`): a run of the tool with its defaults audits it, and writes
/// there. Empty when it could not be made.
let workingFolder = String(cString: test_working_folder())

/// A copy of the embedded example (`onboard-audit.json` and `Locales/`) in a fresh folder: a
/// run of the example's config writes its `Reports/` there, not into the package's.
func exampleCopy() throws -> TemporaryFolder {
  let folder = TemporaryFolder()
  for item in ["onboard-audit.json", "Locales"] {
    try FileManager.default.copyItem(atPath: packageRoot + "/" + item, toPath: folder.path + "/" + item)
  }
  return folder
}

/// The files below a folder with their sizes and modification times, to tell whether anything
/// wrote there.
func folderState(_ path: String) -> [String: String] {
  var state: [String: String] = [:]
  guard let walker = FileManager.default.enumerator(atPath: path) else { return state }
  while let name = walker.nextObject() as? String {
    let attributes = (try? FileManager.default.attributesOfItem(atPath: path + "/" + name)) ?? [:]
    let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
    state[name] = "\(size) \(modified)"
  }
  return state
}
