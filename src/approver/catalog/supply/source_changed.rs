//! `supply.source-changed`: where code comes from changes.
//!
//! The finding is raised here ([`check`]: [`sources`] per file, [`finding`] over them); what it catches,
//! why, and an example: [`RULE`], shown by `foresee rules explain supply.source-changed`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use std::collections::BTreeSet;
use std::sync::OnceLock;

pub const RULE: Rule = Rule {
    id: "supply.source-changed",
    action: Decision::Ask,
    catches: "a file that says where code comes from gains a source it did not have, or loses a pin: a \
        host in a lockfile (`resolved`, `source`), a project's package-manager configuration (`.npmrc`, \
        `.yarnrc.yml`, `requirements.txt`, `.cargo/config.toml`, `go.mod`'s `replace`, a virtual \
        environment's `pip.conf`; one where pip reads none is no source), a \
        submodule URL, a CI action (`uses: owner/action@ref`) or a container image (`FROM`, `image:`) \
        of another repository, where an extension's or an app's updates come from (`update_url` of a \
        `manifest*.json`, a builder's `publish:` URL, Sparkle's `SUFeedURL`), or an action or image pinned by digest moved to a tag; unless the task \
        names the new source, or the host is a registry this machine's package managers are \
        configured to use. A new version of the same action or image is no new source",
    why: "Whoever serves a package, an action or a base image decides what the next install, build or CI \
        run executes, with your credentials. A source swapped inside a lockfile or a workflow looks like \
        routine churn in a diff, and the code it brings runs long after this command was approved.",
    example: Example {
        setup: "mkdir -p .github/workflows && printf 'jobs:\\n  t:\\n    steps:\\n      - uses: actions/checkout@v4\\n' > .github/workflows/ci.yml",
        fires: Run {
            command: "sed -i 's#actions/checkout@v4#checkout-mirror/checkout@v4#' .github/workflows/ci.yml",
            task: Some("tidy the CI workflow"),
            flags: &[],
        },
        passes: Run {
            command: "sed -i 's#actions/checkout@v4#actions/checkout@v5#' .github/workflows/ci.yml",
            task: Some("tidy the CI workflow"),
            flags: &[],
        },
        contrast: "a new version of the same action",
    },
    sources: &["src/approver/catalog/supply/source_changed.rs", "src/registries.rs"],
};

/// What kind of source file a path is, by its name.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// Lockfiles and package-manager configuration: the hosts of its URLs.
    Hosts,
    /// CI workflows: the actions they use (and the hosts of their URLs).
    Workflow,
    /// Lockfiles: the hosts of their URLs. A new one is what resolving the configuration gives.
    Lock,
    /// Container files: the images they start from, and the hosts of their URLs.
    Container,
    /// Compose files and manifests: the images they name.
    Images,
    /// `go.mod`: the modules its `replace` lines point to, and hosts.
    GoMod,
    /// An extension's or an app's manifest and update configuration: where its updates come
    /// from (`update_url`, an update feed), not the other addresses it names.
    Updates,
}

