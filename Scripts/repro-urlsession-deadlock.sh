#!/usr/bin/env bash
# Reproduces swift-corelibs-foundation issue 5412 on this machine's toolchain, and shows what
# AsyncState's CancellationRelay does and does not shield (see RELIABILITY.md):
#
#   bash Scripts/repro-urlsession-deadlock.sh            # 10 runs of each mode, 20 rounds each
#   bash Scripts/repro-urlsession-deadlock.sh 5 40       # 5 runs of each mode, 40 rounds each
#
# Each round starts 100 `URLSession.data(for:)` requests to a refused local port and cancels
# them as they fail, the race in issue 5412: the cancelling thread holds the task's status lock
# and waits for the session's work queue in `URLSessionTask.cancel()`, while the work queue,
# delivering the failure, waits for that lock.
#
#   plain    plain tasks, cancelled from the main actor (as a view model's `task.cancel()`)
#   library  DataLoaders cancelled from the main actor (`loader.cancel()`)
#
# A thread of its own watches the main actor. A run ends with one of:
#   exit 0   every round done
#   exit 1   the main actor ran no job for 5 s: it is blocked (the deadlock took it)
#   exit 2   no round for 10 s, the main actor still running: the session deadlocked, and
#            the threads that called into it since (new requests) are stuck
#   other    a crash (FoundationNetworking has another race in the same place) or the timeout
#
# Needs Linux (the bug is in swift-corelibs-foundation) and no network: 127.0.0.1 only.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
runs=${1:-10}
rounds=${2:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/repro"
cat > "$work/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "repro",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "repro",
      dependencies: [.product(name: "AsyncState", package: "$(basename "$root")")])
  ]
)
EOF
cat > "$work/Sources/repro/main.swift" <<'SWIFT'
import AsyncState
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Reproduces swift-corelibs-foundation issue 5412 (URLSessionTask.cancel() from a cancellation
// handler can deadlock with the session's work queue) in two ways:
//   plain    tasks awaiting URLSession.data(for:) are cancelled from the main actor
//   library  DataLoaders whose fetch is URLSession.data(for:) are cancelled from the main actor
// A thread of its own watches the main actor: if it runs no job for 5 s, the program says so and
// exits 1. Each round starts 100 requests to a refused port and cancels them as they fail.

let mode = CommandLine.arguments.dropFirst().first ?? "library"
let rounds = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 20
let url = URL(string: "http://127.0.0.1:9/")!  // the discard port: the connection is refused

final class Progress: @unchecked Sendable {  // guarded by `lock`
  let lock = NSLock()
  var ticks = 0
  var rounds = 0
}
let progress = Progress()
Thread {
  var lastTicks = -1
  var lastRounds = -1
  var stillTicks = 0
  var stillRounds = 0
  while true {
    Task { @MainActor in progress.lock.withLock { progress.ticks += 1 } }
    Thread.sleep(forTimeInterval: 0.1)
    let (ticks, rounds) = progress.lock.withLock { (progress.ticks, progress.rounds) }
    stillTicks = ticks == lastTicks ? stillTicks + 1 : 0
    stillRounds = rounds == lastRounds ? stillRounds + 1 : 0
    lastTicks = ticks
    lastRounds = rounds
    if stillTicks >= 50 {
      print("\(mode): the main actor ran no job for 5 s: it is blocked")
      exit(1)
    }
    if stillRounds >= 100 {
      print(
        "\(mode): no round for 10 s, but the main actor runs (\(ticks) ticks): the session "
          + "deadlocked, and the threads that call into it since are stuck")
      exit(2)
    }
  }
}.start()

@MainActor
func run() async {
  for round in 1...rounds {
    // A session per round: a session whose work queue deadlocked blocks every later call into
    // it, on whatever thread makes it (see RELIABILITY.md).
    let session = URLSession(configuration: .ephemeral)
    switch mode {
    case "plain":
      let tasks = (0..<100).map { _ in
        Task { _ = try? await session.data(for: URLRequest(url: url)) }
      }
      try? await Task.sleep(nanoseconds: 100_000)
      for task in tasks { task.cancel() }  // the handlers run here, on the main actor
    default:
      let loaders = (0..<100).map { _ in
        DataLoader { try await session.data(for: URLRequest(url: url)).0 }
      }
      for loader in loaders { Task { await loader.load() } }
      try? await Task.sleep(nanoseconds: 100_000)
      for loader in loaders { loader.cancel() }  // delivered on threads of their own
    }
    progress.lock.withLock { progress.rounds = round }
    print("round \(round): the main actor runs")
  }
  print("\(mode): \(rounds) rounds, the main actor never blocked")
  exit(0)
}

Task { @MainActor in await run() }
dispatchMain()
SWIFT
swift build -c release --package-path "$work" 2>&1 | tail -n 1
for mode in plain library; do
  declare -A outcomes=()
  for run in $(seq 1 "$runs"); do
    status=0
    timeout 60 "$work/.build/release/repro" "$mode" "$rounds" > "$work/out.txt" 2>&1 || status=$?
    case $status in
      0) outcome="all $rounds rounds" ;;
      1) outcome="main actor blocked" ;;
      2) outcome="session deadlocked, main actor running" ;;
      124) outcome="timed out" ;;
      *) outcome="crashed ($(grep -m1 -oE '[A-Za-z]+\.swift:[0-9]+: Fatal error' "$work/out.txt" || echo "exit $status"))" ;;
    esac
    outcomes[$outcome]=$(( ${outcomes[$outcome]:-0} + 1 ))
  done
  for outcome in "${!outcomes[@]}"; do
    printf '%-8s %2d of %d runs: %s\n' "$mode" "${outcomes[$outcome]}" "$runs" "$outcome"
  done
  unset outcomes
done
