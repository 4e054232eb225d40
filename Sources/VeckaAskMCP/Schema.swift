import MCP
import VeckaEngine

/// JSON Schema (2020-12) pieces for the tools' `inputSchema` and `outputSchema`. The output pieces are the
/// same as `docs/protocol.schema.json`'s `$defs`, so a typed tool's result reads like the `data` of the
/// matching protocol answer (scripts/test-mcp checks both).
enum Schema {
    static func object(_ properties: [String: Value], required: [String] = [], description: String? = nil) -> Value {
        var schema: [String: Value] = [
            "type": "object",
            "properties": .object(properties),
            "required": .array(required.map(Value.string)),
            "additionalProperties": false,
        ]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func described(_ schema: Value, _ description: String) -> Value {
        guard case .object(var members) = schema else { return schema }
        members["description"] = .string(description)
        return .object(members)
    }

    static func array(of items: Value, minItems: Int? = nil, description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "array", "items": items]
        if let minItems { schema["minItems"] = .int(minItems) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static let string: Value = ["type": "string"]
    static let boolean: Value = ["type": "boolean"]
    static let integer: Value = ["type": "integer"]

    static let date: Value = [
        "type": "string", "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
        "description": "An ISO 8601 calendar date, YYYY-MM-DD, in the years 0001–9999 (proleptic Gregorian).",
    ]
    static let weekNumber: Value = ["type": "integer", "minimum": 1, "maximum": 53]
    static let year: Value = ["type": "integer", "minimum": 1, "maximum": 9999]
    static let weekday: Value = [
        "type": "integer", "minimum": 1, "maximum": 7, "description": "ISO weekday: 1 = Monday … 7 = Sunday.",
    ]
    static let region: Value = ["enum": .array(HolidayRegion.allCases.map { .string($0.rawValue) })]
    static let regionOrAll: Value = ["enum": .array((HolidayRegion.allCases.map(\.rawValue) + ["all"]).map(Value.string))]

    /// `lang`: the language of the text content and of holiday names.
    static let language: Value = [
        "type": "string",
        "description": "Language of the text and of holiday names: sv en de ja ko zh zh-Hant vi th, or a tag naming one (zh-TW). Default: the server's --lang, else its locale's language, else English.",
    ]

    static let regions: Value = array(
        of: regionOrAll, minItems: 1,
        description: "Holiday regions (ISO 3166 codes), or [\"all\"]. Public holidays are known for these 28 countries and territories (AT CH AU CA: the days every canton, state or province keeps) and Germany's 16 Länder (DE-BY: the nationwide holidays and the Land's; DE: the nationwide ones; [\"all\"]: the 28 countries and territories); a year outside a region's known years (most: 1970–2100) is reported, never guessed.")

    static let holiday: Value = object([
        "date": date,
        "id": ["type": "string", "pattern": "^[a-z]{2}\\.[a-z0-9.-]+$", "description": "Stable id: se.midsummer-eve; a substitute day ends in .observed."],
        "name": ["type": "string", "minLength": 1, "description": "The name in the answer's language."],
        "region": region,
        "public": ["type": "boolean", "description": "false for observances such as Swedish Midsommarafton (a de-facto day off, not a public holiday)."],
        "beginsAtSundown": ["const": true, "description": "A Hebrew feast: `date` is the evening it begins at sundown, `day` the day itself."],
        "day": date,
        "dayOffInLieu": described(date, "The day off given for this holiday when it falls on a rest day or on another holiday."),
        "subdivisions": array(of: region, minItems: 1, description: "A holiday only some of a country's subdivisions keep (Fronleichnam in Germany): where it is a public holiday throughout."),
        "inParts": array(of: region, minItems: 1, description: "Where it is a public holiday only in some municipalities (Fronleichnam in Saxony and Thuringia)."),
    ], required: ["date", "id", "name", "region", "public"])

    static let unknownRegions: Value = array(
        of: region, minItems: 1,
        description: "Regions asked about whose public holidays are not known for (part of) these dates: the answer covers the others, or the known part.")
}
