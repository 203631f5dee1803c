#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <netdb.h>
#include <unistd.h>
#include <sys/socket.h>

static int run(const char *cmd, char *out, size_t n) {
    FILE *p = popen(cmd, "r");
    if (!p) return -1;
    size_t k = fread(out, 1, n - 1, p);
    out[k] = 0;
    return pclose(p);
}

int main(void) {
    char a[8192], b[8192], end[512], subj[512];
    run("openssl x509 -noout -enddate -in certs/localhost.crt", end, sizeof end);
    run("openssl x509 -noout -subject -in certs/localhost.crt", subj, sizeof subj);
    run("openssl x509 -noout -pubkey -in certs/localhost.crt", a, sizeof a);
    run("openssl pkey -pubout -in certs/localhost.key", b, sizeof b);
    int match = a[0] && strcmp(a, b) == 0;
    FILE *o = fopen("certs/CHECK.txt", "w");
    if (!o) { perror("certs/CHECK.txt"); return 1; }
    fprintf(o, "%s%skey matches certificate: %s\n", subj, end, match ? "yes" : "NO");
    fclose(o);
    printf("%s%skey matches certificate: %s\n", subj, end, match ? "yes" : "NO");
    
    return match ? 0 : 1;
}
