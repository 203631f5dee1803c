//! Personas, as in the autonomy literature: a cautious and a permissive simulated user answer
//! the same stream of check-ins (the way a person would, with `foresee review`). Afterwards, on a
//! held-back set of routine commands neither has seen:
//!
//! * the cautious user's policy checks in at least [`MARGIN`] more often than the permissive
//!   user's;
//! * the wall fires identically for both;
//! * revoking trust in one area restores check-ins there, and only there.

mod common;
use common::*;
use serde_json::Value;

/// The stated margin between the two users' check-in rates on the held-back set.
const MARGIN: f64 = 0.40;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Persona {
    /// Allows only commands that add files; denies changes, deletions and anything outside.
    Cautious,
    /// Allows whatever the wall lets reach it.
    Permissive,
}

impl Persona {
    fn allows(self, v: &Value) -> bool {
        match self {
            Persona::Permissive => true,
            Persona::Cautious => {
                let kind = v["policy"]["kind"].as_str().unwrap_or("");
                matches!(kind, "create" | "none")
            }
        }
    }
}

fn project(env: &Env) {
    env.git_repo(&[
        ("README.md", "# project\n\nA small project.\n"),
        ("src/main.c", "int main(void) { return 0; }\n"),
        ("src/util.c", "int util(void) { return 1; }\n"),
        ("src/parse.c", "int parse(void) { return 2; }\n"),
        ("src/emit.c", "int emit(void) { return 3; }\n"),
        ("docs/intro.md", "# Intro\n"),
        ("docs/usage.md", "# Usage\n"),
        ("docs/faq.md", "# FAQ\n"),
        ("lib/list.c", "int list(void) { return 4; }\n"),
        ("lib/map.c", "int map(void) { return 5; }\n"),
        (".gitignore", "build/\n*.log\n"),
    ]);
    for f in ["build/a.o", "build/b.o", "build/c.o", "build/d.o", "build/e.o", "run.log", "old.log"] {
        env.write(f, "junk\n");
    }
}

/// The training stream: routine work of every kind, answered one by one.
const STREAM: &[&str] = &[
    "echo '/* note */' >> src/main.c",
    "sed -i 's/return 1/return 10/' src/util.c",
    "echo 'More.' >> docs/intro.md",
    "rm build/a.o build/b.o",
    "echo 'int extra(void);' > src/extra.h",
    "printf '# Changes\\n' > docs/changes.md",
    "echo 'See docs.' >> README.md",
    "rm run.log",
    "echo '/* fix */' >> lib/list.c",
    "mkdir -p tools && echo 'echo hi' > tools/hello.sh",
    "sed -i 's/Usage/How to use/' docs/usage.md",
    "rm build/c.o",
];

/// Held back: similar work on other files, never answered.
const HELD_BACK: &[(&str, &str)] = &[
    ("echo '/* tidy */' >> src/parse.c", "src"),
    ("sed -i 's/return 3/return 30/' src/emit.c", "src"),
    ("echo '/* more */' >> lib/map.c", "lib"),
    ("echo 'Q. Why?' >> docs/faq.md", "docs"),
    ("rm build/d.o build/e.o", "build"),
    ("rm old.log", "root"),
    ("echo 'int more(void);' > src/more.h", "src"),
    ("printf '# Design\\n' > docs/design.md", "docs"),
    ("echo 'Thanks.' >> README.md", "root"),
    ("mkdir -p scripts && echo 'echo x' > scripts/x.sh", "scripts"),
];

/// Commands the wall decides: a block, and asks it raises whoever answers.
const WALL: &[&str] = &[
    "echo 'alias ls=rm' >> \"$HOME/.bashrc\"",
    "chmod u+s src/main.c",
    "rm src/main.c",
    "echo x > \"$HOME/elsewhere.txt\"",
    "cat \"$HOME/.aws/credentials\"",
];

