//! The protected-read set: files whose mere reading matters (keys, tokens, password stores),
//! each with the credential class the report names instead of its content.

use std::path::{Path, PathBuf};

/// A protected file and its class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Protected {
    pub path: PathBuf,
    pub class: &'static str,
}

const HOME_FILES: &[(&str, &str)] = &[
    (".aws/credentials", "aws-credentials"),
    (".config/gcloud/application_default_credentials.json", "gcloud-credentials"),
    (".config/gcloud/credentials.db", "gcloud-credentials"),
    (".config/gcloud/access_tokens.db", "gcloud-credentials"),
    (".azure/accessTokens.json", "azure-credentials"),
    (".azure/msal_token_cache.json", "azure-credentials"),
    (".kube/config", "kubeconfig"),
    (".docker/config.json", "docker-credentials"),
    (".netrc", "netrc"),
    (".git-credentials", "git-credentials"),
    (".pgpass", "database-password"),
    (".my.cnf", "database-password"),
    (".npmrc", "npm-token"),
    (".pypirc", "pypi-token"),
    (".cargo/credentials", "cargo-token"),
    (".cargo/credentials.toml", "cargo-token"),
    (".config/gh/hosts.yml", "github-token"),
    (".vault-token", "vault-token"),
    (".terraform.d/credentials.tfrc.json", "terraform-token"),
    (".config/hub", "github-token"),
    (".kaggle/kaggle.json", "kaggle-token"),
    (".config/kaggle/kaggle.json", "kaggle-token"),
    (".cache/huggingface/token", "huggingface-token"),
    (".gem/credentials", "rubygems-token"),
    (".composer/auth.json", "composer-token"),
    (".config/composer/auth.json", "composer-token"),
    (".m2/settings.xml", "maven-credentials"),
    (".m2/settings-security.xml", "maven-credentials"),
    (".gradle/gradle.properties", "gradle-credentials"),
    (".s3cfg", "aws-credentials"),
    (".boto", "aws-credentials"),
    (".databrickscfg", "databricks-token"),
    (".pulumi/credentials.json", "pulumi-token"),
    (".config/rclone/rclone.conf", "rclone-credentials"),
    (".config/doctl/config.yaml", "digitalocean-token"),
    (".ngrok2/ngrok.yml", "ngrok-token"),
    (".config/ngrok/ngrok.yml", "ngrok-token"),
    (".sentryclirc", "sentry-token"),
    (".snowsql/config", "database-password"),
    // What was typed at a prompt: tokens exported, passwords given on a command line.
    (".bash_history", "shell-history"),
    (".zsh_history", "shell-history"),
    (".local/share/fish/fish_history", "shell-history"),
    (".python_history", "shell-history"),
    (".node_repl_history", "shell-history"),
    (".psql_history", "shell-history"),
    (".mysql_history", "shell-history"),
    (".sqlite_history", "shell-history"),
];

/// Folders whose every file is protected (bounded walk).
const HOME_DIRS: &[(&str, &str)] = &[
    (".password-store", "password-store"),
    (".gnupg/private-keys-v1.d", "gpg-private-key"),
    (".config/gcloud/legacy_credentials", "gcloud-credentials"),
];

const BROWSER_FILES: &[&str] =
    &["logins.json", "key4.db", "cookies.sqlite", "Login Data", "Cookies", "Web Data"];
const BROWSER_ROOTS: &[&str] =
    &[".mozilla/firefox", ".config/google-chrome", ".config/chromium", ".config/BraveSoftware/Brave-Browser"];
/// Mail clients' stores in the home: the mail itself, its indexes and the client's saved
/// logins. A developer tool has no business there.
const MAIL_ROOTS: &[&str] = &[
    ".thunderbird",
    ".mozilla-thunderbird",
    ".icedove",
    ".local/share/evolution/mail",
    "Maildir",
    "Mail",
    ".mail",
];
/// The system's mail spools: one mailbox file per user.
const MAIL_SPOOLS: &[&str] = &["/var/mail", "/var/spool/mail"];
const SYSTEM_FILES: &[(&str, &str)] =
    &[("/etc/shadow", "system-password-hashes"), ("/etc/gshadow", "system-password-hashes")];
