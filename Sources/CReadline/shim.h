#ifndef CREADLINE_SHIM_H
#define CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Swift 6 rejects references to imported mutable C globals, so they are set from C. */
static inline void creadline_set_completer(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline void creadline_no_filename_fallback(void) { rl_attempted_completion_over = 1; }
static inline void creadline_set_name(const char *n) { rl_readline_name = n; }
static inline int  creadline_at_prompt(void) { return RL_ISSTATE(RL_STATE_READCMD) != 0; }
static inline void creadline_set_word_breaks(const char *s) { rl_basic_word_break_characters = (char *)s; }
#endif
