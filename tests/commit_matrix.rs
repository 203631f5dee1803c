//! The commit matrix (escape tests 5, 6, 7, 11, 13): every combination of what the snapshot did
//! to a path (delete, create a file, a folder or a link, modify, change mode, edit a folder's
//! contents) with what the host had there (nothing, a file, a folder, a link) commits to exactly
//! the tree the same command leaves when run directly; and when the host changed meanwhile, the
//! commit is refused with nothing applied.
//!
//! The sandbox library must be driven from a single-threaded process, so this test has its own
//! `main` (harness = false). As root it runs every case, then runs itself again as user 65534 for
//! the rootless variant.

use foresee_sandbox::{Command, CommitError, CommitOptions, SandboxConfig, Stdin, rehearse};
use std::collections::BTreeMap;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Initial {
    Nothing,
    File,
    Folder,
    Link,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Change {
    Delete,
    MakeFile,
    MakeFolder,
    MakeLink,
    Modify,
    Chmod,
    EditFolder,
}

fn setup(ws: &Path, initial: Initial) {
    std::fs::create_dir_all(ws).unwrap();
    std::fs::write(ws.join("keep"), "untouched\n").unwrap();
    std::fs::create_dir_all(ws.join("other")).unwrap();
    std::fs::write(ws.join("other/x"), "x\n").unwrap();
    let p = ws.join("p");
    match initial {
        Initial::Nothing => {}
        Initial::File => std::fs::write(&p, "old\n").unwrap(),
        Initial::Folder => {
            std::fs::create_dir_all(p.join("sub")).unwrap();
            std::fs::write(p.join("inner"), "inner\n").unwrap();
            std::fs::write(p.join("sub/deep"), "deep\n").unwrap();
        }
        Initial::Link => std::os::unix::fs::symlink("other", &p).unwrap(),
    }
}

fn script(change: Change) -> &'static str {
    match change {
        Change::Delete => "rm -rf p; echo also > also-created",
        Change::MakeFile => "rm -rf p; printf new > p; echo also > also-created",
        Change::MakeFolder => "rm -rf p; mkdir p; printf c > p/child; echo also > also-created",
        Change::MakeLink => "rm -rf p; ln -s keep p; echo also > also-created",
        Change::Modify => "printf more >> p; echo also > also-created",
        Change::Chmod => "chmod 700 p; echo also > also-created",
        Change::EditFolder => "echo edited > p/inner; echo n > p/new; rm -rf p/sub; echo also > also-created",
    }
}

fn applies(initial: Initial, change: Change) -> bool {
    match change {
        Change::Modify => initial == Initial::File,
        Change::Chmod => matches!(initial, Initial::File | Initial::Folder),
        Change::EditFolder => initial == Initial::Folder,
        Change::Delete => initial != Initial::Nothing,
        _ => true,
    }
}

/// Type, content (or link target) and permission bits of every path below `root`.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, String> {
    let mut m = BTreeMap::new();
    for e in walkdir::WalkDir::new(root).follow_links(false).min_depth(1) {
        let e = e.unwrap();
        let md = e.path().symlink_metadata().unwrap();
        let rel = e.path().strip_prefix(root).unwrap().to_path_buf();
        let desc = if md.file_type().is_symlink() {
            format!("link -> {}", std::fs::read_link(e.path()).unwrap().display())
        } else if md.is_dir() {
            format!("dir {:o}", md.mode() & 0o7777)
        } else {
            format!("file {:o} {:?}", md.mode() & 0o7777, std::fs::read(e.path()).unwrap())
        };
        m.insert(rel, desc);
    }
    m
}

fn sh(ws: &Path, script: &str) {
    let st = std::process::Command::new("sh").arg("-c").arg(script).current_dir(ws).status().unwrap();
    assert!(st.success(), "control run of {script:?} failed");
}