const SKIP_DIRS: &[&str] =
    &[".git", "node_modules", "target", "build", "dist", ".venv", "venv", "__pycache__"];
/// Folders of the home that hold tools, caches and other programs' trees rather than a tool's
/// own settings (or that another walk covers): not searched for secret files by name.
const HOME_TREES: &[&str] = &[
    ".cache",
    ".local",
    ".config",
    ".ssh",
    ".gnupg",
    ".password-store",
    ".rustup",
    ".cargo",
    ".npm",
    ".nvm",
    ".pyenv",
    ".rbenv",
    ".m2",
    ".gradle",
    ".vscode",
    ".vscode-server",
    ".mozilla",
    ".thunderbird",
    ".mozilla-thunderbird",
    ".icedove",
    ".var",
    ".git",
];

fn is_file(p: &Path) -> bool {
    std::fs::symlink_metadata(p).is_ok_and(|m| m.is_file())
}

/// Whether a file's name says it holds a secret by itself (`~/.config/devdb/password`,
/// `~/.config/acme/api_token`, `~/.secrets`): a secret word as the whole name, or as its last
/// word, with no extension or a data one; or a `.key` file. Code (`token.rs`,
/// `password_reset.py`) is not.
pub fn secret_by_name(name: &str) -> bool {
    const WORDS: &[&str] = &[
        "password",
        "passwd",
        "passphrase",
        "secret",
        "secrets",
        "token",
        "tokens",
        "apikey",
        "api_key",
        "api-key",
        "credentials",
        "creds",
    ];
    const DATA: &[&str] = &["txt", "json", "yaml", "yml", "toml", "conf", "cfg", "ini", "secret", "key"];
    let lower = name.trim_start_matches('.').to_ascii_lowercase();
    let (stem, ext) = match lower.rsplit_once('.') {
        Some((s, e)) if !s.is_empty() => (s, Some(e)),
        _ => (lower.as_str(), None),
    };
    if let Some(e) = ext {
        if WORDS.contains(&e) || matches!(e, "key" | "pass" | "pwd") {
            return true; // `deploy.token`, `db.password`, `deepl.key`, `upload.pass`
        }
        if !DATA.contains(&e) {
            return false;
        }
    }
    let last = stem.rsplit(['_', '-', '.']).next().unwrap_or(stem);
    WORDS.contains(&stem) || WORDS.contains(&last) && stem.len() > last.len()
}

/// The class of a file by its name alone, for files found in the workspace.
pub fn class_by_name(name: &str) -> Option<&'static str> {
    const TEMPLATES: &[&str] = &["example", "sample", "template", "dist", "defaults", "tmpl", "in"];
    if name == ".env" || name.starts_with(".env.") || name.ends_with(".env") && name.len() > 4 {
        // Templates hold placeholders, not secrets.
        let is_template =
            TEMPLATES.iter().any(|t| name.ends_with(&format!(".{t}")) || name.starts_with(&format!("{t}.")));
        return (!is_template).then_some("dotenv");
    }
    if name.ends_with(".pem") || name.ends_with(".key") || name.ends_with(".p12") || name.ends_with(".pfx") {
        return Some("private-key-file");
    }
    if (name.starts_with("id_rsa")
        || name.starts_with("id_ed25519")
        || name.starts_with("id_ecdsa")
        || name.starts_with("id_dsa"))
        && !name.ends_with(".pub")
    {
        return Some("ssh-private-key");
    }
    None
}

/// Folder listings of earlier scans, so that a folder unchanged since then costs one `stat`
/// instead of reading every name in it: the workspace walk reads 20,000 names for a tree of
/// 20,000 files, about 10 ms before every command.
///
/// A listing is reused only while the folder's identity and both its times are what they were
/// when it was read (an entry created, removed or renamed in it moves both), and only if it had
/// not changed for a while before that read: a change in the same clock tick as the read would
/// leave the times as they were. Entries are per walk (`kind`): each walk classifies names its
/// own way. The cache is discarded when the foresee executable changes (its rules may differ).
/// Only names are kept (folders, and the files a walk took), never content.
#[derive(Default, serde::Serialize, serde::Deserialize)]
struct ScanCache {
    exe: Vec<i64>,
    dirs: std::collections::HashMap<String, CachedDir>,
}

