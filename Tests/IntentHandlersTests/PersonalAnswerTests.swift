import IntentHandlers
import IntentParser
import Testing
import VeckaEngine

/// Notes and countdowns through the whole answer path: what is stored is what was typed, lists and
/// overviews show it, users never see each other's, and a countdown's name works as a date.
@Suite("Personal answers")
struct PersonalAnswerTests {
    let today = CalendarDate(year: 2026, month: 11, day: 24)!
    let responder = Responder(parser: .shared)

    func ask(_ question: String, _ access: PersonalAccess?, language: String = "en") -> Answer {
        responder.answer(question, context: AnswerContext(today: today, language: language), personal: access)
    }

    func access(_ store: MemoryPersonalStore, user: String = "") -> PersonalAccess {
        PersonalAccess(store: store, user: user, mayHaveData: { true })
    }

    @Test("a note is stored exactly as typed on the day named, and shown by day, week and list")
    func noteRoundTrip() throws {
        let store = MemoryPersonalStore()
        let me = access(store)
        let added = ask("note on Friday: Dentist at 10:30 – bring the X-ray", me)
        #expect(added.intent == .addNote && added.isAnswered)
        let notes = try store.allNotes(user: "")
        #expect(notes == [PersonalNote(number: 1, date: CalendarDate(year: 2026, month: 11, day: 27)!, text: "Dentist at 10:30 – bring the X-ray")])
        #expect(ask("what's on Friday", me).text.contains("Dentist at 10:30"))
        #expect(ask("my notes this week", me).text.contains("Dentist at 10:30"))
        #expect(!ask("my notes next week", me).text.contains("Dentist"))
        // The week overview shows the note under its day, and its JSON has it.
        let week = ask("show this week", me)
        #expect(week.intent == .weekOverview && week.text.contains("Dentist at 10:30"))
        #expect(week.json().serialized.contains("\"notes\":[{\"number\":1,\"date\":\"2026-11-27\""))
    }

    @Test("changing the day in the command changes the day stored (metamorphic)")
    func dayChanges() throws {
        for (day, expected) in [("Friday", 27), ("Thursday", 26), ("tomorrow", 25), ("30 November", 30)] {
            let store = MemoryPersonalStore()
            _ = ask("note on \(day): x", access(store))
            #expect(try store.allNotes(user: "").map(\.date.day) == [expected], "\(day)")
        }
    }

    @Test("delete by number and by day, then undo brings them back")
    func deleteAndUndo() throws {
        let store = MemoryPersonalStore()
        let me = access(store)
        _ = ask("note on Friday: a", me)
        _ = ask("note on Friday: b", me)
        _ = ask("note on Saturday: c", me)
        #expect(ask("remove note 2", me).isAnswered)
        #expect(try store.allNotes(user: "").map(\.text) == ["a", "c"])
        #expect(ask("remove note 2", me).failure?.code == .notFound)
        #expect(ask("delete the notes on Friday", me).isAnswered)
        #expect(try store.allNotes(user: "").map(\.text) == ["c"])
        #expect(ask("undo", me).intent == .undo)
        #expect(try store.allNotes(user: "").map(\.text).sorted() == ["a", "c"])
        #expect(ask("undo", me).isAnswered)
        #expect(try store.allNotes(user: "").map(\.text).sorted() == ["a", "b", "c"])
    }

    @Test("users are kept apart, whatever the question says")
    func usersApart() throws {
        let store = MemoryPersonalStore()
        _ = ask("note on Friday: alice's secret", access(store, user: "alice"))
        let bob = access(store, user: "bob")
        #expect(!ask("what's on Friday", bob).text.contains("secret"))
        #expect(!ask("my notes", bob).text.contains("secret"))
        #expect(ask("remove note 1", bob).failure?.code == .notFound)
        #expect(ask("undo", bob).text == responder.text("undo.nothing", language: "en"))
        #expect(try store.allNotes(user: "alice").count == 1)
    }

    @Test("a countdown's name works as a date, and changing its date changes the answer (metamorphic)")
    func countdownName() throws {
        let store = MemoryPersonalStore()
        let me = access(store)
        #expect(ask("count down to my vacation on 20 June", me).intent == .addCountdown)
        let days = ask("how many days until my vacation", me)
        #expect(days.intent == .daysUntil && days.shortValue == "208")
        #expect(ask("what week is my vacation", me).shortValue == "24")
        _ = ask("count down to my vacation on 27 June", me)
        #expect(ask("how many days until my vacation", me).shortValue == "215")
        #expect(ask("list my countdowns", me).text.contains("vacation"))
        #expect(ask("delete the vacation countdown", me).isAnswered)
        #expect(!ask("how many days until my vacation", me).isAnswered)
    }

