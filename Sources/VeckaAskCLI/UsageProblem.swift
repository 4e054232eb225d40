import LocalizationData
import VeckaEngine

/// A usage error (exit status 2), found after parsing or in what the argument parser refused: its message
/// is localized, and printed with the usage line (UsageReport).
enum UsageProblem: Equatable {
    case unknownOption(String)
    case unknownLanguage(String)
    case unknownLanguageVariable(String)
    case badToday(String)
    case badTodayVariable(String)
    case unknownRegion(String)
    case unknownRegionVariable(String)
    case jsonAndShort
    case emptyQuestion
    /// `--calendar` with something that is not a month (YYYY-MM) or a year (YYYY).
    case badCalendar(String)
    /// `--mcp` with a question, `--json` or `--short`.
    case mcpOptions
    /// `--export-ics` or `--import-ics` with a question, `--json`, `--short`, `--calendar` or each other.
    case calendarFileOptions
    /// `--mcp`, and the server binary is at none of these paths.
    case mcpServerMissing(searched: [String])
    /// The argument parser's mistakes (ParserMistake).
    case missingValue(String)
    case flagWithValue(String, String)

    func message(_ messages: Messages) -> String {
        switch self {
        case .unknownOption(let option):
            return messages.render("usage.unknownOption", ["option": VisibleText.quoted(option)])
        case .unknownLanguage(let code):
            return messages.render("usage.unknownLanguage", ["code": VisibleText.quoted(code),
                                                             "codes": Localization.codes.joined(separator: ", ")])
        case .unknownLanguageVariable(let code):
            return messages.render("usage.unknownLanguageVariable", ["code": VisibleText.quoted(code),
                                                                     "codes": Localization.codes.joined(separator: ", ")])
        case .badToday(let value):
            return messages.render("usage.badToday", ["value": VisibleText.quoted(value)])
        case .badTodayVariable(let value):
            return messages.render("usage.badTodayVariable", ["value": VisibleText.quoted(value)])
        case .unknownRegion(let value):
            return messages.render("usage.unknownRegion", ["value": VisibleText.quoted(value), "regions": UsageProblem.regions])
        case .unknownRegionVariable(let value):
            return messages.render("usage.unknownRegionVariable", ["value": VisibleText.quoted(value), "regions": UsageProblem.regions])
        case .jsonAndShort:
            return messages.text("usage.jsonAndShort")
        case .emptyQuestion:
            return messages.text("usage.emptyQuestion")
        case .badCalendar(let value):
            return messages.render("usage.badCalendar", ["value": VisibleText.quoted(value)])
        case .mcpOptions:
            return messages.text("usage.mcpOptions")
        case .calendarFileOptions:
            return messages.text("usage.calendarFileOptions")
        case .mcpServerMissing(let searched):
            return messages.render("usage.mcpServerMissing", ["places": searched.joined(separator: ", ")])
        case .missingValue(let option):
            return messages.render("usage.missingValue", ["option": option])
        case .flagWithValue(let flag, let value):
            return messages.render("usage.flagWithValue", ["option": flag, "value": VisibleText.quoted(value)])
        }
    }

    /// What `--region` and `VECKA_REGION` accept, as the messages list it.
    private static var regions: String { HolidayRegion.codeList + ", all" }
}