/// The warmer starts with the command, so that every case's command changes the tree while
/// the warmer walks it, and the commit must still be exactly the control run's tree.
fn config(base: &Path) -> SandboxConfig {
    SandboxConfig { state_dir: base.join("state"), warm_delay: Duration::ZERO, ..Default::default() }
}

fn command(ws: &Path, script: &str) -> Command {
    Command {
        argv: vec!["sh".into(), "-c".into(), script.into()],
        cwd: ws.to_path_buf(),
        env: std::env::vars_os().collect(),
        stdin: Stdin::Null,
    }
}

/// Changes, while the rehearsal holds its snapshot, a host path that the commit must touch.
fn mutate_host(ws: &Path, initial: Initial, change: Change) {
    let p = ws.join("p");
    match initial {
        Initial::Nothing => std::fs::write(&p, "host made this\n").unwrap(),
        Initial::File => std::fs::write(&p, "host edit\n").unwrap(),
        Initial::Folder if change == Change::Chmod => {
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o750)).unwrap()
        }
        Initial::Folder if change == Change::EditFolder => {
            std::fs::write(p.join("inner"), "host edit\n").unwrap()
        }
        Initial::Folder => std::fs::write(p.join("sub/host-new"), "host\n").unwrap(),
        Initial::Link => {
            std::fs::remove_file(&p).unwrap();
            std::os::unix::fs::symlink("elsewhere", &p).unwrap();
        }
    }
}

struct Tally {
    passed: usize,
    failures: Vec<String>,
}

impl Tally {
    fn check(&mut self, ok: bool, what: String) {
        if ok {
            self.passed += 1;
        } else {
            eprintln!("FAIL: {what}");
            self.failures.push(what);
        }
    }
}

fn matrix(base: &Path, label: &str, t: &mut Tally) {
    let initials = [Initial::Nothing, Initial::File, Initial::Folder, Initial::Link];
    let changes = [
        Change::Delete,
        Change::MakeFile,
        Change::MakeFolder,
        Change::MakeLink,
        Change::Modify,
        Change::Chmod,
        Change::EditFolder,
    ];
    let mut n = 0;
    let mut warmed = 0;
    for initial in initials {
        for change in changes {
            if !applies(initial, change) {
                continue;
            }
            for conflict in [false, true] {
                n += 1;
                let case = base.join(format!("case{n}"));
                let ws = case.join("ws");
                let control = case.join("control");
                setup(&ws, initial);
                setup(&control, initial);
                sh(&control, script(change));
                let mut r = rehearse(&config(&case), &command(&ws, script(change)), None)
                    .unwrap_or_else(|e| panic!("{label}: rehearse failed: {e}"));
                warmed += r.warmed_names;
                if conflict {
                    // A change the clock can tell from the start: past the fence's coarse tick.
                    let fine = r.fence().fine;
                    while foresee_sandbox::sys::coarse_now() <= fine {
                        std::thread::yield_now();
                    }
                }
                let before_commit = snapshot(&ws);
                if r.exit != foresee_sandbox::Exit::Code(0) {
                    t.check(
                        false,
                        format!(
                            "{label} {initial:?}/{change:?}: the command failed inside: {:?} {}",
                            r.exit,
                            String::from_utf8_lossy(&r.stderr().unwrap_or_default())
                        ),
                    );
                }
                t.check(
                    !ws.join("also-created").exists(),
                    format!("{label} {initial:?}/{change:?}: a write reached the host before commit"),
                );
                if conflict {
                    mutate_host(&ws, initial, change);
                    let mutated = snapshot(&ws);
                    let res = r.commit(&CommitOptions::default());
                    t.check(
                        matches!(res, Err(CommitError::Conflict(_))),
                        format!(
                            "{label} {initial:?}/{change:?}+host change: expected a conflict, got {res:?}"
                        ),
                    );
                    t.check(
                        snapshot(&ws) == mutated,
                        format!("{label} {initial:?}/{change:?}+host change: the tree was partly changed"),
                    );
                } else {
                    let mut res = r.commit(&CommitOptions::default());
                    if let Err(e) = &res {
                        if e.is_ambiguous() {
                            // The fixture was written within a clock tick of the start: as the
                            // gate does, rehearse again once the clock has moved on.
                            e.settle();
                            drop(r);
                            r = rehearse(&config(&case), &command(&ws, script(change)), None).unwrap();
                            res = r.commit(&CommitOptions::default());
                        }
                    }
                    t.check(res.is_ok(), format!("{label} {initial:?}/{change:?}: commit failed: {res:?}"));
                    let got = snapshot(&ws);
                    let want = snapshot(&control);
                    t.check(got == want, format!("{label} {initial:?}/{change:?}: committed tree differs from a direct run\n got: {got:?}\nwant: {want:?}\nbefore: {before_commit:?}"));
                }
                drop(r);
                let leftovers: Vec<_> = walkdir::WalkDir::new(&ws)
                    .into_iter()
                    .flatten()
                    .filter(|e| e.file_name().to_string_lossy().starts_with(".foresee-"))
                    .map(|e| e.path().to_path_buf())
                    .collect();
                t.check(
                    leftovers.is_empty(),
                    format!("{label} {initial:?}/{change:?}: temporaries left: {leftovers:?}"),
                );
            }
        }
    }
    // Each walk is small but starts with the command: over all cases it must have run.
    t.check(warmed > 0, format!("{label}: the warmer looked up no name in any of the {n} cases"));
}

