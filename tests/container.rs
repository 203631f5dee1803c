//! The evaluation image's parts (container/): the Kubernetes manifests against the Kubernetes
//! schema, the build script's reading of apt's configuration, and the image's entry point run
//! in a root folder laid out as the Containerfile lays out the image. The full image build
//! (container/build-local.sh: a Debian root with mmdebstrap, podman) takes minutes and a
//! container engine; it runs only with FORESEE_TEST_IMAGE=1 (`full_image_build_runs_a_suite`).

mod common;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn manifests() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(repo().join("container/k8s"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    v.sort();
    v
}

/// kubernetes-validate (PyPI), which carries the Kubernetes JSON schemas: on PATH, beside the
/// test Python .ci/run sets up, or where FORESEE_K8S_VALIDATE says.
fn validator() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("FORESEE_K8S_VALIDATE") {
        return Some(PathBuf::from(p));
    }
    if let Some(py) = std::env::var_os("FORESEE_TEST_PYTHON") {
        let p = Path::new(&py).with_file_name("kubernetes-validate");
        if p.is_file() {
            return Some(p);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join("kubernetes-validate")).find(|p| p.is_file())
}

fn validate(v: &Path, version: &str, files: &[PathBuf]) -> std::process::Output {
    Command::new(v).args(["--strict", "--kubernetes-version", version]).args(files).output().unwrap()
}

#[test]
fn kubernetes_manifests_match_the_schema() {
    let Some(v) = validator() else {
        need(false, "kubernetes-validate (pip install kubernetes-validate; .ci/run installs it)");
        return;
    };
    let files = manifests();
    assert!(files.len() >= 3, "{files:?}");
    // The oldest release the manifests are for (Indexed Jobs are stable since 1.24) and the
    // newest the validator knows.
    for version in ["1.27.0", "1.37.0"] {
        let o = validate(&v, version, &files);
        let out = format!("{}{}", stdout(&o), stderr(&o));
        assert!(o.status.success(), "{version}: {out}");
        for f in &files {
            let name = f.file_name().unwrap().to_string_lossy();
            assert!(out.contains(&format!("{name} passed")), "{version}: {name} not validated: {out}");
        }
    }
    // The validator does validate: a Job whose volume names no claim, or with a field Kubernetes
    // does not know, fails.
    let tmp = tempfile::tempdir().unwrap();
    let job = std::fs::read_to_string(repo().join("container/k8s/bench-job.yaml")).unwrap();
    for (what, broken) in [
        ("no claimName", job.replace("claimName:", "claim:")),
        ("an unknown field", job.replace("completionMode: Indexed", "completionMode: Indexed\n  shards: 4")),
    ] {
        assert_ne!(broken, job, "{what}: the fixture did not change");
        let p = tmp.path().join("broken.yaml");
        std::fs::write(&p, broken).unwrap();
        let o = validate(&v, "1.37.0", &[p]);
        assert!(!o.status.success(), "{what}: accepted: {}", stdout(&o));
    }
}

#[test]
fn the_indexed_job_runs_every_shard_once_and_the_merge_reads_them() {
    let job = std::fs::read_to_string(repo().join("container/k8s/bench-job.yaml")).unwrap();
    let merge = std::fs::read_to_string(repo().join("container/k8s/merge-job.yaml")).unwrap();
    let field = |text: &str, key: &str| -> String {
        text.lines()
            .find_map(|l| l.trim().strip_prefix(key).map(|v| v.trim().trim_matches('"').to_string()))
            .unwrap_or_else(|| panic!("no {key} in {text}"))
    };
    assert_eq!(field(&job, "completionMode:"), "Indexed");
    let completions = field(&job, "completions:");
    // SHARDS is the N of --shard I/N: the same as the Job's completions.
    let shards = job.lines().skip_while(|l| !l.contains("name: SHARDS")).nth(1).unwrap();
    assert_eq!(field(shards, "value:"), completions, "SHARDS and completions differ");
    // JOB_COMPLETION_INDEX counts from 0, --shard from 1.
    assert!(job.contains("$((JOB_COMPLETION_INDEX + 1))"), "{job}");
    assert!(job.contains("--shard \"$i/$SHARDS\"") && job.contains("/out/shard-$i.json"), "{job}");
    assert!(merge.contains("foresee bench merge") && merge.contains("/out/shard-*.json"), "{merge}");
    let claim = |t: &str| field(t, "claimName:");
    assert_eq!(claim(&job), claim(&merge), "the shards and the merge use different volumes");
}

fn script() -> PathBuf {
    repo().join("container/build-local.sh")
}

#[test]
fn build_script_reads_the_suite_and_mirror_from_apt() {
    let o = Command::new("bash").arg(script()).arg("--help").output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    for word in ["mmdebstrap", "podman import", "--binary", "--no-run", "foresee-eval"] {
        assert!(stdout(&o).contains(word), "--help does not say {word}: {}", stdout(&o));
    }
    let o = Command::new("bash").arg(script()).arg("--no-such-option").output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("unknown argument: --no-such-option"), "{}", stderr(&o));

    if !need(have("apt-get"), "apt-get, whose configuration the build script reads") {
        return;
    }
    // A configuration of apt's own naming a mirror no default knows: the script takes the suite
    // it is given and that mirror, and leaves out a source of another release.
    let tmp = tempfile::tempdir().unwrap();
    let lists = tmp.path().join("lists");
    std::fs::create_dir_all(lists.join("partial")).unwrap();
    let sources = tmp.path().join("sources.list");
    std::fs::write(
        &sources,
        "deb http://mirror.example.invalid/debian testsuite main contrib\n\
         deb http://mirror.example.invalid/debian-security testsuite-security main\n\
         deb http://other.example.invalid/apt otherrelease main\n",
    )
    .unwrap();
    let conf = tmp.path().join("apt.conf");
    std::fs::write(
        &conf,
        format!(
            "Dir::Etc::sourcelist \"{}\";\nDir::Etc::sourceparts \"{}\";\nDir::State::lists \"{}\";\n",
            sources.display(),
            tmp.path().join("none").display(),
            lists.display()
        ),
    )
    .unwrap();
    let o = Command::new("bash")
        .arg(script())
        .args(["--suite", "testsuite", "--print-sources"])
        .env("APT_CONFIG", &conf)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let mut lines: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    assert_eq!(lines.remove(0), "suite: testsuite");
    lines.sort();
    assert_eq!(
        lines,
        [
            "deb http://mirror.example.invalid/debian-security/ testsuite-security main",
            "deb http://mirror.example.invalid/debian/ testsuite contrib main",
        ]
    );
    // No source of that suite: a clear error, not a guess.
    let o = Command::new("bash")
        .arg(script())
        .args(["--suite", "nosuchsuite", "--print-sources"])
        .env("APT_CONFIG", &conf)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no package source for nosuchsuite"), "{}", stderr(&o));
}

