import Foundation

/// An effect with nothing to animate.
@MainActor
protocol StaticRenderEffect: RenderEffectModifier where EffectData == EmptyAnimatableData {}

extension StaticRenderEffect {
  var effectData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension _ZIndexModifier: StaticRenderEffect, SnapshotDescribable {
  /// Read by snapshots when they order siblings; nothing to draw.
  func apply(frame: CGRect, to context: inout Snapshots.Context) {}

  var snapshotLine: String { ".zIndex(\(Format.number(index)))" }
}

extension _HiddenModifier: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.hidden)
  }

  var snapshotLine: String { ".hidden" }
}

extension _CompositingGroupEffect: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.compositingGroup)
  }

  var snapshotLine: String { ".compositingGroup" }
}

extension _DrawingGroupEffect: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.drawingGroup(opaque: isOpaque, colorMode: colorMode))
  }

  var snapshotLine: String { ".drawingGroup" }
}

extension _BlendModeEffect: StaticRenderEffect, SnapshotDescribable {
  func apply(frame: CGRect, to context: inout Snapshots.Context) {
    context.append(.blendMode(blendMode))
  }

  var snapshotLine: String { ".blendMode(\(blendMode))" }
}