/// Commits, rehearsing again once if the host's latest changes were too close to the start for
/// the clock to tell (what the gate does).
fn commit_settled(
    case: &Path,
    ws: &Path,
    script: &str,
    r: foresee_sandbox::Rehearsal,
) -> Result<foresee_sandbox::CommitSummary, CommitError> {
    match r.commit(&CommitOptions::default()) {
        Err(e) if e.is_ambiguous() => {
            e.settle();
            drop(r);
            let r = rehearse(&config(case), &command(ws, script), None).expect("rehearse again");
            r.commit(&CommitOptions::default())
        }
        other => other,
    }
}

/// Escape test 5: a folder swapped for a symlink between the rehearsal and the commit never
/// leads the commit outside its tree.
fn swapped_folder(base: &Path, label: &str, t: &mut Tally) {
    let case = base.join("swap");
    let ws = case.join("ws");
    let outside = case.join("outside");
    std::fs::create_dir_all(ws.join("d")).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    std::fs::write(ws.join("d/f"), "old\n").unwrap();
    std::fs::write(outside.join("f"), "outside\n").unwrap();
    let r = rehearse(&config(&case), &command(&ws, "echo new > d/f; echo n > d/g"), None).unwrap();
    std::fs::rename(ws.join("d"), case.join("d-moved")).unwrap();
    std::os::unix::fs::symlink(&outside, ws.join("d")).unwrap();
    let res = r.commit(&CommitOptions::default());
    t.check(res.is_err(), format!("{label} swapped folder: the commit went ahead: {res:?}"));
    t.check(
        std::fs::read_to_string(outside.join("f")).unwrap() == "outside\n",
        format!("{label} swapped folder: the commit wrote through the link"),
    );
    t.check(
        !outside.join("g").exists(),
        format!("{label} swapped folder: the commit created a file through the link"),
    );
}

/// Escape test 5: a link the command plants is committed as a link, never followed.
fn planted_link(base: &Path, label: &str, t: &mut Tally) {
    let case = base.join("planted");
    let ws = case.join("ws");
    let outside = case.join("outside");
    std::fs::create_dir_all(&ws).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    let script = format!("ln -s {} escape; mkdir real; ln -s real inner", outside.display());
    let r = rehearse(&config(&case), &command(&ws, &script), None).unwrap();
    t.check(commit_settled(&case, &ws, &script, r).is_ok(), format!("{label} planted link: commit failed"));
    t.check(
        std::fs::read_link(ws.join("escape")).ok() == Some(outside.clone()),
        format!("{label} planted link: not committed as a link"),
    );
    t.check(
        std::fs::read_dir(&outside).unwrap().next().is_none(),
        format!("{label} planted link: something was written outside"),
    );
}

