import Testing

/// The suites that start feed servers and demo processes, run one test at a time.
///
/// Their cases bound time (a 1s timeout plus a second) and measure the main actor; run side
/// by side on a 2-core machine, one case's gzip bomb or 50 MB body would eat into another's
/// timeout. One at a time, the whole group still takes seconds.
@Suite(.serialized) enum NetworkTests {}
