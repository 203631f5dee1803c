//! The package registries this machine's package managers are configured to use.
//!
//! A package manager asks its registry on its own (npm's update check, pip's version check, an
//! index refresh), and that question is no finding of the command's. Which host that is, is the
//! package manager's configuration, not foresee's: a mirror, a company proxy, a scoped registry.
//! So nothing here names a registry. The hosts are read at run time from what the package
//! managers themselves read, and nothing is executed to learn them:
//!
//! - **npm** (and npx, yarn, pnpm): `registry` and `@scope:registry` in the `npmrc` files
//!   (the workspace's, the user's, the installation's global and built-in ones) and in
//!   `npm_config_*` variables; failing those, the default npm's own definitions declare.
//! - **Python** (pip, pipx, uv, poetry, pdm): `index-url`, `extra-index-url` and `find-links` of
//!   pip's configuration files and `PIP_*`/`UV_*` variables, and the default index and file host
//!   pip's own source declares (of every pip installed where interpreters keep it).
//! - **cargo**: `[registries]`, `[registry]` and `[source]` of the cargo configuration, the
//!   registries of the workspace's `Cargo.lock`, and the index caches cargo keeps (each with the
//!   download and API hosts of its `config.json`).
//! - **go**: `GOPROXY` and `GOSUMDB` of the environment, the user's `go/env` and the
//!   installation's `go.env`.
//! - **gem** (and bundle): the sources of `~/.gemrc`, else the default sources of the installed
//!   rubygems.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Package managers grouped by the registries they share.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    Npm,
    Python,
    Cargo,
    Go,
    Ruby,
}

impl Family {
    /// The family of a program by its base name (`pip3.12` is pip).
    pub fn of_program(exe: &str) -> Option<Family> {
        const PROGRAMS: &[(&str, Family)] = &[
            ("npm", Family::Npm),
            ("npx", Family::Npm),
            ("yarn", Family::Npm),
            ("yarnpkg", Family::Npm),
            ("pnpm", Family::Npm),
            ("pnpx", Family::Npm),
            ("pip", Family::Python),
            ("pip3", Family::Python),
            ("pipx", Family::Python),
            ("uv", Family::Python),
            ("poetry", Family::Python),
            ("pdm", Family::Python),
            ("cargo", Family::Cargo),
            ("go", Family::Go),
            ("gem", Family::Ruby),
            ("bundle", Family::Ruby),
            ("bundler", Family::Ruby),
        ];
        PROGRAMS.iter().find(|(p, _)| is_program(exe, p)).map(|(_, f)| *f)
    }

    pub fn name(self) -> &'static str {
        match self {
            Family::Npm => "npm",
            Family::Python => "pip",
            Family::Cargo => "cargo",
            Family::Go => "go",
            Family::Ruby => "gem",
        }
    }
}

/// Whether `exe` (a base name) is `program` or a versioned one of it (`python3.12`).
pub fn is_program(exe: &str, program: &str) -> bool {
    exe.strip_prefix(program)
        .is_some_and(|r| r.is_empty() || r.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
}

/// The package manager a process is, by its exec chain (`bash > npm > node`): the last program
/// before only interpreters. A script it runs (`npm > node > sh > node`) is not it.
pub fn package_manager_of(process: &str) -> Option<Family> {
    const INTERPRETERS: &[&str] = &["node", "nodejs", "env", "python", "python3", "ruby", "php"];
    let chain: Vec<&str> = process.split(" > ").collect();
    let mut i = chain.len();
    while i > 0 && INTERPRETERS.iter().any(|p| is_program(chain[i - 1], p)) {
        i -= 1;
    }
    Family::of_program(chain.get(i.checked_sub(1)?)?)
}

/// Where the configuration is read: the home, the workspace, the environment.
pub struct Sources<'a> {
    pub home: Option<&'a Path>,
    pub workspace: &'a Path,
    pub var: &'a dyn Fn(&str) -> Option<String>,
}

