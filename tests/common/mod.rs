//! Helpers for the end-to-end tests: a fresh workspace, home and state folder per test, and the
//! foresee binary run as root or, rootless, as the unprivileged user 65534.
#![allow(dead_code)]

pub mod stand_in;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub const NOBODY: u32 = 65534;

pub fn foresee_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_foresee"))
}

pub fn is_root() -> bool {
    unsafe { libc::geteuid() == 0 }
}

pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

/// A test that cannot run here says so; under `CI=true` that is a failure, never a silent pass.
pub fn need(cond: bool, what: &str) -> bool {
    if !cond {
        if in_ci() {
            panic!("this test needs {what}, which this machine lacks");
        }
        eprintln!("SKIPPED: this test needs {what}");
    }
    cond
}

pub fn have(prog: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(prog).is_file()))
}

/// Whether the rootless variant can run: as root, by dropping to user 65534 with setpriv.
pub fn rootless_possible() -> bool {
    is_root() && have("setpriv")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Root,
    Rootless,
}

pub struct Env {
    pub tmp: tempfile::TempDir,
    pub ws: PathBuf,
    pub home: PathBuf,
    pub state: PathBuf,
    pub mode: Mode,
}

pub fn chown_tree(p: &Path, uid: u32) {
    for e in walkdir::WalkDir::new(p) {
        let e = e.unwrap();
        let _ = std::os::unix::fs::lchown(e.path(), Some(uid), Some(uid));
    }
}

impl Env {
    pub fn new(mode: Mode) -> Env {
        let tmp = tempfile::Builder::new().prefix("foresee-test-").tempdir().unwrap();
        std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        let ws = tmp.path().join("ws");
        let home = tmp.path().join("home");
        let state = tmp.path().join("state");
        for d in [&ws, &home, &state] {
            std::fs::create_dir(d).unwrap();
        }
        let env = Env { tmp, ws, home, state, mode };
        env.fix_owner();
        env
    }

    /// After the test wrote fixtures as root, give them to the user the rootless run is.
    pub fn fix_owner(&self) {
        if self.mode == Mode::Rootless {
            chown_tree(self.tmp.path(), NOBODY);
        }
    }

    pub fn write(&self, rel: &str, content: &str) {
        let p = self.ws.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, content).unwrap();
        self.fix_owner();
    }

    /// A command run as the mode's user, with this env's HOME and state folder, in the workspace.
    pub fn command(&self, program: &Path) -> Command {
        let mut c = match self.mode {
            Mode::Root => Command::new(program),
            Mode::Rootless => {
                let mut c = Command::new("setpriv");
                c.args(["--reuid", "65534", "--regid", "65534", "--clear-groups", "--"]).arg(program);
                c
            }
        };
        c.current_dir(&self.ws)
            .env("HOME", &self.home)
            .env("FORESEE_STATE_DIR", &self.state)
            .env_remove("XDG_STATE_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_RUNTIME_DIR");
        // A model the developer configured for themselves is no part of a test.
        for k in foresee::advisor::settings::ENV_ALL {
            c.env_remove(k);
        }
        c
    }

    pub fn foresee(&self) -> Command {
        self.command(&foresee_bin())
    }

    /// `foresee run --no-prompt --json -c script` and the parsed JSON answer.
    pub fn run_json(&self, script: &str, extra: &[&str]) -> (Output, serde_json::Value) {
        let out = self
            .foresee()
            .args(["run", "--no-prompt", "--json"])
            .args(extra)
            .arg("-c")
            .arg(script)
            .output()
            .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
            panic!(
                "not JSON ({e}): {}\nstderr: {}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
        });
        (out, v)
    }

    /// `foresee run --no-prompt -c script`.
    pub fn run(&self, script: &str, extra: &[&str]) -> Output {
        self.foresee().args(["run", "--no-prompt"]).args(extra).arg("-c").arg(script).output().unwrap()
    }

    pub fn git(&self, args: &[&str]) {
        let st = self
            .command(Path::new("git"))
            .args(["-c", "user.name=t", "-c", "user.email=t@t.invalid", "-c", "init.defaultBranch=main"])
            .args(args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(st.success(), "git {args:?} failed");
    }

    /// Runs `script` for real with `sh -c`, without foresee (the user's own earlier steps), as
    /// the mode's user and with a fixed git identity; an empty script does nothing.
    pub fn sh(&self, script: &str) {
        if script.is_empty() {
            return;
        }
        let st = self
            .command(Path::new("sh"))
            .arg("-c")
            .arg(script)
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@t.invalid")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@t.invalid")
            .status()
            .unwrap();
        assert!(st.success(), "setup failed: {script}");
    }

    /// A git repository with `files` committed.
    pub fn git_repo(&self, files: &[(&str, &str)]) {
        for (p, c) in files {
            self.write(p, c);
        }
        self.git(&["init", "-q"]);
        self.git(&["add", "-A"]);
        self.git(&["commit", "-q", "-m", "initial"]);
    }
}

/// Both modes where they can run; rootless only when root can drop to 65534.
pub fn modes() -> Vec<Mode> {
    let mut v = vec![Mode::Root];
    if need(rootless_possible(), "root and setpriv, to run the rootless variant as user 65534") {
        v.push(Mode::Rootless);
    }
    if !is_root() {
        // Not root: the whole suite is the rootless variant, run as the current user.
        v = vec![Mode::Root];
    }
    v
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Waits until no foresee process holds a run of this state folder: each holds its run's lock
/// until it is done with the host (its teardown after that is invisible).
pub fn wait_for_cleanup(state: &Path) {
    use std::os::fd::AsRawFd;
    let Ok(rd) = std::fs::read_dir(state.join("runs")) else { return };
    for e in rd.flatten() {
        if e.file_name().to_string_lossy().ends_with(".lock") {
            if let Ok(f) = std::fs::File::open(e.path()) {
                unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX) };
            }
        }
    }
}
