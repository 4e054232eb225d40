import LocalizationData
import MCP
import VeckaEngine

/// A tool call's arguments, read by name and type. Every failure names the argument and says what it
/// takes, since the reader is a model that will correct the call.
struct ToolArguments {
    let tool: String
    let values: [String: Value]

    /// Only the names the tool's input schema lists are accepted: a misspelt optional argument would
    /// otherwise be ignored without a word, and the answer silently be for something else.
    init(tool: String, values: [String: Value]?, accepted: [String]) throws(ToolFailure) {
        self.tool = tool
        self.values = values ?? [:]
        if let unknown = self.values.keys.sorted().first(where: { !accepted.contains($0) }) {
            throw ToolFailure("Unknown argument `\(unknown)`: \(tool) takes \(accepted.map { "`\($0)`" }.joined(separator: ", ")).")
        }
    }

    func has(_ name: String) -> Bool {
        values[name].map { !$0.isNull } ?? false
    }

    private func required(_ name: String, _ what: String) throws(ToolFailure) -> Value {
        guard let value = values[name], !value.isNull else { throw ToolFailure("Missing argument `\(name)`: \(what).") }
        return value
    }

    /// `YYYY-MM-DD` in the years 1–9999; an impossible day says why.
    func date(_ name: String) throws(ToolFailure) -> CalendarDate {
        let what = "a date as YYYY-MM-DD"
        guard case .string(let text) = try required(name, what) else {
            throw ToolFailure("`\(name)` must be \(what) (a string), not \(describe(values[name]))")
        }
        if let date = CalendarDate(isoString: text) {
            guard date.isInSupportedRange else { throw ToolFailure("`\(name)`: \(text) is outside the years 0001–9999.") }
            return date
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
           let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month), day > 0 {
            throw ToolFailure("`\(name)`: \(text) does not exist: that month has \(CalendarDate.daysIn(month: month, year: year)) days.")
        }
        throw ToolFailure("`\(name)` must be \(what) (2026-12-24), not \(describe(values[name]))")
    }

    /// A whole number in `range`; a JSON number with a zero fraction (2026.0) counts as one.
    func integer(_ name: String, in range: ClosedRange<Int>, what: String) throws(ToolFailure) -> Int {
        let value = try required(name, what)
        let number: Int?
        switch value {
        case .int(let int): number = int
        case .double(let double) where double.rounded() == double && abs(double) < 1e15: number = Int(double)
        default: number = nil
        }
        guard let number, range.contains(number) else {
            throw ToolFailure("`\(name)` must be \(what): a whole number from \(range.lowerBound) to \(range.upperBound), not \(describe(value))")
        }
        return number
    }

    func optionalBool(_ name: String) throws(ToolFailure) -> Bool? {
        guard has(name) else { return nil }
        guard case .bool(let flag)? = values[name] else { throw ToolFailure("`\(name)` must be true or false, not \(describe(values[name]))") }
        return flag
    }

    /// Region codes from `HolidayRegion` (any case), or `["all"]`; nil when the argument is absent.
    func optionalRegions(_ name: String) throws(ToolFailure) -> [HolidayRegion]? {
        guard has(name) else { return nil }
        let known = HolidayRegion.allCases.map(\.rawValue).joined(separator: " ")
        let what = "a list of holiday regions (ISO 3166 codes) from \(known), or [\"all\"]"
        guard case .array(let items)? = values[name], !items.isEmpty else {
            throw ToolFailure("`\(name)` must be \(what), not \(describe(values[name]))")
        }
        var regions: [HolidayRegion] = []
        for item in items {
            guard case .string(let code) = item else { throw ToolFailure("`\(name)` must be \(what), not \(describe(values[name]))") }
            if code.lowercased() == "all" { return HolidayRegion.countries }
            guard let region = HolidayRegion(code: code) else {
                throw ToolFailure("`\(name)`: public holidays are not known for \"\(code)\"; they are known for \(known).")
            }
            if !regions.contains(region) { regions.append(region) }
        }
        return regions
    }

    func regions(_ name: String) throws(ToolFailure) -> [HolidayRegion] {
        guard let regions = try optionalRegions(name) else {
            throw ToolFailure("Missing argument `\(name)`: a list of holiday regions such as [\"SE\"] or [\"US\", \"GB\"].")
        }
        return regions
    }

    /// `lang`: one of the languages, or a tag that names one (`zh-TW` → zh-Hant); nil when absent.
    func optionalLanguage(_ name: String = "lang", among codes: [String]) throws(ToolFailure) -> String? {
        guard has(name) else { return nil }
        guard case .string(let tag)? = values[name], let code = Localization.code(forTag: tag), codes.contains(code) else {
            throw ToolFailure("`\(name)` must be one of \(codes.joined(separator: ", ")), not \(describe(values[name]))")
        }
        return code
    }

    /// A value as the message quotes it: `"2026-13-01"`, `12.5`, `an object`.
    private func describe(_ value: Value?) -> String {
        switch value {
        case nil, .null?: return "nothing."
        case .string(let text)?: return "\"\(text.count > 60 ? String(text.prefix(60)) + "…" : text)\"."
        case .int(let number)?: return "\(number)."
        case .double(let number)?: return "\(number)."
        case .bool(let flag)?: return "\(flag)."
        case .array?: return "a list."
        case .object?: return "an object."
        case .data?: return "data."
        }
    }
}
