/* histctl — maintenance for ~/.local/share/histdb/history.db (uses the sqlite3 CLI) */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char db[4096];

static int sql(const char *stmt) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        execlp("sqlite3", "sqlite3", "-batch", "-separator", "  ", db, stmt, (char *)NULL);
        perror("sqlite3");
        _exit(127);
    }
    int st;
    waitpid(pid, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}

static long parse_date(const char *s) {
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    if (!strptime(s, "%Y-%m-%d", &tm)) return -1;
    tm.tm_isdst = -1;
    return (long)mktime(&tm);
}

static int stats(void) {
    struct stat st;
    if (stat(db, &st)) { perror(db); return 1; }
    printf("%s: %lld bytes\n", db, (long long)st.st_size);
    puts("year  rows");
    sql("SELECT strftime('%Y', ts, 'unixepoch'), count(*) FROM history GROUP BY 1 ORDER BY 1;");
    sql("SELECT 'bookmarks', count(*) FROM bookmarks;");
    return 0;
}

static int prune(long cutoff) {
    char stmt[512];
    snprintf(stmt, sizeof stmt,
             "BEGIN; DELETE FROM history WHERE ts < %ld; SELECT 'deleted', changes(); COMMIT; VACUUM;",
             cutoff);
    return sql(stmt);
}

int main(int argc, char **argv) {
    const char *home = getenv("HOME");
    const char *env = getenv("HISTDB");
    snprintf(db, sizeof db, "%s", env ? env : "");
    if (!env) snprintf(db, sizeof db, "%s/.local/share/histdb/history.db", home ? home : ".");
    if (access(db, R_OK)) { fprintf(stderr, "histctl: no database at %s\n", db); return 1; }

    if (argc >= 2 && !strcmp(argv[1], "stats")) return stats();
    if (argc == 4 && !strcmp(argv[1], "prune") && !strcmp(argv[2], "--before")) {
        long cutoff = parse_date(argv[3]);
        if (cutoff < 0) { fprintf(stderr, "histctl: bad date %s\n", argv[3]); return 2; }
        printf("pruning history before %s\n", argv[3]);
        return prune(cutoff);
    }
    if (argc >= 2 && !strcmp(argv[1], "export")) {
        return sql("SELECT datetime(ts, 'unixepoch'), cwd, cmd FROM history ORDER BY ts;");
    }
    fprintf(stderr, "usage: histctl stats | prune --before YYYY-MM-DD | export\n");
    return 2;
}