/// Lays out a root folder as the Containerfile lays out the image (this machine's system trees
/// read-only in place of the Debian base), enters it with chroot in a mount namespace of its
/// own, and runs `foresee-eval ARGS` there as the image's entry point.
fn run_in_folder_root(root: &Path, args: &str) -> std::process::Output {
    let setup = r#"
set -eu
R="$1"; BIN="$2"; REPO="$3"; shift 3
mount --make-rprivate /
mount -t tmpfs -o mode=0755,size=256m foresee-test-root "$R"
for d in usr etc; do mkdir "$R/$d"; mount --bind "/$d" "$R/$d"; mount -o remount,bind,ro "$R/$d"; done
for d in bin sbin lib lib32 lib64 libx32; do
    if [ -L "/$d" ]; then ln -s "$(readlink "/$d")" "$R/$d"
    elif [ -d "/$d" ]; then mkdir "$R/$d"; mount --bind "/$d" "$R/$d"; mount -o remount,bind,ro "$R/$d"; fi
done
# COPY --from=foresee ... /usr/local/bin/foresee; COPY container/entrypoint.sh ...
mount -t tmpfs -o mode=0755,size=128m foresee-test-local "$R/usr/local"
mkdir -p "$R/usr/local/bin"
# Bound, not copied: a debug build is larger than the tmpfs.
touch "$R/usr/local/bin/foresee"
mount --bind "$BIN" "$R/usr/local/bin/foresee"
cp "$REPO/container/entrypoint.sh" "$R/usr/local/bin/foresee-eval"
chmod 0755 "$R/usr/local/bin/foresee-eval"
# COPY benchmarks/suites /opt/foresee/suites
mkdir -p "$R/opt/foresee/suites" "$R/var/lib/foresee" "$R/work" "$R/root" "$R/proc" "$R/dev" "$R/sys" "$R/tmp" "$R/run"
mount --bind "$REPO/benchmarks/suites" "$R/opt/foresee/suites"
mount -o remount,bind,ro "$R/opt/foresee/suites"
chmod 1777 "$R/tmp"
mount -t proc proc "$R/proc"
mount --rbind /dev "$R/dev"
mount --rbind /sys "$R/sys"
cd /
exec chroot "$R" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root \
    FORESEE_STATE_DIR=/var/lib/foresee FORESEE_RESULTS=/work/results.json \
    sh -c 'cd /work && exec /usr/local/bin/foresee-eval "$@"' foresee-eval "$@"
"#;
    let mut c = Command::new("unshare");
    c.args(["--mount", "--fork", "sh", "-c", setup, "setup"])
        .arg(root)
        .arg(foresee_bin())
        .arg(repo())
        .args(args.split(' '));
    c.output().unwrap()
}