/// Registry hosts by family.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Registries {
    hosts: BTreeSet<(Family, String)>,
}

impl Registries {
    /// Reads every family's configuration.
    pub fn discover(src: &Sources<'_>) -> Registries {
        let mut r = Registries::default();
        for (family, urls) in [
            (Family::Npm, npm(src)),
            (Family::Python, python(src)),
            (Family::Cargo, cargo(src)),
            (Family::Go, go(src)),
            (Family::Ruby, ruby(src)),
        ] {
            for u in urls {
                r.add(family, &u);
            }
        }
        r
    }

    /// Adds the host of `url` (a URL or a bare host) to `family`'s registries.
    pub fn add(&mut self, family: Family, url: &str) {
        if let Some(h) = host_of(url) {
            self.hosts.insert((family, h));
        }
    }

    /// Whether `name` (a host looked up or connected to) is a registry of the package manager
    /// `process` is.
    pub fn is_own(&self, process: &str, name: &str) -> bool {
        let Some(family) = package_manager_of(process) else { return false };
        let name = name.trim_end_matches('.').to_ascii_lowercase();
        self.hosts.contains(&(family, name))
    }

    /// Every (family, host) found, sorted.
    pub fn hosts(&self) -> impl Iterator<Item = (Family, &str)> {
        self.hosts.iter().map(|(f, h)| (*f, h.as_str()))
    }
}

/// The host of a URL (`https://user@Host:8443/path` -> `host`), or of a bare host name.
fn host_of(url: &str) -> Option<String> {
    let url = url.trim().trim_matches(|c| c == '"' || c == '\'');
    let url = url.strip_prefix("sparse+").or_else(|| url.strip_prefix("registry+")).unwrap_or(url);
    let rest = match url.split_once("://") {
        Some(("http" | "https", rest)) => rest,
        Some(_) => return None,
        None => url,
    };
    let authority = rest.split(['/', '?', '#']).next()?;
    let authority = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if let Some(v6) = authority.strip_prefix('[') {
        v6.split(']').next()?
    } else {
        authority.split(':').next()?
    };
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    let valid = !host.is_empty()
        && host.len() <= 253
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b':'));
    valid.then_some(host)
}

fn read(path: &Path) -> Option<String> {
    use std::io::Read;
    let mut s = String::new();
    std::fs::File::open(path).ok()?.take(1 << 20).read_to_string(&mut s).ok()?;
    Some(s)
}

/// The folders of `PATH` holding `program`, each resolved through symlinks.
fn installed(src: &Sources<'_>, program: &str) -> Vec<PathBuf> {
    let path = (src.var)("PATH").unwrap_or_default();
    let mut v: Vec<PathBuf> = std::env::split_paths(&path)
        .filter(|d| d.is_absolute())
        .map(|d| d.join(program))
        .filter(|p| p.is_file())
        .filter_map(|p| std::fs::canonicalize(p).ok())
        .collect();
    v.dedup();
    v
}

/// Lines `key = value` of an ini-like file (`npmrc`, `pip.conf`, `go.env`), section headers and
/// comments aside; an indented line continues the previous value (pip's lists).
fn pairs(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with(['#', ';', '[']) {
            continue;
        }
        if line.starts_with([' ', '\t'])
            && !t.contains('=')
            && let Some((k, _)) = out.last()
        {
            let k = k.clone();
            out.push((k, t.to_string()));
            continue;
        }
        if let Some((k, v)) = t.split_once('=') {
            out.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
        }
    }
    out
}

