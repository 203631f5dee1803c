/* labperm - share a project folder with the lab's unix group.
 *   labperm share DIR    group rwX on everything, setgid on directories (new files stay in the group)
 *   labperm show DIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <libgen.h>
#include <limits.h>
#include <sys/stat.h>

static int changed = 0;

static void share(const char *path) {
    struct stat st;
    if (lstat(path, &st) != 0 || S_ISLNK(st.st_mode)) return;
    mode_t m = st.st_mode & 07777;
    mode_t nm = m | S_IRGRP | S_IWGRP;
    if (S_ISDIR(st.st_mode)) nm |= S_IXGRP | S_ISGID;
    else if (m & S_IXUSR) nm |= S_IXGRP;
    if (nm != m && chmod(path, nm) == 0) changed++;
    if (!S_ISDIR(st.st_mode)) return;
    DIR *d = opendir(path);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        char sub[PATH_MAX];
        snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
        share(sub);
    }
    closedir(d);
}



int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[1], "share") && strcmp(argv[1], "show"))) {
        fprintf(stderr, "usage: labperm share|show DIR\n");
        return 2;
    }
    struct stat st;
    if (stat(argv[2], &st) != 0 || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "labperm: %s: not a directory\n", argv[2]);
        return 1;
    }
    if (!strcmp(argv[1], "show")) {
        printf("%s: %04o\n", argv[2], st.st_mode & 07777);
        return 0;
    }
    share(argv[2]);

    printf("labperm: %s shared with group (rwX, setgid dirs), %d modes changed\n", argv[2], changed);
    return 0;
}
