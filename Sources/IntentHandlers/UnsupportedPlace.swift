import IntentParser
import Synchronization
import LocalizationData
import VeckaEngine

/// Names of places in one language (`places.tsv`): the first name of a code. Nothing is read from the
/// file before a name is needed (a refusal, or a Land an answer names), and a name read once is kept:
/// answers about the Länder name them on every German holiday question, and reading the file each
/// time was a twentieth of the pipe's work.
final class PlaceNames: Sendable {
    let pack: LanguagePack
    /// Every place's first name by code, read in one pass over the table when first needed: an answer
    /// that lists subdivisions names many of them (Good Friday's thirteen US states and territories).
    private let names: Mutex<[String: String]?> = Mutex(nil)

    init(pack: LanguagePack) {
        self.pack = pack
    }

    func name(of code: String) -> String? {
        names.withLock { names in
            if names == nil { names = pack.placeDisplayNames() }
            return names?[code]
        }
    }
}

extension Intent {
    /// Whether the answer depends on the holidays of a place: a holiday question, a week, month or year
    /// overview (they show them), working days (they skip them), or a date named by a holiday.
    var usesHolidays: Bool {
        switch kind {
        case .isHoliday, .holidaysInPeriod, .holidayDate, .weekOverview, .monthOverview, .yearOverview: return true
        default: return countingUnit == .businessDay || [date, endDate].contains { $0?.namesHoliday == true }
        }
    }
}

extension DateExpression {
    /// The date is found through a holiday's name (it may differ from place to place).
    var namesHoliday: Bool {
        switch self {
        case .holiday, .previousHoliday, .closest(.holiday, _, _): return true
        case .weekdayCounted(let base, _, _), .offset(let base, _, _), .closest(_, let base, _): return base.namesHoliday
        case .weekdayInWeek(_, .containing(let base)): return base.namesHoliday
        default: return false
        }
    }
}

extension AnswerBuilder {
    /// A holiday question about a place whose holidays are not known here ("holidays in Spain",
    /// `--region ES`, "in Katalonien") is refused with the regions that are known, never answered for
    /// another place. (Every part of a country whose holidays are known is a region of its own.)
    func unsupportedPlace(_ code: String, intent: IntentKind) -> Answer {
        let place = placeNames.name(of: code) ?? code
        let names = listed(HolidayRegion.countries.map(regionName))
        return failure(intent, code: .unsupportedPlace, text: templates.render("place.unsupported", ["place": place, "regions": names]))
    }
}
