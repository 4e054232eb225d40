extension TimeZoneRules {
    /// A zone by the name a request gives (`tz`): a zone of the system's tz database
    /// (`Europe/Stockholm`, `Etc/GMT+12`, `UTC`), or an offset written as Foundation took it
    /// (`GMT+5`, see `FixedOffsetName`). nil for anything else: unknown names, paths, files that
    /// are not zones, zones counting leap seconds (`right/…`).
    ///
    /// Zones are read once per process (a pipe may name the same one in every request).
    public init?(identifier: String) {
        if let offset = FixedOffsetName.seconds(identifier) {
            self.init(fixedOffset: Int32(offset))
            return
        }
        guard ZoneFile.isZoneName(identifier),
              let zone = Self.namedZones.value(for: identifier, compute: { Self.zone(named: identifier) }) else { return nil }
        self = zone
    }

    private static let namedZones = LockedDictionary<String, TimeZoneRules?>(limit: 512)

    /// A zone of the tz database in `directory` by name, uncached.
    static func zone(named name: String, in directory: String = ZoneFile.directory) -> TimeZoneRules? {
        guard ZoneFile.isZoneName(name) else { return nil }
        return zone(atPath: directory + "/" + name)
    }

    static func zone(atPath path: String) -> TimeZoneRules? {
        ZoneFile.bytes(atPath: path).flatMap(TZif.rules(from:))
    }

    /// The process's own zone from the value of `TZ`, read as the C library reads it (so `date`
    /// and this agree): unset, /etc/localtime; empty, UTC; `:zone`, a zone file only (by name or
    /// absolute path); otherwise a zone file, else a POSIX rule (`JST-9`,
    /// `CET-1CEST,M3.5.0,M10.5.0/3`); UTC when it is none of these.
    public static func local(tz: String?) -> TimeZoneRules {
        local(tz: tz, directory: ZoneFile.directory, localtime: "/etc/localtime")
    }

    static func local(tz: String?, directory: String, localtime: String) -> TimeZoneRules {
        guard let tz else { return zone(atPath: localtime) ?? .utc }
        func file(_ name: Substring) -> TimeZoneRules? {
            name.hasPrefix("/") ? zone(atPath: String(name)) : zone(named: String(name), in: directory)
        }
        if tz.hasPrefix(":") { return file(tz.dropFirst()) ?? .utc }
        if tz.isEmpty { return .utc }
        return file(tz[...]) ?? PosixTimeZoneRule(tz).map(TimeZoneRules.init(rule:)) ?? .utc
    }
}
