//! foresee's performance benchmarks. Every figure is a ratio against a reference run in the same
//! process, interleaved with it, so machine load affects both sides alike.
//!
//! ```text
//! cargo build --release && cargo run --release -p foresee-benchmarks -- all
//! ```
//! writes `benchmarks/RESULTS.md` (the sections it ran) and prints the same tables.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn foresee_bin() -> PathBuf {
    if let Some(p) = std::env::var_os("FORESEE_BIN") {
        return PathBuf::from(p);
    }
    let exe = std::env::current_exe().unwrap_or_default();
    exe.parent().map(|d| d.join("foresee")).unwrap_or_else(|| PathBuf::from("foresee"))
}

fn have(prog: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(prog).is_file()))
}

fn time(cmd: &mut Command) -> Duration {
    let t = Instant::now();
    let st = cmd.stdout(Stdio::null()).stderr(Stdio::null()).status();
    let d = t.elapsed();
    match st {
        Ok(s) if s.success() => d,
        Ok(s) => panic!("benchmark command failed ({s}): {cmd:?}"),
        Err(e) => panic!("cannot run {cmd:?}: {e}"),
    }
}

/// Runs `snapshot-only --second ...` and returns the second run's time, as it printed it.
fn time_second(cmd: &mut Command) -> Duration {
    let out = cmd.stderr(Stdio::null()).output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(out.status.success(), "benchmark command failed ({}): {cmd:?}", out.status);
    let secs: f64 = String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("no time printed by {cmd:?}"));
    Duration::from_secs_f64(secs)
}

fn percentile(v: &mut [Duration], p: f64) -> Duration {
    v.sort();
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i.min(v.len() - 1)]
}

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1000.0)
}

struct Section {
    title: String,
    body: String,
}

/// Fixed cost of the whole loop on `true`: snapshot, run, diff, decide, commit, clean up.
fn overhead(iters: usize, state: &Path, ws: &Path) -> Section {
    let f = foresee_bin();
    type MakeCommand = Box<dyn Fn() -> Command>;
    let mut variants: Vec<(&str, MakeCommand)> = vec![
        ("true", Box::new(|| Command::new("true"))),
        (
            "foresee run -- true",
            Box::new({
                let f = f.clone();
                let state = state.to_path_buf();
                let ws = ws.to_path_buf();
                move || {
                    let mut c = Command::new(&f);
                    c.args(["run", "--no-prompt", "--", "true"])
                        .env("FORESEE_STATE_DIR", &state)
                        .current_dir(&ws);
                    c
                }
            }),
        ),
    ];
    if have("bwrap") {
        variants.push((
            "bwrap --unshare-all ... true",
            Box::new(|| {
                let mut c = Command::new("bwrap");
                c.args([
                    "--unshare-all",
                    "--die-with-parent",
                    "--ro-bind",
                    "/",
                    "/",
                    "--dev",
                    "/dev",
                    "--proc",
                    "/proc",
                    "--tmpfs",
                    "/tmp",
                    "true",
                ]);
                c
            }),
        ));
    }
    let mut samples: Vec<Vec<Duration>> = vec![Vec::new(); variants.len()];
    for _ in 0..5 {
        for (_, mk) in &variants {
            time(&mut mk());
        }
    }
    for _ in 0..iters {
        for (i, (_, mk)) in variants.iter().enumerate() {
            samples[i].push(time(&mut mk()));
        }
    }
    let base = percentile(&mut samples[0].clone(), 0.5);
    let mut body = format!(
        "{iters} runs each, interleaved; wall time per command in ms.\n\n| command | median | p95 | median vs `true` |\n|---|---|---|---|\n"
    );
    for (i, (name, _)) in variants.iter().enumerate() {
        let med = percentile(&mut samples[i], 0.5);
        let p95 = percentile(&mut samples[i], 0.95);
        body.push_str(&format!(
            "| `{name}` | {} | {} | {:.1}x |\n",
            ms(med),
            ms(p95),
            med.as_secs_f64() / base.as_secs_f64()
        ));
    }
    if !have("bwrap") {
        body.push_str("\nbwrap is not installed here, so it has no row.\n");
    }
    Section { title: "Fixed overhead per command (issue: Rehearse, decide, commit)".into(), body }
}

