import Foundation

/// The `benchmarks` executable: parses the options, runs the selected workloads, prints the table.
///
/// `main` is asynchronous so that the workloads run inside a task on the main actor, as the view
/// runtime's code expects (its task-local values need a task).
@main
enum Command {
  static func main() async {
    let options: Options
    do {
      options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      print(error.message)
      exit(error.message == Options.usage ? 0 : 2)
    }
    let selected = (SignalsWorkloads.all + RuntimeWorkloads.all).filter(options.selects)
    guard !selected.isEmpty else {
      print("no workload matches \(options.filter ?? "")")
      exit(2)
    }
    let runner = Runner(options: options)
    var results: [Result] = []
    for benchmark in selected {
      let result = runner.run(benchmark)
      results.append(result)
      if !options.quick {
        FileHandle.standardError.write(Data("measured \(result.name)\n".utf8))
      }
    }
    print(Table.text(results))
    guard let path = options.jsonPath else { return }
    do {
      try Table.writeJSON(results, to: path)
    } catch {
      print("could not write \(path): \(error)")
      exit(1)
    }
  }
}