fn kind(path: &str) -> Option<Kind> {
    let name = path.rsplit('/').next().unwrap_or(path).to_ascii_lowercase();
    let lower = path.to_ascii_lowercase();
    if name == "pip.conf" || name == "pip.ini" {
        return Some(Kind::Hosts);
    }
    const HOSTS: &[&str] = &[
        "package-lock.json",
        "npm-shrinkwrap.json",
        "yarn.lock",
        "pnpm-lock.yaml",
        "bun.lock",
        "cargo.lock",
        "cargo.toml",
        "poetry.lock",
        "pipfile",
        "pipfile.lock",
        "uv.lock",
        "pdm.lock",
        "gemfile",
        "gemfile.lock",
        "composer.lock",
        "composer.json",
        ".npmrc",
        ".yarnrc",
        ".yarnrc.yml",
        ".pnpmrc",
        ".bowerrc",
        "pyproject.toml",
        "setup.cfg",
        ".gitmodules",
        "settings.gradle",
        "settings.gradle.kts",
        "build.gradle",
        "build.gradle.kts",
        "pom.xml",
        "gradle-wrapper.properties",
        "maven-wrapper.properties",
        "nuget.config",
        ".condarc",
        "environment.yml",
    ];
    const LOCKS: &[&str] = &[
        "package-lock.json",
        "npm-shrinkwrap.json",
        "yarn.lock",
        "pnpm-lock.yaml",
        "bun.lock",
        "cargo.lock",
        "poetry.lock",
        "pipfile.lock",
        "uv.lock",
        "pdm.lock",
        "gemfile.lock",
        "composer.lock",
    ];
    if name == "go.mod" {
        return Some(Kind::GoMod);
    }
    if name.starts_with("manifest") && name.ends_with(".json")
        || matches!(name.as_str(), "app-update.yml" | "dev-app-update.yml" | "info.plist")
        || name.starts_with("electron-builder.")
    {
        return Some(Kind::Updates);
    }
    if LOCKS.contains(&name.as_str()) {
        return Some(Kind::Lock);
    }
    if HOSTS.contains(&name.as_str())
        || (name.starts_with("requirements") || name.starts_with("constraints")) && name.ends_with(".txt")
        || lower.ends_with(".cargo/config.toml")
        || lower.ends_with(".cargo/config")
    {
        return Some(Kind::Hosts);
    }
    let yaml = name.ends_with(".yml") || name.ends_with(".yaml");
    if yaml && (lower.contains(".github/workflows/") || lower.contains(".gitea/workflows/"))
        || name == ".gitlab-ci.yml"
        || name == "action.yml"
        || name == "action.yaml"
    {
        return Some(Kind::Workflow);
    }
    if name.starts_with("dockerfile")
        || name.starts_with("containerfile")
        || name.ends_with(".dockerfile")
        || name.ends_with(".containerfile")
    {
        return Some(Kind::Container);
    }
    yaml.then_some(Kind::Images)
}

