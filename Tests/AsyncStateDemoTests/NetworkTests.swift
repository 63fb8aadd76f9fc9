import Testing

/// The suites that start feed servers and demo processes, run one test at a time.
///
/// Run side by side on a 2-core machine, one case's gzip bomb or 50 MB body would slow every
/// other; one at a time, the whole group takes under a minute. No case depends on how fast it
/// runs: a timeout that is part of a case is held by a server that answers after 600 s, every
/// other timeout is far above its case's normal time, and the main actor is checked with gates,
/// never by measuring its gaps (see `HostileServerTests`).
@Suite(.serialized) enum NetworkTests {}