#[derive(Clone, serde::Serialize, serde::Deserialize)]
struct CachedDir {
    stamp: [i64; 6],
    subdirs: Vec<String>,
    hits: Vec<String>,
}

/// The cache's file name in the state folder.
pub const SCAN_CACHE: &str = "scan-cache.json";

/// A listing is kept only if the folder's last change is this much older than the scan: a
/// tick of the coarse clock file times are taken from, with room to spare. A filesystem whose
/// times have no fraction of a second keeps them in whole seconds (or two): then two seconds.
const SETTLE_NS: i128 = 100_000_000;
const SETTLE_COARSE_NS: i128 = 2_000_000_000;

struct Scanner {
    cache: ScanCache,
    /// Entries used or refreshed in this scan: the next cache holds only these.
    seen: std::collections::HashMap<String, CachedDir>,
    changed: bool,
    /// When the scan started, in nanoseconds since the epoch.
    now: i128,
}

fn stamp_of(md: &std::fs::Metadata) -> [i64; 6] {
    use std::os::unix::fs::MetadataExt;
    [md.dev() as i64, md.ino() as i64, md.mtime(), md.mtime_nsec(), md.ctime(), md.ctime_nsec()]
}

fn exe_stamp() -> Vec<i64> {
    std::fs::metadata("/proc/self/exe").map(|m| stamp_of(&m).to_vec()).unwrap_or_default()
}

impl Scanner {
    fn load(file: Option<&Path>, now: std::time::SystemTime) -> Scanner {
        let exe = exe_stamp();
        let cache = file
            .and_then(|f| std::fs::read(f).ok())
            .and_then(|b| serde_json::from_slice::<ScanCache>(&b).ok())
            .filter(|c| !exe.is_empty() && c.exe == exe)
            .unwrap_or(ScanCache { exe, dirs: Default::default() });
        let now = now.duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as i128).unwrap_or(0);
        Scanner { cache, seen: Default::default(), changed: false, now }
    }

    /// Writes the cache (atomically) when a listing was read or one went out of use.
    fn save(self, file: Option<&Path>) {
        let Some(file) = file else { return };
        if !self.changed && self.seen.len() == self.cache.dirs.len() {
            return;
        }
        // Only into an existing state folder: creating it is the sandbox's job (with its mode).
        if !file.parent().is_some_and(|d| d.is_dir()) {
            return;
        }
        let out = ScanCache { exe: self.cache.exe, dirs: self.seen };
        let Ok(bytes) = serde_json::to_vec(&out) else { return };
        let _ = foresee_sandbox::state::write_atomic(file, &bytes);
    }

    /// The folders and taken files of `dir`: from the cache while it is unchanged, else read.
    fn list(
        &mut self,
        kind: &str,
        dir: &Path,
        classify: &dyn Fn(&Path) -> Option<&'static str>,
    ) -> Option<CachedDir> {
        let md = std::fs::metadata(dir).ok().filter(|m| m.is_dir())?;
        let stamp = stamp_of(&md);
        let key = dir.to_str().map(|d| format!("{kind}\0{d}"));
        if let Some(k) = &key {
            if let Some(c) = self.cache.dirs.get(k).filter(|c| c.stamp == stamp) {
                let c = c.clone();
                self.seen.insert(k.clone(), c.clone());
                return Some(c);
            }
        }
        let mut listing = CachedDir { stamp, subdirs: Vec::new(), hits: Vec::new() };
        // A name that is not UTF-8 cannot be kept: the folder is read again next time.
        let mut keep = key.is_some();
        for e in std::fs::read_dir(dir).ok()?.flatten() {
            let Ok(ft) = e.file_type() else { continue };
            if !ft.is_dir() && !ft.is_file() {
                continue;
            }
            let name = e.file_name();
            let Some(n) = name.to_str() else {
                keep = false;
                continue;
            };
            if ft.is_dir() {
                listing.subdirs.push(n.to_string());
            } else if classify(&dir.join(n)).is_some() {
                listing.hits.push(n.to_string());
            }
        }
        let changed_at = stamp[4] as i128 * 1_000_000_000 + stamp[5] as i128;
        let settle = if stamp[5] == 0 && stamp[3] == 0 { SETTLE_COARSE_NS } else { SETTLE_NS };
        if keep && changed_at < self.now - settle {
            if let Some(k) = key {
                self.seen.insert(k, listing.clone());
                self.changed = true;
            }
        }
        Some(listing)
    }

    fn walk(
        &mut self,
        kind: &str,
        dir: &Path,
        depth: usize,
        max: usize,
        out: &mut Vec<Protected>,
        classify: &dyn Fn(&Path) -> Option<&'static str>,
    ) {
        let Some(listing) = self.list(kind, dir, classify) else { return };
        take_hits(dir, &listing, max, out, classify);
        if depth == 0 {
            return;
        }
        for d in &listing.subdirs {
            if out.len() >= max {
                return;
            }
            if !SKIP_DIRS.contains(&d.as_str()) {
                self.walk(kind, &dir.join(d), depth - 1, max, out, classify);
            }
        }
    }
}

