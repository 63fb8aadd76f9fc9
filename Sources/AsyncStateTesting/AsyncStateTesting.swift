// AsyncStateTesting: deterministic time (`ManualClock`) and controllable fetches for tests
// of code built on AsyncState.