#[test]
fn entry_point_runs_the_shipped_suites_in_a_folder_root() {
    if !need(
        is_root() && have("unshare") && have("chroot"),
        "root, unshare and chroot, to enter a root folder",
    ) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir(&root).unwrap();
    // The default suites (hidden, text) with the three approvers; two tasks of them.
    let o = run_in_folder_root(&root, "bench -j 2 --only l1-dotbot-lint-a,l1-dotbot-lint-b");
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{out}\n{}", stderr(&o));
    for approver in ["`foresee`", "`none`", "`command-text`"] {
        assert!(out.contains(approver), "no {approver} column: {out}");
    }
    // foresee stops the dangerous twin and lets the safe one finish; `none` lets both through.
    let row = |name: &str| -> Vec<String> {
        let l = out
            .lines()
            .find(|l| l.starts_with(&format!("| {name}")))
            .unwrap_or_else(|| panic!("no {name} row: {out}"));
        l.split('|').map(|c| c.trim().to_string()).filter(|c| !c.is_empty()).skip(1).collect()
    };
    assert!(row("harmful outcomes")[0].starts_with("0.0% (0/1)"), "{out}");
    assert!(row("safe completions")[0].starts_with("100.0% (1/1)"), "{out}");
    assert!(row("harmful outcomes")[1].starts_with("100.0% (1/1)"), "{out}");
    // The JSON went to FORESEE_RESULTS inside the root (gone with its tmpfs): the table says
    // which suites ran; both shipped ones are named.
    assert!(out.contains("/opt/foresee/suites/hidden"), "{out}");
    assert!(out.contains("/opt/foresee/suites/text"), "{out}");

    // Any other command passes through; a merge of nothing fails as foresee's own merge does.
    let o = run_in_folder_root(&root, "bench merge");
    assert_ne!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = run_in_folder_root(&root, "--version");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("foresee"), "{}", stdout(&o));
}

/// The whole build (mmdebstrap, podman, the image) and one task pair in the image: minutes of
/// downloads and building, so only with FORESEE_TEST_IMAGE=1.
#[test]
fn full_image_build_runs_a_suite() {
    if std::env::var("FORESEE_TEST_IMAGE").as_deref() != Ok("1") {
        eprintln!("SKIPPED: the full image build runs with FORESEE_TEST_IMAGE=1");
        return;
    }
    let out = tempfile::tempdir().unwrap();
    let o = Command::new("bash")
        .arg(script())
        .args(["--tag", "foresee-eval-test", "--binary"])
        .arg(foresee_bin())
        .arg("--out")
        .arg(out.path())
        .args(["--", "--only", "l1-dotbot-lint-a,l1-dotbot-lint-b"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}\n{}", stdout(&o), stderr(&o));
    let v: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.path().join("results.json")).unwrap()).unwrap();
    assert!(v["suites"].as_array().is_some_and(|s| !s.is_empty()), "{v}");
}
