//! Crash safety: foresee killed with SIGKILL (its whole process group, as abruptly as a power cut
//! would stop it; the page cache survives, so this is a test of foresee's journal, not of the
//! file system's) at random points of rehearsing, staging and applying a large change, each
//! kill followed by the next run (`foresee run -- true`), which finishes or undoes the interrupted
//! commit. Every time the tree must be exactly the old tree or exactly the new one: paths, kinds,
//! contents, modes, owners and link targets, with no `.foresee-*` temporary left; and which of the
//! two it is must follow from where the kill landed (before the journal said "applying": old;
//! after: new).
//!
//! The kill points come from a seeded generator (the seed is printed; `FORESEE_CRASH_SEED`
//! replays a run, `FORESEE_CRASH_KILLS` sets how many kills the root variant makes). They are
//! spread over a whole run, with extra density on the commit: a share is aimed at the staging and
//! at the apply step, timed from the phase boundaries foresee prints with `FORESEE_TIMINGS=1`.
//! Where each kill landed is then read from what it left, not from the aim: the commit journal's
//! phase if there is one, else whether the tree is still the old one (a kill before the commit)
//! or already the new one (after it).

mod common;

use common::*;
use std::collections::BTreeMap;
use std::io::BufRead;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// splitmix64: small, seeded, and the same sequence everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The old tree: folders of files the change edits, renames, deletes and re-modes.
fn build_old(root: &Path) {
    for d in 0..6 {
        for f in 0..50 {
            let p = root.join(format!("src/m{d}/f{f}.txt"));
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, format!("old {d} {f}\nsecond line\n")).unwrap();
        }
    }
    for (p, c) in [
        ("docs/intro.md", "intro\n"),
        ("docs/guide/one.md", "one\n"),
        ("docs/guide/two.md", "two\n"),
        ("old/a", "a\n"),
        ("old/b", "b\n"),
        ("old/deep/c", "c\n"),
        ("notes.txt", "notes\n"),
        ("tool.sh", "#!/bin/sh\necho tool\n"),
        ("gone.txt", "to be deleted\n"),
    ] {
        let p = root.join(p);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, c).unwrap();
    }
    std::fs::set_permissions(root.join("tool.sh"), std::fs::Permissions::from_mode(0o644)).unwrap();
    std::os::unix::fs::symlink("notes.txt", root.join("notes-link")).unwrap();
}

/// The large change: new files in new folders, files modified in place, a file and a folder
/// renamed, a file and a folder deleted, a mode change and a new symlink. Shell builtins write the
/// files, so the rehearsal is not a few thousand processes.
fn change_script(new_files: usize, marker: &str) -> String {
    format!(
        r#": {marker}
i=0; while [ $i -lt 20 ]; do mkdir -p gen/d$i; i=$((i+1)); done
i=0; while [ $i -lt {new_files} ]; do echo "new file $i" > gen/d$((i % 20))/n$i.txt; i=$((i+1)); done
for d in 0 1 2 3 4 5; do f=0; while [ $f -lt 50 ]; do echo modified >> src/m$d/f$f.txt; f=$((f+1)); done; done
mv notes.txt notes-renamed.txt
mv docs manual
rm gone.txt
rm -r old
chmod 755 tool.sh
ln -s manual/intro.md intro-link
"#
    )
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    File(Vec<u8>),
    Dir,
    Link(PathBuf),
    Other(u32),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    kind: Kind,
    mode: u32,
    owner: (u32, u32),
}

type Tree = BTreeMap<PathBuf, Entry>;

fn snapshot(root: &Path) -> Tree {
    let mut t = Tree::new();
    for e in walkdir::WalkDir::new(root).follow_links(false).sort_by_file_name() {
        let e = e.unwrap();
        let md = e.path().symlink_metadata().unwrap();
        let ft = md.file_type();
        let kind = if ft.is_symlink() {
            Kind::Link(std::fs::read_link(e.path()).unwrap())
        } else if ft.is_dir() {
            Kind::Dir
        } else if ft.is_file() {
            Kind::File(std::fs::read(e.path()).unwrap())
        } else {
            Kind::Other(md.mode() & libc::S_IFMT)
        };
        let rel = e.path().strip_prefix(root).unwrap().to_path_buf();
        // A symlink's own mode bits mean nothing on Linux.
        let mode = if ft.is_symlink() { 0 } else { md.mode() & 0o7777 };
        t.insert(rel, Entry { kind, mode, owner: (md.uid(), md.gid()) });
    }
    t
}

