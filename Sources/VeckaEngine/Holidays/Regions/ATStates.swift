/// Austria's nine Länder (AT-1 Burgenland … AT-9 Wien). Public holidays are federal law in Austria
/// (Feiertagsruhegesetz 1957, Arbeitsruhegesetz § 7): every Land keeps exactly the nationwide days of
/// Regions/AT.swift, as python-holidays 0.109 has them with `subdiv=`. The Länder's patron saints' days
/// (Josef in Kärnten, Steiermark, Tirol and Vorarlberg; Florian in Oberösterreich; Rupert in Salzburg;
/// Martin in Burgenland; Leopold in Niederösterreich and Wien; 10 October in Kärnten) close schools and
/// Land offices but are working days for everyone else (python-holidays' `bank`/`school` categories),
/// so a Land answers like Austria. Each Land is a region of its own so that `--region AT-9` and "in
/// Wien" name it, and answers say where they hold.
extension Regions {
    static let austrianStates = austria.subdivisions(HolidayRegion.AT.subdivisions, rows: [])
}