/// A model on this machine that answers every request at once with an "allow": what asking a
/// model costs foresee itself (client, request, strict parse, record), without a model's
/// thinking time. Its port; it serves until the process exits.
fn instant_model() -> u16 {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let port = listener.local_addr().expect("its address").port();
    let verdict = r#"{"decision":"allow","confidence":0.9,"reason":"fits the task","matched_rules":[],"correction":""}"#;
    let body = format!(
        r#"{{"choices":[{{"index":0,"message":{{"role":"assistant","content":{}}}}}],"usage":{{"prompt_tokens":900,"completion_tokens":40}}}}"#,
        serde_json::to_string(verdict).expect("a string")
    );
    std::thread::spawn(move || {
        for mut conn in listener.incoming().flatten() {
            // The whole request first (head, then as much body as it announced).
            let mut buf = Vec::new();
            let mut chunk = [0u8; 16384];
            loop {
                let Ok(n) = conn.read(&mut chunk) else { break };
                if n == 0 {
                    break;
                }
                buf.extend_from_slice(&chunk[..n]);
                let text = String::from_utf8_lossy(&buf);
                if let Some(end) = text.find("\r\n\r\n") {
                    let len = text[..end]
                        .lines()
                        .find_map(|l| {
                            l.to_ascii_lowercase()
                                .strip_prefix("content-length:")
                                .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                        })
                        .unwrap_or(0);
                    if buf.len() >= end + 4 + len {
                        break;
                    }
                }
            }
            let _ = conn.write_all(
                format!("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}", body.len())
                    .as_bytes(),
            );
        }
    });
    port
}

/// What the model that advises adds to a command: nothing when none is configured or it is not
/// asked; the exchange itself when it is; and when nobody answers, the fallback.
fn model_cost(iters: usize, state: &Path, scratch: &Path) -> Section {
    let f = foresee_bin();
    let home = scratch.join("model-home");
    let ws = scratch.join("model-ws");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&ws).unwrap();
    let instant = format!("http://127.0.0.1:{}/v1", instant_model());
    let closed = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let p = l.local_addr().unwrap().port();
        drop(l);
        format!("http://127.0.0.1:{p}/v1")
    };
    let variants: Vec<(&str, Vec<(&str, String)>)> = vec![
        ("no model configured", vec![]),
        (
            "a model configured, not asked (advise = check-ins; the command is allowed)",
            vec![("FORESEE_MODEL_ENDPOINT", instant.clone()), ("FORESEE_MODEL", "m".into())],
        ),
        (
            "asked: a model on this machine that answers at once (advise = all)",
            vec![
                ("FORESEE_MODEL_ENDPOINT", instant.clone()),
                ("FORESEE_MODEL", "m".into()),
                ("FORESEE_MODEL_ADVISE", "all".into()),
            ],
        ),
        (
            "asked, nobody listening: not heard, foresee decides alone (advise = all)",
            vec![
                ("FORESEE_MODEL_ENDPOINT", closed),
                ("FORESEE_MODEL", "m".into()),
                ("FORESEE_MODEL_ADVISE", "all".into()),
            ],
        ),
    ];
    let make = |vars: &[(&str, String)]| {
        let mut c = Command::new(&f);
        c.args(["run", "--no-prompt", "--", "true"])
            .env("FORESEE_STATE_DIR", state)
            .env("HOME", &home)
            .env_remove("XDG_CONFIG_HOME")
            .current_dir(&ws);
        for k in [
            "FORESEE_MODEL_API",
            "FORESEE_MODEL_ENDPOINT",
            "FORESEE_MODEL",
            "FORESEE_MODEL_KEY_ENV",
            "FORESEE_MODEL_ADVISE",
            "FORESEE_MODEL_TIMEOUT_SECS",
        ] {
            c.env_remove(k);
        }
        c.envs(vars.iter().map(|(k, v)| (k, v)));
        c
    };
    let mut samples: Vec<Vec<Duration>> = vec![Vec::new(); variants.len()];
    for _ in 0..5 {
        for (_, vars) in &variants {
            time(&mut make(vars));
        }
    }
    for _ in 0..iters {
        for (i, (_, vars)) in variants.iter().enumerate() {
            samples[i].push(time(&mut make(vars)));
        }
    }
    let base = percentile(&mut samples[0].clone(), 0.5);
    let mut body = format!(
        "`foresee run -- true`, {iters} runs each, interleaved; wall time per command in ms. The model is a \
         server on this machine that answers at once, so the third row is foresee's own part of asking \
         (HTTP client, request, strict parse, record), not a model's thinking time.\n\n\
         | | median | p95 | median vs no model | added (median) |\n|---|---|---|---|---|\n"
    );
    for (i, (name, _)) in variants.iter().enumerate() {
        let med = percentile(&mut samples[i], 0.5);
        let p95 = percentile(&mut samples[i], 0.95);
        body.push_str(&format!(
            "| {name} | {} | {} | {:.2}x | {:+.2} ms |\n",
            ms(med),
            ms(p95),
            med.as_secs_f64() / base.as_secs_f64(),
            (med.as_secs_f64() - base.as_secs_f64()) * 1000.0
        ));
    }
    Section {
        title: "The model that advises: what it adds per command (issue: A model that advises)".into(),
        body,
    }
}

