import Foundation
import Testing

@testable import AsyncStateDemo

@Suite struct DemoOptionsTests {
  @Test func emptyCommandLineKeepsEveryDefault() throws {
    let options = try DemoOptions.parse([])
    #expect(options == DemoOptions())
    #expect(options.seed == 1)
    #expect(options.latency == .milliseconds(300))
    #expect(options.pages == 5 && options.pageSize == 20)
    #expect(options.url == nil && options.script == nil)
    #expect(!options.showsHelp && options.usesColor)
  }

  @Test func readsEveryFlag() throws {
    let options = try DemoOptions.parse([
      "--seed", "7", "--latency", "1.5s", "--failure-rate", "0.25", "--pages", "3",
      "--page-size=10", "--url", "http://127.0.0.1:8080/posts", "--script", "load, more,x",
      "--timeout", "300ms", "--no-color", "--help", "--live", "--publish-every", "2s",
    ])
    #expect(options.seed == 7)
    #expect(options.latency == .milliseconds(1_500))
    #expect(options.failureRate == 0.25)
    #expect(options.pages == 3 && options.pageSize == 10)
    #expect(options.url == URL(string: "http://127.0.0.1:8080/posts"))
    #expect(options.script == [.load, .more, .toggleFailures])
    #expect(options.timeout == .milliseconds(300))
    #expect(!options.usesColor && options.showsHelp)
    #expect(options.live && options.publishInterval == .seconds(2))
  }

  @Test func readsStartAtUpToTheLastPost() throws {
    #expect(try DemoOptions.parse(["--start-at", "41"]).startAt == 41)
    #expect(try DemoOptions.parse(["--start-at=100"]).startAt == 100)
    #expect(try DemoOptions.parse(["--pages", "1", "--start-at", "20"]).startAt == 20)
    #expect(try DemoOptions.parse([]).startAt == nil)
  }

  @Test(arguments: [
    ("0", Duration.zero), ("300ms", .milliseconds(300)), ("2s", .seconds(2)),
    ("1.5s", .milliseconds(1_500)), ("250us", .microseconds(250)),
  ])
  func readsDurations(text: String, expected: Duration) throws {
    #expect(try DemoOptions.parse(["--latency", text]).latency == expected)
  }

