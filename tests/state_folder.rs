//! foresee's state folder as the user sees it: nothing in it changes once foresee has exited,
//! a run killed mid-write leaves no litter that outlives the next run, and writes to shared
//! memory are rehearsed, reported and committed like writes to `/tmp`.

mod common;
use common::*;
use std::collections::BTreeMap;
use std::path::Path;

/// Every name below `dir` with its size and modification time, or `None` when it is gone.
fn listing(dir: &Path) -> Option<BTreeMap<String, (u64, i64, i64)>> {
    use std::os::unix::fs::MetadataExt;
    if !dir.exists() {
        return None;
    }
    let mut out = BTreeMap::new();
    for e in walkdir::WalkDir::new(dir).into_iter().flatten() {
        let md = e.path().symlink_metadata().unwrap();
        let rel = e.path().strip_prefix(dir).unwrap().to_string_lossy().into_owned();
        let size = if md.is_dir() { 0 } else { md.len() };
        out.insert(rel, (size, md.mtime(), md.mtime_nsec()));
    }
    Some(out)
}

/// Runs foresee under a child subreaper (a Python parent with `PR_SET_CHILD_SUBREAPER`), so
/// whatever foresee leaves running when it exits becomes the wrapper's child. The wrapper
/// prints `exited` when foresee has exited and waits for a line on stdin; it then waits for every
/// process foresee left and prints `reaped`. Between the two the test looks at the state folder.
const SUBREAPER: &str = r#"
import ctypes, os, subprocess, sys
ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)
p = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
print("exited", p.returncode, flush=True)
sys.stdin.readline()
while True:
    try:
        os.wait()
    except ChildProcessError:
        break
print("reaped", flush=True)
"#;

fn under_subreaper(env: &Env, args: &[&str], between: impl FnOnce()) {
    use std::io::{BufRead, Write};
    // The system's Python: one under the root user's home is out of the rootless user's reach.
    let python = ["/usr/bin/python3", "/usr/local/bin/python3"].into_iter().find(|p| Path::new(p).exists());
    let mut c = env.command(Path::new(python.unwrap_or("python3")));
    c.arg("-c").arg(SUBREAPER).arg(foresee_bin()).args(args);
    let mut child = c
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "exited 0", "{:?}", env.mode);
    between();
    child.stdin.take().unwrap().write_all(b"go\n").unwrap();
    line.clear();
    out.read_line(&mut line).unwrap();
    assert_eq!(line.trim(), "reaped");
    assert!(child.wait().unwrap().success());
}

/// A workspace big enough for the warmer to walk and keep a listing of.
fn many_files(env: &Env) {
    for d in 0..20 {
        for f in 0..50 {
            let p = env.ws.join(format!("d{d}/f{f}.txt"));
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, "x").unwrap();
        }
    }
    env.fix_owner();
}

#[test]
fn nothing_in_the_state_folder_changes_after_foresee_exits() {
    if !need(have("python3"), "python3") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        many_files(&env);
        // Long enough for the warmer to start and walk the workspace.
        let args = ["run", "--no-prompt", "--", "sh", "-c", "sleep 0.3; ls -R >/dev/null"];
        for _ in 0..3 {
            let mut before = None;
            under_subreaper(&env, &args, || before = listing(&env.state));
            let before = before.expect("the state folder exists");
            assert!(
                !before.keys().any(|k| k.ends_with(".lock") || k.ends_with(".tmp")),
                "{mode:?}: a lock or temporary file outlived foresee: {before:?}"
            );
            assert_eq!(listing(&env.state), Some(before), "{mode:?}: the state folder changed after exit");
        }
        // An evaluator that removes the state folder as soon as foresee exits finds it gone.
        under_subreaper(&env, &args, || std::fs::remove_dir_all(&env.state).unwrap());
        assert_eq!(listing(&env.state), None, "{mode:?}: the state folder was re-created after exit");
    }
}

#[test]
fn temporary_files_of_killed_writers_are_swept() {
    for mode in modes() {
        let env = Env::new(mode);
        // A pid that is certainly gone: a child that has been waited for.
        let mut c = std::process::Command::new("true").spawn().unwrap();
        let dead = c.id();
        c.wait().unwrap();
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(5);
        std::fs::create_dir_all(env.state.join("warm")).unwrap();
        let litter = [
            format!("last-report.json.{dead}.tmp"),
            format!("scan-cache.json.{dead}.tmp"),
            format!("scan-cache.tmp.{dead}"),
            format!("warm/0123abcd.tmp{dead}"),
        ];
        // Kept: a live writer's file, and names that only look alike.
        let me = std::process::id();
        let kept = [format!("last-report.json.{me}.tmp"), "notes.tmpl".to_string(), "x.tmp".to_string()];
        for n in litter.iter().chain(kept.iter()) {
            let p = env.state.join(n);
            std::fs::write(&p, "partial").unwrap();
            std::fs::File::options().write(true).open(&p).unwrap().set_modified(old).unwrap();
        }
        env.fix_owner();
        let o = env.run("true", &[]);
        assert_eq!(o.status.code(), Some(0), "{mode:?}: {}", String::from_utf8_lossy(&o.stderr));
        for n in &litter {
            assert!(!env.state.join(n).exists(), "{mode:?}: {n} was not swept");
        }
        for n in &kept {
            assert!(env.state.join(n).exists(), "{mode:?}: {n} was swept");
        }
    }
}

