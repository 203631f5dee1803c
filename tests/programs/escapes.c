/* Calls the escape tests need and a shell cannot make. Each prints one line "<name> <result>"
 * where result is "ok" (the call went through), "errno=N", or the program is killed.
 * Build: cc -O1 -pthread -o escapes escapes.c */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

extern char **environ;

static void report(const char *name, long r) {
    if (r < 0) printf("%s errno=%d\n", name, errno);
    else printf("%s ok\n", name);
    fflush(stdout);
}

static void *exec_from_thread(void *arg) {
    (void)arg;
    char *argv[] = {"/bin/echo", "exec-from-thread", NULL};
    execve("/bin/echo", argv, environ);
    return NULL;
}

static char path_buf[64] = "raced-a.txt";
static volatile int stop_flipping;
static void *flip(void *arg) {
    (void)arg;
    while (!stop_flipping) {
        strcpy(path_buf, "raced-b.txt");
        strcpy(path_buf, "raced-a.txt");
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    const char *t = argv[1];
    if (!strcmp(t, "vsock")) report("socket(AF_VSOCK)", socket(40, SOCK_STREAM, 0));
    else if (!strcmp(t, "io_uring")) report("io_uring_setup", syscall(425, 8, calloc(1, 512)));
    else if (!strcmp(t, "x32")) report("x32 getpid", syscall(0x40000000 | 39));
    else if (!strcmp(t, "int80")) {
        long r;
        /* 32-bit getpid (20) through the compat entry. */
        __asm__ volatile("int $0x80" : "=a"(r) : "a"(20) : "memory");
        printf("int80 ok %ld\n", r);
    } else if (!strcmp(t, "clone3")) report("clone3", syscall(SYS_clone3, NULL, 0));
    else if (!strcmp(t, "unshare")) report("unshare", unshare(CLONE_NEWUSER | CLONE_NEWNS));
    else if (!strcmp(t, "setns")) report("setns", setns(open("/proc/self/ns/net", O_RDONLY), 0));
    else if (!strcmp(t, "mount")) report("mount", mount("none", "/tmp", "tmpfs", 0, NULL));
    else if (!strcmp(t, "ptrace")) report("ptrace", ptrace(PTRACE_ATTACH, getppid(), 0, 0));
    else if (!strcmp(t, "process_vm_writev")) {
        char b[4] = "x";
        struct iovec l = {b, 1}, r = {b, 1};
        report("process_vm_writev", process_vm_writev(getppid(), &l, 1, &r, 1, 0));
    } else if (!strcmp(t, "untraced")) report("clone(CLONE_UNTRACED)", syscall(SYS_clone, CLONE_UNTRACED | SIGCHLD, 0, 0, 0, 0));
    else if (!strcmp(t, "tiocsti")) {
        char c = 'x';
        report("TIOCSTI", ioctl(0, TIOCSTI, &c));
        report("TIOCSTI-highbit", syscall(SYS_ioctl, 0, (1UL << 32) | TIOCSTI, &c));
        report("TIOCLINUX", ioctl(0, TIOCLINUX, &c));
    } else if (!strcmp(t, "vfork")) {
        pid_t p = vfork();
        if (p == 0) {
            char *a[] = {"/bin/echo", "from-vfork", NULL};
            execve("/bin/echo", a, environ);
            _exit(127);
        }
        waitpid(p, NULL, 0);
    } else if (!strcmp(t, "posix_spawn")) {
        pid_t p;
        char *a[] = {"/bin/echo", "from-posix-spawn", NULL};
        posix_spawn(&p, "/bin/echo", NULL, NULL, a, environ);
        waitpid(p, NULL, 0);
    } else if (!strcmp(t, "clone_vm")) {
        pthread_t th;
        pthread_create(&th, NULL, flip, NULL);
        stop_flipping = 1;
        pthread_join(th, NULL);
        pid_t p = fork();
        if (p == 0) {
            char *a[] = {"/bin/echo", "from-fork", NULL};
            execve("/bin/echo", a, environ);
            _exit(127);
        }
        waitpid(p, NULL, 0);
    } else if (!strcmp(t, "thread_exec")) {
        pthread_t th;
        pthread_create(&th, NULL, exec_from_thread, NULL);
        pthread_join(th, NULL);
    } else if (!strcmp(t, "race")) {
        /* Another thread rewrites the path while this one opens it for writing. */
        pthread_t th;
        pthread_create(&th, NULL, flip, NULL);
        for (int i = 0; i < 200; i++) {
            int fd = open(path_buf, O_WRONLY | O_CREAT, 0644);
            if (fd >= 0) close(fd);
        }
        stop_flipping = 1;
        pthread_join(th, NULL);
        printf("race done\n");
    } else if (!strcmp(t, "kill")) {
        report("kill", kill(atoi(argv[2]), SIGTERM));
    } else return 2;
    return 0;
}
