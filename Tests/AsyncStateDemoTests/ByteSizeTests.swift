import AsyncStateDemo
import Testing

@Suite struct ByteSizeTests {
  @Test(arguments: [
    ("512KB", 524_288), ("10MB", 10_485_760), ("1GB", 1_073_741_824), ("1.5mb", 1_572_864),
    ("2048", 2_048), ("100B", 100), ("64 MiB", 67_108_864), ("4GB", 4_294_967_296),
  ])
  func readsSizes(text: String, bytes: Int) {
    #expect(ByteSize(parsing: text)?.bytes == bytes)
  }

  @Test(arguments: ["", "MB", "ten MB", "-1MB", "0", "0KB", "5GB", "1e3KB", "1TB", "1..5MB"])
  func refusesOtherText(text: String) {
    #expect(ByteSize(parsing: text) == nil)
  }

  @Test(arguments: [
    (10_485_760, "10 MB"), (524_288, "512 KB"), (1_610_612_736, "1.5 GB"), (900, "900 bytes"),
    (1, "1 byte"),
  ])
  func describesSizes(bytes: Int, text: String) {
    #expect(ByteSize(bytes: bytes).description == text)
  }
}