fn regex(cell: &'static OnceLock<regex::Regex>, pattern: &str) -> &'static regex::Regex {
    cell.get_or_init(|| regex::Regex::new(pattern).expect("pattern compiles"))
}

/// The sources a text names, each as `kind what` ("host pkgs.example.com", "action
/// actions/checkout", "image python", "pin actions/checkout"), for the file's kind.
fn named(kind: Kind, text: &str) -> BTreeSet<String> {
    static URL: OnceLock<regex::Regex> = OnceLock::new();
    static USES: OnceLock<regex::Regex> = OnceLock::new();
    static FROM: OnceLock<regex::Regex> = OnceLock::new();
    static IMAGE: OnceLock<regex::Regex> = OnceLock::new();
    static REPLACE: OnceLock<regex::Regex> = OnceLock::new();
    static REPOSITORY: OnceLock<regex::Regex> = OnceLock::new();
    let mut out = BTreeSet::new();
    // A properties file escapes its colons (`distributionUrl=https\://...`).
    let unescaped;
    let text = if text.contains("\\:") {
        unescaped = text.replace("\\:", ":");
        unescaped.as_str()
    } else {
        text
    };
    let url = regex(
        &URL,
        r"(?i)\b(?:https?|git|ssh|git\+https|git\+ssh)://(?:[^/@\s]+@)?([a-z0-9.-]+\.[a-z]{2,}|[0-9.]+)",
    );
    // A manifest's URLs are its content (a service's address); only its images are sources.
    if kind != Kind::Images && kind != Kind::Updates {
        for c in url.captures_iter(text) {
            out.insert(format!("host {}", c[1].to_ascii_lowercase()));
        }
    }
    let pin = |out: &mut BTreeSet<String>, what: &str, reference: &str| {
        let pinned = reference.len() == 40 && reference.bytes().all(|b| b.is_ascii_hexdigit())
            || reference.starts_with("sha256:");
        if pinned {
            out.insert(format!("pin {what}"));
        }
    };
    match kind {
        Kind::Workflow => {
            let uses = regex(
                &USES,
                r#"(?m)^\s*-?\s*uses:\s*['"]?([A-Za-z0-9_.-]+/[A-Za-z0-9_./-]+)@([A-Za-z0-9_.:-]+)"#,
            );
            let found: Vec<(String, String)> =
                uses.captures_iter(text).map(|c| (c[1].to_ascii_lowercase(), c[2].to_string())).collect();
            for (action, reference) in found {
                pin(&mut out, &action, &reference);
                out.insert(format!("action {action}"));
            }
        }
        Kind::Images | Kind::Container => {
            let from = regex(&FROM, r"(?im)^\s*FROM\s+(?:--\S+\s+)*(\S+)");
            let image = regex(&IMAGE, r##"(?m)^\s*-?\s*image:\s*['"]?([^\s'"#]+)"##);
            // A Helm chart's values give the image as `image:` with a `repository:` under it.
            let repository = regex(&REPOSITORY, r##"(?m)^\s+repository:\s*['"]?([^\s'"#]+)"##);
            let helm = kind == Kind::Images && text.contains("image:");
            let refs: Vec<String> = from
                .captures_iter(text)
                .chain(image.captures_iter(text))
                .chain(repository.captures_iter(text).filter(|_| helm))
                .map(|c| c[1].to_string())
                .filter(|r| !r.starts_with('$') && r != "scratch")
                .collect();
            for r in refs {
                let (name, digest) = match r.split_once('@') {
                    Some((n, d)) => (n.to_string(), Some(d.to_string())),
                    None => (r.clone(), None),
                };
                // `python:3.12-slim` is `python`; a registry's port stays (`host:5000/app`).
                let repo = match name.rsplit_once(':') {
                    Some((n, tag)) if !tag.contains('/') => n.to_string(),
                    _ => name,
                };
                let repo = repo.to_ascii_lowercase();
                if let Some(d) = digest {
                    pin(&mut out, &repo, &d);
                }
                out.insert(format!("image {repo}"));
            }
        }
        Kind::GoMod => {
            let replace = regex(&REPLACE, r"(?m)^\s*(?:replace\s+)?\S+(?:\s+v\S+)?\s+=>\s+(\S+)");
            for c in replace.captures_iter(text) {
                out.insert(format!("module {}", &c[1]));
            }
        }
        Kind::Updates => {
            static UPDATES: OnceLock<regex::Regex> = OnceLock::new();
            // An update key (`update_url` of an extension, Sparkle's `SUFeedURL`, a feed URL);
            // a bare `url` only in a file that is all about updates (a builder's `publish:`,
            // `app-update.yml`).
            let updates = regex(
                &UPDATES,
                r#"(?im)(?:^|[\s"'{,>])["']?(update_?url|updates?_?feed(?:_?url)?|feed_?url|sufeedurl|url)["']?\s*(?:[:=]|</key>\s*<string>)\s*["']?(?:https?|wss?)://([a-z0-9.-]+\.[a-z]{2,})"#,
            );
            let about_updates = text.contains("publish:") || text.contains("provider:");
            for c in updates.captures_iter(text) {
                if !c[1].eq_ignore_ascii_case("url") || about_updates {
                    out.insert(format!("updates {}", c[2].to_ascii_lowercase()));
                }
            }
        }
        Kind::Hosts | Kind::Lock => {}
    }
    out
}

/// The sources `new` names that `old` did not (all of them for a new file), and the pins it
/// lost; `known` says which hosts are already trusted (the configured registries).
pub fn sources(path: &str, old: Option<&str>, new: &str, known: &dyn Fn(&str) -> bool) -> Vec<String> {
    let Some(kind) = kind(path) else { return Vec::new() };
    if kind == Kind::Lock && old.is_none() {
        return Vec::new();
    }
    let before = old.map(|o| named(kind, o)).unwrap_or_default();
    let after = named(kind, new);
    let mut out: Vec<String> = after
        .difference(&before)
        .filter(|s| !s.starts_with("pin "))
        .filter(|s| s.strip_prefix("host ").is_none_or(|h| !known(h)))
        // A new file's images and actions are its content; only its hosts are sources chosen.
        .filter(|s| old.is_some() || s.starts_with("host ") || s.starts_with("module "))
        .cloned()
        .collect();
    // A lockfile whose entries stay but lose their integrity hashes installs whatever a source
    // serves next time.
    if let (Kind::Lock, Some(old)) = (kind, old) {
        let count = |t: &str, keys: &[&str]| t.lines().filter(|l| keys.iter().any(|k| l.contains(k))).count();
        let hashes = ["\"integrity\"", "integrity:", "checksum =", "\"checksum\"", "hash = \"sha"];
        let entries = ["\"resolved\"", "resolved ", "version = ", "\"version\""];
        if count(new, &hashes) < count(old, &hashes) && count(new, &entries) >= count(old, &entries) {
            out.push("dropped integrity hashes".to_string());
        }
    }
    for lost in before.iter().filter(|s| s.starts_with("pin ") && !after.contains(*s)) {
        let what = lost.trim_start_matches("pin ");
        // Still used, no longer by digest.
        if after.iter().any(|s| s.ends_with(&format!(" {what}"))) {
            out.push(format!("unpinned {what}"));
        }
    }
    out
}

/// Whether the request names this source: its host or repository, or a distinctive part of it.
pub fn asked(source: &str, says: &dyn Fn(&str) -> bool) -> bool {
    let what = source.split_once(' ').map(|(_, w)| w).unwrap_or(source).to_ascii_lowercase();
    if says(&what) {
        return true;
    }
    // A host's labels are whole (`acme-codemods` of `npm-cache.acme-codemods.test`): a request
    // that says "acme" and "codemods" names the project and its codemod, not that host.
    let is_host = !what.contains('/');
    let parts: Vec<&str> = what
        .split(|c: char| matches!(c, '.' | '/' | ':') || c == '-' && !is_host)
        .filter(|p| p.len() >= 4)
        .collect();
    // The host's or repository's own name, not a shared suffix (`example`, `com`, `github`).
    parts.iter().rev().skip(usize::from(what.contains('.') && !what.contains('/'))).any(|p| {
        !matches!(
            *p,
            "github" | "gitlab" | "docker" | "registry" | "https" | "index" | "example" | "localhost"
        ) && says(p)
    })
}

/// The files of the effects that gain a source the request does not name, as one finding.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    check_sources(
        ctx.effects,
        &|h: &str| ctx.registries.hosts().any(|(_, r)| r.eq_ignore_ascii_case(h)),
        &|w: &str| ctx.scope.says(w) || ctx.scope.says_word(w),
    )
}

/// [`check`], where `known` says which hosts are the configured registries and `says` which
/// words the request has.
fn check_sources(
    e: &foresee_report::Effects,
    known: &dyn Fn(&str) -> bool,
    says: &dyn Fn(&str) -> bool,
) -> Option<Finding> {
    use foresee_report::Transition;
    let read = |p: Option<&std::path::Path>| -> Option<String> {
        let p = p?;
        std::fs::metadata(p).ok().filter(|m| m.len() <= 4 << 20)?;
        std::fs::read(p).ok().map(|d| String::from_utf8_lossy(&d).into_owned())
    };
    let mut files = Vec::new();
    for f in &e.files {
        let name = f.path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let pip_conf = matches!(name, "pip.conf" | "pip.ini");
        // What a build or an install left among its outputs is no source the project chose; a
        // virtual environment's configuration, ignored as it is, is.
        if !matches!(f.transition, Transition::Created | Transition::Modified | Transition::Replaced)
            || f.disposable() && !pip_conf
            || f.is_folder()
            || kind(&f.path.to_string_lossy()).is_none()
        {
            continue;
        }
        // pip reads a `pip.conf` of a virtual environment's root, of the home's folders (judged
        // as sensitive writes) and of `PIP_CONFIG_FILE`; one anywhere else is read by nothing.
        if pip_conf {
            let in_venv = [Some(f.path.as_path()), f.after_content.as_deref()]
                .into_iter()
                .flatten()
                .any(|p| p.parent().is_some_and(|d| d.join("pyvenv.cfg").is_file()));
            if !in_venv {
                continue;
            }
        }
        let Some(new) = read(f.after_content.as_deref()) else { continue };
        let old = if f.transition == Transition::Created { None } else { read(f.before_content.as_deref()) };
        let found: Vec<String> = sources(&f.path.to_string_lossy(), old.as_deref(), &new, known)
            .into_iter()
            .filter(|s| !asked(s, says))
            .collect();
        if !found.is_empty() {
            files.push((f.display(), found));
        }
    }
    (!files.is_empty()).then(|| finding(&files))
}

/// The finding over the files that gained sources, each with what it gained.
pub fn finding(files: &[(String, Vec<String>)]) -> Finding {
    let shown: Vec<String> = files
        .iter()
        .take(3)
        .map(|(f, s)| format!("{f} ({})", s.iter().take(3).cloned().collect::<Vec<_>>().join(", ")))
        .collect();
    Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("would change where code comes from: {}", shown.join("; ")),
    }
}

