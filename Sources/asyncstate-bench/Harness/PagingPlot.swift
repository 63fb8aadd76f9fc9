import Foundation

/// A hand-written SVG line plot of the cost of each page against its index, on a log scale.
struct PagingPlot {
  /// One line of the plot.
  struct Series {
    var label: String
    var color: String
    /// Nanoseconds per page, indexed by page.
    var nanoseconds: [Double]
  }

  var title: String
  var series: [Series]

  private let width = 820.0
  private let height = 460.0
  private let left = 80.0
  private let right = 24.0
  private let top = 48.0
  private let bottom = 56.0
  /// Points per line at most: each point is the median of a bucket of pages.
  private let maxPoints = 400

  init(title: String, series: [Series]) {
    self.title = title
    self.series = series
  }

  /// Writes the SVG document to a file.
  func write(to path: String) throws {
    try Data(svg().utf8).write(to: URL(fileURLWithPath: path))
  }

  /// The SVG document.
  func svg() -> String {
    let pages = series.map(\.nanoseconds.count).max() ?? 0
    let positive = series.flatMap(\.nanoseconds).filter { $0 > 0 }
    let low = floor(log10(positive.min() ?? 1))
    let high = max(low + 1, ceil(log10(positive.max() ?? 10)))
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func x(_ page: Double) -> Double {
      left + plotWidth * page / Double(max(pages - 1, 1))
    }
    func y(_ nanoseconds: Double) -> Double {
      top + plotHeight * (high - log10(max(nanoseconds, 1))) / (high - low)
    }
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(Int(width / 2))" y="24" text-anchor="middle" font-size="15">\
      \(escaped(title))</text>

      """
    // Horizontal grid: one line per power of ten.
    var exponent = low
    while exponent <= high {
      let lineY = y(pow(10, exponent))
      svg += line(left, lineY, width - right, lineY, stroke: "#dddddd")
      svg += text(left - 8, lineY + 4, durationLabel(pow(10, exponent)), anchor: "end")
      exponent += 1
    }
    // Vertical grid: about five steps of a round number of pages.
    let step = roundStep(Double(pages) / 5)
    var tick = 0.0
    while tick <= Double(max(pages - 1, 0)) {
      svg += line(x(tick), top, x(tick), height - bottom, stroke: "#eeeeee")
      svg += text(x(tick), height - bottom + 18, String(Int(tick)), anchor: "middle")
      tick += step
    }
    svg += line(left, top, left, height - bottom, stroke: "#444444")
    svg += line(left, height - bottom, width - right, height - bottom, stroke: "#444444")
    svg += text(left + plotWidth / 2, height - 14, "page index", anchor: "middle")
    svg += """
      <text x="18" y="\(Int(top + plotHeight / 2))" text-anchor="middle" \
      transform="rotate(-90 18 \(Int(top + plotHeight / 2)))">time per page (log scale)</text>

      """
    for (index, line) in series.enumerated() {
      let points = buckets(line.nanoseconds)
        .map {
          "\(Quantity.fixed(x($0.page), decimals: 1)),\(Quantity.fixed(y($0.value), decimals: 1))"
        }
        .joined(separator: " ")
      svg += """
        <polyline fill="none" stroke="\(line.color)" stroke-width="1.5" points="\(points)"/>

        """
      let legendY = top + 16 + Double(index) * 18
      svg += self.line(left + 16, legendY - 4, left + 40, legendY - 4, stroke: line.color)
      svg += text(left + 46, legendY, line.label, anchor: "start")
    }
    svg += "</svg>\n"
    return svg
  }

  /// The median of each bucket of consecutive pages, at the bucket's middle page.
  private func buckets(_ values: [Double]) -> [(page: Double, value: Double)] {
    guard !values.isEmpty else { return [] }
    let size = max(1, (values.count + maxPoints - 1) / maxPoints)
    return stride(from: 0, to: values.count, by: size).map { start in
      let end = min(start + size, values.count)
      return (Double(start + end - 1) / 2, Array(values[start..<end]).median)
    }
  }

  private func roundStep(_ raw: Double) -> Double {
    guard raw > 1 else { return 1 }
    let power = pow(10, floor(log10(raw)))
    for multiple in [1.0, 2, 2.5, 5, 10] where multiple * power >= raw {
      return multiple * power
    }
    return 10 * power
  }

  /// A grid label for a power of ten of nanoseconds: `100 ns`, `1 µs`, `10 ms`.
  private func durationLabel(_ nanoseconds: Double) -> String {
    let (value, unit) =
      nanoseconds < 1e3
      ? (nanoseconds, "ns")
      : nanoseconds < 1e6
        ? (nanoseconds / 1e3, "µs")
        : nanoseconds < 1e9 ? (nanoseconds / 1e6, "ms") : (nanoseconds / 1e9, "s")
    return "\(Int(value.rounded())) \(unit)"
  }

  private func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String
  ) -> String {
    "<line x1=\"\(Quantity.fixed(x1, decimals: 1))\" y1=\"\(Quantity.fixed(y1, decimals: 1))\" "
      + "x2=\"\(Quantity.fixed(x2, decimals: 1))\" y2=\"\(Quantity.fixed(y2, decimals: 1))\" "
      + "stroke=\"\(stroke)\"/>\n"
  }

  private func text(_ x: Double, _ y: Double, _ content: String, anchor: String) -> String {
    "<text x=\"\(Quantity.fixed(x, decimals: 1))\" y=\"\(Quantity.fixed(y, decimals: 1))\" "
      + "text-anchor=\"\(anchor)\">\(escaped(content))</text>\n"
  }

  private func escaped(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }
}
