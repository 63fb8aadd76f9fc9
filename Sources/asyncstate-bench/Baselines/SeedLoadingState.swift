/// The state enum of seed 001 (`ImageLoadingState`), generic over the loaded value.
enum SeedLoadingState<Value> {
  case loading
  case success(Value)
  case failed(any Error)
}