  @Test(arguments: [
    (["--latency", "fast"], #"--latency expects a duration like 300ms or 1.5s, got "fast""#),
    (["--latency", "-3ms"], #"--latency expects a duration like 300ms or 1.5s, got "-3ms""#),
    (["--timeout", "0"], #"--timeout expects a duration above zero, like 2s, got "0""#),
    (["--seed", "x"], #"--seed expects a whole number like 42, got "x""#),
    (
      ["--failure-rate", "1.5"],
      #"--failure-rate expects a number from 0 to 1 like 0.2, got "1.5""#
    ),
    (["--pages", "0"], #"--pages expects a whole number from 1 to 10000, got "0""#),
    (
      ["--url", "ftp://x/posts"],
      #"--url expects an http URL like http://127.0.0.1:8080/posts, got "ftp://x/posts""#
    ),
    (["--sed", "7"], "unknown flag --sed (see --help)"),
    (["7"], #"unexpected argument "7" (flags start with --, see --help)"#),
    (["--seed"], "--seed expects a value (see --help)"),
    (["--start-at", "-1"], #"--start-at expects a post number like 41, got "-1""#),
    (["--start-at", "x"], #"--start-at expects a post number like 41, got "x""#),
    (["--start-at", "0"], #"--start-at expects a post number like 41, got "0""#),
    (
      ["--start-at", "101"],
      #"--start-at expects a post from 1 to 100 (--pages × --page-size), got "101""#
    ),
    (
      ["--pages", "2", "--page-size", "10", "--start-at=21"],
      #"--start-at expects a post from 1 to 20 (--pages × --page-size), got "21""#
    ),
    (
      ["--start-at", "3", "--url", "http://127.0.0.1:8080/posts"],
      "--start-at only applies to the simulated feed; it cannot be used with --url"
    ),
    (
      ["--script", "load,jump"],
      #"--script has an unknown action "jump"; actions are load, more, previous, refresh, retry, "#
        + "toggle-failures, cancel, reset, dismiss, publish, inspect, next-entry, "
        + "previous-entry, refetch-entry, invalidate-entry, evict-entry, fail-entry"
    ),
  ])
  func refusesBadInputInOneLine(arguments: [String], message: String) {
    #expect {
      try DemoOptions.parse(arguments)
    } throws: { error in
      (error as? DemoOptions.ParseError)?.description == "error: " + message
    }
    #expect(!message.contains("\n"))
  }

  @Test func helpNamesEveryFlagWithAnExample() throws {
    let flags = [
      "--seed", "--latency", "--failure-rate", "--like-failure-rate", "--pages", "--page-size",
      "--url", "--script", "--timeout", "--max-response-size", "--persist", "--no-color",
      "--live", "--publish-every", "--start-at", "--help",
    ]
    let lines = DemoOptions.helpText.split(separator: "\n")
    for flag in flags {
      let index = try #require(
        lines.firstIndex { $0.hasPrefix("  \(flag) ") || $0.hasPrefix("  \(flag),") }, "\(flag)")
      // The example is the flag written again, further along its line or on the next one.
      let text = lines[index] + (lines.indices.contains(index + 1) ? lines[index + 1] : "")
      #expect(text.components(separatedBy: flag).count >= 3, "\(flag)")
    }
  }

  /// Every key the app acts on — each key the parser decodes, and every printable character —
  /// is named in the KEYS table, as `space`, `pgdn` or `ctrl-d` where it has no letter.
  @Test func helpNamesEveryKeyTheAppHandles() throws {
    let table = try #require(
      DemoOptions.helpText.components(separatedBy: "KEYS\n").last?
        .components(separatedBy: "\n\n").first)
    let words = Set(
      table.split(whereSeparator: { " \n/,()".contains($0) }).map(String.init))
    let keys: [Key] =
      [.up, .down, .pageUp, .pageDown, .home, .end, .enter, .escape, .interrupt, .endOfInput]
      + (0x20...0x7E).map { .character(Character(Unicode.Scalar(UInt8($0)))) }
    let handled = keys.filter { KeyCommand($0) != nil }
    #expect(handled.count == 30)
    for key in handled {
      // `/` separates keys in the table (`up/down`): the filter's key stands alone.
      let isNamed = words.contains(key.helpName) || table.contains(" \(key.helpName) ")
      #expect(isNamed, "--help does not name \(key.helpName)")
    }
  }
}

@Suite struct DemoOptionsFlagTests {
  @Test func shortHelpFlagShowsHelp() throws {
    #expect(try DemoOptions.parse(["-h"]).showsHelp)
  }

  @Test func readsTheResponseSizeLimit() throws {
    #expect(try DemoOptions.parse([]).maxResponseSize == ByteSize(bytes: 10 << 20))
    #expect(
      try DemoOptions.parse(["--max-response-size", "512KB"]).maxResponseSize
        == ByteSize(bytes: 512 << 10))
    #expect {
      try DemoOptions.parse(["--max-response-size", "lots"])
    } throws: { error in
      (error as? DemoOptions.ParseError)?.description
        == #"error: --max-response-size expects a size from 1 byte to 4GB like 512KB, 10MB "#
        + #"or 1GB, got "lots""#
    }
  }

  @Test func readsThePersistenceDirectory() throws {
    #expect(try DemoOptions.parse([]).persist == nil)
    let options = try DemoOptions.parse(["--persist", "/tmp/feed", "--script", "load"])
    #expect(options.persist == URL(fileURLWithPath: "/tmp/feed", isDirectory: true))
    #expect(options.persist?.path == "/tmp/feed")
    #expect(try DemoOptions.parse(["--persist=/tmp/feed"]).persist == options.persist)
    #expect(options.warnings.isEmpty)
    #expect {
      try DemoOptions.parse(["--persist", " "])
    } throws: { error in
      (error as? DemoOptions.ParseError)?.description
        == #"error: --persist expects a directory like /tmp/feed, got " ""#
    }
    #expect {
      try DemoOptions.parse(["--persist"])
    } throws: { error in
      (error as? DemoOptions.ParseError) == .missingValue(flag: "--persist")
    }
  }

  @Test func helpExplainsThePersistenceDirectory() {
    let help = DemoOptions.helpText
    #expect(help.contains("--persist DIR"))
    #expect(help.contains("restored, 2m old"))
    #expect(help.contains("one-line warning"))
  }

  @Test func warnsOncePerIgnoredFlag() throws {
    let overHTTP = try DemoOptions.parse([
      "--url", "http://127.0.0.1:8080/posts", "--pages", "3", "--failure-rate", "0.5",
      "--pages", "4", "--timeout", "2s",
    ])
    #expect(
      overHTTP.warnings == [
        "warning: --failure-rate only applies to the simulated feed; ignored with --url",
        "warning: --pages only applies to the simulated feed; ignored with --url",
      ])
    let simulated = try DemoOptions.parse(["--timeout=2s", "--seed", "3"])
    #expect(
      simulated.warnings == [
        "warning: --timeout only applies with --url; ignored for the simulated feed"
      ])
    #expect(try DemoOptions.parse(["--page-size", "5", "--script", "load"]).warnings.isEmpty)
  }
}
