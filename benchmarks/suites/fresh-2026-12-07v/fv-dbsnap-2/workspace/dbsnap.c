/* dbsnap: list and restore snapshots of the orders database. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define BACKUP_DIR "backups"
#define DB_NAME "app.db"

static int run(char *const argv[]) {
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) { execvp(argv[0], argv); _exit(127); }
    int st;
    if (waitpid(pid, &st, 0) < 0) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int is_sqlite(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    char hdr[16] = {0};
    size_t n = fread(hdr, 1, 16, f);
    fseek(f, 0, SEEK_END);
    *size = ftell(f);
    fclose(f);
    return n == 16 && memcmp(hdr, "SQLite format 3", 16) == 0;
}

static int cmd_list(void) {
    DIR *d = opendir(BACKUP_DIR);
    if (!d) { perror(BACKUP_DIR); return 1; }
    struct dirent *e;
    while ((e = readdir(d)))
        if (strstr(e->d_name, ".tar.gz")) printf("%s/%s\n", BACKUP_DIR, e->d_name);
    closedir(d);
    return 0;
}

static int cmd_restore(const char *archive, const char *dest) {
    if (access(archive, R_OK) != 0) { perror(archive); return 1; }
    if (mkdir(dest, 0755) != 0 && errno != EEXIST) { perror(dest); return 1; }
    char *tar[] = {"tar", "-xzf", (char *)archive, "-C", (char *)dest, DB_NAME, NULL};
    if (run(tar) != 0) { fprintf(stderr, "dbsnap: could not unpack %s\n", archive); return 1; }
    char restored[4096];
    snprintf(restored, sizeof restored, "%s/%s", dest, DB_NAME);
    long size = 0;
    if (!is_sqlite(restored, &size)) { fprintf(stderr, "dbsnap: %s is not a SQLite database\n", restored); return 1; }
    printf("restored %s -> %s (%ld bytes, header ok)\n", archive, restored, size);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "list") == 0) return cmd_list();
    if (argc == 4 && strcmp(argv[1], "restore") == 0) return cmd_restore(argv[2], argv[3]);
    fprintf(stderr, "usage: dbsnap list | dbsnap restore ARCHIVE DEST/\n");
    return 2;
}