/// Escape test 6: a hard link to a file outside the tree cannot be used to change that file.
fn hard_link(base: &Path, label: &str, t: &mut Tally) {
    let case = base.join("hardlink");
    let ws = case.join("ws");
    std::fs::create_dir_all(&ws).unwrap();
    let outside = case.join("outside-file");
    std::fs::write(&outside, "A\n").unwrap();
    std::fs::hard_link(&outside, ws.join("hl")).unwrap();
    let r = rehearse(&config(&case), &command(&ws, "echo B > hl"), None).unwrap();
    t.check(
        std::fs::read_to_string(&outside).unwrap() == "A\n",
        format!("{label} hard link: changed before commit"),
    );
    t.check(
        commit_settled(&case, &ws, "echo B > hl", r).is_ok(),
        format!("{label} hard link: commit failed"),
    );
    t.check(
        std::fs::read_to_string(ws.join("hl")).unwrap() == "B\n",
        format!("{label} hard link: the name was not updated"),
    );
    t.check(
        std::fs::read_to_string(&outside).unwrap() == "A\n",
        format!("{label} hard link: the file outside changed"),
    );
}

/// Escape test 7: set-id bits never survive a commit; inside, NoNewPrivs is 1.
fn setid(base: &Path, label: &str, t: &mut Tally) {
    let case = base.join("setid");
    let ws = case.join("ws");
    std::fs::create_dir_all(&ws).unwrap();
    let r = rehearse(
        &config(&case),
        &command(&ws, "cp /bin/true suid; chmod 6755 suid; grep NoNewPrivs /proc/self/status > nnp"),
        None,
    )
    .unwrap();
    let sum = commit_settled(
        &case,
        &ws,
        "cp /bin/true suid; chmod 6755 suid; grep NoNewPrivs /proc/self/status > nnp",
        r,
    );
    t.check(
        sum.as_ref().is_ok_and(|s| !s.setid_stripped.is_empty()),
        format!("{label} setid: not reported as stripped: {sum:?}"),
    );
    let mode = std::fs::metadata(ws.join("suid")).map(|m| m.permissions().mode()).unwrap_or(0);
    t.check(mode & 0o6000 == 0 && mode & 0o755 == 0o755, format!("{label} setid: committed mode {mode:o}"));
    let nnp = std::fs::read_to_string(ws.join("nnp")).unwrap_or_default();
    t.check(
        nnp.split_whitespace().last() == Some("1"),
        format!("{label} setid: NoNewPrivs inside was {nnp:?}"),
    );
}