fn npm(src: &Sources<'_>) -> Vec<String> {
    let mut files: Vec<PathBuf> = vec![src.workspace.join(".npmrc")];
    if let Some(h) = src.home {
        files.push(h.join(".npmrc"));
    }
    for var in [
        "npm_config_userconfig",
        "NPM_CONFIG_USERCONFIG",
        "npm_config_globalconfig",
        "NPM_CONFIG_GLOBALCONFIG",
    ] {
        if let Some(v) = (src.var)(var) {
            files.push(PathBuf::from(v));
        }
    }
    let mut urls: Vec<String> = ["npm_config_registry", "NPM_CONFIG_REGISTRY", "YARN_REGISTRY"]
        .iter()
        .filter_map(|v| (src.var)(v))
        .collect();
    // The installation: its global `etc/npmrc`, its built-in `npmrc`, its declared default.
    for cli in installed(src, "npm") {
        let Some(root) = cli.ancestors().find(|a| a.file_name().is_some_and(|n| n == "npm")) else {
            continue;
        };
        files.push(root.join("npmrc"));
        if let Some(prefix) = root.ancestors().nth(3) {
            files.push(prefix.join("etc/npmrc"));
        }
        files.push(PathBuf::from("/etc/npmrc"));
        for defs in [
            "node_modules/@npmcli/config/lib/definitions/definitions.js",
            "lib/utils/config/definitions.js",
            "lib/config/defaults.js",
        ] {
            if let Some(text) = read(&root.join(defs)) {
                urls.extend(npm_default(&text));
            }
        }
    }
    for f in files {
        let Some(text) = read(&f) else { continue };
        for (k, v) in pairs(&text) {
            if k == "registry" || k.ends_with(":registry") {
                urls.push(v);
            }
        }
    }
    urls
}

/// The default registry npm's definitions declare: the first quoted URL after `'registry'`
/// within its definition (`registry: new Definition('registry', { default: '...'`, or the older
/// `registry: '...'`).
fn npm_default(text: &str) -> Option<String> {
    for (at, _) in text.match_indices("registry") {
        let window = &text[at..text.len().min(at + 200)];
        let quoted = window.starts_with("registry'") || window.starts_with("registry:");
        if !quoted || !text[..at].ends_with(['\'', ' ', '\n']) {
            continue;
        }
        if let Some(q) = window.find("'http") {
            let rest = &window[q + 1..];
            return rest.split('\'').next().map(String::from);
        }
    }
    None
}

fn python(src: &Sources<'_>) -> Vec<String> {
    let mut urls: Vec<String> = Vec::new();
    for var in [
        "PIP_INDEX_URL",
        "PIP_EXTRA_INDEX_URL",
        "PIP_FIND_LINKS",
        "UV_INDEX_URL",
        "UV_DEFAULT_INDEX",
        "UV_EXTRA_INDEX_URL",
        "UV_INDEX",
    ] {
        if let Some(v) = (src.var)(var) {
            urls.extend(v.split_whitespace().map(String::from));
        }
    }
    let mut files: Vec<PathBuf> = vec![PathBuf::from("/etc/pip.conf")];
    let xdg_dirs = (src.var)("XDG_CONFIG_DIRS").unwrap_or_else(|| "/etc/xdg".into());
    files.extend(std::env::split_paths(&xdg_dirs).map(|d| d.join("pip/pip.conf")));
    if let Some(h) = src.home {
        let config = (src.var)("XDG_CONFIG_HOME").map(PathBuf::from).unwrap_or_else(|| h.join(".config"));
        files.push(config.join("pip/pip.conf"));
        files.push(h.join(".pip/pip.conf"));
    }
    for var in ["PIP_CONFIG_FILE", "VIRTUAL_ENV"] {
        if let Some(v) = (src.var)(var) {
            let p = PathBuf::from(v);
            files.push(if var == "VIRTUAL_ENV" { p.join("pip.conf") } else { p });
        }
    }
    for f in files {
        let Some(text) = read(&f) else { continue };
        for (k, v) in pairs(&text) {
            if matches!(
                k.as_str(),
                "index-url" | "extra-index-url" | "find-links" | "index_url" | "extra_index_url"
            ) {
                urls.extend(v.split_whitespace().map(String::from));
            }
        }
    }
    for index in pip_sources(src) {
        if let Some(text) = read(&index) {
            urls.extend(pip_default(&text));
        }
    }
    urls
}

