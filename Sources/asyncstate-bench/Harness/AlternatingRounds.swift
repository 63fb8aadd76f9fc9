/// Times several subjects in alternating rounds in one process.
///
/// Each subject first runs untimed for the warm-up time. The iteration count is then
/// calibrated once, on the slowest subject, so one round of it lasts about
/// ``Scale/roundTime``; every subject runs that same count. Each round runs every subject
/// once, in an order rotated from round to round so none always goes first. The result of
/// a subject is one time per operation per round; compare their medians.
@MainActor
struct AlternatingRounds {
  var scale: Scale
  private let clock = ContinuousClock()

  init(scale: Scale) {
    self.scale = scale
  }

  /// Runs the subjects and returns, per subject name, the nanoseconds per operation of
  /// each round.
  func run(_ subjects: [Subject]) async -> [String: [Double]] {
    var iterations = 1
    for subject in subjects {
      iterations = max(iterations, await calibrate(subject))
    }
    var samples: [String: [Double]] = [:]
    for round in 0..<scale.rounds {
      for offset in subjects.indices {
        let subject = subjects[(round + offset) % subjects.count]
        let elapsed = await time(subject, iterations)
        samples[subject.name, default: []].append(elapsed.nanoseconds / Double(iterations))
      }
    }
    return samples
  }

  /// Warms a subject up and returns the iterations that make a round last `roundTime`.
  private func calibrate(_ subject: Subject) async -> Int {
    var iterations = 1
    var warmed = Duration.zero
    while true {
      let elapsed = await time(subject, iterations)
      warmed += elapsed
      if elapsed >= scale.roundTime / 4, warmed >= scale.warmUp {
        let perOperation = elapsed / iterations
        let target = scale.roundTime / max(perOperation, .nanoseconds(1))
        return max(1, Int(target.rounded(.up)))
      }
      if elapsed < scale.roundTime / 4 {
        precondition(iterations < 1 << 40, "\(subject.name): the work was optimized away")
        iterations *= 2
      }
    }
  }

  private func time(_ subject: Subject, _ iterations: Int) async -> Duration {
    let start = clock.now
    await subject.run(iterations)
    return start.duration(to: clock.now)
  }
}
