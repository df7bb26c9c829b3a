/// Whether two words are one edit apart (Damerau–Levenshtein distance 1), for guesses.
enum EditDistance {
  static func isOneEdit(_ lhs: String, _ rhs: String) -> Bool {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.count == b.count {
      let differences = a.indices.filter { a[$0] != b[$0] }
      if differences.count == 1 { return true }
      guard differences.count == 2, differences[1] == differences[0] + 1 else { return false }
      return a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
    }
    let (short, long) = a.count < b.count ? (a, b) : (b, a)
    guard long.count == short.count + 1 else { return false }
    let firstDifference = short.indices.first { short[$0] != long[$0] } ?? short.count
    return short[firstDifference...] == long[(firstDifference + 1)...]
  }
}
