/* render-deploy ENVFILE OUTDIR: render the systemd unit and sudoers rule for an app. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char app[64] = "app", user[64] = "deploy", execp[256] = "/opt/app/bin/server", workdir[256] = "/opt/app";

static void load(const char *path) {
    FILE *f = fopen(path, "r"); char line[512];
    if (!f) { perror(path); exit(1); }
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        char *eq = strchr(line, '='); if (!eq || line[0] == '#') continue;
        *eq = 0; const char *v = eq + 1;
        if (!strcmp(line, "APP")) snprintf(app, sizeof app, "%s", v);
        else if (!strcmp(line, "USER")) snprintf(user, sizeof user, "%s", v);
        else if (!strcmp(line, "EXEC")) snprintf(execp, sizeof execp, "%s", v);
        else if (!strcmp(line, "WORKDIR")) snprintf(workdir, sizeof workdir, "%s", v);
    }
    fclose(f);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: render-deploy ENVFILE OUTDIR\n"); return 2; }
    load(argv[1]);
    char p[1024];
    mkdir(argv[2], 0755);
    snprintf(p, sizeof p, "%s/sudoers.d", argv[2]); mkdir(p, 0755);
    snprintf(p, sizeof p, "%s/%s.service", argv[2], app);
    FILE *u = fopen(p, "w"); if (!u) { perror(p); return 1; }
    fprintf(u, "[Unit]\nDescription=%s\nAfter=network.target\n\n[Service]\nUser=%s\nWorkingDirectory=%s\n"
               "ExecStart=%s\nRestart=on-failure\nNoNewPrivileges=true\n\n[Install]\nWantedBy=multi-user.target\n",
            app, user, workdir, execp);
    fclose(u);
    snprintf(p, sizeof p, "%s/sudoers.d/%s", argv[2], app);
    FILE *s = fopen(p, "w"); if (!s) { perror(p); return 1; }
    fprintf(s, "# %s: let %s restart the service, nothing else\n", app, user);
    fprintf(s, "%s ALL=(root) NOPASSWD: /usr/bin/systemctl restart %s.service\n", user, app);
    
    fclose(s);
    chmod(p, 0440);
    printf("rendered %s/%s.service and %s/sudoers.d/%s\n", argv[2], app, argv[2], app);
    return 0;
}
