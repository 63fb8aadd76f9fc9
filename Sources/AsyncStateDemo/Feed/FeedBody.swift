public import AsyncState
public import Foundation

/// The JSON body of an HTTP feed's page, and how it is read: into a page, or into the
/// ``FeedError`` that says precisely what is wrong with it.
///
/// The contract: `{"items": [{"id": 1, "title": "…"}], "next": "C2"}`, both keys required,
/// `next` may be `null`; `id` is a whole number and the body is UTF-8.
///
/// ```swift
/// let page = try FeedBody.page(from: Data(#"{"items": [], "next": null}"#.utf8)).get()
/// ```
public struct FeedBody: Decodable, Sendable {
  /// The page's posts.
  public var items: [Post]
  /// The cursor of the next page; `nil` on the last page.
  public var next: String?

  enum CodingKeys: String, CodingKey { case items, next }

  /// Decodes a body, requiring both keys.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a body that breaks the contract, ``NotWholeNumber`` for an
  ///   `id` such as `1.5`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    items = try container.decode([WirePost].self, forKey: .items).map(\.post)
    next = try container.decode(String?.self, forKey: .next)
  }

  /// Reads a body into a page.
  ///
  /// Runs on the calling thread: the HTTP feed calls it on a background queue, never on the
  /// main actor, as a large body takes a while.
  ///
  /// - Parameter data: The body, decompressed.
  /// - Returns: The page, or the failure: ``FeedError/notWholeNumber(field:value:)``,
  ///   ``FeedError/idOutOfRange(field:value:)``,
  ///   ``FeedError/invalidUTF8(offset:)``, or ``FeedError/malformed(field:)`` naming the field
  ///   (`body` when the body is not JSON).
  public static func page(from data: Data) -> Result<Page<Post, String>, FeedError> {
    do {
      let body = try JSONDecoder().decode(FeedBody.self, from: data)
      return .success(Page(items: body.items, next: body.next))
    } catch let error as NotWholeNumber where error.isWhole {
      return .failure(.idOutOfRange(field: error.field, value: error.value))
    } catch let error as NotWholeNumber {
      return .failure(.notWholeNumber(field: error.field, value: error.value))
    } catch let error as DecodingError {
      let field = field(of: error)
      if field == "body", let offset = firstInvalidUTF8Offset(in: data) {
        return .failure(.invalidUTF8(offset: offset))
      }
      return .failure(.malformed(field: field))
    } catch {
      return .failure(.malformed(field: "body"))
    }
  }

  /// The path of the field a decoding error is about, such as `items[3].title`; `body` when
  /// the error is about the whole body.
  ///
  /// - Parameter error: The decoding error.
  /// - Returns: The path.
  public static func field(of error: DecodingError) -> String {
    var path: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context):
      path = context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      path = context.codingPath
    case .dataCorrupted(let context):
      path = context.codingPath
    @unknown default:
      return "body"
    }
    return fieldPath(path)
  }

  /// The offset of the first byte that is not part of valid UTF-8, or `nil` when every
  /// byte is.
  ///
  /// - Parameter data: The bytes to check.
  /// - Returns: The offset, counted from 0.
  public static func firstInvalidUTF8Offset(in data: Data) -> Int? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
      var parser = Unicode.UTF8.ForwardParser()
      var bytes = buffer.makeIterator()
      var offset = 0
      while true {
        switch parser.parseScalar(from: &bytes) {
        case .valid(let scalar): offset += scalar.count
        case .error: return offset
        case .emptyInput: return nil
        }
      }
    }
  }

  /// A coding path written as `items[3].title`; `body` for the empty path.
  static func fieldPath(_ path: [any CodingKey]) -> String {
    var field = ""
    for key in path {
      if let index = key.intValue {
        field += "[\(index)]"
      } else {
        field += field.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return field.isEmpty ? "body" : field
  }

  /// An `id` that is a number but not one an id can hold: not a whole number, such as `1.5`,
  /// or a whole number too large for it, such as `1e300`.
  public struct NotWholeNumber: Error, Hashable, Sendable {
    /// The path of the field, such as `items[0].id`.
    public var field: String
    /// The number as the server sent it, such as `1.5` or `1e300`.
    public var value: String
    /// Whether the number is whole, and only too large.
    public var isWhole: Bool = false
  }

  /// The number Foundation's JSON parser could not represent, as it was sent: its error says
  /// `numberIsNotRepresentableInSwift(parsed: "1e400")` and carries it nowhere else.
  static func parsedNumber(in error: any Error) -> String? {
    let text = String(describing: error)
    guard let start = text.range(of: #"parsed: ""#)?.upperBound,
      let end = text[start...].firstIndex(of: "\"")
    else { return nil }
    return String(text[start..<end])
  }

  /// A post as the wire has it: `id` must be a whole number.
  private struct WirePost: Decodable {
    var post: Post

    enum CodingKeys: String, CodingKey { case id, title }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let id: Int
      do {
        id = try container.decode(Int.self, forKey: .id)
      } catch let error as DecodingError {
        throw error
      } catch {
        // Foundation reports a number that is not an `Int` (`1.5`, `1e300`, `1e400`) as "not
        // valid JSON" about the whole body; say which field holds what.
        let path = fieldPath(container.codingPath + [CodingKeys.id])
        let sent = FeedBody.parsedNumber(in: error)
        guard let number = try? container.decode(Double.self, forKey: .id) else {
          // Past any Double, such as `1e400`: a whole number far too large.
          throw NotWholeNumber(field: path, value: sent ?? "a number", isWhole: true)
        }
        throw NotWholeNumber(
          field: path, value: sent ?? "\(number)", isWhole: number == number.rounded())
      }
      post = Post(id: id, title: try container.decode(String.self, forKey: .title))
    }
  }
}