fn write_tree(dir: &Path, files: usize) {
    for i in 0..files {
        let d = dir.join(format!("d{:03}", i / 200));
        if i % 200 == 0 {
            std::fs::create_dir_all(&d).unwrap();
        }
        std::fs::write(d.join(format!("f{i:05}.txt")), format!("file {i}\n").repeat(8)).unwrap();
    }
}

fn write_c_project(dir: &Path, units: usize) {
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let mut objs = Vec::new();
    let mut main = String::from("#include <stdio.h>\n");
    for i in 0..units {
        let body: String =
            (0..40).map(|k| format!("int f{i}_{k}(int x) {{ return x * {k} + {i}; }}\n")).collect();
        std::fs::write(
            dir.join(format!("src/u{i}.c")),
            format!("#include <string.h>\n#include <stdlib.h>\n{body}"),
        )
        .unwrap();
        objs.push(format!("build/u{i}.o"));
        main.push_str(&format!("int f{i}_0(int);\n"));
    }
    main.push_str("int main(void) { int s = 0;\n");
    for i in 0..units {
        main.push_str(&format!("s += f{i}_0(1);\n"));
    }
    main.push_str("printf(\"%d\\n\", s); return 0; }\n");
    std::fs::write(dir.join("src/main.c"), main).unwrap();
    objs.push("build/main.o".into());
    let mk = format!(
        "OBJ = {}\nbuild/app: $(OBJ)\n\tcc -o $@ $(OBJ)\nbuild/%.o: src/%.c\n\t@mkdir -p build\n\tcc -O1 -c -o $@ $<\nclean:\n\trm -rf build\n",
        objs.join(" ")
    );
    std::fs::write(dir.join("Makefile"), mk).unwrap();
}

fn run_entries(state: &Path) -> std::collections::BTreeSet<std::ffi::OsString> {
    std::fs::read_dir(state.join("runs"))
        .map(|d| d.flatten().map(|e| e.file_name()).collect())
        .unwrap_or_default()
}

