/// The places of a report's findings in groups (by locale, by rule), for reports that list
/// them group by group.
///
/// A run may have a million findings: a place takes 32 bits, each group's array is made at
/// its size, and a group is named once for each run of findings that share their origin.
/// (`Dictionary(grouping:)` over the places kept 64 bits each and doubled the arrays as
/// they grew: 12 MB for 600,000 findings where this takes 2.4.)
enum FindingGroups {
  /// The places in `findings` of each group's findings, in order, by the group's name.
  /// `name` reads only a finding's rule, file, locale and table.
  static func places(_ findings: [Finding], by name: (Finding) -> String) -> [String: [Int32]] {
    var numbers: [String: Int] = [:]
    var names: [String] = []
    var counts: [Int] = []
    var groups = [UInt32](repeating: 0, count: findings.count)
    var group = 0
    for place in findings.indices {
      if place == 0 || !findings[place].sharesOrigin(with: findings[place - 1]) {
        let groupName = name(findings[place])
        if let known = numbers[groupName] {
          group = known
        } else {
          group = names.count
          numbers[groupName] = group
          names.append(groupName)
          counts.append(0)
        }
      }
      groups[place] = UInt32(group)
      counts[group] += 1
    }
    var places: [[Int32]] = counts.map { count in
      var array: [Int32] = []
      array.reserveCapacity(count)
      return array
    }
    for (place, group) in groups.enumerated() { places[Int(group)].append(Int32(place)) }
    return Dictionary(uniqueKeysWithValues: zip(names, places))
  }
}