/// Where installed pips keep the module that declares their default index: beside each
/// interpreter on `PATH`, in the system's and the user's library folders, in the workspace's
/// virtual environments.
fn pip_sources(src: &Sources<'_>) -> Vec<PathBuf> {
    let mut prefixes: BTreeSet<PathBuf> = ["/usr", "/usr/local"].iter().map(PathBuf::from).collect();
    for exe in ["python3", "python", "pip3", "pip"] {
        for p in installed(src, exe) {
            if let Some(prefix) = p.parent().and_then(Path::parent) {
                prefixes.insert(prefix.to_path_buf());
            }
        }
    }
    if let Some(h) = src.home {
        prefixes.insert(h.join(".local"));
        // Version managers' interpreters (pyenv's shims hide where they are).
        if let Ok(rd) = std::fs::read_dir(h.join(".pyenv/versions")) {
            prefixes.extend(rd.flatten().map(|e| e.path()));
        }
    }
    if let Ok(rd) = std::fs::read_dir(src.workspace) {
        prefixes.extend(rd.flatten().map(|e| e.path()).filter(|p| p.join("pyvenv.cfg").is_file()));
    }
    let mut out = Vec::new();
    for prefix in prefixes {
        let Ok(rd) = std::fs::read_dir(prefix.join("lib")) else { continue };
        for e in rd.flatten() {
            if !e.file_name().to_string_lossy().starts_with("python3") {
                continue;
            }
            for sub in ["site-packages", "dist-packages"] {
                let f = e.path().join(sub).join("pip/_internal/models/index.py");
                if f.is_file() {
                    out.push(f);
                }
            }
        }
    }
    out.push(PathBuf::from("/usr/lib/python3/dist-packages/pip/_internal/models/index.py"));
    out
}

/// The default index pip's source declares: `PyPI = PackageIndex("<url>", file_storage_domain="<host>")`.
fn pip_default(text: &str) -> Vec<String> {
    let Some(at) = text.find("PyPI = PackageIndex(") else { return Vec::new() };
    let decl = &text[at..text.len().min(at + 300)];
    let decl = decl.split(')').next().unwrap_or(decl);
    decl.split(['"', '\'']).skip(1).step_by(2).filter(|s| !s.is_empty()).map(String::from).collect()
}

fn cargo(src: &Sources<'_>) -> Vec<String> {
    let mut urls: Vec<String> = Vec::new();
    let cargo_home =
        (src.var)("CARGO_HOME").map(PathBuf::from).or_else(|| src.home.map(|h| h.join(".cargo")));
    let mut configs: Vec<PathBuf> = src
        .workspace
        .ancestors()
        .flat_map(|a| [a.join(".cargo/config.toml"), a.join(".cargo/config")])
        .collect();
    if let Some(ch) = &cargo_home {
        configs.extend([ch.join("config.toml"), ch.join("config")]);
    }
    for f in configs {
        let Some(text) = read(&f) else { continue };
        let Ok(doc) = text.parse::<toml::Table>() else { continue };
        let tables = |key: &str| {
            doc.get(key)
                .and_then(|v| v.as_table())
                .map(|t| t.values().cloned().collect::<Vec<_>>())
                .unwrap_or_default()
        };
        for t in tables("registries").into_iter().chain(tables("source")) {
            for k in ["index", "registry"] {
                if let Some(s) = t.get(k).and_then(|v| v.as_str()) {
                    urls.push(s.to_string());
                }
            }
        }
        if let Some(s) = doc.get("registry").and_then(|r| r.get("index")).and_then(|v| v.as_str()) {
            urls.push(s.to_string());
        }
    }
    for (k, v) in std::env::vars() {
        if k.starts_with("CARGO_REGISTRIES_") && k.ends_with("_INDEX") {
            urls.push(v);
        }
    }
    if let Some(text) = read(&src.workspace.join("Cargo.lock")) {
        let sources: BTreeSet<&str> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix("source = \""))
            .filter_map(|s| s.strip_suffix('"'))
            .filter(|s| s.starts_with("registry+") || s.starts_with("sparse+"))
            .collect();
        urls.extend(sources.into_iter().map(String::from));
    }
    // The index caches: `<host>-<hash>/`, each with the registry's `config.json`.
    if let Some(ch) = &cargo_home
        && let Ok(rd) = std::fs::read_dir(ch.join("registry/index"))
    {
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if let Some((host, hash)) = name.rsplit_once('-')
                && hash.len() == 16
                && hash.bytes().all(|b| b.is_ascii_hexdigit())
            {
                urls.push(host.to_string());
            }
            let Some(text) = read(&e.path().join("config.json")) else { continue };
            let Ok(v) = serde_json::from_str::<serde_json::Value>(&text) else { continue };
            for k in ["dl", "api"] {
                if let Some(s) = v.get(k).and_then(|s| s.as_str()) {
                    urls.push(s.to_string());
                }
            }
        }
    }
    urls
}