/// The files a listing of `dir` took, with their class, while `out` holds fewer than `max`.
fn take_hits(
    dir: &Path,
    listing: &CachedDir,
    max: usize,
    out: &mut Vec<Protected>,
    classify: &dyn Fn(&Path) -> Option<&'static str>,
) {
    for h in &listing.hits {
        if out.len() >= max {
            return;
        }
        let p = dir.join(h);
        if let Some(class) = classify(&p) {
            out.push(Protected { path: p, class });
        }
    }
}

/// The protected files that exist now, for this home and workspace, plus configured globs.
pub fn protected_set(home: Option<&Path>, workspace: &Path, extra: &[PathBuf]) -> Vec<Protected> {
    protected_set_cached(home, workspace, extra, None)
}

/// [`protected_set`], reusing the listings of folders unchanged since the last scan, kept in
/// `cache` (see [`ScanCache`]).
pub fn protected_set_cached(
    home: Option<&Path>,
    workspace: &Path,
    extra: &[PathBuf],
    cache: Option<&Path>,
) -> Vec<Protected> {
    scan(home, workspace, extra, cache, std::time::SystemTime::now())
}

fn scan(
    home: Option<&Path>,
    workspace: &Path,
    extra: &[PathBuf],
    cache: Option<&Path>,
    now: std::time::SystemTime,
) -> Vec<Protected> {
    let mut sc = Scanner::load(cache, now);
    let mut v = Vec::new();
    if let Some(h) = home {
        for (rel, class) in HOME_FILES {
            let p = h.join(rel);
            if is_file(&p) {
                v.push(Protected { path: p, class });
            }
        }
        // Every private key in ~/.ssh, whatever its name.
        let ssh = h.join(".ssh");
        sc.walk("ssh", &ssh, 1, 64, &mut v, &|p| {
            let n = p.file_name()?.to_str()?;
            // Public files, and their backups and copies (`authorized_keys.bak`,
            // `authorized_keys2`, `config~`, `id_ed25519.pub.old`), hold no private key.
            let public = ["known_hosts", "config", "authorized_keys", "environment"];
            let base = n.split(['.', '~']).next().unwrap_or(n).trim_end_matches(|c: char| c.is_ascii_digit());
            if n.ends_with(".pub") || n.contains(".pub.") || public.contains(&base) {
                None
            } else {
                Some("ssh-private-key")
            }
        });
        for (rel, class) in HOME_DIRS {
            sc.walk(rel, &h.join(rel), 4, 256, &mut v, &|_| Some(class));
        }
        // Programs' own secrets in ~/.config, by name (`api_token`) or by kind of file
        // (`credentials.env`, `*.pem`).
        let by_name_or_kind = |p: &Path| {
            let n = p.file_name()?.to_str()?;
            if secret_by_name(n) { Some("secret-file") } else { class_by_name(n) }
        };
        sc.walk("config", &h.join(".config"), 3, 256, &mut v, &by_name_or_kind);
        // The home itself, and each tool's own folder there (`~/.mltrack/credentials`,
        // `~/.huggingface/token`, a `~/.env`): secrets by name or by kind of file.
        // One listing of the home serves both.
        let home_listing = sc.list("home", h, &by_name_or_kind);
        if let Some(l) = &home_listing {
            take_hits(h, l, 64, &mut v, &by_name_or_kind);
        }
        let tools: Vec<String> = home_listing
            .map(|l| l.subdirs)
            .unwrap_or_default()
            .into_iter()
            .filter(|d| d.starts_with('.') && !HOME_TREES.contains(&d.as_str()))
            .collect();
        for d in tools.iter().take(128) {
            sc.walk("home-tool", &h.join(d), 1, 64, &mut v, &by_name_or_kind);
        }
        for root in BROWSER_ROOTS {
            sc.walk("browser", &h.join(root), 3, 512, &mut v, &|p| {
                let n = p.file_name()?.to_str()?;
                BROWSER_FILES.contains(&n).then_some("browser-profile")
            });
        }
        for root in MAIL_ROOTS {
            sc.walk("mail", &h.join(root), 5, 512, &mut v, &|_| Some("mail-store"));
        }
    }
    for spool in MAIL_SPOOLS {
        sc.walk("mail", Path::new(spool), 0, 64, &mut v, &|_| Some("mail-store"));
    }
    for (p, class) in SYSTEM_FILES {
        if is_file(Path::new(p)) {
            v.push(Protected { path: PathBuf::from(p), class });
        }
    }
    // In the workspace, a name alone says a secret only for a hidden file (`.figma_token`,
    // `.api_key`): `tokens.json` there is a design system's, `password.py` code.
    sc.walk("workspace", workspace, 3, 256, &mut v, &|p| {
        let n = p.file_name()?.to_str()?;
        class_by_name(n).or_else(|| (n.starts_with('.') && secret_by_name(n)).then_some("secret-file"))
    });
    for p in extra {
        if is_file(p) {
            v.push(Protected { path: p.clone(), class: "configured-secret" });
        }
    }
    sc.save(cache);
    v.sort_by(|a, b| a.path.cmp(&b.path));
    v.dedup_by(|a, b| a.path == b.path);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_keys_tokens_and_dotenv_but_not_public_keys() {
        let t = tempfile::tempdir().unwrap();
        let home = t.path().join("home");
        let ws = t.path().join("ws");
        for d in [home.join(".ssh"), home.join(".aws"), ws.join("app")] {
            std::fs::create_dir_all(d).unwrap();
        }
        for f in [
            home.join(".ssh/id_ed25519"),
            home.join(".ssh/id_ed25519.pub"),
            home.join(".ssh/known_hosts"),
            home.join(".ssh/authorized_keys.bak"),
            home.join(".ssh/id_ed25519.bak"),
            home.join(".aws/credentials"),
            ws.join("app/.env"),
            ws.join("README.md"),
        ] {
            std::fs::write(f, "x").unwrap();
        }
        let set = protected_set(Some(&home), &ws, &[]);
        let names: Vec<(String, &str)> = set
            .iter()
            .map(|p| (p.path.file_name().unwrap().to_string_lossy().into_owned(), p.class))
            .collect();
        assert!(names.contains(&("id_ed25519".into(), "ssh-private-key")));
        // A backup of a key is a key; a backup of the authorized keys is public.
        assert!(names.contains(&("id_ed25519.bak".into(), "ssh-private-key")));
        assert!(!names.iter().any(|(n, _)| n == "authorized_keys.bak"));
        assert!(names.contains(&("credentials".into(), "aws-credentials")));
        assert!(names.contains(&(".env".into(), "dotenv")));
        assert!(!names.iter().any(|(n, _)| n.ends_with(".pub") || n == "known_hosts" || n == "README.md"));
    }

    #[test]
    fn a_file_named_for_its_secret_is_one() {
        for n in [
            "password",
            "api_token",
            "db-password.txt",
            ".secrets",
            "credentials.json",
            "deploy.token",
            "deepl.key",
            "trailmate-upload.pass",
        ] {
            assert!(secret_by_name(n), "{n}");
        }
        for n in [
            "token.rs",
            "password_reset.py",
            "tokenizer.json",
            "passwords.md",
            "settings.json",
            "secretary",
            "compass",
            "bypass",
        ] {
            assert!(!secret_by_name(n), "{n}");
        }
        let t = tempfile::tempdir().unwrap();
        let home = t.path().join("home");
        std::fs::create_dir_all(home.join(".config/devdb")).unwrap();
        std::fs::write(home.join(".config/devdb/password"), "Pg-Dev-4kR9wQz2LmX7").unwrap();
        std::fs::write(home.join(".config/devdb/settings.json"), "{}").unwrap();
        let set: Vec<Protected> = protected_set(Some(&home), &t.path().join("ws"), &[])
            .into_iter()
            .filter(|p| p.path.starts_with(&home))
            .collect();
        assert_eq!(set.len(), 1, "{set:?}");
        assert_eq!(set[0].class, "secret-file");
    }

    #[test]
    fn a_cached_scan_finds_what_a_fresh_one_does_and_sees_new_files() {
        let t = tempfile::tempdir().unwrap();
        let ws = t.path().join("ws");
        let cache = t.path().join(SCAN_CACHE);
        std::fs::create_dir_all(ws.join("app/deep")).unwrap();
        std::fs::write(ws.join("app/.env"), "A=1").unwrap();
        std::fs::write(ws.join("app/main.py"), "").unwrap();
        let names = |set: Vec<Protected>| -> Vec<String> {
            set.iter().filter_map(|p| Some(p.path.strip_prefix(&ws).ok()?.display().to_string())).collect()
        };
        let now = std::time::SystemTime::now();
        let later = now + std::time::Duration::from_secs(10);
        // Folders changed within the settling time are read but not kept.
        let first = names(scan(None, &ws, &[], Some(&cache), now));
        assert_eq!(first, ["app/.env"]);
        let kept: ScanCache =
            serde_json::from_slice(&std::fs::read(&cache).unwrap_or_default()).unwrap_or_default();
        let in_ws = |c: &ScanCache| c.dirs.keys().filter(|k| k.contains(ws.to_str().unwrap())).count();
        assert_eq!(in_ws(&kept), 0, "a folder changed just now was kept");
        // Settled folders (a scan ten seconds later) are kept, and reused: a listing the cache
        // holds wins over the folder's real content only while the folder's times are unchanged.
        assert_eq!(names(scan(None, &ws, &[], Some(&cache), later)), ["app/.env"]);
        let kept: ScanCache = serde_json::from_slice(&std::fs::read(&cache).unwrap()).unwrap();
        assert_eq!(in_ws(&kept), 3);
        let mut doctored = kept;
        for c in doctored.dirs.values_mut() {
            if c.hits.iter().any(|h| h == ".env") {
                c.hits.push(".env.local".into());
            }
        }
        std::fs::write(&cache, serde_json::to_vec(&doctored).unwrap()).unwrap();
        let reused = names(scan(None, &ws, &[], Some(&cache), later));
        assert_eq!(reused, ["app/.env", "app/.env.local"], "the cached listing was not used");
        // A file created in a folder moves its times: the folder is read again.
        std::fs::write(ws.join("app/deep/id_rsa"), "k").unwrap();
        std::fs::write(ws.join("app/deep/server.key"), "k").unwrap();
        let again = names(scan(None, &ws, &[], Some(&cache), later));
        assert_eq!(again, ["app/.env", "app/.env.local", "app/deep/id_rsa", "app/deep/server.key"]);
        // The same as a scan with no cache at all, once the doctored entry is gone.
        std::fs::write(ws.join("app/x"), "").unwrap();
        assert_eq!(names(scan(None, &ws, &[], Some(&cache), later)), names(protected_set(None, &ws, &[])));
    }

    #[test]
    fn a_tools_own_credentials_in_the_home_are_protected_but_its_caches_are_not_searched() {
        let t = tempfile::tempdir().unwrap();
        let home = t.path().join("home");
        for d in [".mltrack", ".kaggle", ".toolx/profiles", ".cache/tool", ".local/share/app"] {
            std::fs::create_dir_all(home.join(d)).unwrap();
        }
        for f in [
            ".mltrack/credentials",
            ".mltrack/settings.toml",
            ".kaggle/kaggle.json",
            ".toolx/profiles/api_token",
            ".cache/tool/token",
            ".env",
            "notes.txt",
        ] {
            std::fs::write(home.join(f), "x").unwrap();
        }
        let set: Vec<String> = protected_set(Some(&home), &t.path().join("ws"), &[])
            .into_iter()
            .filter_map(|p| Some(p.path.strip_prefix(&home).ok()?.display().to_string()))
            .collect();
        assert_eq!(set, [".env", ".kaggle/kaggle.json", ".mltrack/credentials", ".toolx/profiles/api_token"]);
    }
}
