//! A traced rehearsal must not change what a program does: for a set of real programs, the
//! output, the exit code and the files left behind are the same through `foresee run` (allowed
//! and committed) as when run directly.

mod common;
use common::*;
use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

fn tree(root: &Path) -> BTreeMap<String, String> {
    let mut m = BTreeMap::new();
    for e in walkdir::WalkDir::new(root).min_depth(1).into_iter().filter_entry(|e| e.file_name() != ".git") {
        let e = e.unwrap();
        let md = e.path().symlink_metadata().unwrap();
        let rel = e.path().strip_prefix(root).unwrap().to_string_lossy().into_owned();
        let desc = if md.file_type().is_symlink() {
            format!("link {}", std::fs::read_link(e.path()).unwrap().display())
        } else if md.is_dir() {
            format!("dir {:o}", md.permissions().mode() & 0o777)
        } else {
            let data = std::fs::read(e.path()).unwrap();
            format!(
                "file {:o} {} {:x}",
                md.permissions().mode() & 0o777,
                data.len(),
                data.iter().fold(0u64, |h, b| h.wrapping_mul(1_099_511_628_211).wrapping_add(*b as u64))
            )
        };
        m.insert(rel, desc);
    }
    m
}

struct Scenario {
    name: &'static str,
    needs: &'static [&'static str],
    files: &'static [(&'static str, &'static str)],
    script: &'static str,
    /// The request the gated run is given: a scenario that deletes a file asks for it, as
    /// deleting files no repository keeps is asked about otherwise.
    task: Option<&'static str>,
    /// Holds only with the host's root: why a user namespace cannot match the host.
    root_only: Option<&'static str>,
}

const SCENARIOS: &[Scenario] = &[
    Scenario {
        name: "git",
        needs: &["git"],
        files: &[("a.txt", "one\n"), ("b/c.txt", "two\n")],
        script: "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@t.invalid commit -qm first && git log --format=%s && git ls-files && git status --short",
        task: None,
        root_only: None,
    },
    Scenario {
        name: "make",
        needs: &["make", "sed"],
        files: &[
            ("Makefile", "out.txt: in.txt\n\tsed 's/a/b/g' in.txt > out.txt\n\techo built\nall: out.txt\n"),
            ("in.txt", "banana\n"),
        ],
        script: "make -s all; make all; echo exit=$?",
        task: None,
        root_only: None,
    },
    Scenario {
        name: "python3",
        needs: &["python3"],
        files: &[(
            "gen.py",
            "import json, os\nos.makedirs('data', exist_ok=True)\nfor i in range(5):\n    open(f'data/{i}.json', 'w').write(json.dumps({'i': i}))\nprint(sorted(os.listdir('data')))\nraise SystemExit(3)\n",
        )],
        script: "python3 gen.py",
        task: None,
        root_only: None,
    },
    Scenario {
        name: "cc",
        needs: &["cc"],
        files: &[(
            "hello.c",
            "#include <stdio.h>\nint main(void) { printf(\"hello %d\\n\", 6 * 7); return 5; }\n",
        )],
        script: "cc -O1 -o hello hello.c && ./hello",
        task: None,
        root_only: None,
    },
    Scenario {
        name: "tar",
        needs: &["tar"],
        files: &[("src/x.txt", "x\n"), ("src/deep/y.txt", "y\n")],
        script: "tar -cf a.tar src && mkdir out && tar -xf a.tar -C out && tar -tf a.tar | sort && rm a.tar",
        task: None,
        root_only: None,
    },
    Scenario {
        name: "sed",
        needs: &["sed"],
        files: &[("conf.ini", "name=old\nport=1\n")],
        script: "sed -i 's/old/new/; s/port=1/port=2/' conf.ini && cat conf.ini && sed -n '/nomatch/p' conf.ini",
        task: None,
        root_only: None,
    },
    Scenario {
        name: "find",
        needs: &["find"],
        files: &[("a/1", "1"), ("a/b/2", "2"), ("c/3", "3")],
        script: "find . -type f | sort; find . -name 2 -exec rm {} \\; ; mkdir -p made/here; find . -type d | sort",
        task: Some("list the tree, delete the file named 2 under a/b/ and make made/here"),
        root_only: None,
    },
    Scenario {
        // overlayfs refuses to rename a folder of its lower layer (EXDEV); `mv` copes by
        // copying, but `git mv` and `os.rename` call rename(2) and must still succeed.
        name: "folder renames",
        needs: &["git", "python3"],
        files: &[
            ("src/pkg/mod.py", "x = 1\n"),
            ("src/pkg/sub/deep.py", "y = 2\n"),
            ("docs/old/index.md", "# d\n"),
        ],
        script: "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@t.invalid commit -qm first && chmod 750 src/pkg/sub && git mv src/pkg src/core && python3 -c \"import os; os.rename('docs/old', 'docs/new'); print(sorted(os.listdir('docs/new')))\" && git status --short && find src docs -printf '%M %p\\n' | sort",
        task: Some("rename the package src/pkg to src/core with git mv, and docs/old to docs/new"),
        root_only: None,
    },
    Scenario {
        // A local clone hard-links the objects and checks that each link shows the source's
        // inode; so does `ln`. A link to a file of the lower layer must be one inode.
        name: "hard links",
        needs: &["git"],
        files: &[("upstream/a.txt", "one\n"), ("upstream/b/c.txt", "two\n"), ("notes.txt", "n\n")],
        script: "git -C upstream init -q -b main && git -C upstream add -A && git -C upstream -c user.name=t -c user.email=t@t.invalid commit -qm first && git clone -q upstream copy && git -C copy log --format=%s && ln notes.txt notes.link && test notes.txt -ef notes.link && echo same inode",
        task: Some("clone upstream into copy and link notes.txt as notes.link"),
        root_only: Some(
            "overlayfs keeps a hard link one inode only with its inode index, which needs file handles only the host's root may decode",
        ),
    },
];

