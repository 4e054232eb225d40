import IntentHandlers
import IntentParser

/// `vecka-ask --calendar [YYYY-MM | YYYY]`: a month's calendar with week numbers — this month's, or the
/// month given — or a year's; the same answers as "show me December 2026" and "show 2027", in the
/// language of --lang (else VECKA_LANG, else the locale), for the holidays of --region.
enum CalendarCommand {
    enum Period: Equatable {
        case month(year: Int, month: Int)
        case year(Int)
    }

    /// `2026-12` or `2027`, in the years 1–9999; nil for anything else.
    static func period(_ text: String) -> Period? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts[0].utf8.count == 4, let year = number(parts[0]), year >= 1 else { return nil }
        guard parts.count == 2 else { return .year(year) }
        guard parts[1].utf8.count == 2, let month = number(parts[1]), (1...12).contains(month) else { return nil }
        return .month(year: year, month: month)
    }

    private static func number(_ digits: Substring) -> Int? {
        guard digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(digits)
    }

    /// `--calendar=2026-12` is `--calendar 2026-12` (and `--export-ics=FILE` `--export-ics FILE`): the flag's
    /// value is the question's place, which the argument parser cannot give a flag.
    static func separatingValue(_ arguments: [String]) -> [String] {
        var separated: [String] = []
        for argument in arguments {
            if argument == "--" { return separated + arguments[separated.count...] }
            if let flag = ["--calendar", "--export-ics"].first(where: { argument.hasPrefix($0 + "=") }) {
                separated += [flag, String(argument.dropFirst(flag.count + 1))]
            } else {
                separated.append(argument)
            }
        }
        return separated
    }

    /// - Parameter period: the text after `--calendar`, already checked (RunSettings.usageProblem).
    static func run(_ session: Session, period: String?, output: Output, errors: Output) throws(IOFailure) -> Int32 {
        var intent: Intent
        switch period.flatMap(Self.period) {
        case .month(let year, let month)?:
            intent = Intent(kind: .monthOverview)
            intent.month = .absolute(month: month, year: .absolute(year))
        case .year(let year)?:
            intent = Intent(kind: .yearOverview, year: .absolute(year))
        case nil:
            intent = Intent(kind: .monthOverview)
            intent.month = .relative(0)
        }
        let answer = session.responder.answer(intent, context: session.context,
                                              personal: session.personalData?.access(user: PersonalData.localUser))
        if session.short && !answer.isAnswered {
            errors.note(answer.text)
        } else {
            try output.answer(session.render(answer))
        }
        return answer.isAnswered ? ExitStatus.answered : ExitStatus.notAnswered
    }
}
