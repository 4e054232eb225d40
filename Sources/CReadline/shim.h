#ifndef CREADLINE_SHIM_H
#define CREADLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Swift 6 rejects references to imported mutable C globals, so they are set and read from C. */
static inline void creadline_set_completer(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline void creadline_no_filename_fallback(void) { rl_attempted_completion_over = 1; }
static inline void creadline_set_name(const char *n) { rl_readline_name = n; }
static inline int  creadline_at_prompt(void) { return RL_ISSTATE(RL_STATE_READCMD) != 0; }
static inline void creadline_set_word_breaks(const char *s) { rl_basic_word_break_characters = (char *)s; }
static inline const char *creadline_line_buffer(void) { return rl_line_buffer; }

/* Ctrl-C at the prompt: abandon the line and show a fresh prompt. If the line was a recalled history
   entry that had been edited, the entry gets its own text back first, as readline does when a line is
   accepted; otherwise the blanking below would be an edit of that entry, and Up would then recall an
   empty line. The fresh line belongs to no entry (the history position goes back to the end). */
static inline void creadline_abandon_line(void) {
    HIST_ENTRY *entry = current_history();
    if (entry && rl_undo_list) {
        rl_revert_line(1, 0);
        HIST_ENTRY *old = replace_history_entry(where_history(), rl_line_buffer, NULL);
        if (old) { (void)free_history_entry(old); }
    }
    rl_free_undo_list();
    using_history();
    rl_replace_line("", 1);
}
#endif