#[test]
fn programs_behave_the_same_traced_and_untraced() {
    for mode in modes() {
        for s in SCENARIOS {
            if mode == Mode::Rootless && s.root_only.is_some() {
                continue;
            }
            if s.needs.iter().any(|p| !need(have(p), &format!("{p} for the {} scenario", s.name))) {
                continue;
            }
            let direct = Env::new(mode);
            let gated = Env::new(mode);
            for env in [&direct, &gated] {
                for (p, c) in s.files {
                    env.write(p, c);
                }
            }
            let d = direct.command(Path::new("bash")).arg("-c").arg(s.script).output().unwrap();
            let task: Vec<&str> = s.task.map(|t| vec!["--task", t]).unwrap_or_default();
            let (g, v) = gated.run_json(s.script, &task);
            assert_eq!(v["decision"], "allow", "{mode:?} {}: {v}", s.name);
            assert_eq!(g.status.code(), d.status.code(), "{mode:?} {}: exit codes differ", s.name);
            assert_eq!(
                v["stdout"].as_str().unwrap_or_default(),
                stdout(&d),
                "{mode:?} {}: stdout differs",
                s.name
            );
            assert_eq!(
                v["stderr"].as_str().unwrap_or_default(),
                stderr(&d),
                "{mode:?} {}: stderr differs",
                s.name
            );
            assert_eq!(tree(&gated.ws), tree(&direct.ws), "{mode:?} {}: files differ", s.name);
        }
    }
}

/// (mode, access time, modification time) of a path itself (a link's own).
fn stamp(p: &Path) -> (u32, i64, i64) {
    use std::os::unix::fs::MetadataExt;
    let md = p.symlink_metadata().unwrap();
    (md.mode() & 0o7777, md.atime(), md.mtime())
}

fn entry<'a>(v: &'a serde_json::Value, path: &str) -> Option<&'a serde_json::Value> {
    v["report"]["files"]["entries"].as_array()?.iter().find(|e| e["path"] == path)
}

const T2001: i64 = 978307200;
const T2002: i64 = 1012608000;
const T2003: i64 = 1046649600;
const T2005: i64 = 1115251200;
const T2010: i64 = 1262304000;
const T2011: i64 = 1293840000;

/// A command that changes only metadata (times set by `touch -d`, `touch -a`, `touch -h`, a
/// folder's, a plain `touch`, a mode) leaves the tracked files as a direct run does; each shows
/// in the report as what it is, and a `touch` of tracked files is allowed like any harmless edit.
#[test]
fn metadata_only_changes_land_as_they_do_directly() {
    let files = [
        ("src/x.c", "int x;\n"),
        ("a.txt", "a\n"),
        ("b.txt", "b\n"),
        ("run.sh", "echo\n"),
        ("docs/r.md", "r\n"),
    ];
    let setup = "touch -d @1262304000 src/x.c a.txt b.txt run.sh docs/r.md docs && ln -s a.txt link && touch -h -d @1262304000 link";
    let script = "touch -d @978307200 a.txt; touch -a -d @1046649600 b.txt; chmod 600 run.sh; touch -d @1012608000 docs; touch -h -d @1115251200 link; touch src/x.c";
    // (path, mode if the test sets it, access time, modification time)
    let want: &[(&str, Option<u32>, i64, i64)] = &[
        ("a.txt", None, T2001, T2001),
        ("b.txt", None, T2003, T2010),
        ("run.sh", Some(0o600), T2010, T2010),
        ("docs", None, T2002, T2002),
        ("link", None, T2005, T2005),
    ];
    for mode in modes() {
        if !need(have("git"), "git") {
            return;
        }
        let direct = Env::new(mode);
        let gated = Env::new(mode);
        for env in [&direct, &gated] {
            env.git_repo(&files);
            env.sh(setup);
        }
        let d = direct.command(Path::new("bash")).arg("-c").arg(script).status().unwrap();
        assert!(d.success());
        let (g, v) = gated.run_json(script, &[]);
        assert_eq!(v["decision"], "allow", "{mode:?}: {v}");
        assert!(g.status.success(), "{mode:?}: {v}");
        for (name, set_mode, atime, mtime) in want {
            let got = stamp(&gated.ws.join(name));
            assert_eq!(got, stamp(&direct.ws.join(name)), "{mode:?} {name}: not as the direct run left it");
            assert_eq!((got.1, got.2), (*atime, *mtime), "{mode:?} {name}: times");
            if let Some(m) = set_mode {
                assert_eq!(got.0, *m, "{mode:?} {name}: mode");
            }
        }
        // A plain touch: the clock's time, past the setup's.
        assert!(stamp(&gated.ws.join("src/x.c")).2 > T2010, "{mode:?}: src/x.c kept its old time");
        for (path, change) in
            [("a.txt", "touched"), ("src/x.c", "touched"), ("docs", "touched"), ("run.sh", "mode-changed")]
        {
            let e = entry(&v, path).unwrap_or_else(|| panic!("{mode:?}: {path} not in the report: {v}"));
            assert_eq!(e["change"], change, "{mode:?} {path}: {e}");
            assert!(e.get("diff").is_none(), "{mode:?} {path}: a content diff for a metadata change: {e}");
        }
        // An access time alone is no effect to review (it is applied all the same).
        assert!(entry(&v, "b.txt").is_none(), "{mode:?}: {v}");
    }
}

