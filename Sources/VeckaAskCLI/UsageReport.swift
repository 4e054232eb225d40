import ArgumentParser

/// How a usage error is shown on stderr: the message, the usage line, and where to read more, worded
/// in the user's language (`usage.report`) the way the argument parser says it in English.
enum UsageReport {
    static func text(_ problem: UsageProblem, _ messages: Messages) -> String {
        messages.render("usage.report", ["message": problem.message(messages), "usage": Options.usageString()])
    }
}
