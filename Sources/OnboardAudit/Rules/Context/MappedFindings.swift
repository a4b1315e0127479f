#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Findings in blocks of memory mapped for them alone, a megabyte each, for a sink that
/// collects many (a locale may have hundreds of thousands).
///
/// An array grown by doubling would keep up to twice the room the findings need, and for a
/// moment three times, while it moves them. Blocks from the allocator would not go back to
/// the system when freed (it keeps blocks of less than 32 MiB for later), so that, while
/// the findings are moved into the one array a report reads, they would be in memory twice.
/// Here each block is unmapped as soon as its findings are moved out, and moving them
/// copies their bytes without counting a reference.
final class MappedFindings: @unchecked Sendable {
  private var blocks: [UnsafeMutablePointer<Finding>] = []
  /// How many findings the last block holds.
  private var lastCount = 0

  private static let blockBytes = 1 << 20
  static let perBlock = blockBytes / MemoryLayout<Finding>.stride

  init() {}

  var count: Int { blocks.isEmpty ? 0 : (blocks.count - 1) * Self.perBlock + lastCount }

  func append(_ finding: consuming Finding) {
    if blocks.isEmpty || lastCount == Self.perBlock {
      blocks.append(Self.mapBlock())
      lastCount = 0
    }
    (blocks[blocks.count - 1] + lastCount).initialize(to: finding)
    lastCount += 1
  }

  /// A copy of the findings, each counted once more; these stay.
  func copy() -> MappedFindings {
    let copy = MappedFindings()
    forEachBlock { block, count in
      for index in 0..<count { copy.append(block[index]) }
    }
    return copy
  }

  /// Moves every finding, in order, to the memory at `destination`, unmapping each block
  /// as it is emptied. None is left.
  func moveAll(to destination: UnsafeMutablePointer<Finding>) {
    var destination = destination
    forEachBlock { block, count in
      destination.moveInitialize(from: block, count: count)
      destination += count
      Self.unmap(block)
    }
    blocks = []
    lastCount = 0
  }

  /// Copies every finding, in order, to the memory at `destination`; they stay here too.
  func copyAll(to destination: UnsafeMutablePointer<Finding>) {
    var destination = destination
    forEachBlock { block, count in
      destination.initialize(from: block, count: count)
      destination += count
    }
  }

  deinit {
    forEachBlock { block, count in
      block.deinitialize(count: count)
      Self.unmap(block)
    }
  }

  private func forEachBlock(_ body: (UnsafeMutablePointer<Finding>, Int) -> Void) {
    for (index, block) in blocks.enumerated() {
      body(block, index == blocks.count - 1 ? lastCount : Self.perBlock)
    }
  }

  private static func mapBlock() -> UnsafeMutablePointer<Finding> {
    let memory = mmap(nil, blockBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED else {
      fatalError("out of memory: no room for \(perBlock) more findings")
    }
    return memory.bindMemory(to: Finding.self, capacity: perBlock)
  }

  private static func unmap(_ block: UnsafeMutablePointer<Finding>) {
    munmap(block, blockBytes)
  }
}
