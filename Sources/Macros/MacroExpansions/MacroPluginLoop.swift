import Foundation

/// Serves the compiler's plugin messages on standard input and output until the compiler closes
/// the input.
///
/// The compiler starts the plugin (the `ViewModelKitMacros` executable) and sends framed JSON
/// messages (``MessageFraming``, ``HostMessage``); each is answered by one ``PluginResponse``
/// from ``MacroPlugin/respond(to:)``. A message that cannot be read is answered with an error
/// diagnostic, never by ending the plugin.
///
/// ```swift
/// // Sources/Macros/ViewModelKitMacros/main.swift
/// MacroPluginLoop.run()
/// ```
public enum MacroPluginLoop {
  /// Serves standard input and output.
  public static func run() {
    let input = FileHandle.standardInput
    let output = FileHandle.standardOutput
    run(
      read: { count in
        var data = Data()
        while data.count < count {
          let chunk = input.readData(ofLength: count - data.count)
          if chunk.isEmpty { break }
          data.append(chunk)
        }
        return [UInt8](data)
      },
      write: { output.write(Data($0)) }
    )
  }

  /// Serves messages read with `read` until it returns fewer bytes than asked for.
  ///
  /// - Parameters:
  ///   - read: Returns up to the number of bytes asked for; fewer only at the end of the input.
  ///   - write: Writes one framed response.
  public static func run(read: (Int) -> [UInt8], write: ([UInt8]) -> Void) {
    while true {
      let header = read(MessageFraming.headerSize)
      guard let length = MessageFraming.length(ofHeader: header) else { return }
      let payload = read(length)
      guard payload.count == length else { return }
      write(MessageFraming.frame(respond(toPayload: payload)))
    }
  }

  /// The framed answer's payload to one message's payload.
  ///
  /// - Parameter payload: A message's JSON.
  /// - Returns: The response's JSON.
  public static func respond(toPayload payload: [UInt8]) -> [UInt8] {
    let response: PluginResponse
    do {
      let message = try JSONDecoder().decode(HostMessage.self, from: Data(payload))
      response = MacroPlugin.respond(to: message)
    } catch {
      let diagnostic = PluginDiagnostic(
        MacroExpansionError("ViewModelKitMacros could not read the compiler's message", at: 0..<0),
        in: PluginSyntax(
          kind: "declaration",
          source: "",
          location: PluginSourceLocation(fileID: "", fileName: "", offset: 0, line: 0, column: 0)
        )
      )
      response = .expandMacroResult(expandedSource: nil, diagnostics: [diagnostic])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain values cannot fail.
    return [UInt8]((try? encoder.encode(response)) ?? Data())
  }
}
