import ArgumentParser
import Foundation
import IntentHandlers
import Logging
import MCP
import VeckaAskCLI

/// The server: its tools and resources, on the stdio transport, until the client closes stdin.
public enum MCPServer {
    static var version: String { ProtocolEndpoint.version }

    static let tools: [CalendarTool] = [
        AskTool.tool, WeekTools.weekOfDate, WeekTools.datesOfWeek, WeekTools.weeksInYear,
        HolidayTools.holidays, HolidayTools.isHoliday, DayCountTools.daysBetween, DayCountTools.addDays,
    ] + PersonalTools.all

    /// Shown to the model by clients that pass a server's instructions on (as a system prompt, say).
    static let instructions = """
        vecka-ask gives exact answers about ISO 8601 weeks, dates and the public holidays of 28 countries and territories \
        (SE NO DK FI IS DE GB FR IT NL JP CN HK TH VN US KR AT CH LI LU IE CA AU NZ SG TW MO) and Germany's Länder \
        (DE-BB … DE-TH), Scotland (GB-SCT) and Northern Ireland (GB-NIR; GB is England and Wales), in Swedish, English, German, Japanese, Korean, Chinese, \
        Vietnamese and Thai. Never compute week numbers, weekdays, day counts or holiday dates yourself: call a tool. \
        Use `ask` with the user's own words when the question is about dates ("which week is midsummer?"); use the \
        typed tools (week_of_date, dates_of_week, weeks_in_year, holidays, is_holiday, days_between, add_days) when \
        you already know the exact dates. Dates are YYYY-MM-DD. ISO weeks start on Monday and belong to the ISO \
        week-year of their Thursday (2027-01-01 is in week 53 of 2026). "Today" is the server's local date unless \
        you pass `today` (or `tz`) to `ask`. The user's own notes and countdowns: add_note, list_notes, delete_note,         add_countdown, list_countdowns, delete_countdown (or `ask` with their words: "note on Friday: dentist").
        """

    /// Runs the server with `vecka-ask-mcp`'s arguments; returns the exit status (0 when stdin closed,
    /// 2 for a usage error, 3 when stdin or stdout failed).
    public static func run(arguments: [String]) async -> Int32 {
        let options: ServerOptions
        do {
            options = try ServerOptions.parse(arguments)
        } catch {
            // Help and version go to stdout; any other parse error is a usage error (status 2, as vecka-ask).
            let message = ServerOptions.fullMessage(for: error)
            guard ServerOptions.exitCode(for: error) == .success else {
                FileHandle.standardError.write(Data((message + "\n").utf8))
                return 2
            }
            print(message)
            return 0
        }
        let endpoint: ProtocolEndpoint
        do {
            endpoint = try ProtocolEndpoint(language: options.lang, today: options.today, region: options.region, environment: .process)
        } catch {
            FileHandle.standardError.write(Data((ServerOptions.fullMessage(for: ValidationError(error.message)) + "\n").utf8))
            return 2
        }
        if let user = options.user, user.isEmpty || user.utf8.count > PersonalLimits.userBytes {
            FileHandle.standardError.write(Data((ServerOptions.fullMessage(for: ValidationError(
                "--user must be a name of 1 to \(PersonalLimits.userBytes) bytes.")) + "\n").utf8))
            return 2
        }
        return await serve(ToolContext(endpoint: endpoint, user: options.user ?? ""))
    }

    static func serve(_ context: ToolContext) async -> Int32 {
        let logger = Logger(label: "vecka-ask-mcp", factory: { StreamLogHandler.standardError(label: $0) })
            .withLevel(from: ProcessInfo.processInfo.environment["VECKA_MCP_LOG"])
        let transport = LineTransport(logger: logger)
        let server = Server(name: "vecka-ask", version: version, title: "vecka-ask: ISO weeks, dates and public holidays",
                            instructions: instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        await register(on: server, context: context)
        do {
            try await server.start(transport: transport)
        } catch {
            logger.error("cannot start: \(error)")
            return 3
        }
        await server.waitUntilCompleted()
        // Input has ended, but calls read before the end are still answered: a client that writes its
        // requests and then closes stdin (a script's pipe) gets every response.
        await transport.ledger.settle()
        await server.stop()
        return await transport.failure == nil ? 0 : 3
    }

    private static func register(on server: Server, context: ToolContext) async {
        let byName = Dictionary(uniqueKeysWithValues: tools.map { ($0.name, $0) })
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools.map(\.tool)) }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = byName[parameters.name] else {
                // A tool that does not exist is a protocol error (MCP specification), not a tool result.
                throw MCPError.invalidParams("Unknown tool: \(parameters.name). The tools are \(tools.map(\.name).joined(separator: ", ")).")
            }
            try Task.checkCancellation()
            let result = tool.call(parameters.arguments, context: context)
            // A call the client cancelled while it ran gets no response (MCP: the receiver SHOULD NOT send one).
            try Task.checkCancellation()
            return result
        }
        await server.withMethodHandler(ListResources.self) { _ in ListResources.Result(resources: HolidayResources.list(context)) }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: HolidayResources.templates)
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            ReadResource.Result(contents: [try HolidayResources.read(parameters.uri, context: context)])
        }
    }
}

extension Logger {
    /// `VECKA_MCP_LOG` (trace, debug, info, notice, warning, error, critical); warnings and errors by default.
    func withLevel(from name: String?) -> Logger {
        var logger = self
        logger.logLevel = name.flatMap(Logger.Level.init(rawValue:)) ?? .warning
        return logger
    }
}
