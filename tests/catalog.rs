//! The catalog's examples are true: for every rule, the command its documentation says fires
//! it gets the rule's action, and the look-alike it says does not fire it does not, each run
//! for real through `foresee run --json` in the documented scene (`catalog::SCENE`).
//!
//! Every target is a file of the test's own temporary workspace and home; nothing leaves a
//! rehearsal, and the examples' hosts are example.com ones anyway.

mod common;
use common::*;
use foresee::approver::catalog::{self, Run};

/// The scene every example starts from, as the catalog describes it.
fn scene() -> Env {
    let env = Env::new(Mode::Root);
    env.git_repo(catalog::SCENE.tracked);
    for (p, c) in catalog::SCENE.home {
        let p = env.home.join(p);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, c).unwrap();
    }
    for (p, c) in catalog::SCENE.untracked {
        env.write(p, c);
    }
    env.fix_owner();
    env
}

fn run(env: &Env, r: &Run) -> serde_json::Value {
    let mut extra: Vec<&str> = vec!["--autonomy", "autopilot"];
    if let Some(t) = r.task {
        extra.extend(["--task", t]);
    }
    extra.extend(r.flags);
    env.run_json(r.command, &extra).1
}

/// The decision of the rule's own finding, if it fired.
fn decision_of(v: &serde_json::Value, rule: &str) -> Option<String> {
    v["findings"]
        .as_array()?
        .iter()
        .find(|f| f["rule"] == rule)
        .map(|f| f["decision"].as_str().unwrap_or("").to_string())
}

/// What an example needs installed, by the programs its commands start with.
fn missing(commands: &[&str]) -> Vec<&'static str> {
    ["git", "sed", "getent", "python3", "grep", "cut", "xargs", "bash"]
        .into_iter()
        .filter(|p| commands.iter().any(|c| c.contains(&format!("{p} "))) && !have(p))
        .collect()
}

#[test]
fn every_rule_fires_on_its_example_and_not_on_the_look_alike() {
    let only = std::env::var("FORESEE_RULE").ok();
    let mut failures = Vec::new();
    for r in catalog::RULES.iter().filter(|r| only.as_deref().is_none_or(|o| o == r.id)) {
        let e = &r.example;
        let lack = missing(&[e.setup, e.fires.command, e.passes.command]);
        if !lack.is_empty() {
            assert!(!in_ci(), "{}: needs {lack:?}", r.id);
            eprintln!("skipping {}: needs {lack:?}", r.id);
            continue;
        }
        // Each in its own scene: an allowed look-alike is committed.
        let env = scene();
        env.sh(e.setup);
        let miss = run(&env, &e.passes);
        if let Some(d) = decision_of(&miss, r.id) {
            failures.push(format!(
                "{}: the look-alike {:?} fired ({d}): {}",
                r.id,
                e.passes.shown(),
                miss["reason"]
            ));
        }
        let env = scene();
        env.sh(e.setup);
        let hit = run(&env, &e.fires);
        let want = r.action.as_str();
        if decision_of(&hit, r.id).as_deref() != Some(want) {
            failures.push(format!(
                "{}: {:?} did not {want}: {} ({})",
                r.id,
                e.fires.shown(),
                hit["reason"],
                hit["findings"]
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "examples in src/approver/catalog/ that are not true (FORESEE_RULE=id runs one):\n{}",
        failures.join("\n")
    );
}

#[test]
fn rules_explain_and_reference_come_from_the_catalog() {
    let env = Env::new(Mode::Root);
    let o = env.foresee().args(["rules", "explain", "tracked.destroy"]).output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let rule = catalog::find("tracked.destroy").unwrap();
    assert!(text.starts_with("tracked.destroy (ask)\n"), "{text}");
    assert!(text.contains(&rule.example.fires.shown()) && text.contains("Why: "), "{text}");

    let o = env.foresee().args(["rules", "explain", "tracked.destory"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("did you mean tracked.destroy"), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());

    let o = env.foresee().args(["rules", "explain"]).output().unwrap();
    assert!(o.status.success());
    let all = stdout(&o);
    for r in catalog::RULES {
        assert!(all.contains(&format!("\n{} ({})\n", r.id, r.action.as_str())), "{} missing", r.id);
    }

    let o = env.foresee().args(["rules", "reference"]).output().unwrap();
    assert_eq!(stdout(&o), catalog::table());
    let o = env.foresee().args(["rules", "reference", "--full"]).output().unwrap();
    assert_eq!(stdout(&o), catalog::full());

    // The man pages carry the new subcommands' help.
    let dir = env.tmp.path().join("man1");
    assert!(env.foresee().arg("man").arg("--dir").arg(&dir).status().unwrap().success());
    let page = std::fs::read_to_string(dir.join("foresee-rules-explain.1")).unwrap();
    assert!(page.contains("look\\-alike"), "{page}");
    assert!(dir.join("foresee-rules-reference.1").is_file());
}
