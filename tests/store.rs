//! The policy store under stress: a crash in the middle of writing an answer, and many foresee
//! processes on one repository at once.

mod common;
use common::*;
use serde_json::Value;
use std::process::{Child, Stdio};

fn project() -> Env {
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README.md", "hello\n"), ("src/a.c", "int a;\n")]);
    env
}

fn checkin_id(v: &Value) -> i64 {
    let r = v["reason"].as_str().unwrap();
    let at = r.find("check-in #").unwrap_or_else(|| panic!("not queued: {v}")) + "check-in #".len();
    r[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().unwrap()
}

fn json_of(env: &Env, args: &[&str]) -> Value {
    let o = env.foresee().args(args).output().unwrap();
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {}", stdout(&o)))
}

fn samples(env: &Env) -> u64 {
    json_of(env, &["observe", "weights", "--json"])["samples"].as_u64().unwrap()
}

fn pending_ids(env: &Env) -> Vec<i64> {
    json_of(env, &["pending", "--json"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect()
}

fn database(env: &Env) -> std::path::PathBuf {
    let dir = env.state.join("policy");
    let dbs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "sqlite"))
        .collect();
    assert_eq!(dbs.len(), 1, "one database per repository: {dbs:?}");
    dbs[0].clone()
}

fn integrity(env: &Env) -> String {
    let c = rusqlite::Connection::open(database(env)).unwrap();
    c.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap()
}

#[test]
fn a_crash_in_the_middle_of_an_answer_loses_nothing_and_half_applies_nothing() {
    let env = project();
    let (o, v) = env.run_json("echo more >> README.md", &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125), "{v}");
    let id = checkin_id(&v);
    assert_eq!(samples(&env), 0);

    // The answer's writes are all made, then the process dies before they are committed.
    let o = env
        .foresee()
        .args(["review", &id.to_string(), "--allow", "--remember"])
        .env("FORESEE_TEST_CRASH_STORE", "1")
        .output()
        .unwrap();
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(o.status.signal(), Some(libc::SIGABRT), "the crash hook did not fire: {}", stderr(&o));

    assert_eq!(integrity(&env), "ok");
    assert_eq!(pending_ids(&env), vec![id], "the check-in still waits");
    assert_eq!(samples(&env), 0, "no half-learned step");
    let decisions = json_of(&env, &["observe", "decisions", "--json"]);
    assert!(
        !decisions.as_array().unwrap().iter().any(|d| d["source"] == "human"),
        "no half-recorded answer: {decisions}"
    );
    // Not remembered either: the same kind of change still checks in at copilot... and the
    // answer, given again, lands whole.
    let o = env.foresee().args(["review", &id.to_string(), "--allow", "--remember"]).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(samples(&env), 1);
    assert!(pending_ids(&env).is_empty());
    let (_, v) = env.run_json("echo again >> README.md", &["--dry-run"]);
    assert_eq!(v["decision"], "allow", "{v}");
    assert_eq!(integrity(&env), "ok");
}

fn spawn(env: &Env, args: &[&str]) -> Child {
    env.foresee().args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap()
}

#[test]
fn concurrent_processes_on_one_repository_lose_no_update() {
    const N: usize = 8;
    let env = project();
    // N rehearsals at once, each queued as a check-in.
    let children: Vec<Child> = (0..N)
        .map(|i| {
            spawn(
                &env,
                &[
                    "run",
                    "--no-prompt",
                    "--json",
                    "--autonomy",
                    "copilot",
                    "--session",
                    "swarm",
                    "-c",
                    &format!("echo {i} > file{i}.txt"),
                ],
            )
        })
        .collect();
    let mut ids = Vec::new();
    for c in children {
        let o = c.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(125), "{}{}", stdout(&o), stderr(&o));
        ids.push(checkin_id(&serde_json::from_slice(&o.stdout).unwrap()));
    }
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), N, "every rehearsal got its own check-in");
    let summary = json_of(&env, &["session", "summary", "--session", "swarm", "--json"]);
    assert_eq!(summary["asked"], N as u64, "{summary}");

    // All answered at once, and the first one twice: exactly one of those two counts.
    let mut reviews: Vec<(i64, Child)> =
        ids.iter().map(|id| (*id, spawn(&env, &["review", &id.to_string(), "--allow"]))).collect();
    reviews.push((ids[0], spawn(&env, &["review", &ids[0].to_string(), "--allow"])));
    let mut ok_first = 0;
    for (id, c) in reviews {
        let o = c.wait_with_output().unwrap();
        if id == ids[0] {
            if o.status.success() {
                ok_first += 1;
            } else {
                assert!(stderr(&o).contains("already answered"), "{}", stderr(&o));
            }
        } else {
            assert!(o.status.success(), "review #{id}: {}", stderr(&o));
        }
    }
    assert_eq!(ok_first, 1, "one check-in answered twice at once counted {ok_first} times");
    assert_eq!(samples(&env), N as u64, "every answer is one learning step, none lost");
    assert!(pending_ids(&env).is_empty());

    // The same N commands again at once: each uses its own approval, once.
    let children: Vec<Child> = (0..N)
        .map(|i| {
            spawn(
                &env,
                &[
                    "run",
                    "--no-prompt",
                    "--json",
                    "--autonomy",
                    "copilot",
                    "-c",
                    &format!("echo {i} > file{i}.txt"),
                ],
            )
        })
        .collect();
    for (i, c) in children.into_iter().enumerate() {
        let o = c.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(0), "file{i}: {}{}", stdout(&o), stderr(&o));
        assert_eq!(std::fs::read_to_string(env.ws.join(format!("file{i}.txt"))).unwrap(), format!("{i}\n"));
    }
    // Used up: a third time checks in again.
    let (o, _) = env.run_json("echo 0 > file0.txt", &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125));
    assert_eq!(integrity(&env), "ok");
}