fn checkin_id(v: &Value) -> Option<i64> {
    let r = v["reason"].as_str()?;
    let at = r.find("check-in #")? + "check-in #".len();
    r[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().ok()
}

fn wall_rules(v: &Value) -> Vec<String> {
    let mut r: Vec<String> = v["findings"]
        .as_array()
        .map(|a| a.iter().filter_map(|f| f["rule"].as_str().map(String::from)).collect())
        .unwrap_or_default();
    r.retain(|x| !x.starts_with("policy."));
    r.sort();
    r
}

/// Trains a user's policy on the stream: copilot makes every command a check-in, which the
/// persona answers in a review, as a person would later.
fn train(env: &Env, who: Persona) -> (usize, usize) {
    let (mut allowed, mut denied) = (0, 0);
    for cmd in STREAM {
        let (o, v) = env.run_json(cmd, &["--autonomy", "copilot", "--session", "training"]);
        assert_eq!(o.status.code(), Some(125), "{who:?} {cmd}: copilot checks in: {v}");
        let id = checkin_id(&v).unwrap_or_else(|| panic!("not queued: {v}"));
        let answer = if who.allows(&v) { "--allow" } else { "--deny" };
        let o = env.foresee().args(["review", &id.to_string(), answer]).output().unwrap();
        assert!(o.status.success(), "review: {}", stderr(&o));
        if who.allows(&v) {
            allowed += 1;
        } else {
            denied += 1;
        }
    }
    (allowed, denied)
}

/// The held-back set at the default level, rehearsed only (nothing changes, nothing is asked).
fn held_back(env: &Env) -> Vec<(String, &'static str, Value)> {
    HELD_BACK
        .iter()
        .map(|(cmd, area)| {
            let (_, v) = env.run_json(cmd, &["--dry-run"]);
            assert!(v["dry_run"] == true, "{v}");
            (v["decision"].as_str().unwrap_or("").to_string(), *area, v)
        })
        .collect()
}

fn rate(results: &[(String, &str, Value)]) -> f64 {
    results.iter().filter(|(d, _, _)| d == "ask").count() as f64 / results.len() as f64
}

fn env_for(_who: Persona) -> Env {
    let env = Env::new(Mode::Root);
    project(&env);
    std::fs::create_dir_all(env.home.join(".aws")).unwrap();
    std::fs::write(
        env.home.join(".aws/credentials"),
        "[default]\naws_secret_access_key = q8Vd3kP1xLmN7bR2sT5uW9yZ0aC4eG6hJ8kM1nQ3\n",
    )
    .unwrap();
    env
}

#[test]
fn cautious_and_permissive_users_teach_different_policies_behind_the_same_wall() {
    let cautious = env_for(Persona::Cautious);
    let permissive = env_for(Persona::Permissive);

    // Before training both users' policies are the priors: the same decisions.
    let before_c = held_back(&cautious);
    let before_p = held_back(&permissive);
    let d = |r: &[(String, &str, Value)]| r.iter().map(|(d, _, _)| d.clone()).collect::<Vec<_>>();
    assert_eq!(d(&before_c), d(&before_p), "untrained policies differ");

    let (ca, cd) = train(&cautious, Persona::Cautious);
    let (pa, pd) = train(&permissive, Persona::Permissive);
    assert!(cd >= 6 && ca >= 2, "the cautious user should both allow and deny: {ca} allowed, {cd} denied");
    assert_eq!((pa, pd), (STREAM.len(), 0));

    let after_c = held_back(&cautious);
    let after_p = held_back(&permissive);
    let (rc, rp) = (rate(&after_c), rate(&after_p));
    eprintln!(
        "check-in rate on the held-back set: cautious {rc:.2}, permissive {rp:.2} (before training {:.2})",
        rate(&before_c)
    );
    for (who, r) in [("cautious", &after_c), ("permissive", &after_p)] {
        for (dec, area, v) in r.iter() {
            eprintln!(
                "  {who:<10} {area:<8} {dec:<5} score {} {}",
                v["policy"]["score"],
                v["report"]["command"].as_str().unwrap_or("")
            );
        }
    }
    assert!(rc - rp >= MARGIN, "cautious {rc:.2} vs permissive {rp:.2}: the margin is {MARGIN}");
    assert!(rc > rate(&before_c), "the cautious user's denials made it ask more");
    assert!(rp <= rate(&before_p), "the permissive user's approvals did not make it ask more");

    // The wall: identical for both, whatever they taught their policies.
    for cmd in WALL {
        let (_, vc) = cautious.run_json(cmd, &["--dry-run"]);
        let (_, vp) = permissive.run_json(cmd, &["--dry-run"]);
        assert_eq!(wall_rules(&vc), wall_rules(&vp), "{cmd}");
        assert!(!wall_rules(&vc).is_empty(), "{cmd}: the wall did not fire: {vc}");
        if vc["decision"] == "block" || vp["decision"] == "block" {
            assert_eq!(vc["decision"], vp["decision"], "{cmd}: a block is the same for everyone");
        }
        // At the loosest level too.
        let (_, vt) = permissive.run_json(cmd, &["--dry-run", "--autonomy", "trusted"]);
        assert_eq!(wall_rules(&vt), wall_rules(&vc), "{cmd} at trusted");
        assert_ne!(vt["decision"], "allow", "{cmd}: trusted let a wall finding through: {vt}");
    }

    // Revoking one area: the permissive user's commands there check in again; elsewhere nothing
    // changes.
    let o = permissive.foresee().args(["trust", "revoke", "--path", "src/**"]).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let revoked = held_back(&permissive);
    for ((before, area, _), (after, _, v)) in after_p.iter().zip(&revoked) {
        if *area == "src" {
            assert_eq!(after, "ask", "src/ was revoked: {v}");
        } else {
            assert_eq!(after, before, "{area} was not revoked but changed: {v}");
        }
    }
    assert!(after_p.iter().any(|(d, a, _)| *a == "src" && d == "allow"), "src/ was trusted before");

    // Trust comes back through answers in that area, not by itself.
    for (i, body) in ["a", "b", "c"].iter().enumerate() {
        let (o, v) = permissive.run_json(&format!("echo '/* {body} */' >> src/main.c"), &[]);
        assert_eq!(o.status.code(), Some(125), "revoked area asks ({i}): {v}");
        let id = checkin_id(&v).unwrap();
        let o = permissive.foresee().args(["review", &id.to_string(), "--allow"]).output().unwrap();
        assert!(o.status.success());
    }
    let (_, v) = permissive.run_json("echo '/* d */' >> src/parse.c", &["--dry-run"]);
    assert_eq!(v["decision"], "allow", "three approvals rebuild trust: {v}");
}

#[test]
fn the_summary_separates_check_ins_by_cause() {
    let env = env_for(Persona::Permissive);
    let s = ["--session", "s1"];
    let run = |cmd: &str, extra: &[&str]| env.run_json(cmd, &[&s[..], extra].concat()).1;
    assert_eq!(run("echo ok > notes.md", &[])["decision"], "allow");
    assert_eq!(run("rm src/util.c", &[])["decision"], "ask"); // the wall's question
    assert_eq!(run("echo 'alias x=y' >> \"$HOME/.bashrc\"", &[])["decision"], "block");
    assert_eq!(run("echo more >> notes.md", &["--autonomy", "copilot"])["decision"], "ask"); // the policy's
    let o = env.foresee().args(["session", "summary", "--session", "s1", "--json"]).output().unwrap();
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["silent"].as_u64().unwrap() + v["flagged"].as_u64().unwrap(), 1, "{v}");
    assert_eq!(v["blocked"], 1, "{v}");
    assert_eq!(v["asked"], 2, "{v}");
    assert_eq!(v["asked_by_rule"], 1, "{v}");
    assert_eq!(v["asked_by_policy"], 1, "{v}");
    assert_eq!(v["asked_by_model"], 0, "{v}");
    // Other sessions are not counted.
    let o = env.foresee().args(["session", "summary", "--session", "other", "--json"]).output().unwrap();
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["asked"], 0, "{v}");
}

