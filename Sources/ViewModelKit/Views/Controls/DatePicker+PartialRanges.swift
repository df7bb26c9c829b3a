public import Foundation

extension DatePicker {
  /// Creates a date picker that allows dates from a start on, with a label view.
  ///
  /// ```swift
  /// DatePicker(selection: $reminder, in: Date()...) { Text("Remind me") }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: The date.
  ///   - range: The first date it allows.
  ///   - displayedComponents: Which parts of the date it shows.
  ///   - label: What the picker is for.
  public init(
    selection: Binding<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection,
      range: range.lowerBound...Date.distantFuture,
      components: displayedComponents,
      label: label()
    )
  }

  /// Creates a date picker that allows dates up to an end, with a label view.
  ///
  /// ```swift
  /// DatePicker(selection: $birthday, in: ...Date(), displayedComponents: .date) { Text("Birthday") }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: The date.
  ///   - range: The last date it allows.
  ///   - displayedComponents: Which parts of the date it shows.
  ///   - label: What the picker is for.
  public init(
    selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection,
      range: Date.distantPast...range.upperBound,
      components: displayedComponents,
      label: label()
    )
  }
}

extension DatePicker where Label == Text {
  /// Creates a date picker with a title that allows dates from a start on.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $task.due, in: Date()...)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The date.
  ///   - range: The first date it allows.
  ///   - displayedComponents: Which parts of the date it shows.
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection,
      range: range.lowerBound...Date.distantFuture,
      components: displayedComponents,
      label: Text(title)
    )
  }

  /// Creates a date picker with a title that allows dates up to an end.
  ///
  /// ```swift
  /// DatePicker("Born", selection: $birthday, in: ...Date(), displayedComponents: .date)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - selection: The date.
  ///   - range: The last date it allows.
  ///   - displayedComponents: Which parts of the date it shows.
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection,
      range: Date.distantPast...range.upperBound,
      components: displayedComponents,
      label: Text(title)
    )
  }
}
