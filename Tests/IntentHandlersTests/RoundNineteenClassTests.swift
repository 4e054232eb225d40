import IntentHandlers
import IntentParser
import Testing

/// Confident wrong answers development round 19 found, each fixed as a class and tested with a twin that
/// changes one part of the question.
@Suite struct RoundNineteenClassTests {
    /// "给我看看下周概况" was this week's overview: 给我看 + 看下 ("have a look") left a bare 周. A segmentation
    /// that keeps a word counted from now whole (下周, next week) wins the tie, and 给我看看 is one phrase.
    @Test(arguments: [
        ("刚开完会，给我看看下周概况吧", "刚开完会，给我看看本周概况吧", "zh", 49, 48),
        ("給我看看下週概況", "給我看看今個禮拜概況", "zh-Hant", 49, 48),
    ])
    func nextWeekAfterAShowWord(question: String, changed: String, language: String, week: Int, changedWeek: Int) {
        #expect(Answer.to(question, language).value("week") == .int(week), "\(question)")
        #expect(Answer.to(changed, language).value("week") == .int(changedWeek), "\(changed)")
    }

    /// "正月休みが待ち遠しい〜！元日まであと何日？" was "0 days from 1 January to 1 January": one holiday said twice
    /// is one day, counted to from today; two different days still make a span.
    @Test func oneHolidaySaidTwiceIsOneDay() {
        let alone = Answer.to("元日まであと何日？", "ja")
        let twice = Answer.to("正月休みが待ち遠しい〜！元日まであと何日？", "ja")
        #expect(twice.intent == .daysUntil)
        #expect(twice.value("days") == .int(37))
        #expect(twice.value("days") == alone.value("days"))
        #expect(Answer.to("how many days between christmas eve and new year's day", "en").value("days") == .int(8))
        #expect(Answer.to("how many days from christmas to christmas 2027", "en").value("days") == .int(365))
    }

    /// "what day is my dentist appointment next week" was answered with next week's Monday: a week tells
    /// no day of the asker's own event. Asked about the week itself, the week answers.
    @Test(arguments: [
        ("what day is my dentist appointment next week?", "en"),
        ("Vilken dag har jag tandläkartid nästa vecka?", "sv"),
        ("นัดหมอฟันของฉันอาทิตย์หน้าวันไหนนะ", "th"),
    ])
    func aWeekTellsNoDayOfAnEvent(question: String, language: String) {
        #expect(Answer.to(question, language).intent == .unknown, "\(question)")
    }

    @Test func anEventsWeekAnswersAQuestionAboutTheWeek() {
        let answer = Answer.to("my dentist appointment is next week, what dates is that week?", "en")
        #expect(answer.intent == .datesOfWeek)
        #expect(answer.value("week") == .int(49))
    }

    /// "给我看下个月的日历" was this month's calendar: 个 in 下个月 was counted as a particle joining two words,
    /// so 给我看下 ("have a look") + 个月 (months) won. A word of the calendar is one word.
    @Test(arguments: [
        ("给我看下个月的日历", "给我看上个月的日历", "zh", 12, 10),
        ("給我看下個月嘅月曆", "給我看這個月嘅月曆", "zh-Hant", 12, 11),
    ])
    func nextMonthAfterAShowWord(question: String, changed: String, language: String, month: Int, changedMonth: Int) {
        #expect(Answer.to(question, language).value("month") == .int(month), "\(question)")
        #expect(Answer.to(changed, language).value("month") == .int(changedMonth), "\(changed)")
    }

    /// "the day after *the* week 50": a unit and a direction before an article and something no rule joined
    /// them to are an offset never dropped (it was answered as week 50 itself).
    @Test func anOffsetBeforeAnArticleIsNotDropped() {
        #expect(Answer.to("what week is the day after the week 50", "en").intent == .unknown)
        #expect(Answer.to("what week is the day after christmas 2027", "en").value("date") == .string("2027-12-26"))
    }
}
