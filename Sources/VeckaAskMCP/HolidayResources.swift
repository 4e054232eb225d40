import IntentHandlers
import IntentParser
import MCP
import VeckaEngine

/// Read-only data a client may attach to a conversation as a whole: the regions whose holidays are known,
/// and one region's holidays for one year, as JSON (the `holidays` tool's result for that year).
enum HolidayResources {
    static let scheme = "vecka-ask://"
    static let regionsURI = scheme + "regions"
    static let holidaysTemplate = scheme + "holidays/{region}/{year}"
    static let mimeType = "application/json"

    static let templates = [
        Resource.Template(
            uriTemplate: holidaysTemplate, name: "holidays",
            title: "Public holidays of a region in a year",
            description: "Every public holiday and observance of one region (SE, US, JP, …) in one calendar year, as JSON: {start, end, holidays: [{date, id, name, region, public}]}, names in the server's language.",
            mimeType: mimeType),
    ]

    /// The regions, and this year's holidays of each: what a client can offer without filling in a template.
    static func list(_ context: ToolContext) -> [Resource] {
        let year = context.answerContext(language: nil).today.year
        let regions = Resource(
            name: "regions", uri: regionsURI, title: "Holiday regions",
            description: "The regions whose public holidays vecka-ask knows (28 countries and territories, Germany's 16 Länder), with their names and the years known.",
            mimeType: mimeType)
        return [regions] + HolidayRegion.allCases.map { region in
            Resource(name: "holidays-\(region.rawValue)-\(year)", uri: holidaysURI(region, year),
                     title: "Public holidays, \(region.rawValue) \(year)", mimeType: mimeType)
        }
    }

    static func holidaysURI(_ region: HolidayRegion, _ year: Int) -> String {
        scheme + "holidays/\(region.rawValue)/\(year)"
    }

    static func read(_ uri: String, context: ToolContext) throws(MCPError) -> Resource.Content {
        if uri == regionsURI { return .text(regionsJSON(context).serialized, uri: uri, mimeType: mimeType) }
        let path = uri.hasPrefix(scheme + "holidays/") ? uri.dropFirst(scheme.count + 9).split(separator: "/", omittingEmptySubsequences: false) : []
        guard path.count == 2, let region = HolidayRegion(code: path[0]), let year = Int(path[1]),
              (1...9999).contains(year) else {
            throw notFound("No such resource: \(uri). Resources are \(regionsURI) and \(holidaysTemplate), e.g. \(holidaysURI(.SE, 2027)).")
        }
        var intent = Intent(kind: .holidaysInPeriod)
        intent.period = .year(.absolute(year))
        intent.regions = [region]
        let answer = context.responder.answer(intent, context: context.answerContext(language: nil))
        if let failure = answer.failure { throw notFound(failure.message) }
        return .text(JSONValue.object(answer.data).serialized, uri: uri, mimeType: mimeType)
    }

    private static func regionsJSON(_ context: ToolContext) -> JSONValue {
        let language = context.answerContext(language: nil)
        let code = language.language ?? language.fallbackLanguage
        return .object([("regions", .array(HolidayRegion.allCases.map { region in
            .object([
                ("code", .string(region.rawValue)),
                ("name", .string(context.responder.regionName(region, language: code))),
                ("knownYears", .object([("first", .int(region.knownYears.lowerBound)), ("last", .int(region.knownYears.upperBound))])),
            ])
        }))])
    }

    /// The error code the MCP specification gives a resource that does not exist.
    private static func notFound(_ message: String) -> MCPError {
        .serverError(code: -32002, message: message)
    }
}