/// Waits until the snapshots of the rehearsals since `before` are torn down. `foresee run`
/// answers first and leaves the teardown (evicting every name the command looked up) to a
/// child at idle priority; the next timed command must not share the machine with it.
fn settle(state: &Path, before: &std::collections::BTreeSet<std::ffi::OsString>) {
    let t = Instant::now();
    while !run_entries(state).is_subset(before) && t.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Traced workloads: untraced vs rehearsed vs strace with its seccomp filter.
fn traced(rounds: usize, state: &Path, scratch: &Path) -> Section {
    let f = foresee_bin();
    let tree = scratch.join("tree");
    write_tree(&tree, 20_000);
    let proj = scratch.join("proj");
    write_c_project(&proj, 24);
    let workloads: Vec<(&str, String, &Path)> = vec![
        ("metadata walk: find /usr -xdev", "find /usr -xdev > /dev/null 2>&1; true".into(), scratch),
        (
            "read 20,000 files",
            format!("find {} -type f -exec cat {{}} + > /dev/null", tree.display()),
            scratch,
        ),
        ("build a C project: make -j2", "make -s clean && make -s -j2".into(), &proj),
    ];
    let strace = have("strace");
    let mut body = format!(
        "Median of {rounds} rounds, interleaved (strace: every third round), each command started once the last rehearsal's snapshot is torn down; seconds. `rehearsed` is the whole loop: snapshot, traced run, diff, decision, commit (a command whose program changed nothing in the workspace in its last two rehearsals, as the walk and the read do here from their third round, gets the workspace bound read-only instead of overlaid). `snapshot only` is the same snapshot (namespaces, fresh overlay layers, `/usr` bound read-only, limits) with no tracer and no decision, rolled back, without and with the warmer (the names of the folders the command names, or else of its working tree, looked up on an idle CPU while the command runs); the `tracer` column (rehearsed against warmed snapshot only) is what tracing, effects, decision and commit add on top of the snapshot. `warm overlay` is a floor, not a mode foresee has: the workload run a second time in the same snapshot, only that second run timed (no start-up, no teardown), so every name it looks up is already in the overlay's caches; no warming of a fresh snapshot can beat it.\n\n| workload | untraced | warm overlay (floor) | snapshot only, unwarmed | snapshot only | rehearsed | ratio | tracer | strace --seccomp-bpf | ratio |\n|---|---|---|---|---|---|---|---|---|---|\n"
    );
    let me = std::env::current_exe().expect("own path");
    for (name, script, cwd) in &workloads {
        let mk_plain = || {
            let mut c = Command::new("sh");
            c.arg("-c").arg(script).current_dir(cwd);
            c
        };
        let mk_foresee = || {
            let mut c = Command::new(&f);
            c.args(["run", "--no-prompt", "--", "sh", "-c", script])
                .env("FORESEE_STATE_DIR", state)
                .current_dir(cwd);
            c
        };
        let mk_snapshot = |warm: bool| {
            let mut c = Command::new(&me);
            c.arg("snapshot-only");
            if !warm {
                c.arg("--no-warm");
            }
            c.args(["sh", "-c", script]).env("FORESEE_STATE_DIR", state).current_dir(cwd);
            c
        };
        let mk_second = || {
            let mut c = Command::new(&me);
            c.args(["snapshot-only", "--no-warm", "--second"]);
            c.args(["sh", "-c", script]).env("FORESEE_STATE_DIR", state).current_dir(cwd);
            c
        };
        let mk_strace = || {
            let mut c = Command::new("strace");
            c.args([
                "-f",
                "--seccomp-bpf",
                "-e",
                "trace=%file,%network,%process",
                "-o",
                "/dev/null",
                "sh",
                "-c",
                script,
            ])
            .current_dir(cwd);
            c
        };
        let before = run_entries(state);
        // Warm the page cache for every variant.
        time(&mut mk_plain());
        time(&mut mk_foresee());
        time(&mut mk_snapshot(true));
        let (mut a, mut b, mut c, mut d, mut e, mut w) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for i in 0..rounds {
            settle(state, &before);
            a.push(time(&mut mk_plain()));
            e.push(time(&mut mk_snapshot(false)));
            d.push(time(&mut mk_snapshot(true)));
            b.push(time(&mut mk_foresee()));
            settle(state, &before);
            w.push(time_second(&mut mk_second()));
            settle(state, &before);
            // strace is 5-50x slower: a third of the rounds give its median well enough.
            if strace && i % 3 == 0 {
                c.push(time(&mut mk_strace()));
            }
        }
        let (ma, mb, md) = (percentile(&mut a, 0.5), percentile(&mut b, 0.5), percentile(&mut d, 0.5));
        let me_ = percentile(&mut e, 0.5);
        let mw = percentile(&mut w, 0.5);
        let (sc, rc) = if strace {
            let mc = percentile(&mut c, 0.5);
            (format!("{:.3}", mc.as_secs_f64()), format!("{:.2}x", mc.as_secs_f64() / ma.as_secs_f64()))
        } else {
            ("not installed".into(), "-".into())
        };
        body.push_str(&format!(
            "| {name} | {:.3} | {:.3} ({:.2}x) | {:.3} | {:.3} | {:.3} | {:.2}x | {:.2}x | {sc} | {rc} |\n",
            ma.as_secs_f64(),
            mw.as_secs_f64(),
            mw.as_secs_f64() / ma.as_secs_f64(),
            me_.as_secs_f64(),
            md.as_secs_f64(),
            mb.as_secs_f64(),
            mb.as_secs_f64() / ma.as_secs_f64(),
            mb.as_secs_f64() / md.as_secs_f64()
        ));
        eprintln!(
            "{name}: untraced {ma:?}, warm overlay {mw:?}, snapshot only {me_:?} unwarmed, {md:?} warmed, rehearsed {mb:?}"
        );
    }
    Section { title: "Traced workloads (issue: The tracer)".into(), body }
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    if !from.is_dir() {
        return;
    }
    let st = Command::new("cp").arg("-a").arg(format!("{}/.", from.display())).arg(to).status();
    assert!(st.map(|s| s.success()).unwrap_or(false), "cp -a {from:?} {to:?}");
}

fn percentile_u(v: &mut [u64], p: f64) -> u64 {
    v.sort();
    if v.is_empty() {
        return 0;
    }
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

/// Report size against the raw trace, for every command of a suite: each command runs once
/// through foresee (the report's size) and once, in a copy of the same workspace, under
/// `strace -f` in an empty network namespace (the size of a raw trace of everything it did).
fn report_size(suite: &Path, state: &Path, scratch: &Path) -> Section {
    let f = foresee_bin();
    let mut tasks: Vec<PathBuf> = std::fs::read_dir(suite)
        .map(|r| r.flatten().map(|e| e.path()).filter(|p| p.join("task.json").is_file()).collect())
        .unwrap_or_default();
    tasks.sort();
    let (mut reports, mut raws, mut ours) = (Vec::new(), Vec::new(), Vec::new());
    for (i, t) in tasks.iter().enumerate() {
        let Ok(task) = std::fs::read(t.join("task.json"))
            .map_err(|_| ())
            .and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).map_err(|_| ()))
        else {
            continue;
        };
        let strings = |k: &str| -> Vec<String> {
            task[k]
                .as_array()
                .map(|a| a.iter().filter_map(|x| x.as_str().map(String::from)).collect())
                .unwrap_or_default()
        };
        let dir = scratch.join(format!("rs{i}"));
        let mut sides = Vec::new();
        for side in ["gated", "raw"] {
            let ws = dir.join(side).join("ws");
            let home = dir.join(side).join("home");
            copy_tree(&t.join("workspace"), &ws);
            copy_tree(&t.join("home"), &home);
            for s in strings("setup") {
                let _ = Command::new("bash")
                    .arg("-c")
                    .arg(&s)
                    .current_dir(&ws)
                    .env("HOME", &home)
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status();
            }
            sides.push((ws, home));
        }
        for cmd in strings("commands") {
            let (ws, home) = &sides[0];
            let out = Command::new(&f)
                .args(["run", "--json", "--no-prompt", "--approver", "none", "-c", &cmd])
                .current_dir(ws)
                .env("HOME", home)
                .env("FORESEE_STATE_DIR", state)
                .output();
            let Ok(out) = out else { continue };
            let Ok(v) = serde_json::from_slice::<serde_json::Value>(&out.stdout) else { continue };
            let report = serde_json::to_vec(&v["report"]).map(|b| b.len() as u64).unwrap_or(0);
            let (ws, home) = &sides[1];
            let trace = dir.join("trace.txt");
            let _ = Command::new("unshare")
                .args(["-n", "strace", "-f", "-qq", "-s", "256", "-o"])
                .arg(&trace)
                .args(["bash", "-c", &cmd])
                .current_dir(ws)
                .env("HOME", home)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
            let raw = std::fs::metadata(&trace).map(|m| m.len()).unwrap_or(0);
            if raw > 0 && report > 0 {
                reports.push(report);
                raws.push(raw);
                ours.push(v["report"]["processes"]["raw_trace_bytes"].as_u64().unwrap_or(0));
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    let total_r: u64 = reports.iter().sum();
    let total_raw: u64 = raws.iter().sum();
    let mut ratios: Vec<u64> =
        reports.iter().zip(&raws).map(|(r, w)| 10_000 - (r * 10_000 / w.max(&1)).min(10_000)).collect();
    let n = reports.len();
    let body = format!(
        concat!(
            "{} commands of `{}` (each task's commands after its setup). Raw trace: `strace -f -s 256` of the same command ",
            "in a copy of the same workspace. Report: the `report` object of `foresee run --json`.\n\n",
            "| | median | p95 | max |\n|---|---|---|---|\n",
            "| report size (bytes) | {} | {} | {} |\n",
            "| raw trace size (bytes) | {} | {} | {} |\n",
            "| foresee's own event stream (bytes) | {} | {} | {} |\n",
            "| reduction per command (report vs raw) | {:.2}% | {:.2}% (5th percentile) | |\n\n",
            "In all: reports {} bytes against raw traces {} bytes: {:.2}% smaller. ",
            "Reports over the 4 KiB target: {}; over the 8 KiB cap: {}.\n"
        ),
        n,
        suite
            .strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap_or(Path::new("/")))
            .unwrap_or(suite)
            .display(),
        percentile_u(&mut reports.clone(), 0.5),
        percentile_u(&mut reports.clone(), 0.95),
        reports.iter().max().copied().unwrap_or(0),
        percentile_u(&mut raws.clone(), 0.5),
        percentile_u(&mut raws.clone(), 0.95),
        raws.iter().max().copied().unwrap_or(0),
        percentile_u(&mut ours.clone(), 0.5),
        percentile_u(&mut ours.clone(), 0.95),
        ours.iter().max().copied().unwrap_or(0),
        percentile_u(&mut ratios.clone(), 0.5) as f64 / 100.0,
        percentile_u(&mut ratios, 0.05) as f64 / 100.0,
        total_r,
        total_raw,
        100.0 - total_r as f64 * 100.0 / total_raw.max(1) as f64,
        reports.iter().filter(|r| **r > 4096).count(),
        reports.iter().filter(|r| **r > 8192).count(),
    );
    Section { title: "Report size against the raw trace (issue: The effects report)".into(), body }
}

/// Committing 10,000 files / 100 MB against `cp -a` of the same tree.
fn commit_throughput(rounds: usize, state: &Path, scratch: &Path) -> Section {
    let f = foresee_bin();
    let src = scratch.join("commit-src");
    for i in 0..10_000 {
        let d = src.join(format!("d{:02}", i / 100));
        if i % 100 == 0 {
            std::fs::create_dir_all(&d).unwrap();
        }
        std::fs::write(d.join(format!("f{i}")), vec![(i % 251) as u8; 10_000]).unwrap();
    }
    let (mut a, mut b, mut phases) = (Vec::new(), Vec::new(), Vec::new());
    let before = run_entries(state);
    for r in 0..rounds {
        settle(state, &before);
        let dst = scratch.join(format!("commit-cp-{r}"));
        a.push(time(Command::new("cp").arg("-a").arg(&src).arg(&dst)));
        let ws = scratch.join(format!("commit-ws-{r}"));
        std::fs::create_dir_all(&ws).unwrap();
        // The command copies the tree into the workspace; foresee rehearses and commits it.
        let mut c = Command::new(&f);
        c.args(["run", "--no-prompt", "--json", "--", "cp", "-a"])
            .arg(&src)
            .arg(ws.join("tree"))
            .env("FORESEE_STATE_DIR", state)
            .env("FORESEE_TIMINGS", "1")
            .current_dir(&ws);
        let t = Instant::now();
        let out = c.stdin(Stdio::null()).output().expect("run foresee");
        b.push(t.elapsed());
        assert!(out.status.success(), "foresee run failed: {}", String::from_utf8_lossy(&out.stderr));
        // The phases foresee timed: the commit alone, and how often the command ran.
        let err = String::from_utf8_lossy(&out.stderr);
        let ms = |name: &str| {
            err.lines()
                .filter_map(|l| l.strip_prefix("foresee timing: ")?.strip_prefix(name))
                .filter_map(|rest| rest.trim().strip_suffix("ms")?.trim().parse::<f64>().ok())
                .sum::<f64>()
        };
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
        let rehearsals = v["report"]["execution"]["rehearsals"].as_u64().unwrap_or(0);
        phases.push((Duration::from_secs_f64(ms("commit ") / 1000.0), rehearsals));
        assert!(ws.join("tree/d99/f9999").is_file(), "the commit did not land");
        let _ = std::fs::remove_dir_all(&dst);
        let _ = std::fs::remove_dir_all(&ws);
    }
    let (ma, mb) = (percentile(&mut a, 0.5), percentile(&mut b, 0.5));
    let mut commits: Vec<Duration> = phases.iter().map(|p| p.0).collect();
    let mc = percentile(&mut commits, 0.5);
    let rehearsals: Vec<String> = phases.iter().map(|p| p.1.to_string()).collect();
    let body = format!(
        concat!(
            "Median of {} rounds, interleaved; seconds. The gated command is the same `cp -a`, so the difference is the rehearsal ",
            "plus the commit (verify, stage, journal, apply). `commit alone` is that step as foresee times it ",
            "(`FORESEE_TIMINGS=1`): the new tree copied out of the snapshot's memory into a staged folder beside ",
            "the target, then renamed into place. Rehearsals per round: {}.\n\n",
            "| | seconds | ratio |\n|---|---|---|\n",
            "| `cp -a` (10,000 files, 100 MB) | {:.3} | 1.00x |\n",
            "| `foresee run -- cp -a` (rehearse + commit) | {:.3} | {:.2}x |\n",
            "| commit alone | {:.3} | {:.2}x |\n"
        ),
        rounds,
        rehearsals.join(", "),
        ma.as_secs_f64(),
        mb.as_secs_f64(),
        mb.as_secs_f64() / ma.as_secs_f64(),
        mc.as_secs_f64(),
        mc.as_secs_f64() / ma.as_secs_f64()
    );
    Section { title: "Commit throughput (issue: Benchmark)".into(), body }
}

/// Harm prevented and safe work blocked: `foresee bench` on the shipped suites with the three
/// approvers, its table as it printed it.
fn suites() -> Section {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let names = ["hidden", "text", "holdout"];
    let mut c = Command::new(foresee_bin());
    c.arg("bench")
        .args(["--approver", "foresee,none,command-text"])
        .current_dir(root.parent().unwrap_or(root));
    for n in names {
        c.arg(format!("benchmarks/suites/{n}"));
    }
    let out = c.output().expect("run foresee bench");
    // Its headings one level down, under this section's.
    let table: String = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| if l.starts_with('#') { format!("#{l}\n") } else { format!("{l}\n") })
        .collect();
    assert!(
        out.status.success() || !table.is_empty(),
        "foresee bench failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let body = format!(
        concat!(
            "Produced by `foresee bench --approver foresee,none,command-text benchmarks/suites/hidden ",
            "benchmarks/suites/text benchmarks/suites/holdout` (release build). `holdout` was written by a separate ",
            "author from the task format alone and run once before any change prompted by it; see the note below the table.\n\n{}\n\n",
            "Note on `holdout`: its first run, before it had been looked at, gave foresee 12.5% (3/24) harmful outcomes and ",
            "16.7% (4/24) false blocks. Three general gaps it revealed were then fixed (netlink sockets counted as network ",
            "attempts; rows lost by a table rebuild when the request said \"migrate\"; well-known privileged commands ",
            "shadowed in `~/.local/bin` counted only when installed). A later session looked at its remaining misses ",
            "(1 harmful, 3 false blocks) and fixed the general gaps behind them (a root filesystem being built that grants ",
            "passwordless root; the folder created to hold a named file; generated files a request to regenerate rewrites; ",
            "new files an install or set-up puts in `~/.config`), ",
            "so the table above is no longer a blind measurement of this suite."
        ),
        table.trim_end()
    );
    Section { title: "Harm prevented and safe work blocked (issue: Benchmark)".into(), body }
}

fn write_results(sections: &[Section]) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("RESULTS.md");
    let mut text = std::fs::read_to_string(&path).unwrap_or_else(|_| "# Benchmark results\n\nProduced by `cargo build --release && cargo run --release -p foresee-benchmarks -- all` on the development machine (2 cores). Each section is replaced when its benchmark runs again.\n".into());
    for s in sections {
        let header = format!("## {}", s.title);
        let block = format!("{header}\n\n{}\n", s.body.trim_end());
        if let Some(start) = text.find(&header) {
            let rest = &text[start + header.len()..];
            let end = rest.find("\n## ").map(|i| start + header.len() + i + 1).unwrap_or(text.len());
            text.replace_range(start..end, &format!("{block}\n"));
        } else {
            text.push_str(&format!("\n{block}"));
        }
    }
    let _ = std::fs::write(&path, text.trim_end().to_string() + "\n");
}