#[test]
fn plain_rules_compile_confirm_and_act_and_what_cannot_be_read_is_kept_as_guidance() {
    let env = env_for(Persona::Permissive);
    env.write("config/prod/app.ini", "a=1\n");
    let o = env.foresee().args(["rules", "add", "never write to files under config/prod/"]).output().unwrap();
    assert!(!o.status.success(), "without a terminal or --yes it must not add: {}", stdout(&o));
    let o = env
        .foresee()
        .args(["rules", "add", "--yes", "never write to files under config/prod/"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("block any command that would write"), "{}", stdout(&o));
    let (_, v) = env.run_json("echo b=2 >> config/prod/app.ini", &["--autonomy", "trusted"]);
    assert_eq!(v["decision"], "block", "{v}");
    assert_eq!(v["rule"], "user.rule");
    let (_, v) = env.run_json("echo b=2 >> config/dev.ini", &[]);
    assert_eq!(v["decision"], "allow", "{v}");

    let o = env.foresee().args(["rules", "add", "--yes", "be gentle with the database"]).output().unwrap();
    assert!(o.status.success());
    assert!(stdout(&o).contains("kept as guidance"), "{}", stdout(&o));
    let o = env.foresee().args(["rules", "list", "--json"]).output().unwrap();
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 1, "guidance is not a rule: {v}");
    let id = v[0]["id"].as_i64().unwrap();
    let o = env.foresee().args(["rules", "remove", &id.to_string()]).output().unwrap();
    assert!(o.status.success());
    let (_, v) = env.run_json("echo b=3 >> config/prod/app.ini", &[]);
    assert_eq!(v["decision"], "allow", "the rule is gone: {v}");
}

#[test]
fn observe_shows_weights_against_priors_and_thresholds_per_level() {
    let env = env_for(Persona::Cautious);
    let (_, v) = env.run_json("echo x >> src/main.c", &["--autonomy", "copilot"]);
    let id = checkin_id(&v).unwrap();
    assert!(env.foresee().args(["review", &id.to_string(), "--deny"]).status().unwrap().success());
    let o = env.foresee().args(["observe", "weights", "--json"]).output().unwrap();
    let w: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(w["samples"], 1, "{w}");
    let bias = &w["weights"][0];
    assert_eq!(bias["feature"], "bias");
    assert!(
        bias["current"].as_f64().unwrap() < bias["prior"].as_f64().unwrap(),
        "a denial lowers the bias: {w}"
    );
    let o = env.foresee().args(["observe", "preferences", "--json"]).output().unwrap();
    let p: Value = serde_json::from_slice(&o.stdout).unwrap();
    let levels: Vec<&str> = p.as_array().unwrap().iter().map(|l| l["level"].as_str().unwrap()).collect();
    assert_eq!(levels, ["copilot", "assisted", "autopilot", "trusted"]);
    let lower: Vec<f64> =
        p.as_array().unwrap()[1..].iter().map(|l| l["check_in_below"].as_f64().unwrap()).collect();
    assert!(lower.windows(2).all(|w| w[0] > w[1]), "each level asks less than the one before: {p}");
    let o = env.foresee().args(["observe", "decisions", "--json"]).output().unwrap();
    let d: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(d.as_array().unwrap().iter().any(|r| r["source"] == "human" && r["decision"] == "deny"), "{d}");
}
