import Foundation
import Testing
import ViewModelKit

// A fuzz test of the host: seeded random view trees (stacks, conditionals, `ForEach` with inserts,
// deletes and moves, state, observed objects, modifiers with random numbers, bad ones included),
// driven by random interactions, animations, interruptions and time steps. After every step
// nothing a test sees is NaN or infinite; once settled, every row's `onAppear` is matched by an
// `onDisappear` when it leaves, and the incremental result equals a host built from scratch at the
// same state; after each run, everything the hosts made is released. `FUZZ_ITERATIONS=<n>` runs longer; `FUZZ_SEED=<seed>` replays one run.

/// A modifier with a number that the model holds, so that a step can change it.
private enum FuzzModifier: CaseIterable {
  case opacity, offset, padding, frame, scale, rotation, blur
}

/// The shape of a random tree; numbers, flags and rows live in the model.
private indirect enum FuzzNode {
  case text(Int)
  case button(flag: Int)
  case stack(horizontal: Bool, [FuzzNode])
  case conditional(flag: Int, FuzzNode, otherwise: FuzzNode?)
  case rows(list: Int)
  case modified(FuzzNode, FuzzModifier, number: Int)
  case counter
}

private final class FuzzModel: ObservableObject {
  @Published var flags: [Bool]
  @Published var lists: [[Int]]
  @Published var numbers: [Double]
  var nextRow = 1000
  /// Row ids that appeared, minus those that disappeared.
  var onScreen: [Int: Int] = [:]

  init(flags: [Bool], lists: [[Int]], numbers: [Double]) {
    self.flags = flags
    self.lists = lists
    self.numbers = numbers
  }

  func copy() -> FuzzModel {
    let copy = FuzzModel(flags: flags, lists: lists, numbers: numbers)
    copy.nextRow = nextRow
    return copy
  }
}

/// A row, which appears and disappears as its list changes.
private struct FuzzRow: View {
  let id: Int
  let model: FuzzModel
  var body: some View {
    Text("row \(id)")
      .onAppear { model.onScreen[id, default: 0] += 1 }
      .onDisappear { model.onScreen[id, default: 0] -= 1 }
  }
}

/// A view with `@State` of its own, tapped by the fuzzer; the state lives as long as the view.
private struct FuzzCounter: View {
  @State private var count = 0

  var body: some View {
    // The count is not shown, so that a host built from scratch shows the same.
    Button("counter") { count += 1 }
  }
}

private struct FuzzScreen: View {
  let tree: FuzzNode
  @ObservedObject var model: FuzzModel

  var body: some View {
    build(tree)
  }

  private func build(_ node: FuzzNode) -> AnyView {
    switch node {
    case .text(let number):
      return AnyView(Text("text \(number)"))
    case .button(let flag):
      return AnyView(Button("flag \(flag)") { model.flags[flag].toggle() })
    case .stack(let horizontal, let children):
      let content = ForEach(0..<children.count, id: \.self) { build(children[$0]) }
      return horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
    case .conditional(let flag, let then, let otherwise):
      if model.flags[flag] { return build(then) }
      return otherwise.map(build) ?? AnyView(EmptyView())
    case .rows(let list):
      return AnyView(
        VStack {
          ForEach(model.lists[list], id: \.self) { FuzzRow(id: $0, model: model) }
        }
      )
    case .modified(let child, let modifier, let number):
      return apply(modifier, model.numbers[number], to: build(child))
    case .counter:
      return AnyView(FuzzCounter())
    }
  }

  private func apply(_ modifier: FuzzModifier, _ value: Double, to view: AnyView) -> AnyView {
    switch modifier {
    case .opacity: AnyView(view.opacity(value))
    case .offset: AnyView(view.offset(x: value, y: -value))
    case .padding: AnyView(view.padding(value))
    case .frame: AnyView(view.frame(width: value, height: value / 2))
    case .scale: AnyView(view.scaleEffect(value))
    case .rotation: AnyView(view.rotationEffect(.degrees(value)))
    case .blur: AnyView(view.blur(radius: value))
    }
  }
}

