#ifndef ICU_DEFAULT_LOCALE_H
#define ICU_DEFAULT_LOCALE_H

/// ICU's default locale as this process sees it ("en_US_POSIX" once pinned); for tests.
const char *icu_default_locale(void);

#endif
