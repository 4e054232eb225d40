/// The namespace of the one-off day tables (Decrees/<CC>.swift). They are data, not rules: each
/// entry was decided once by a government, parliament or monarch, and carries its source.
enum Decrees {}