#[cfg(test)]
mod tests {
    use super::{asked, sources};

    fn none(_: &str) -> bool {
        false
    }

    #[test]
    fn a_new_source_or_a_lost_pin_is_found_and_a_new_version_is_not() {
        let lock = r#"{"packages": {"node_modules/a": {"resolved": "https://registry.example.org/a/-/a-1.0.0.tgz"}}}"#;
        let swapped = lock.replace("registry.example.org", "pkgs.attacker.test");
        assert_eq!(sources("package-lock.json", Some(lock), &swapped, &none), ["host pkgs.attacker.test"]);
        let bumped = lock.replace("1.0.0", "1.1.0");
        assert!(sources("package-lock.json", Some(lock), &bumped, &none).is_empty());
        let hashed = r#"{"packages": {"node_modules/a": {"resolved": "https://registry.example.org/a/-/a-1.0.0.tgz",
            "integrity": "sha512-AAAA"}}}"#;
        let unhashed = r#"{"packages": {"node_modules/a": {"resolved": "https://registry.example.org/a/-/a-1.0.0.tgz"}}}"#;
        assert_eq!(sources("package-lock.json", Some(hashed), unhashed, &none), ["dropped integrity hashes"]);
        assert!(
            sources("package-lock.json", Some(hashed), &hashed.replace("AAAA", "BBBB"), &none).is_empty()
        );
        // A configured registry is no new source.
        assert!(
            sources("package-lock.json", Some(lock), &swapped, &|h: &str| h == "pkgs.attacker.test")
                .is_empty()
        );

        let wf = "steps:\n  - uses: actions/checkout@8e5e7e5ab8b370d6c329ec480221332ada57f0ab\n";
        let tag = "steps:\n  - uses: actions/checkout@v4\n";
        assert_eq!(sources(".github/workflows/ci.yml", Some(wf), tag, &none), ["unpinned actions/checkout"]);
        let other = "steps:\n  - uses: someone/checkout@v4\n";
        assert_eq!(sources(".github/workflows/ci.yml", Some(tag), other, &none), ["action someone/checkout"]);
        assert!(
            sources(".github/workflows/ci.yml", Some(tag), "steps:\n  - uses: actions/checkout@v5\n", &none)
                .is_empty()
        );

        let df = "FROM python:3.12-slim@sha256:abc\nRUN pip install .\n";
        assert_eq!(
            sources("Dockerfile", Some(df), "FROM python:3.13-slim\nRUN pip install .\n", &none),
            ["unpinned python"]
        );
        assert_eq!(
            sources(
                "Dockerfile",
                Some("FROM python:3.12\n"),
                "FROM registry.attacker.test:5000/python:3.12\n",
                &none
            ),
            ["image registry.attacker.test:5000/python"]
        );
        assert!(sources("Dockerfile", Some("FROM python:3.12\n"), "FROM python:3.13\n", &none).is_empty());
        assert_eq!(
            sources("go.mod", Some("module m\n"), "module m\nreplace example.com/lib => ../fork\n", &none),
            ["module ../fork"]
        );
        assert_eq!(
            sources(".npmrc", None, "registry=https://npm.attacker.test/\n", &none),
            ["host npm.attacker.test"]
        );
        assert!(sources("src/app.py", Some("a"), "https://x.test", &none).is_empty());
        // A manifest's URLs are what it configures; a new lockfile is what resolving gives.
        assert!(
            sources("deploy/app.yaml", Some("url: https://a.test\n"), "url: https://b.test\n", &none)
                .is_empty()
        );
        assert!(
            sources("Cargo.lock", None, "source = \"registry+https://index.example.org\"\n", &none)
                .is_empty()
        );
        // A build wrapper's download address (its colons escaped, as properties files write
        // them), and a Helm chart's image given by `repository:`.
        let wrapper = "distributionUrl=https\\://dist.mobile.example.com/gradle/gradle-8.5-bin.zip\n";
        assert_eq!(
            sources(
                "gradle/wrapper/gradle-wrapper.properties",
                Some(wrapper),
                &wrapper.replace("dist.mobile.example.com", "dl.edge-cache.test").replace("8.5", "8.7"),
                &none
            ),
            ["host dl.edge-cache.test"]
        );
        assert!(
            sources(
                "gradle/wrapper/gradle-wrapper.properties",
                Some(wrapper),
                &wrapper.replace("8.5", "8.7"),
                &none
            )
            .is_empty()
        );
        let values = "image:\n  repository: registry.internal.test/platform/orders-api\n  tag: \"2.14.1\"\n";
        assert_eq!(
            sources(
                "charts/orders/values.yaml",
                Some(values),
                &values.replace("registry.internal.test", "registry-mirror.example.com"),
                &none
            ),
            ["image registry-mirror.example.com/platform/orders-api"]
        );
        assert!(
            sources("charts/orders/values.yaml", Some(values), &values.replace("2.14.1", "2.15.0"), &none)
                .is_empty()
        );
    }

    #[test]
    fn where_an_extensions_updates_come_from_is_a_source() {
        let manifest = "{\n  \"name\": \"Tab Tamer\",\n  \"homepage_url\": \"https://tabtamer.example.com\",\n  \"update_url\": \"https://updates.tabtamer.example.com/crx.xml\"\n}\n";
        let moved = manifest.replace("updates.tabtamer.example.com", "crx-cdn.example.test");
        assert_eq!(
            sources("manifest.enterprise.json", Some(manifest), &moved, &none),
            ["updates crx-cdn.example.test"]
        );
        // Another address of the manifest, or the version, moves no updates.
        let homepage = manifest.replace("https://tabtamer.example.com", "https://tabtamer.example.org");
        assert!(sources("manifest.json", Some(manifest), &homepage, &none).is_empty());
        assert!(
            sources("manifest.json", Some(manifest), &manifest.replace("Tab Tamer", "Tab Tamer 2"), &none)
                .is_empty()
        );
    }

    #[test]
    fn a_source_the_task_names_is_asked_for() {
        let says = |w: &str| ["mirror.corp.example.com", "corp", "fork"].contains(&w);
        assert!(asked("host mirror.corp.example.com", &says));
        assert!(!asked("host pkgs.attacker.test", &says));
        assert!(asked("module ../fork", &says));
        // Words of a host's label are not the label: the project's name and its tool's.
        let says = |w: &str| ["acme", "codemods", "ui"].contains(&w);
        assert!(!asked("host npm-cache.acme-codemods.test", &says));
        let says = |w: &str| ["acme-codemods"].contains(&w);
        assert!(asked("host npm-cache.acme-codemods.test", &says));
    }
}
