#ifndef CREADLINE_SHIM_H
#define CREADLINE_SHIM_H
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

/* GNU readline is loaded when the interactive mode starts (dlopen), not linked: loading libreadline and
   libtinfo cost every one-shot question and pipe about 0.3 ms of a 3.6 ms start, and only a person at a
   terminal uses them. The headers give the types; every function and variable is looked up once here,
   and nothing below names a readline symbol directly (which would make the linker require the library).
   Swift 6 rejects references to imported mutable C globals, so they are set and read from C. */

typedef struct {
    char *(*readline)(const char *);
    void (*add_history)(const char *);
    void (*stifle_history)(int);
    int (*variable_bind)(const char *, const char *);
    int (*on_new_line)(void);
    void (*redisplay)(void);
    char **(*completion_matches)(const char *, rl_compentry_func_t *);
    HIST_ENTRY *(*current_history)(void);
    int (*revert_line)(int, int);
    HIST_ENTRY *(*replace_history_entry)(int, const char *, histdata_t);
    int (*where_history)(void);
    histdata_t (*free_history_entry)(HIST_ENTRY *);
    void (*free_undo_list)(void);
    void (*using_history)(void);
    void (*replace_line)(const char *, int);
    rl_completion_func_t **attempted_completion_function;
    int *attempted_completion_over;
    const char **readline_name;
    char **basic_word_break_characters;
    char **line_buffer;
    unsigned long *readline_state;
    UNDO_LIST **undo_list;
} creadline_api;

/* The one table, in a function so that the header gives it a definition (a static variable in a
   header is not emitted for Swift). */
static inline creadline_api *creadline_table(void) {
    static creadline_api table;
    return &table;
}

/* 1 when readline is loaded (libreadline.so.8, or the development symlink), 0 when it is not there:
   the caller then reads plain lines. */
static inline int creadline_load(void) {
    if (creadline_table()->readline) { return 1; }
    void *library = dlopen("libreadline.so.8", RTLD_NOW | RTLD_LOCAL);
    if (!library) { library = dlopen("libreadline.so", RTLD_NOW | RTLD_LOCAL); }
    if (!library) { return 0; }
    creadline_api api;
#define CREADLINE_FIND(field, symbol) \
    if (!(*(void **)&api.field = dlsym(library, symbol))) { dlclose(library); return 0; }
    CREADLINE_FIND(readline, "readline")
    CREADLINE_FIND(add_history, "add_history")
    CREADLINE_FIND(stifle_history, "stifle_history")
    CREADLINE_FIND(variable_bind, "rl_variable_bind")
    CREADLINE_FIND(on_new_line, "rl_on_new_line")
    CREADLINE_FIND(redisplay, "rl_redisplay")
    CREADLINE_FIND(completion_matches, "rl_completion_matches")
    CREADLINE_FIND(current_history, "current_history")
    CREADLINE_FIND(revert_line, "rl_revert_line")
    CREADLINE_FIND(replace_history_entry, "replace_history_entry")
    CREADLINE_FIND(where_history, "where_history")
    CREADLINE_FIND(free_history_entry, "free_history_entry")
    CREADLINE_FIND(free_undo_list, "rl_free_undo_list")
    CREADLINE_FIND(using_history, "using_history")
    CREADLINE_FIND(replace_line, "rl_replace_line")
    CREADLINE_FIND(attempted_completion_function, "rl_attempted_completion_function")
    CREADLINE_FIND(attempted_completion_over, "rl_attempted_completion_over")
    CREADLINE_FIND(readline_name, "rl_readline_name")
    CREADLINE_FIND(basic_word_break_characters, "rl_basic_word_break_characters")
    CREADLINE_FIND(line_buffer, "rl_line_buffer")
    CREADLINE_FIND(readline_state, "rl_readline_state")
    CREADLINE_FIND(undo_list, "rl_undo_list")
#undef CREADLINE_FIND
    *creadline_table() = api;
    return 1;
}

static inline char *creadline_readline(const char *prompt) { return creadline_table()->readline(prompt); }
static inline void creadline_add_history(const char *line) { creadline_table()->add_history(line); }
static inline void creadline_stifle_history(int lines) { creadline_table()->stifle_history(lines); }
static inline void creadline_variable_bind(const char *name, const char *value) { (void)creadline_table()->variable_bind(name, value); }
static inline void creadline_on_new_line(void) { (void)creadline_table()->on_new_line(); }
static inline void creadline_redisplay(void) { creadline_table()->redisplay(); }
static inline char **creadline_completion_matches(const char *text, rl_compentry_func_t *entry) {
    return creadline_table()->completion_matches(text, entry);
}
static inline void creadline_set_completer(rl_completion_func_t *f) { *creadline_table()->attempted_completion_function = f; }
static inline void creadline_no_filename_fallback(void) { *creadline_table()->attempted_completion_over = 1; }
static inline void creadline_set_name(const char *n) { *creadline_table()->readline_name = n; }
static inline int  creadline_at_prompt(void) { return (*creadline_table()->readline_state & RL_STATE_READCMD) != 0; }
static inline void creadline_set_word_breaks(const char *s) { *creadline_table()->basic_word_break_characters = (char *)s; }
static inline const char *creadline_line_buffer(void) { return *creadline_table()->line_buffer; }

/* Ctrl-C at the prompt: abandon the line and show a fresh prompt. If the line was a recalled history
   entry that had been edited, the entry gets its own text back first, as readline does when a line is
   accepted; otherwise the blanking below would be an edit of that entry, and Up would then recall an
   empty line. The fresh line belongs to no entry (the history position goes back to the end). */
static inline void creadline_abandon_line(void) {
    HIST_ENTRY *entry = creadline_table()->current_history();
    if (entry && *creadline_table()->undo_list) {
        creadline_table()->revert_line(1, 0);
        HIST_ENTRY *old = creadline_table()->replace_history_entry(creadline_table()->where_history(), *creadline_table()->line_buffer, NULL);
        if (old) { (void)creadline_table()->free_history_entry(old); }
    }
    creadline_table()->free_undo_list();
    creadline_table()->using_history();
    creadline_table()->replace_line("", 1);
}
#endif