/// The reference for the tracer's own cost: the same snapshot (namespaces, overlay layers,
/// limits) with no tracer, no effects, no decision; rolled back. Exits with the command's code.
fn snapshot_only(argv: &[String]) -> ! {
    let (mut warm, mut second) = (true, false);
    let mut argv = argv;
    while let Some(flag) = argv.first().map(String::as_str) {
        match flag {
            "--no-warm" => warm = false,
            "--second" => second = true,
            _ => break,
        }
        argv = &argv[1..];
    }
    // `--second`: the script runs twice in one snapshot and only the second run is timed (by
    // the shell's clock, no process started in between): the overlay's names are all looked
    // up by then, which is the best any warming of a fresh snapshot could do.
    let argv: Vec<std::ffi::OsString> = if second {
        let [sh, dash_c, script] = argv else { panic!("--second takes sh -c SCRIPT") };
        assert!(sh == "sh" && dash_c == "-c", "--second takes sh -c SCRIPT");
        vec![
            "bash".into(),
            "-c".into(),
            "eval \"$1\"; s=$EPOCHREALTIME; eval \"$1\"; e=$EPOCHREALTIME; echo \"second run: $s $e\" >&2"
                .into(),
            "bench".into(),
            script.into(),
        ]
    } else {
        argv.iter().map(Into::into).collect()
    };
    let command = foresee_sandbox::Command {
        argv,
        cwd: std::env::current_dir().expect("working directory"),
        env: std::env::vars_os().collect(),
        stdin: foresee_sandbox::Stdin::Null,
    };
    let mut config = foresee_sandbox::SandboxConfig::default();
    if !warm {
        config.warm_names = 0;
    }
    if let Some(s) = std::env::var_os("FORESEE_STATE_DIR") {
        config.state_dir = s.into();
    }
    match foresee_sandbox::rehearse(&config, &command, None) {
        Ok(r) => {
            let code = r.exit.shell_code();
            if second {
                let err = String::from_utf8_lossy(&r.stderr().unwrap_or_default()).into_owned();
                let secs = err.lines().rev().find_map(|l| {
                    let mut w = l.strip_prefix("second run: ")?.split(' ');
                    let s: f64 = w.next()?.parse().ok()?;
                    let e: f64 = w.next()?.parse().ok()?;
                    Some(e - s)
                });
                match secs {
                    Some(t) => println!("{t:.6}"),
                    None => {
                        eprintln!("snapshot-only --second: no timing in the command's stderr");
                        std::process::exit(125)
                    }
                }
            }
            drop(r);
            std::process::exit(code)
        }
        Err(e) => {
            eprintln!("snapshot-only: {e}");
            std::process::exit(125)
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(|s| s.as_str()) == Some("snapshot-only") {
        snapshot_only(&args[1..]);
    }
    let what = args.first().map(|s| s.as_str()).unwrap_or("all");
    if matches!(what, "-h" | "--help" | "help") {
        println!(
            "usage: foresee-bench-perf [all|overhead|traced|report-size|suites|model|commit] [--quick]\n       foresee-bench-perf snapshot-only [--no-warm] [--second] COMMAND...\n\nRuns foresee's performance benchmarks and writes benchmarks/RESULTS.md.\nThe foresee binary is taken from next to this one, or from $FORESEE_BIN.\n`snapshot-only` runs COMMAND in the sandbox alone (no tracer, no decision) and rolls it back;\nwith --second (COMMAND is `sh -c SCRIPT`) it runs SCRIPT twice in the same snapshot and prints\nthe second run's seconds."
        );
        return;
    }
    let quick = args.iter().any(|a| a == "--quick");
    if !foresee_bin().is_file() {
        eprintln!(
            "cannot find the foresee binary at {}; build it first: cargo build --release",
            foresee_bin().display()
        );
        std::process::exit(2);
    }
    let scratch = std::env::temp_dir().join(format!("foresee-bench-{}", std::process::id()));
    let state = scratch.join("state");
    let ws = scratch.join("ws");
    std::fs::create_dir_all(&state).unwrap();
    std::fs::create_dir_all(&ws).unwrap();
    let mut sections = Vec::new();
    if matches!(what, "all" | "overhead") {
        eprintln!("fixed overhead ...");
        let s = overhead(if quick { 30 } else { 200 }, &state, &ws);
        println!("## {}\n\n{}", s.title, s.body);
        sections.push(s);
    }
    if matches!(what, "all" | "traced") {
        eprintln!("traced workloads ...");
        let s = traced(if quick { 2 } else { 11 }, &state, &scratch);
        println!("## {}\n\n{}", s.title, s.body);
        sections.push(s);
    }
    if matches!(what, "all" | "report-size") {
        eprintln!("report size against raw traces ...");
        let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("suites/hidden");
        let s = report_size(&suite, &state, &scratch);
        println!("## {}\n\n{}", s.title, s.body);
        sections.push(s);
    }
    if matches!(what, "all" | "suites") {
        eprintln!("benchmark suites, three approvers ...");
        let s = suites();
        println!("## {}\n\n{}", s.title, s.body);
        sections.push(s);
    }
    if matches!(what, "all" | "model") {
        eprintln!("the model that advises ...");
        let s = model_cost(if quick { 30 } else { 200 }, &state, &scratch);
        println!("## {}\n\n{}", s.title, s.body);
        sections.push(s);
    }
    if matches!(what, "all" | "commit") {
        eprintln!("commit throughput ...");
        let s = commit_throughput(if quick { 1 } else { 3 }, &state, &scratch);
        println!("## {}\n\n{}", s.title, s.body);
        sections.push(s);
    }
    write_results(&sections);
    let _ = std::fs::remove_dir_all(&scratch);
}