fn go(src: &Sources<'_>) -> Vec<String> {
    let mut files: Vec<PathBuf> = Vec::new();
    if let Some(v) = (src.var)("GOENV") {
        files.push(PathBuf::from(v));
    } else if let Some(h) = src.home {
        let config = (src.var)("XDG_CONFIG_HOME").map(PathBuf::from).unwrap_or_else(|| h.join(".config"));
        files.push(config.join("go/env"));
    }
    for go in installed(src, "go") {
        if let Some(root) = go.parent().and_then(Path::parent) {
            files.push(root.join("go.env"));
        }
    }
    let mut values: Vec<String> = ["GOPROXY", "GOSUMDB"].iter().filter_map(|v| (src.var)(v)).collect();
    for f in files {
        let Some(text) = read(&f) else { continue };
        values.extend(
            pairs(&text).into_iter().filter(|(k, _)| k == "goproxy" || k == "gosumdb").map(|(_, v)| v),
        );
    }
    values
        .iter()
        .flat_map(|v| v.split([',', '|', ' ']))
        .filter(|s| !matches!(*s, "" | "direct" | "off"))
        .map(String::from)
        .collect()
}

fn ruby(src: &Sources<'_>) -> Vec<String> {
    let list = |text: &str, key: &str| -> Vec<String> {
        let Some(at) = text.find(key) else { return Vec::new() };
        text[at + key.len()..]
            .lines()
            .skip(1)
            .map_while(|l| l.trim().strip_prefix("- "))
            .map(String::from)
            .collect()
    };
    if let Some(text) = src.home.and_then(|h| read(&h.join(".gemrc"))) {
        let v = list(&text, ":sources:");
        if !v.is_empty() {
            return v;
        }
    }
    let mut out = Vec::new();
    for base in ["/usr/lib/ruby", "/usr/local/lib/ruby"] {
        let Ok(rd) = std::fs::read_dir(base) else { continue };
        for e in rd.flatten() {
            let Some(text) = read(&e.path().join("rubygems/defaults.rb")) else { continue };
            if let Some(at) = text.find("def self.default_sources") {
                let body = &text[at..text.len().min(at + 200)];
                if let Some(w) = body.split_once("%w[").and_then(|(_, r)| r.split(']').next()) {
                    out.extend(w.split_whitespace().map(String::from));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources<'a>(home: &'a Path, ws: &'a Path, var: &'a dyn Fn(&str) -> Option<String>) -> Sources<'a> {
        Sources { home: Some(home), workspace: ws, var }
    }

    #[test]
    fn hosts_of_urls() {
        assert_eq!(host_of("https://pkgs.example.org/simple/").as_deref(), Some("pkgs.example.org"));
        assert_eq!(host_of("sparse+https://Index.Example.COM/").as_deref(), Some("index.example.com"));
        assert_eq!(host_of("https://u:p@mirror.example.com:8443/x").as_deref(), Some("mirror.example.com"));
        assert_eq!(host_of("files.example.org").as_deref(), Some("files.example.org"));
        assert_eq!(host_of("file:///opt/wheels"), None);
        assert_eq!(host_of("/opt/wheels").as_deref(), None);
    }

    #[test]
    fn the_process_is_the_package_manager_itself() {
        assert_eq!(package_manager_of("bash > npm > node"), Some(Family::Npm));
        assert_eq!(package_manager_of("bash > pip3.12 > python3.12"), Some(Family::Python));
        assert_eq!(package_manager_of("cargo"), Some(Family::Cargo));
        // A script a package manager runs is judged as itself.
        assert_eq!(package_manager_of("npm > node > sh > node"), None);
        assert_eq!(package_manager_of("bash > npm > node > sh > curl"), None);
        assert_eq!(package_manager_of("node"), None);
        assert_eq!(package_manager_of(""), None);
    }

    #[test]
    fn configured_registries_are_read_from_the_package_managers_files() {
        let t = tempfile::tempdir().unwrap();
        let (home, ws) = (t.path().join("home"), t.path().join("ws"));
        std::fs::create_dir_all(home.join(".config/pip")).unwrap();
        std::fs::create_dir_all(home.join(".cargo/registry/index/index.example.com-0123456789abcdef"))
            .unwrap();
        std::fs::create_dir_all(&ws).unwrap();
        std::fs::write(
            ws.join(".npmrc"),
            "registry=https://npm.example.com/\n@acme:registry = https://acme.example.test/\n",
        )
        .unwrap();
        std::fs::write(
            home.join(".config/pip/pip.conf"),
            "[global]\nindex-url = https://pypi.example.org/simple\nextra-index-url =\n    https://extra.example.org/simple\n",
        )
        .unwrap();
        std::fs::write(
            home.join(".cargo/registry/index/index.example.com-0123456789abcdef/config.json"),
            r#"{"dl":"https://dl.example.com/crates","api":"https://api.example.com"}"#,
        )
        .unwrap();
        let var = |k: &str| (k == "GOPROXY").then(|| "https://goproxy.example.test,direct".to_string());
        let r = Registries::discover(&sources(&home, &ws, &var));
        for (process, host) in [
            ("npm > node", "npm.example.com"),
            ("npm > node", "acme.example.test."),
            ("pip3 > python3", "pypi.example.org"),
            ("uv", "extra.example.org"),
            ("cargo", "index.example.com"),
            ("cargo", "dl.example.com"),
            ("cargo", "api.example.com"),
            ("go", "goproxy.example.test"),
        ] {
            assert!(r.is_own(process, host), "{process} {host}: {r:?}");
        }
        // Another family's registry, or the registry asked by a script: not the manager's own.
        assert!(!r.is_own("npm > node", "pypi.example.org"));
        assert!(!r.is_own("npm > node > sh > curl", "npm.example.com"));
        assert!(!r.is_own("curl", "npm.example.com"));
        assert!(!r.is_own("npm > node", "evil.example.com"));
    }

    #[test]
    fn defaults_are_the_ones_the_installed_tools_declare() {
        let npm = "  registry: new Definition('registry', {\n    default: 'https://npm.example.com/',\n    type: url,";
        assert_eq!(npm_default(npm).as_deref(), Some("https://npm.example.com/"));
        assert_eq!(
            npm_default("  registry: 'https://old.example.com/',\n").as_deref(),
            Some("https://old.example.com/")
        );
        // A mention elsewhere (a scoped registry's description) is no declaration.
        assert_eq!(npm_default("the scoped-registry option, see 'http://x.example.com'"), None);
        let pip = "PyPI = PackageIndex(\"https://pypi.example.org/\", file_storage_domain=\"files.example.org\")\nTestPyPI = PackageIndex(\"https://t.example.org/\")";
        assert_eq!(pip_default(pip), vec!["https://pypi.example.org/", "files.example.org"]);
    }
}
