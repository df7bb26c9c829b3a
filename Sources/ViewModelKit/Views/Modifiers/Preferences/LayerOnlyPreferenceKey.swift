/// A key whose `backgroundPreferenceValue`/`overlayPreferenceValue` layer the package adds
/// itself (a presentation's background, a search's suggestions): the layer arranges what it
/// shows and has no line of its own in snapshots.
protocol LayerOnlyPreferenceKey: PreferenceKey {}

extension _PreferenceReadingView: StructuralView where Key: LayerOnlyPreferenceKey {}