/// One fuzz run: a random tree and model, then random steps.
@MainActor
private struct FuzzRun {
  let seed: UInt64
  var random: SeededGenerator
  var log: [String] = []

  init(seed: UInt64) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
  }

  static let flagCount = 4
  static let listCount = 2
  static let numberCount = 6

  mutating func number() -> Double {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: .nan
    case 1: .infinity
    case 2: -.infinity
    case 3: 0
    case 4: -Double.random(in: 0...200, using: &random)
    case 5: 1e12
    default: Double.random(in: 0...200, using: &random)
    }
  }

  mutating func tree(depth: Int) -> FuzzNode {
    let leaf = depth >= 4 || Int.random(in: 0..<3, using: &random) == 0
    if leaf {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: return .text(Int.random(in: 0..<100, using: &random))
      case 1: return .button(flag: Int.random(in: 0..<Self.flagCount, using: &random))
      case 2: return .rows(list: Int.random(in: 0..<Self.listCount, using: &random))
      default: return .counter
      }
    }
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      let count = Int.random(in: 1...3, using: &random)
      let horizontal = Bool.random(using: &random)
      return .stack(horizontal: horizontal, (0..<count).map { _ in tree(depth: depth + 1) })
    case 1:
      let flag = Int.random(in: 0..<Self.flagCount, using: &random)
      let then = tree(depth: depth + 1)
      let otherwise = Bool.random(using: &random) ? tree(depth: depth + 1) : nil
      return .conditional(flag: flag, then, otherwise: otherwise)
    default:
      let modifier = FuzzModifier.allCases.randomElement(using: &random)!
      let index = Int.random(in: 0..<Self.numberCount, using: &random)
      return .modified(tree(depth: depth + 1), modifier, number: index)
    }
  }

  mutating func animation() -> Animation? {
    switch Int.random(in: 0..<7, using: &random) {
    case 0: nil
    case 1: .default
    case 2: .spring(duration: 0.4, bounce: 0.3)
    case 3: .easeInOut(duration: Double.random(in: 0.1...0.8, using: &random))
    case 4: .linear(duration: 0)
    case 5: .linear(duration: -1)
    default: .bouncy.delay(0.1)
    }
  }

  /// Makes one random change of the model, animated or not.
  mutating func change(_ model: FuzzModel) {
    let animation = animation()
    let kind = Int.random(in: 0..<5, using: &random)
    let flag = Int.random(in: 0..<Self.flagCount, using: &random)
    let list = Int.random(in: 0..<Self.listCount, using: &random)
    let index = Int.random(in: 0..<Self.numberCount, using: &random)
    let value = number()
    let position = Int.random(in: 0..<8, using: &random)
    log.append("change \(kind) flag \(flag) list \(list) number \(index) = \(value) at \(position)")
    withAnimation(animation) {
      switch kind {
      case 0: model.flags[flag].toggle()
      case 1:
        model.nextRow += 1
        model.lists[list].insert(model.nextRow, at: min(position, model.lists[list].count))
      case 2:
        if !model.lists[list].isEmpty {
          model.lists[list].remove(at: position % model.lists[list].count)
        }
      case 3:
        if model.lists[list].count > 1 {
          let row = model.lists[list].remove(at: position % model.lists[list].count)
          model.lists[list].insert(row, at: 0)
        }
      default: model.numbers[index] = value
      }
    }
  }

  mutating func run(steps: Int) throws {
    let tree = tree(depth: 0)
    let model = FuzzModel(
      flags: (0..<Self.flagCount).map { _ in Bool.random(using: &random) },
      lists: (0..<Self.listCount).map { list in (0..<3).map { list * 100 + $0 } },
      numbers: (0..<Self.numberCount).map { _ in number() }
    )
    var host: ViewHost<FuzzScreen>? = ViewHost(FuzzScreen(tree: tree, model: model))
    for step in 0..<steps {
      guard let current = host else { break }
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1:
        change(model)
        current.flush()
      case 2:
        let frames = Int.random(in: 1...20, using: &random)
        log.append("advance \(frames) frames")
        current.advance(frames: frames)
      case 3:
        // A button leaving with its removal transition cannot be tapped, as in SwiftUI.
        let buttons = current.snapshot().all("Button").filter { !$0.isLeaving }
          .compactMap { $0.first("Text")?.text }
        if let label = buttons.randomElement(using: &random) {
          log.append("tap \(label)")
          // Two views may show the same label; either error names them, and is not a failure.
          do { try current.tap(label) } catch ViewHostError.ambiguous { log.append("ambiguous") }
        }
      case 4:
        log.append("settle")
        try current.settle()
        try checkSettled(current, model: model, tree: tree, step: step)
      default:
        change(model)
        change(model)
        current.advance(frames: 1)
      }
      try checkFinite(current, step: step)
    }
    host = nil
  }

  func checkFinite(_ host: ViewHost<FuzzScreen>, step: Int) throws {
    let texts = [host.snapshot().description, host.svg()]
    for text in texts where text.contains("nan") || text.contains("inf") {
      let line = text.split(separator: "\n").first { $0.contains("nan") || $0.contains("inf") }
      throw FuzzFailure(
        seed: seed,
        step: step,
        message: "a non-finite number: \(line ?? "")",
        log: log
      )
    }
  }

  func checkSettled(
    _ host: ViewHost<FuzzScreen>,
    model: FuzzModel,
    tree: FuzzNode,
    step: Int
  )
    throws
  {
    let shownRows = host.snapshot().all("Text").compactMap(\.text).filter { $0.hasPrefix("row ") }
    let appeared = model.onScreen.values.reduce(0, +)
    guard appeared == shownRows.count else {
      throw FuzzFailure(
        seed: seed,
        step: step,
        message: "\(appeared) rows appeared and did not disappear; \(shownRows.count) are shown",
        log: log
      )
    }
    let fresh = ViewHost(FuzzScreen(tree: tree, model: model.copy()))
    try fresh.settle()
    let incremental = host.snapshot().description
    let scratch = fresh.snapshot().description
    guard incremental == scratch else {
      throw FuzzFailure(
        seed: seed,
        step: step,
        message:
          "the incremental result differs from a host built from scratch:\n\(incremental)\n---\n\(scratch)",
        log: log
      )
    }
  }
}