/// The first few differences between two trees, for a failure message.
fn differences(a: &Tree, b: &Tree) -> String {
    let mut out = Vec::new();
    for (p, e) in a {
        match b.get(p) {
            None => out.push(format!("{} only in the first", p.display())),
            Some(f) if f != e => {
                out.push(format!("{} differs: {:?} vs {:?}", p.display(), brief(e), brief(f)))
            }
            _ => {}
        }
    }
    for p in b.keys().filter(|p| !a.contains_key(*p)) {
        out.push(format!("{} only in the second", p.display()));
    }
    let n = out.len();
    out.truncate(8);
    format!("{n} differences: {}", out.join("; "))
}

fn brief(e: &Entry) -> String {
    let k = match &e.kind {
        Kind::File(c) => format!("file {}B", c.len()),
        Kind::Dir => "dir".into(),
        Kind::Link(t) => format!("link -> {}", t.display()),
        Kind::Other(m) => format!("special {m:o}"),
    };
    format!("{k} {:o} {}:{}", e.mode, e.owner.0, e.owner.1)
}

fn temporaries(t: &Tree) -> Vec<&PathBuf> {
    t.keys().filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with(".foresee-"))).collect()
}

fn copy_tree(from: &Path, to: &Path) {
    if to.exists() {
        std::fs::remove_dir_all(to).unwrap();
    }
    let st = std::process::Command::new("cp").arg("-a").arg(from).arg(to).status().unwrap();
    assert!(st.success(), "cp -a {from:?} {to:?}");
}

/// Phase boundaries as foresee prints them (`FORESEE_TIMINGS=1`): each line ends a step.
const PLAN: &str = "commit plan";
const STAGE: &str = "commit stage";
const APPLY: &str = "commit apply";
const CLEAN: &str = "commit clean";

/// A running `foresee run` in a process group of its own, with the time each phase boundary
/// reached this process.
struct Live {
    child: std::process::Child,
    started: Instant,
    marks: mpsc::Receiver<(String, Instant)>,
    seen: Vec<(String, Instant)>,
    stderr: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Live {
    fn spawn(env: &Env, script: &str) -> Live {
        let mut c = env.foresee();
        c.args(["run", "--no-prompt", "--approver", "none", "-c", script])
            .env("FORESEE_TIMINGS", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .process_group(0);
        let started = Instant::now();
        let mut child = c.spawn().unwrap();
        let (tx, marks) = mpsc::channel();
        let err = child.stderr.take().unwrap();
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let all = stderr.clone();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(err).lines() {
                let Ok(line) = line else { break };
                let at = Instant::now();
                if let Some(rest) = line.strip_prefix("foresee timing: ") {
                    let name = rest.rsplitn(3, ' ').nth(2).unwrap_or("").trim().to_string();
                    let _ = tx.send((name, at));
                }
                all.lock().unwrap().push_str(&(line + "\n"));
            }
        });
        Live { child, started, marks, seen: Vec::new(), stderr }
    }

    /// When the boundary `name` was reported, waiting for it; `None` if the run ended first.
    fn wait_mark(&mut self, name: &str) -> Option<Instant> {
        loop {
            if let Some((_, t)) = self.seen.iter().find(|(n, _)| n == name) {
                return Some(*t);
            }
            let m = self.marks.recv().ok()?;
            self.seen.push(m);
        }
    }

    fn drain(&mut self) {
        while let Ok(m) = self.marks.try_recv() {
            self.seen.push(m);
        }
    }

    fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }
}

/// Waits until `deadline`: a sleep, then a spin for the last stretch, as a kill aimed at a step
/// of a few milliseconds must not depend on the scheduler's timer slack.
fn until(deadline: Instant) {
    let now = Instant::now();
    if deadline > now + Duration::from_millis(2) {
        std::thread::sleep(deadline - now - Duration::from_millis(2));
    }
    while Instant::now() < deadline {
        std::hint::spin_loop();
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Landed {
    /// Before the commit began (rehearsal, report, decision, plan and verify): no journal.
    Rehearsal,
    /// The journal says staging (or its first version was being written).
    Staging,
    /// The journal says applying (the renames, then the removal of what they replaced).
    Applying,
    /// The commit was done, the journal gone; foresee was finishing.
    After,
}

/// The commit journal a killed run left, if any: its phase.
fn journal_phase(state: &Path) -> Option<String> {
    let mut phase = None;
    for e in std::fs::read_dir(state.join("runs")).ok()?.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.ends_with(".journal") {
            let v: serde_json::Value = serde_json::from_slice(&std::fs::read(e.path()).unwrap())
                .unwrap_or_else(|e| panic!("the journal {name} is not whole: {e}"));
            return Some(v["phase"].as_str().unwrap_or("?").to_string());
        }
        if name.ends_with(".journal.tmp") {
            phase = Some("staging".to_string());
        }
    }
    phase
}

/// Processes whose command line carries `marker` (the change script's own shell).
fn processes_with(marker: &str) -> Vec<String> {
    let mut v = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        if !e.file_name().to_string_lossy().bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        if let Ok(c) = std::fs::read(e.path().join("cmdline")) {
            if c.windows(marker.len()).any(|w| w == marker.as_bytes()) {
                v.push(e.file_name().to_string_lossy().into_owned());
            }
        }
    }
    v
}