/// The look-alike: new bytes of the same size with the old time put back (`touch -d`) are a
/// modification, shown with its diff, never a mere touch.
#[test]
fn a_content_change_with_its_old_time_restored_is_a_modification() {
    for mode in modes() {
        if !need(have("git"), "git") {
            return;
        }
        let env = Env::new(mode);
        env.git_repo(&[("src/x.c", "int x;\n")]);
        env.sh("touch -d @1262304000 src/x.c");
        let (_, v) = env.run_json("printf 'int y;\\n' > src/x.c; touch -d @1262304000 src/x.c", &[]);
        let e = entry(&v, "src/x.c").unwrap_or_else(|| panic!("{mode:?}: src/x.c not in the report: {v}"));
        assert_eq!(e["change"], "modified", "{mode:?}: {e}");
        assert!(e["diff"].as_str().is_some_and(|d| d.contains("+int y;")), "{mode:?}: {e}");
    }
}

/// `touch in.txt` through foresee, then `make`: the input is newer than the output, so make
/// rebuilds it, as after a direct touch.
#[test]
fn a_touch_through_foresee_makes_make_rebuild() {
    if !need(have("make"), "make") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        env.write("Makefile", "out.txt: in.txt\n\tcp in.txt out.txt\n");
        env.write("in.txt", "new\n");
        env.write("out.txt", "stale\n");
        env.sh(&format!("touch -d @{T2010} in.txt && touch -d @{T2011} out.txt"));
        let (_, v) = env.run_json("touch in.txt", &[]);
        assert_eq!(v["decision"], "allow", "{mode:?}: {v}");
        assert!(stamp(&env.ws.join("in.txt")).2 > T2011, "{mode:?}: the touch did not land");
        let (_, v) = env.run_json("make out.txt", &[]);
        assert_eq!(v["decision"], "allow", "{mode:?}: {v}");
        assert_eq!(
            std::fs::read_to_string(env.ws.join("out.txt")).unwrap(),
            "new\n",
            "{mode:?}: not rebuilt"
        );
    }
}

/// Rootless, the host's root-owned folders show as the overflow user (65534) and a layer's upper
/// root as the user's own: for any user but 65534 the two differ, and that is no change the
/// command made (nor one a user can commit). A user with another id commits, times and all.
#[test]
fn a_rootless_user_other_than_the_overflow_id_commits() {
    if !need(rootless_possible(), "root and setpriv, to run as user 1234") {
        return;
    }
    const USER: u32 = 1234;
    let env = Env::new(Mode::Root);
    env.write("a.txt", "a\n");
    env.sh(&format!("touch -d @{T2010} a.txt"));
    chown_tree(env.tmp.path(), USER);
    let uid = USER.to_string();
    let out = env
        .command(Path::new("setpriv"))
        .args(["--reuid", &uid, "--regid", &uid, "--clear-groups", "--"])
        .arg(foresee_bin())
        .args(["run", "--no-prompt", "-c", "echo b > b.txt; touch -d @978307200 a.txt"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(env.ws.join("b.txt")).unwrap(), "b\n");
    assert_eq!(stamp(&env.ws.join("a.txt")).2, T2001);
}

/// A program sizing its parallelism by the CPUs it may use (`nproc`, cargo, Go's runtime)
/// sees them all: the tracer's provisional pin on one CPU is released before it is answered.
#[test]
fn the_cpus_a_command_may_use_are_the_machines() {
    let direct = std::process::Command::new("nproc").output().unwrap();
    let direct = String::from_utf8_lossy(&direct.stdout).to_string();
    for mode in modes() {
        let env = Env::new(mode);
        let (_, v) = env.run_json("nproc", &[]);
        assert_eq!(v["stdout"].as_str(), Some(direct.as_str()), "{mode:?}: {v}");
    }
}
