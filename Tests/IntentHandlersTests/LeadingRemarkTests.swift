import IntentHandlers
import IntentParser
import Testing

/// A remark of the asker's own before the question ("Ich räume gerade mein Büro auf. Wie viele Wochen hat
/// 2027?") is read past when it can change nothing in the answer: the question is answered as if asked
/// alone, and a change in the question still moves the answer. A remark that names a number, a date or a
/// place, or a question whose answer depends on the place, keeps the question refused.
@Suite struct LeadingRemarkTests {
    /// (remark + question, the same question alone, the remark + the question with its year changed, language,
    /// key, value, the changed question's value).
    @Test(arguments: [
        ("Ich räume gerade mein Büro auf. Wie viele Wochen hat 2026?", "Wie viele Wochen hat 2026?",
         "Ich räume gerade mein Büro auf. Wie viele Wochen hat 2027?", "de", "weeks", 53, 52),
        ("Tôi đang dọn dẹp bàn làm việc, năm 2026 có bao nhiêu tuần?", "năm 2026 có bao nhiêu tuần?",
         "Tôi đang dọn dẹp bàn làm việc, năm 2027 có bao nhiêu tuần?", "vi", "weeks", 53, 52),
        ("I'm tidying my desk calendar. How many weeks does 2026 have?", "How many weeks does 2026 have?",
         "I'm tidying my desk calendar. How many weeks does 2027 have?", "en", "weeks", 53, 52),
        ("กำลังจัดโต๊ะทำงาน ปี 2026 มีกี่สัปดาห์", "ปี 2026 มีกี่สัปดาห์",
         "กำลังจัดโต๊ะทำงาน ปี 2027 มีกี่สัปดาห์", "th", "weeks", 53, 52),
        ("Sitter och fikar med kollegorna. Vilken vecka är 1 mars 2027?", "Vilken vecka är 1 mars 2027?",
         "Sitter och fikar med kollegorna. Vilken vecka är 1 mars 2028?", "sv", "week", 9, 9),
    ])
    func theQuestionAfterARemarkIsAnsweredAsAlone(question: String, alone: String, changed: String, language: String,
                                                   key: String, value: Int, changedValue: Int) {
        let answer = Answer.to(question, language)
        #expect(answer.intent != .unknown, "\(question)")
        #expect(answer.value(key) == .int(value), "\(question)")
        #expect(answer.value(key) == Answer.to(alone, language).value(key), "\(question)")
        #expect(Answer.to(changed, language).value(key) == .int(changedValue), "\(changed)")
    }

    /// A calendar word in the remark ("desk calendar", "lịch treo tường") is not the week overview asked.
    @Test func aCueInTheRemarkDoesNotChangeTheQuestion() {
        #expect(Answer.to("Mình đang làm lịch treo tường, năm 2027 có bao nhiêu tuần?", "vi").intent == .weeksInYear)
        #expect(Answer.to("I'm tidying my desk calendar. How many weeks does 2027 have?", "en").intent == .weeksInYear)
    }

    /// What a remark about one's doings says — a direction ("back from"), one's own event (a meeting), who
    /// asked — changes no answer that holds everywhere; the question alone decides, and a changed question
    /// moves the answer.
    @Test(arguments: [
        ("just got back from a long lunch and my brain is mush. what week number are we in?", "what week number are we in?", "en", "week", 48),
        ("เพิ่งกลับจากประชุม ขอดูภาพรวมอาทิตย์หน้าหน่อยครับ", "ขอดูภาพรวมอาทิตย์หน้าหน่อยครับ", "th", "week", 49),
        ("Vi har fullt upp, hur många veckor har 2026 egentligen?", "hur många veckor har 2026?", "sv", "weeks", 53),
        // Who asked, a "this" and a "no" with nothing of the calendar after them; vi "con" (child, read as còn).
        // ("at dinner" would be refused: an unknown word after a place word may be a place.)
        ("my kid asked me this during dinner and I had no idea... is 2100 a leap year?", "is 2100 a leap year?", "en", "days", 365),
        ("Con mình hỏi bài mà mình chịu chết, năm 2000 có phải năm nhuận không?", "năm 2000 có phải năm nhuận không?", "vi", "days", 366),
        // A remark after the question mark, before a calendar fact.
        ("how many ISO weeks does 2026 have? our reporting cycle depends on it and nobody knows", "how many ISO weeks does 2026 have?", "en", "weeks", 53),
    ])
    func whatARemarkAboutOnesDoingsSays(question: String, alone: String, language: String, key: String, value: Int) {
        let answer = Answer.to(question, language)
        #expect(answer.value(key) == .int(value), "\(question)")
        #expect(answer.value(key) == Answer.to(alone, language).value(key), "\(question)")
    }