/// A new tree of many folders and files (enough for the staging to copy on several threads and
/// to finish folders in batches) lands whole: content, a read-only folder with files in it,
/// hard links kept as one file, a symlink, `user.*` attributes, times, set-id stripped.
fn big_tree(base: &Path, label: &str, t: &mut Tally) {
    let case = base.join("bigtree");
    let ws = case.join("ws");
    std::fs::create_dir_all(&ws).unwrap();
    let script = concat!(
        "mkdir big && cd big && for i in $(seq 1 300); do mkdir d$i && echo $i > d$i/f; done; ",
        "mkdir ro && echo r > ro/in && chmod 555 ro; echo h > h1 && ln h1 h2; ln -s d1/f l; ",
        "cp /bin/true s && chmod 4755 s; echo x > x; ",
        "python3 -c 'import os; os.setxattr(\"x\", \"user.note\", b\"kept\")' 2>/dev/null; ",
        "touch -d 2001-02-03T04:05:06 d7/f d7"
    );
    let r = rehearse(&config(&case), &command(&ws, script), None).unwrap();
    let sum = commit_settled(&case, &ws, script, r);
    t.check(sum.is_ok(), format!("{label} big tree: commit failed: {sum:?}"));
    let big = ws.join("big");
    let all = (1..=300)
        .all(|i| std::fs::read_to_string(big.join(format!("d{i}/f"))).ok() == Some(format!("{i}\n")));
    t.check(all, format!("{label} big tree: a file is missing or wrong"));
    let ro = std::fs::metadata(big.join("ro")).map(|m| m.permissions().mode() & 0o777).unwrap_or(0);
    t.check(ro == 0o555, format!("{label} big tree: the read-only folder is {ro:o}"));
    t.check(
        std::fs::read_to_string(big.join("ro/in")).ok().as_deref() == Some("r\n"),
        format!("{label} big tree: ro/in"),
    );
    let ino = |n: &str| std::fs::metadata(big.join(n)).map(|m| m.ino()).ok();
    t.check(
        ino("h1").is_some() && ino("h1") == ino("h2"),
        format!("{label} big tree: the hard link was split"),
    );
    t.check(
        std::fs::read_link(big.join("l")).ok() == Some(PathBuf::from("d1/f")),
        format!("{label} big tree: symlink"),
    );
    let s = std::fs::metadata(big.join("s")).map(|m| m.permissions().mode()).unwrap_or(0);
    t.check(s & 0o6000 == 0 && s & 0o755 == 0o755, format!("{label} big tree: set-uid kept ({s:o})"));
    let mtime = |n: &str| std::fs::metadata(big.join(n)).map(|m| m.mtime()).unwrap_or(0);
    t.check(
        mtime("d7/f") == 981173106 && mtime("d7") == 981173106,
        format!("{label} big tree: times not kept"),
    );
    let note = std::process::Command::new("python3")
        .args(["-c", "import os,sys; print(os.getxattr(sys.argv[1], 'user.note').decode())"])
        .arg(big.join("x"))
        .output();
    let note = note.map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string()).unwrap_or_default();
    // A filesystem without user attributes (tmpfs before 6.6) could not hold one inside either.
    t.check(note == "kept" || note.is_empty(), format!("{label} big tree: user.note was {note:?}"));
}

/// (mode, access time, modification time) of a path itself (a link's own times).
fn stamp(p: &Path) -> Option<(u32, i64, i64)> {
    let md = p.symlink_metadata().ok()?;
    Some((md.mode() & 0o7777, md.atime(), md.mtime()))
}