#[derive(Default, Debug)]
struct Tally {
    landed: BTreeMap<&'static str, usize>,
    to_old: usize,
    to_new: usize,
    missed: usize,
    /// Where the test's time went: the killed runs, the recoveries, the comparisons, restores.
    spent: [Duration; 4],
}

fn crash_many(mode: Mode, kills: usize, new_files: usize, rng: &mut Rng) -> Tally {
    let env = Env::new(mode);
    let old_root = env.tmp.path().join("old");
    std::fs::create_dir(&old_root).unwrap();
    build_old(&old_root);
    env.fix_owner();
    let marker = format!("foresee-crash-test-{}-{mode:?}", std::process::id());
    let script = change_script(new_files, &marker);
    let old = snapshot(&old_root);

    // The new tree: the same script run directly on a copy.
    let direct = env.tmp.path().join("direct");
    copy_tree(&old_root, &direct);
    let st = env.command(Path::new("bash")).arg("-c").arg(&script).current_dir(&direct).status().unwrap();
    assert!(st.success(), "{mode:?}: the change script failed when run directly");
    let new = snapshot(&direct);
    std::fs::remove_dir_all(&direct).unwrap();
    assert_ne!(old, new);

    // One whole run: the commit must land exactly the new tree, and its phase boundaries time
    // the kills.
    copy_tree(&old_root, &env.ws);
    let mut base = Live::spawn(&env, &script);
    let st = base.child.wait().unwrap();
    let end = Instant::now();
    assert_eq!(st.code(), Some(0), "{mode:?}: {}", base.stderr());
    assert_eq!(snapshot(&env.ws), new, "{mode:?}: the commit differs from running the command directly");
    let at = |name: &str, l: &mut Live| l.wait_mark(name).unwrap_or_else(|| panic!("no `{name}` boundary"));
    let (t_plan, t_stage, t_clean) = (at(PLAN, &mut base), at(STAGE, &mut base), at(CLEAN, &mut base));
    at(APPLY, &mut base);
    let total = end - base.started;
    let staging = t_stage - t_plan;
    let applying = t_clean - t_stage;
    eprintln!(
        "{mode:?}: one run {:.0} ms: rehearsal and decision {:.0} ms, staging {:.1} ms, applying {:.1} ms",
        total.as_secs_f64() * 1e3,
        (t_plan - base.started).as_secs_f64() * 1e3,
        staging.as_secs_f64() * 1e3,
        applying.as_secs_f64() * 1e3
    );
    copy_tree(&old_root, &env.ws);

    let mut tally = Tally::default();
    let mut attempts = 0;
    while tally.landed.values().sum::<usize>() < kills {
        attempts += 1;
        assert!(attempts <= kills * 2, "{mode:?}: too many runs ended before their kill: {tally:?}");
        // Where to aim: anywhere in a run (30%), in the rehearsal and decision (20%), and the
        // rest on the commit, a small part of a run: the staging (25%), the apply (25%).
        let r = rng.unit();
        let (anchor, span) = if r < 0.3 {
            (None, total.mul_f64(0.98))
        } else if r < 0.5 {
            (None, t_plan - base.started)
        } else if r < 0.75 {
            (Some(PLAN), staging)
        } else {
            (Some(STAGE), applying.mul_f64(1.05))
        };
        let offset = span.mul_f64(rng.unit());
        let t0 = Instant::now();
        let mut live = Live::spawn(&env, &script);
        let from = match anchor {
            None => Some(live.started),
            Some(name) => live.wait_mark(name),
        };
        let pid = live.child.id() as i32;
        if let Some(from) = from {
            until(from + offset);
            // The whole group, the way a power cut would: nothing gets to clean up.
            unsafe { libc::kill(-pid, libc::SIGKILL) };
        }
        let st = live.child.wait().unwrap();
        live.drain();
        let killed = st.signal() == Some(libc::SIGKILL);
        tally.spent[0] += t0.elapsed();
        if !killed {
            // It finished before the kill: a whole run, which must have committed.
            assert_eq!(st.code(), Some(0), "{mode:?}: {}", live.stderr());
            assert_eq!(snapshot(&env.ws), new, "{mode:?}: a whole run left another tree");
            tally.missed += 1;
            copy_tree(&old_root, &env.ws);
            continue;
        }
        let landed = match journal_phase(&env.state).as_deref() {
            Some("staging") => Landed::Staging,
            Some("applying") => Landed::Applying,
            Some(p) => panic!("{mode:?}: a journal in an unknown phase {p:?}"),
            None => {
                // No journal: the commit had not begun or was complete, and nothing in between.
                let t = snapshot(&env.ws);
                if t == old {
                    Landed::Rehearsal
                } else if t == new {
                    Landed::After
                } else {
                    panic!(
                        "{mode:?}: killed with no journal, the tree is neither old nor new; vs old: {}; vs new: {}",
                        differences(&old, &t),
                        differences(&new, &t)
                    );
                }
            }
        };

        // Recovery: the next run, any command, finishes or undoes the interrupted commit.
        let t1 = Instant::now();
        let o =
            env.foresee().args(["run", "--no-prompt", "--", "true"]).stdin(Stdio::null()).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{mode:?}: the run after a kill failed: {}", stderr(&o));
        let t2 = Instant::now();
        tally.spent[1] += t2 - t1;
        let t = snapshot(&env.ws);
        tally.spent[2] += t2.elapsed();
        let tmps = temporaries(&t);
        assert!(tmps.is_empty(), "{mode:?}: temporaries left after a kill in {landed:?}: {tmps:?}");
        let expected_new = landed >= Landed::Applying;
        let want = if expected_new { &new } else { &old };
        assert!(
            &t == want,
            "{mode:?}: killed in {landed:?} (seen {:?}), recovered to a tree that is not the {} one: {}",
            live.seen.iter().map(|s| s.0.as_str()).collect::<Vec<_>>(),
            if expected_new { "new" } else { "old" },
            differences(want, &t)
        );
        wait_for_cleanup(&env.state);
        let left: Vec<_> = std::fs::read_dir(env.state.join("runs"))
            .map(|r| r.flatten().map(|e| e.file_name()).collect())
            .unwrap_or_default();
        assert!(left.is_empty(), "{mode:?}: the state folder kept {left:?} after a kill in {landed:?}");
        let procs = processes_with(&marker);
        assert!(procs.is_empty(), "{mode:?}: the killed command's shell outlived foresee: {procs:?}");

        let name = match landed {
            Landed::Rehearsal => "rehearsal",
            Landed::Staging => "staging",
            Landed::Applying => "applying",
            Landed::After => "after the commit",
        };
        *tally.landed.entry(name).or_default() += 1;
        if expected_new {
            tally.to_new += 1;
            let t3 = Instant::now();
            copy_tree(&old_root, &env.ws);
            tally.spent[3] += t3.elapsed();
        } else {
            // Already exactly the old tree: nothing to restore.
            tally.to_old += 1;
        }
    }
    // foresee mounts only in namespaces of its own: none of its mounts, nothing on the test's
    // folders, may show in the test's (other programs on the machine may mount meanwhile).
    let ours = env.tmp.path().to_string_lossy().into_owned();
    let left: Vec<String> = std::fs::read_to_string("/proc/self/mountinfo")
        .unwrap()
        .lines()
        .filter(|l| l.contains("foresee") || l.contains(&ours))
        .map(String::from)
        .collect();
    assert!(left.is_empty(), "{mode:?}: mounts left in the test's namespace: {left:?}");
    tally
}