private struct FuzzFailure: Error, CustomStringConvertible {
  let seed: UInt64
  let step: Int
  let message: String
  let log: [String]

  var description: String {
    "fuzz failure, replay with FUZZ_SEED=\(seed): step \(step): \(message)\nlast steps:\n"
      + log.suffix(12).joined(separator: "\n")
  }
}

@MainActor
@Suite("Host fuzzing")
struct HostFuzzTests {
  @Test func randomTreesAndStepsKeepTheHostConsistent() throws {
    let environment = ProcessInfo.processInfo.environment
    let seeds: [UInt64] =
      if let seed = environment["FUZZ_SEED"].flatMap(UInt64.init) {
        [seed]
      } else {
        Array(1...UInt64(environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 25))
      }
    for seed in seeds {
      var run = FuzzRun(seed: seed)
      let lifetimes = LifetimeTracker()
      do {
        try LifetimeTracker.$current.withValue(lifetimes) { try run.run(steps: 40) }
        // The hosts are gone: so is everything they made.
        guard lifetimes.survivors.isEmpty else {
          Issue.record("FUZZ_SEED=\(seed): still alive after the run: \(lifetimes.survivors)")
          return
        }
      } catch let failure as FuzzFailure {
        Issue.record("\(failure)")
        return
      } catch {
        let steps = run.log.suffix(12).joined(separator: "\n")
        Issue.record("fuzz failure, replay with FUZZ_SEED=\(seed): \(error)\n\(steps)")
        return
      }
    }
  }
}