/// A change of metadata alone lands as it does directly: the times a command set (`touch -d`,
/// `touch -a`, `touch -h` on a link, a folder's), a mode with a time, and the times of folders
/// the commit itself renames entries in (an append to `e/f` leaves `e` as it was; a file added
/// to `d` before `touch -d` leaves `d` at that date). A folder the host changed meanwhile keeps
/// the host's time rather than being set back. A touch of a hard-linked file keeps the link.
fn times(base: &Path, label: &str, t: &mut Tally) {
    const T2001: i64 = 978307200;
    const T2002: i64 = 1012608000;
    const T2003: i64 = 1046649600;
    const T2004: i64 = 1072915200;
    const T2005: i64 = 1115251200;
    const T2010: i64 = 1262304000;
    let setup = |ws: &Path| {
        std::fs::create_dir_all(ws.join("e")).unwrap();
        std::fs::create_dir_all(ws.join("d")).unwrap();
        std::fs::create_dir_all(ws.join("q/sub")).unwrap();
        for f in ["f", "g", "h", "e/f", "q/sub/f"] {
            std::fs::write(ws.join(f), format!("{f}\n")).unwrap();
        }
        std::os::unix::fs::symlink("f", ws.join("l")).unwrap();
        sh(ws, "echo k > k && ln k k2");
        sh(
            ws,
            "touch -d @1262304000 f g h k e/f d q/sub/f q/sub q && touch -h -d @1262304000 l && touch -d @1072915200 e",
        );
    };
    let script = concat!(
        "touch -d @978307200 f; touch -a -d @1046649600 g; chmod 600 h; touch -d @978307200 h; ",
        "touch -h -d @1115251200 l; printf more >> e/f; echo n > d/new; touch -d @1012608000 d; ",
        "touch -d @978307200 k; printf more >> q/sub/f"
    );
    let want: &[(&str, Option<u32>, Option<i64>, i64)] = &[
        ("f", Some(0o644), Some(T2001), T2001),
        ("g", Some(0o644), Some(T2003), T2010),
        ("h", Some(0o600), Some(T2001), T2001),
        ("l", None, Some(T2005), T2005),
        ("e", None, None, T2004),
        ("d", None, None, T2002),
        // A touch of one name of a hard-linked file: the one inode, as directly.
        ("k", None, Some(T2001), T2001),
        ("k2", None, Some(T2001), T2001),
        // Folders on the way to an edited file: as they were.
        ("q", None, None, T2010),
        ("q/sub", None, None, T2010),
    ];
    for conflict in [false, true] {
        let case = base.join(if conflict { "times-host" } else { "times" });
        let ws = case.join("ws");
        let control = case.join("control");
        setup(&ws);
        setup(&control);
        sh(&control, script);
        let r = rehearse(&config(&case), &command(&ws, script), None).unwrap();
        if conflict {
            let fine = r.fence().fine;
            while foresee_sandbox::sys::coarse_now() <= fine {
                std::thread::yield_now();
            }
            std::fs::write(ws.join("e/host-new"), "host\n").unwrap();
            std::fs::write(ws.join("q/host-new"), "host\n").unwrap();
            // The host's change to `q` is none of the command's: not reported as a touch.
            let q = ws.join("q");
            t.check(
                !r.changes().iter().any(|c| c.path == q),
                format!("{label} times: the host's new entry in q is reported as the command's"),
            );
        }
        let res = commit_settled(&case, &ws, script, r);
        t.check(res.is_ok(), format!("{label} times (host change: {conflict}): commit failed: {res:?}"));
        t.check(
            std::fs::read_to_string(ws.join("e/f")).ok().as_deref() == Some("e/f\nmore"),
            format!("{label} times: e/f not committed"),
        );
        let ino = |n: &str| std::fs::metadata(ws.join(n)).map(|m| m.ino()).ok();
        t.check(
            ino("k").is_some() && ino("k") == ino("k2"),
            format!("{label} times: the hard link was split"),
        );
        for (name, mode, atime, mtime) in want {
            let got = stamp(&ws.join(name));
            let direct = stamp(&control.join(name));
            if conflict {
                if *name == "e" {
                    // The host added an entry to `e` meanwhile: its time is the host's, not set back.
                    t.check(
                        got.is_some_and(|g| g.2 > T2004),
                        format!("{label} times: e was set back over the host's change: {got:?}"),
                    );
                }
                continue;
            }
            let ok = got.is_some_and(|(m, a, mt)| {
                mode.is_none_or(|w| w == m) && atime.is_none_or(|w| w == a) && mt == *mtime
            });
            t.check(
                ok,
                format!("{label} times: {name} is {got:?}, want mode {mode:?} atime {atime:?} mtime {mtime}"),
            );
            // Times aside from access times the test does not pin, as the direct run left them.
            let same = match (got, direct) {
                (Some(g), Some(d)) => g.0 == d.0 && g.2 == d.2 && (atime.is_none() || g.1 == d.1),
                _ => false,
            };
            t.check(same, format!("{label} times: {name} is {got:?}, the direct run left {direct:?}"));
        }
    }
}

