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
