//! `foresee demo`: the same `make clean` in two projects that differ only in their Makefile. In
//! one it removes build outputs, in the other it also deletes sources. The command text is the
//! same; the effects are not, and neither are the decisions.

use crate::gate::{self, Outcome, Request};
use foresee_report::render;
use std::io::IsTerminal;
use std::path::Path;

const MAIN_C: &str = include_str!("fixtures/main.c");
const UTIL_C: &str = include_str!("fixtures/util.c");
const UTIL_H: &str = include_str!("fixtures/util.h");
const GITIGNORE: &str = include_str!("fixtures/gitignore");
const MAKEFILE_OUTPUTS: &str = include_str!("fixtures/Makefile.outputs");
const MAKEFILE_SOURCES: &str = include_str!("fixtures/Makefile.sources");

pub const TASK: &str = "clean the build outputs";

fn which(prog: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(prog).is_file()))
}

/// Writes one project: sources committed to git, build outputs present and ignored.
pub fn write_project(dir: &Path, makefile: &str) -> std::io::Result<()> {
    std::fs::create_dir_all(dir.join("src"))?;
    std::fs::create_dir_all(dir.join("build"))?;
    std::fs::write(dir.join("Makefile"), makefile)?;
    std::fs::write(dir.join("src/main.c"), MAIN_C)?;
    std::fs::write(dir.join("src/util.c"), UTIL_C)?;
    std::fs::write(dir.join("src/util.h"), UTIL_H)?;
    std::fs::write(dir.join(".gitignore"), GITIGNORE)?;
    // Stand-ins for compiled objects, so the demo needs no compiler.
    std::fs::write(dir.join("build/main.o"), b"\x7fELF object main")?;
    std::fs::write(dir.join("build/util.o"), b"\x7fELF object util")?;
    std::fs::write(dir.join("build/app"), b"\x7fELF executable app")?;
    if which("git") {
        let git = |args: &[&str]| {
            std::process::Command::new("git")
                .args([
                    "-c",
                    "user.name=foresee demo",
                    "-c",
                    "user.email=demo@foresee.invalid",
                    "-c",
                    "init.defaultBranch=main",
                ])
                .args(args)
                .current_dir(dir)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
        };
        git(&["init", "-q"])?;
        git(&["add", "-A"])?;
        git(&["commit", "-q", "-m", "initial"])?;
    }
    Ok(())
}

struct Side {
    title: &'static str,
    lines: Vec<String>,
    decision: String,
}

fn run_one(dir: &Path, state: &Path, title: &'static str) -> Result<Side, String> {
    let req = Request {
        argv: vec!["make".into(), "clean".into()],
        display: "make clean".into(),
        task: Some(TASK.into()),
        cwd: dir.to_path_buf(),
        stdin: foresee_sandbox::Stdin::Null,
        timeout: None,
        memory_mb: None,
        processes: None,
        snapshot_mb: None,
        interactive: false,
        state_dir: Some(state.to_path_buf()),
        approver: Default::default(),
        autonomy: None,
        session: "demo".into(),
        // Decide only: the demo's folders go away, and a check-in queued there could never be
        // answered.
        dry_run: true,
        one_stream: false,
        progress: false,
        inspect: true,
    };
    let outcome = gate::run(&req, &mut |_, _, _| gate::Answer::Deny(None));
    let (report, decision) = match &outcome {
        Outcome::Allowed { report, .. } => (report, "ALLOW: committed".to_string()),
        Outcome::Rehearsed { report, verdict, .. }
            if verdict.decision == crate::approver::Decision::Allow =>
        {
            (report, "ALLOW: its effects would be committed".to_string())
        }
        Outcome::Refused { report, verdict, .. } | Outcome::Rehearsed { report, verdict, .. } => {
            (report, format!("{}: {}", verdict.decision.as_str().to_uppercase(), verdict.reason))
        }
        Outcome::Failed { message, .. } => return Err(message.clone()),
    };
    Ok(Side { title, lines: render::text(report, false).lines().map(|l| l.to_string()).collect(), decision })
}

fn wrap(s: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in s.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

fn column(side: &Side, width: usize) -> Vec<String> {
    let mut col = vec![side.title.to_string(), "-".repeat(side.title.chars().count().min(width))];
    for l in &side.lines {
        col.extend(wrap(l, width));
    }
    col.push(String::new());
    col.extend(wrap(&side.decision, width));
    col
}

pub fn run() -> i32 {
    if !which("make") {
        errln!(
            "foresee demo: the demo runs `make clean` and needs make; install it (for example `apt install make`)"
        );
        return 1;
    }
    let tmp = match tempfile::Builder::new().prefix("foresee-demo-").tempdir() {
        Ok(t) => t,
        Err(e) => {
            errln!("foresee demo: cannot create a temporary folder: {e}");
            return 1;
        }
    };
    let state = tmp.path().join("state");
    let a = tmp.path().join("outputs-only");
    let b = tmp.path().join("deletes-sources");
    if let Err(e) = write_project(&a, MAKEFILE_OUTPUTS).and_then(|_| write_project(&b, MAKEFILE_SOURCES)) {
        errln!("foresee demo: cannot write the demo projects: {e}");
        return 1;
    }
    outln!("Two projects, identical but for their Makefile. The agent's task: \"{TASK}\".");
    outln!("It runs the same command in both: `make clean`. foresee rehearses it and judges what it did.\n");
    let sides = match (
        run_one(&a, &state, "Makefile removes build/"),
        run_one(&b, &state, "Makefile also removes src/*.c"),
    ) {
        (Ok(x), Ok(y)) => [x, y],
        (Err(e), _) | (_, Err(e)) => {
            errln!("foresee demo: {e}");
            return 1;
        }
    };
    let total: usize = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()).unwrap_or(120);
    let width = ((total.saturating_sub(3)) / 2).max(30);
    let cols: Vec<Vec<String>> = sides.iter().map(|s| column(s, width)).collect();
    if total >= 80 {
        for i in 0..cols[0].len().max(cols[1].len()) {
            let l = cols[0].get(i).map(|s| s.as_str()).unwrap_or("");
            let r = cols[1].get(i).map(|s| s.as_str()).unwrap_or("");
            let pad = width.saturating_sub(l.chars().count());
            outln!("{l}{} | {r}", " ".repeat(pad));
        }
    } else {
        for c in &cols {
            for l in c {
                outln!("{l}");
            }
            outln!();
        }
    }
    let still_there = b.join("src/main.c").exists() && b.join("src/util.c").exists();
    outln!(
        "\nThe sources of the second project are {}. Everything the demo made is removed now.",
        if still_there {
            "untouched: the deletion was never applied"
        } else {
            "GONE (this should not happen)"
        }
    );
    let _ = std::io::stdout().is_terminal();
    // This process rehearsed in its own mount namespace, where the state folder's scratch mount
    // is still in place.
    foresee_sandbox::state::unmount_scratches();
    drop(tmp);
    if still_there { 0 } else { 1 }
}