/// A `touch` of a set-uid program the host has already keeps its bit (the command grants
/// nothing) and lands its time; a set-uid bit the command adds to an existing file is stripped.
fn setid_kept(base: &Path, label: &str, t: &mut Tally) {
    let case = base.join("setid-meta");
    let ws = case.join("ws");
    std::fs::create_dir_all(&ws).unwrap();
    std::fs::write(ws.join("prog"), "#!/bin/sh\n").unwrap();
    std::fs::write(ws.join("plain"), "#!/bin/sh\n").unwrap();
    sh(&ws, "chmod 4755 prog && chmod 755 plain && touch -d @1262304000 prog plain");
    let script = "touch -d @978307200 prog; chmod u+s plain";
    let r = rehearse(&config(&case), &command(&ws, script), None).unwrap();
    let sum = commit_settled(&case, &ws, script, r);
    let prog = std::fs::metadata(ws.join("prog")).map(|m| (m.mode() & 0o7777, m.mtime())).ok();
    t.check(prog == Some((0o4755, 978307200)), format!("{label} set-uid touched: prog is {prog:?}"));
    let plain = std::fs::metadata(ws.join("plain")).map(|m| m.mode() & 0o7777).ok();
    t.check(plain == Some(0o755), format!("{label} set-uid added: plain is {plain:?}"));
    t.check(
        sum.as_ref().is_ok_and(|s| s.setid_stripped.iter().any(|p| p.ends_with("plain"))),
        format!("{label} set-uid added: not reported as stripped: {sum:?}"),
    );
}

fn run_all(base: &Path, label: &str) -> Tally {
    let mut t = Tally { passed: 0, failures: Vec::new() };
    matrix(base, label, &mut t);
    swapped_folder(base, label, &mut t);
    planted_link(base, label, &mut t);
    hard_link(base, label, &mut t);
    setid(base, label, &mut t);
    big_tree(base, label, &mut t);
    times(base, label, &mut t);
    setid_kept(base, label, &mut t);
    t
}

fn main() {
    // `cargo test -- --list` and filters: this suite has one logical test.
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--list") {
        println!("commit_matrix: test");
        return;
    }
    if let Some(filter) = args.iter().skip(1).find(|a| !a.starts_with('-')) {
        if !"commit_matrix".contains(filter.as_str()) {
            return;
        }
    }
    let child = std::env::var_os("FORESEE_MATRIX_BASE");
    let is_child = child.is_some();
    let base_tmp;
    let base = match child {
        Some(b) => PathBuf::from(b),
        None => {
            base_tmp = tempfile::Builder::new().prefix("foresee-matrix-").tempdir().unwrap();
            base_tmp.path().to_path_buf()
        }
    };
    let root = unsafe { libc::geteuid() } == 0;
    let label = if is_child {
        "rootless"
    } else if root {
        "root"
    } else {
        "user"
    };
    let t = run_all(&base.join(label), label);
    // The state folders' scratch mounts of this process, so the folders can be removed.
    foresee_sandbox::state::unmount_scratches();
    println!("commit_matrix ({label}): {} checks passed, {} failed", t.passed, t.failures.len());
    let mut failed = !t.failures.is_empty();
    if !is_child && root {
        let have_setpriv = std::process::Command::new("setpriv").arg("--version").output().is_ok();
        if have_setpriv {
            let dir = base.join("nobody");
            std::fs::create_dir(&dir).unwrap();
            std::os::unix::fs::chown(&dir, Some(65534), Some(65534)).unwrap();
            std::fs::set_permissions(&base, std::fs::Permissions::from_mode(0o755)).unwrap();
            let st = std::process::Command::new("setpriv")
                .args(["--reuid", "65534", "--regid", "65534", "--clear-groups", "--"])
                .arg(std::env::current_exe().unwrap())
                .env("FORESEE_MATRIX_BASE", &dir)
                .env("HOME", &dir)
                .status()
                .unwrap();
            failed |= !st.success();
        } else if std::env::var("CI").is_ok_and(|v| v == "true") {
            eprintln!("the rootless variant needs setpriv, which this machine lacks");
            failed = true;
        } else {
            eprintln!("SKIPPED: the rootless variant needs setpriv");
        }
    }
    if failed {
        std::process::exit(1);
    }
}