    @Test func theQuestionAfterSuchARemarkStillMoves() {
        #expect(Answer.to("Vi har fullt upp, hur många veckor har 2027 egentligen?", "sv").value("weeks") == .int(52))
        #expect(Answer.to("เพิ่งกลับจากประชุม ขอดูภาพรวมอาทิตย์นี้หน่อยครับ", "th").value("week") == .int(48))
        #expect(Answer.to("how many ISO weeks does 2027 have? our reporting cycle depends on it and nobody knows", "en").value("weeks") == .int(52))
    }

    @Test(arguments: [
        // A number or a year in the remark may be the question's.
        ("Ich räume gerade 3 Büros auf. Wie viele Wochen hat 2027?", "de"),
        ("Sitter och fikar, 2028 alltså. Hur många veckor har 2027?", "sv"),
        // A place in the remark may be where the asker is.
        ("Ich räume gerade mein Büro in Atlantis auf. Ist der 24. Dezember ein Feiertag?", "de"),
        // Whether a day is a holiday depends on the place a remark may hint at.
        ("Ich räume gerade mein Büro auf. Ist der 24. Dezember ein Feiertag?", "de"),
        // A subject not ours stays refused wherever it stands.
        ("Ich räume gerade mein Büro auf. Wie wird das Wetter morgen?", "de"),
        // A place before a question whose answer depends on it, and an unknown word after a place word,
        // which may be a place, before any question ("sitter i Tidaholm"). ("fylla i tidrapporten" is no
        // place: "fylla i", fill in, is a verb with its particle.)
        ("Jag bor i Atlantis, är det helgdag på fredag?", "sv"),
        ("Jag bor i Atlantis, vilken vecka är det?", "sv"),
        ("Sitter i Tidaholm just nu, vilken vecka är vi i?", "sv"),
        ("アトランティスで引っ越しの準備中なので、今週って第何週？", "ja"),
        ("what week is it? in Atlantis", "en"),
        // A unit in a remark may be the count's ("in weeks").
        ("Counting in weeks, how many days until Christmas?", "en"),
        // A second question is not a remark.
        ("what week is christmas? need to plan the family trip?", "en"),
        // The asker's own event asked about stays refused, remark or not.
        ("my birthday party was great. how many days until my birthday?", "en"),
    ])
    func aRemarkThatMaySaySomethingKeepsTheQuestionRefused(question: String, language: String) {
        #expect(Answer.to(question, language).intent == .unknown, "\(question)")
    }

    /// A remark in a clause after the whole question (a comma, a Thai space): the question alone decides.
    @Test(arguments: [
        ("Zeig mir mal die nächste Woche, ich muss ein paar Termine koordinieren", "Zeig mir mal die übernächste Woche, ich muss ein paar Termine koordinieren",
         "de", "week", 49, 50),
        ("ปี 2569 มีกี่สัปดาห์คะ ทำแพลนงานอยู่", "ปี 2570 มีกี่สัปดาห์คะ ทำแพลนงานอยู่", "th", "weeks", 53, 52),
        ("Cho mình xem lịch tuần sau với, đang sắp xếp lại công việc", "Cho mình xem lịch tuần này với, đang sắp xếp lại công việc",
         "vi", "week", 49, 48),
    ])
    func aRemarkInAClauseAfterTheQuestion(question: String, changed: String, language: String, key: String, value: Int, changedValue: Int) {
        #expect(Answer.to(question, language).value(key) == .int(value), "\(question)")
        #expect(Answer.to(changed, language).value(key) == .int(changedValue), "\(changed)")
    }

    /// A date alone before a clause is what the clause asks about, not a question of its own.
    @Test func aDateBeforeTheRealQuestionIsNotAnswered() {
        #expect(Answer.to("来週の月曜、シフト代わってくれる人いないかな", "ja").intent == .unknown)
        #expect(Answer.to("Is Friday a holiday, flying to Lisbon", "en").intent == .unknown)
        #expect(Answer.to("what week is it, the weather is bad", "en").intent == .unknown)
    }

    /// A clause after the question that names a year is the question's, never a remark dropped.
    @Test func aYearInAClauseAfterTheQuestionIsUsed() {
        #expect(Answer.to("what week is christmas, in 2027", "en").value("date") == .string("2027-12-25"))
        #expect(Answer.to("what week is christmas, in 2028", "en").value("date") == .string("2028-12-25"))
    }
}
