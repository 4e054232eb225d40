#include "ICUDefaultLocale.h"

/*
 * ICU reads its default locale from LC_ALL / LC_MESSAGES / LANG the first time anything asks for it
 * (a formatter, a calendar, even TimeZone(identifier:)). A value it cannot canonicalise — a language
 * part of 12 letters, a long @keyword= tail — leaves it with no default at all, and the next lookup
 * dereferences a null pointer inside swift_locale_get_default: SIGSEGV, whatever the caller asked.
 *
 * Every locale this program formats with is explicit, so the default only matters as that crash.
 * It is pinned to en_US_POSIX (what ICU picks for LANG=C) in a constructor: before main and before any
 * Swift code, in every binary that links the engine (the command, the tests, the fuzzer, the benchmark),
 * so no entry point can reach ICU first. The user's language is still read from LANG by the command
 * itself (Environment.language).
 *
 * The toolchain's ICU (_FoundationICU) prefixes its C symbols with swift_; if that ever changes the link
 * fails, loudly, rather than the pin silently disappearing.
 */
#if defined(__linux__)
extern void swift_uloc_setDefault(const char *localeID, int *status);
extern const char *swift_uloc_getDefault(void);

__attribute__((constructor)) static void pin_icu_default_locale(void) {
    int status = 0;
    swift_uloc_setDefault("en_US_POSIX", &status);
}

const char *icu_default_locale(void) { return swift_uloc_getDefault(); }
#else
/* Darwin's ICU takes its default from the system settings, not from LANG. */
const char *icu_default_locale(void) { return ""; }
#endif