#[test]
fn an_allow_once_covers_the_effects_the_user_saw_not_the_command_text() {
    let env = project();
    env.write("go.sh", "rm -f README.md\n");
    env.write("notes.md", "keep\n");
    let (o, v) = env.run_json("sh go.sh", &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125), "{v}");
    let id = checkin_id(&v);
    assert!(env.foresee().args(["review", &id.to_string(), "--allow"]).status().unwrap().success());
    // The script changed after the answer: the same command text now does more.
    env.write("go.sh", "rm -f README.md src/a.c\n");
    let (o, v) = env.run_json("sh go.sh", &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125), "an approval of other effects was used: {v}");
    assert!(env.ws.join("src/a.c").exists() && env.ws.join("README.md").exists());
    // Back to what was approved: it proceeds, once.
    env.write("go.sh", "rm -f README.md\n");
    let (o, v) = env.run_json("sh go.sh", &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(0), "{v}");
    assert!(!env.ws.join("README.md").exists() && env.ws.join("src/a.c").exists());
}

/// A build and a package manager name what they write after the moment: the re-run after an
/// "allow once" writes other names of the same shape, and proceeds.
const GENERATED: &str = "d=build/incremental/app-$(date +%s%N | sha256sum | head -c 13)/s-$(date +%s%N)-x1; \
    mkdir -p $d && echo graph > $d/dep-graph.bin && mkdir -p \"$HOME/.npm/_logs\" \
    && echo log > \"$HOME/.npm/_logs/$(date -u +%Y-%m-%dT%H_%M_%S_%NZ)-debug-0.log\"";

fn generated_project() -> Env {
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README.md", "hello\n"), (".gitignore", "build/\n"), ("src/a.c", "int a;\n")]);
    env.write("build/old-1.o", "o\n");
    env.write("build/old-2.o", "o\n");
    env
}

fn approved_once(env: &Env, script: &str) {
    let (o, v) = env.run_json(script, &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125), "{v}");
    let id = checkin_id(&v);
    assert!(env.foresee().args(["review", &id.to_string(), "--allow"]).status().unwrap().success());
}

#[test]
fn an_allow_once_holds_when_a_rerun_writes_new_generated_names() {
    let env = generated_project();
    env.write("go.sh", &format!("{GENERATED}\n"));
    approved_once(&env, "sh go.sh");
    let (o, v) = env.run_json("sh go.sh", &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(0), "new timestamped names asked again: {v}");
    let logs = std::fs::read_dir(env.home.join(".npm/_logs")).unwrap().count();
    assert_eq!(logs, 1, "the approved run's own log landed");
    // The approval is used up: a third run asks again.
    let (o, v) = env.run_json("sh go.sh", &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125), "{v}");
}

#[test]
fn an_allow_once_does_not_cover_a_rerun_that_does_more_of_substance() {
    // What the script became after the answer; the command text stays the same.
    let approved = format!("{GENERATED} && rm build/old-2.o");
    let variants = [
        ("another build output of the same shape deleted", format!("{approved} build/old-1.o")),
        ("a tracked file deleted", format!("{approved} README.md")),
        (
            "a new destination",
            format!("{approved}; bash -c 'exec 3<>/dev/tcp/203.0.113.9/443' 2>/dev/null; true"),
        ),
    ];
    for (what, script) in variants {
        let env = generated_project();
        env.write("go.sh", &format!("{approved}\n"));
        approved_once(&env, "sh go.sh");
        env.write("go.sh", &format!("{script}\n"));
        let (o, v) = env.run_json("sh go.sh", &["--autonomy", "copilot"]);
        assert_eq!(o.status.code(), Some(125), "{what}: an approval of other effects was used: {v}");
        assert!(env.ws.join("README.md").exists() && env.ws.join("build/old-2.o").exists(), "{what}");
    }
}

#[test]
fn an_approval_from_the_agents_dialog_holds_for_new_generated_names() {
    // The hook's path: `foresee exec --approve-check-in N` answers "allow once" and runs again.
    let env = generated_project();
    std::fs::write(env.ws.join("foresee.toml"), "autonomy = \"copilot\"\n").unwrap();
    let exec = |extra: &[&str]| {
        let o = env.foresee().arg("exec").args(extra).args(["--json", "-c", GENERATED]).output().unwrap();
        let v: Value = serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", stdout(&o)));
        (o.status.code(), v)
    };
    let (code, v) = exec(&[]);
    assert_eq!(code, Some(125), "{v}");
    let id = checkin_id(&v).to_string();
    let (code, v) = exec(&["--approve-check-in", &id]);
    assert_eq!(code, Some(0), "new timestamped names asked again: {v}");
    // Used up: the next run checks in again.
    let (code, v) = exec(&[]);
    assert_eq!(code, Some(125), "{v}");
}