    @Test("a user's countdown wins over a public holiday of the same name")
    func countdownWinsOverHoliday() {
        let store = MemoryPersonalStore()
        let me = access(store)
        let before = ask("how many days until midsummer", me, language: "en")
        _ = ask("count down to midsummer on 2027-07-03", me)
        let after = ask("how many days until midsummer", me)
        #expect(after.shortValue == "221")
        #expect(before.shortValue != after.shortValue)
    }

    @Test("without a store, commands say notes are not available; nothing is guessed")
    func noStore() {
        let answer = ask("note on Friday: dentist", nil)
        #expect(answer.failure?.code == .unavailable)
        #expect(ask("note at the office on Friday: x", access(MemoryPersonalStore())).failure?.code == .notUnderstood)
    }

    @Test("limits: a 1,001-character note is refused and nothing is stored")
    func limits() throws {
        let store = MemoryPersonalStore()
        let answer = ask("note on Friday: " + String(repeating: "é", count: 1_001), access(store))
        #expect(answer.failure?.code == .limitExceeded)
        #expect(try store.allNotes(user: "").isEmpty)
        #expect(ask("note on Friday: " + String(repeating: "é", count: 1_000), access(store)).isAnswered)
    }

    @Test("every language adds, lists and undoes a note in its own words", arguments: [
        ("sv", "anteckna på fredag: tandläkare", "mina anteckningar den här veckan", "ångra"),
        ("de", "Notiz für Freitag: Zahnarzt", "meine Notizen diese Woche", "rückgängig"),
        ("ja", "金曜日にメモ：歯医者", "今週のメモ", "元に戻して"),
        ("ko", "금요일에 메모: 치과", "이번 주 메모", "되돌려줘"),
        ("zh", "周五记一下：看牙医", "这周的笔记", "撤销"),
        ("zh-Hant", "週五記一下：看牙醫", "這週的筆記", "撤銷"),
        ("vi", "ghi chú thứ sáu: đi nha sĩ", "ghi chú tuần này", "hoàn tác"),
        ("th", "จดโน้ตวันศุกร์: ไปหาหมอฟัน", "โน้ตสัปดาห์นี้", "เลิกทำ"),
    ])
    func everyLanguage(_ language: String, _ add: String, _ list: String, _ undo: String) throws {
        let store = MemoryPersonalStore()
        let me = access(store)
        let added = ask(add, me, language: language)
        #expect(added.intent == .addNote && added.language == language, "\(added.text)")
        let text = try #require(try store.allNotes(user: "").first?.text)
        #expect(add.hasSuffix(text))
        let listed = ask(list, me, language: language)
        #expect(listed.intent == .listNotes && listed.text.contains(text))
        #expect(ask(undo, me, language: language).intent == .undo)
        #expect(try store.allNotes(user: "").isEmpty)
    }
}

@Suite("Stored text shown safely")
struct StoredTextShownTests {
    @Test("a note's escape sequence and line break are written out in the text; the data keeps them")
    func escapes() throws {
        let store = MemoryPersonalStore()
        let me = PersonalAccess(store: store, user: "", mayHaveData: { true })
        let responder = Responder(parser: .shared)
        let context = AnswerContext(today: CalendarDate(year: 2026, month: 11, day: 24)!, language: "en")
        _ = responder.answer("note on Friday: x", context: context, personal: me)
        // Text with controls arrives through JSON requests; a colon keeps it as the note's text.
        let evil = "note on Friday: \u{1B}[2J\u{1B}]0;pwned\u{07}line\nfake answer\u{202E}"
        let added = responder.answer(evil, context: context, personal: me)
        #expect(added.isAnswered)
        #expect(!added.text.unicodeScalars.contains { $0.value == 0x1B || $0 == "\n" || $0.value == 0x202E })
        #expect(added.text.contains("\\u{1B}[2J"))
        let stored = try store.allNotes(user: "").last?.text
        #expect(stored == "\u{1B}[2J\u{1B}]0;pwned\u{07}line\nfake answer\u{202E}")
        #expect(added.json().serialized.contains("\\u001b[2J"))
    }
}