/// New files the change makes, in 20 new folders (besides its 300 edits and the rest). Kept to
/// hundreds rather than thousands so that 200 kills fit in a few minutes on a busy machine: each
/// staging copies them all, each rollback removes them.
const NEW_FILES: usize = 600;

#[test]
fn sigkill_at_any_point_leaves_the_old_tree_or_the_new_one() {
    let seed =
        std::env::var("FORESEE_CRASH_SEED").ok().and_then(|s| s.parse::<u64>().ok()).unwrap_or_else(|| {
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos() as u64
        });
    let kills: usize = std::env::var("FORESEE_CRASH_KILLS").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
    eprintln!("crash test seed {seed} (replay with FORESEE_CRASH_SEED={seed})");
    let mut rng = Rng(seed);
    for mode in modes() {
        // Rootless, a sixth as many kills: the same code, a second set of privileges.
        let n = if mode == Mode::Root { kills } else { kills.div_ceil(6) };
        let t = Instant::now();
        let tally = crash_many(mode, n, NEW_FILES, &mut rng);
        let s = |i: usize| tally.spent[i].as_secs_f64();
        eprintln!(
            "{mode:?}: {n} kills in {:.0} s (killed runs {:.0} s, recoveries {:.0} s, comparisons {:.0} s, restores {:.0} s): {:?}; recovered to the old tree {}, to the new tree {}; {} runs finished before their kill",
            t.elapsed().as_secs_f64(),
            s(0),
            s(1),
            s(2),
            s(3),
            tally.landed,
            tally.to_old,
            tally.to_new,
            tally.missed
        );
        for phase in ["rehearsal", "staging", "applying"] {
            assert!(
                tally.landed.get(phase).copied().unwrap_or(0) > 0,
                "{mode:?}: no kill landed in {phase} (seed {seed}): {:?}",
                tally.landed
            );
        }
    }
}
