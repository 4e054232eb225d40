/// Reads a TZif file (RFC 8536), the binary format of the tz database, into `TimeZoneRules`.
/// Nothing in the file is trusted: every count is checked against the bytes there are before
/// anything is read or allocated, and anything malformed makes the whole file not a zone (nil).
enum TZif {
    static func rules(from bytes: [UInt8]) -> TimeZoneRules? {
        var reader = ByteReader(bytes: bytes)
        guard let first = Header(&reader) else { return nil }
        // Version 1 has only 32-bit times and no footer; later versions repeat the data with 64-bit
        // times and a footer, and readers skip the first copy.
        guard first.version >= 2 else { return block(&reader, first, timeSize: 4) }
        guard reader.skip(first.blockSize(timeSize: 4)), let second = Header(&reader), second.version >= 2 else { return nil }
        guard let rules = block(&reader, second, timeSize: 8), let footer = footer(&reader) else { return nil }
        guard !footer.isEmpty else { return rules }
        guard let rule = PosixTimeZoneRule(footer) else { return nil }
        return TimeZoneRules(transitions: rules.transitions, offsets: rules.offsets,
                             initialOffset: rules.initialOffset, rule: rule)
    }

    /// An offset further than a day and two hours from UTC is no zone's (RFC 8536 allows −25 h to 26 h).
    private static let offsetRange: ClosedRange<Int32> = -26 * 3600...26 * 3600

    private struct Header {
        /// 0 for version 1, else the version digit's value.
        let version: Int
        let isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

        init?(_ reader: inout ByteReader) {
            guard let magic = reader.take(4), magic.elementsEqual("TZif".utf8), let version = reader.take(1)?.first,
                  reader.skip(15) else { return nil }
            switch version {
            case 0: self.version = 1
            case UInt8(ascii: "2")...UInt8(ascii: "9"): self.version = Int(version - UInt8(ascii: "0"))
            default: return nil
            }
            var counts: [Int] = []
            for _ in 0..<6 {
                guard let count = reader.integer(size: 4) else { return nil }
                counts.append(Int(UInt32(truncatingIfNeeded: count)))
            }
            (isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount) =
                (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
            // RFC 8536 §3.1: at least one local time type; the indicator arrays are empty or one a type.
            guard typeCount >= 1, isUTCCount == 0 || isUTCCount == typeCount,
                  isStandardCount == 0 || isStandardCount == typeCount else { return nil }
        }

        func blockSize(timeSize: Int) -> Int {
            timeCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCCount
        }
    }

    /// One data block: transition times, the type of each, the types' offsets.
    private static func block(_ reader: inout ByteReader, _ header: Header, timeSize: Int) -> TimeZoneRules? {
        // With leap seconds the file counts time differently (the "right/" zones): not a zone for us.
        guard header.leapCount == 0, reader.remaining >= header.blockSize(timeSize: timeSize) else { return nil }
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.timeCount)
        for _ in 0..<header.timeCount {
            guard let time = reader.integer(size: timeSize), transitions.last.map({ $0 < time }) ?? true else { return nil }
            transitions.append(time)
        }
        guard let typeIndices = reader.take(header.timeCount) else { return nil }
        var typeOffsets: [Int32] = []
        for _ in 0..<header.typeCount {
            guard let offset = reader.integer(size: 4).map({ Int32(truncatingIfNeeded: $0) }), offsetRange.contains(offset),
                  let isDaylightSaving = reader.take(1)?.first, isDaylightSaving <= 1, reader.skip(1) else { return nil }
            typeOffsets.append(offset)
        }
        guard typeIndices.allSatisfy({ Int($0) < header.typeCount }),
              reader.skip(header.characterCount + header.isStandardCount + header.isUTCCount) else { return nil }
        return TimeZoneRules(transitions: transitions, offsets: typeIndices.map { typeOffsets[Int($0)] },
                             initialOffset: typeOffsets[0], rule: nil)
    }

    /// The footer: a POSIX rule between two newlines, empty when the last offset simply lasts.
    private static func footer(_ reader: inout ByteReader) -> String? {
        guard reader.take(1)?.first == UInt8(ascii: "\n"), let text = reader.line() else { return nil }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Big-endian reading over a byte array that refuses to run past its end.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    var remaining: Int { bytes.count - offset }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= remaining else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func skip(_ count: Int) -> Bool { take(count) != nil }

    /// A signed big-endian integer of 4 or 8 bytes.
    mutating func integer(size: Int) -> Int64? {
        guard let field = take(size) else { return nil }
        let value = field.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
    }

    /// The bytes up to the next newline, which is consumed; nil when there is none.
    mutating func line() -> ArraySlice<UInt8>? {
        guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { offset = end + 1 }
        return bytes[offset..<end]
    }
}
