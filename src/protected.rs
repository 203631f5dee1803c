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
        if WORDS.contains(&e) || e == "key" {
            return true; // `deploy.token`, `db.password`, `deepl.key`
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

fn walk(
    dir: &Path,
    depth: usize,
    max: usize,
    out: &mut Vec<Protected>,
    classify: &dyn Fn(&Path) -> Option<&'static str>,
) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        if out.len() >= max {
            return;
        }
        let p = e.path();
        let Ok(md) = e.file_type() else { continue };
        if md.is_dir() {
            let skip = e.file_name().to_str().is_some_and(|n| SKIP_DIRS.contains(&n));
            if depth > 0 && !skip {
                walk(&p, depth - 1, max, out, classify);
            }
        } else if md.is_file() {
            if let Some(class) = classify(&p) {
                out.push(Protected { path: p, class });
            }
        }
    }
}

/// The protected files that exist now, for this home and workspace, plus configured globs.
pub fn protected_set(home: Option<&Path>, workspace: &Path, extra: &[PathBuf]) -> Vec<Protected> {
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
        walk(&ssh, 1, 64, &mut v, &|p| {
            let n = p.file_name()?.to_str()?;
            if n.ends_with(".pub")
                || matches!(
                    n,
                    "known_hosts" | "known_hosts.old" | "config" | "authorized_keys" | "environment"
                )
            {
                None
            } else {
                Some("ssh-private-key")
            }
        });
        for (rel, class) in HOME_DIRS {
            walk(&h.join(rel), 4, 256, &mut v, &|_| Some(class));
        }
        // Programs' own secrets, by name: in ~/.config and the home itself.
        let by_name = |p: &Path| p.file_name()?.to_str().filter(|n| secret_by_name(n)).map(|_| "secret-file");
        walk(&h.join(".config"), 3, 256, &mut v, &by_name);
        walk(h, 0, 64, &mut v, &by_name);
        for root in BROWSER_ROOTS {
            walk(&h.join(root), 3, 512, &mut v, &|p| {
                let n = p.file_name()?.to_str()?;
                BROWSER_FILES.contains(&n).then_some("browser-profile")
            });
        }
        for root in MAIL_ROOTS {
            walk(&h.join(root), 5, 512, &mut v, &|_| Some("mail-store"));
        }
    }
    for spool in MAIL_SPOOLS {
        walk(Path::new(spool), 0, 64, &mut v, &|_| Some("mail-store"));
    }
    for (p, class) in SYSTEM_FILES {
        if is_file(Path::new(p)) {
            v.push(Protected { path: PathBuf::from(p), class });
        }
    }
    walk(workspace, 3, 256, &mut v, &|p| class_by_name(p.file_name()?.to_str()?));
    for p in extra {
        if is_file(p) {
            v.push(Protected { path: p.clone(), class: "configured-secret" });
        }
    }
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
        ] {
            assert!(secret_by_name(n), "{n}");
        }
        for n in
            ["token.rs", "password_reset.py", "tokenizer.json", "passwords.md", "settings.json", "secretary"]
        {
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
}