/// A file of this test's own in the host's shared memory folder, removed when dropped.
struct ShmFile(std::path::PathBuf);

impl Drop for ShmFile {
    fn drop(&mut self) {
        if self.0.is_dir() {
            let _ = std::fs::remove_dir_all(&self.0);
        } else {
            let _ = std::fs::remove_file(&self.0);
        }
    }
}

#[test]
fn a_write_to_shared_memory_is_rehearsed_reported_and_committed() {
    if !need(Path::new("/dev/shm").is_dir(), "a /dev/shm folder") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        let name = format!("foresee-test-{}-{:?}", std::process::id(), mode);
        let file = ShmFile(Path::new("/dev/shm").join(&name));
        let script = format!("echo kept > /dev/shm/{name}; cat /dev/shm/{name}");
        // Rehearsed and judged, not applied: the host's folder is untouched.
        let o = env.foresee().args(["run", "--dry-run", "--json", "-c", &script]).output().unwrap();
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert!(!file.0.exists(), "{mode:?}: a dry run wrote to the host's /dev/shm");
        let entries = v["report"]["files"]["entries"].as_array().cloned().unwrap_or_default();
        let entry = entries.iter().find(|e| e["path"] == file.0.to_string_lossy().as_ref());
        let entry = entry.unwrap_or_else(|| panic!("{mode:?}: the write is not in the report: {v}"));
        assert_eq!(entry["change"], "created");
        assert_eq!(entry["where"], "temp", "{mode:?}: shared memory is a temp folder: {entry}");
        // Allowed: the command saw its own write, and the host keeps it.
        let (o, v) = env.run_json(&script, &[]);
        assert_eq!(v["decision"], "allow", "{mode:?}: {v}");
        assert_eq!(v["stdout"], "kept\n");
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(std::fs::read_to_string(&file.0).unwrap(), "kept\n", "{mode:?}: the write vanished");
        // A refused command's write there is rolled back like any other.
        std::fs::remove_file(&file.0).unwrap();
        let o = env.run(&format!("echo no > /dev/shm/{name}; touch f; chmod u+s f"), &[]);
        assert_eq!(o.status.code(), Some(126), "{mode:?}: {}", String::from_utf8_lossy(&o.stderr));
        assert!(!file.0.exists(), "{mode:?}: a refused command's write to /dev/shm landed");
    }
}

/// A state folder kept in shared memory (`FORESEE_STATE_DIR=/dev/shm/...`): hidden from the
/// command like anywhere else, never taken for one of its changes (its run folders hold the
/// sandbox's own root), and the command's own writes there still land.
#[test]
fn a_state_folder_in_shared_memory_is_hidden_and_not_a_change() {
    if !need(Path::new("/dev/shm").is_dir(), "a /dev/shm folder") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        let state = ShmFile(
            Path::new("/dev/shm").join(format!("foresee-test-state-{}-{mode:?}", std::process::id())),
        );
        std::fs::create_dir_all(&state.0).unwrap();
        if mode == Mode::Rootless {
            chown_tree(&state.0, 65534);
        }
        let own =
            ShmFile(Path::new("/dev/shm").join(format!("foresee-test-own-{}-{mode:?}", std::process::id())));
        let script = format!("echo x > f; echo y > {}; ls -A {} | wc -l", own.0.display(), state.0.display());
        let o = env
            .foresee()
            .env("FORESEE_STATE_DIR", &state.0)
            .args(["run", "--no-prompt", "--json", "-c", &script])
            .output()
            .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&o.stdout)
            .unwrap_or_else(|e| panic!("{mode:?}: not JSON ({e}): {}", String::from_utf8_lossy(&o.stderr)));
        assert_eq!(v["decision"], "allow", "{mode:?}: {v}");
        assert_eq!(v["stdout"], "0\n", "{mode:?}: the command saw the state folder: {v}");
        let paths: Vec<&str> = v["report"]["files"]["entries"]
            .as_array()
            .map(|a| a.iter().filter_map(|e| e["path"].as_str()).collect())
            .unwrap_or_default();
        assert!(paths.iter().all(|p| !p.starts_with(&*state.0.to_string_lossy())), "{mode:?}: {paths:?}");
        assert_eq!(std::fs::read_to_string(env.ws.join("f")).unwrap_or_default(), "x\n", "{mode:?}");
        assert_eq!(std::fs::read_to_string(&own.0).unwrap_or_default(), "y\n", "{mode:?}");
    }
}
