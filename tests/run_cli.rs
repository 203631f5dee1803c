//! `foresee run` as an agent sees it: output and exit codes passed through byte for byte on
//! allow, refusals with their exit codes, and bad input handled without losing anything.

mod common;
use common::*;

#[test]
fn output_and_exit_codes_pass_through_byte_for_byte() {
    for mode in modes() {
        let env = Env::new(mode);
        // No trailing newline.
        let o = env.foresee().args(["run", "--no-prompt", "--", "printf", "no newline"]).output().unwrap();
        assert_eq!(o.stdout, b"no newline", "{mode:?}");
        assert_eq!(o.status.code(), Some(0));
        // stderr and a non-zero exit code.
        let o = env.run("echo out; echo err >&2; exit 7", &[]);
        assert_eq!(o.stdout, b"out\n");
        assert_eq!(o.stderr, b"err\n");
        assert_eq!(o.status.code(), Some(7));
        // Binary output, every byte value.
        let o = env.run("python3 -c 'import sys; sys.stdout.buffer.write(bytes(range(256))*3)'", &[]);
        let want: Vec<u8> = (0..=255u8).cycle().take(768).collect();
        assert_eq!(o.stdout, want);
        // Large output (8 MiB), exact.
        let o = env.run("head -c 8388608 /dev/zero | tr '\\0' 'x'; printf end", &[]);
        assert_eq!(o.stdout.len(), 8 * 1024 * 1024 + 3);
        assert!(o.stdout.ends_with(b"xend"));
        // Killed by a signal: 128 + n, as a shell answers.
        let o = env.run("kill -SEGV $$", &[]);
        assert_eq!(o.status.code(), Some(128 + 11));
    }
}

#[test]
fn json_answer_has_every_field_and_encodes_binary() {
    let env = Env::new(Mode::Root);
    let (o, v) = env.run_json("printf 'hi'; printf '\\377' >&2; exit 3", &[]);
    assert_eq!(o.status.code(), Some(3));
    for k in ["decision", "reason", "rule", "exit_code", "stdout", "stderr", "report"] {
        assert!(v.get(k).is_some(), "missing {k} in {v}");
    }
    assert_eq!(v["decision"], "allow");
    assert_eq!(v["exit_code"], 3);
    assert_eq!(v["stdout"], "hi");
    assert_eq!(v["stderr_encoding"], "base64");
    assert_eq!(v["stderr"], "/w==");
    assert_eq!(v["report"]["schema"], "foresee.report/v1");
}

#[test]
fn a_missing_command_answers_127_and_says_so() {
    for mode in modes() {
        let env = Env::new(mode);
        let o = env.foresee().args(["run", "--no-prompt", "--", "no-such-command-xyz"]).output().unwrap();
        assert_eq!(o.status.code(), Some(127), "{mode:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("no-such-command-xyz: command not found"));
        let o = env.run("no-such-command-xyz", &[]);
        assert_eq!(o.status.code(), Some(127));
    }
}

#[test]
fn an_empty_command_is_a_usage_error() {
    let env = Env::new(Mode::Root);
    let o = env.foresee().args(["run", "--no-prompt"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no command given"));
    let o = env.foresee().args(["run", "--no-prompt", "-c", ""]).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "an empty shell string does nothing, successfully");
}

#[test]
fn a_workspace_that_is_not_a_git_repository_works() {
    for mode in modes() {
        let env = Env::new(mode);
        env.write("a.txt", "one\n");
        let (o, v) = env.run_json("echo two > a.txt; echo new > b.txt; rm a.txt", &[]);
        assert_eq!(v["decision"], "allow", "{mode:?}: {v}");
        assert_eq!(o.status.code(), Some(0));
        assert!(!env.ws.join("a.txt").exists());
        assert_eq!(std::fs::read_to_string(env.ws.join("b.txt")).unwrap(), "new\n");
    }
}

#[test]
fn a_read_only_workspace_stays_read_only() {
    if !need(is_root(), "root, to mount a read-only workspace") {
        return;
    }
    let env = Env::new(Mode::Root);
    env.write("a.txt", "one\n");
    let mnt = env.tmp.path().join("ro");
    std::fs::create_dir(&mnt).unwrap();
    let st = std::process::Command::new("mount")
        .args(["--bind", "-o", "ro"])
        .arg(&env.ws)
        .arg(&mnt)
        .status()
        .unwrap();
    assert!(st.success());
    let st2 = std::process::Command::new("mount").args(["-o", "remount,bind,ro"]).arg(&mnt).status().unwrap();
    assert!(st2.success());
    let o = env
        .foresee()
        .current_dir(&mnt)
        .args(["run", "--no-prompt", "-c", "echo x > a.txt"])
        .output()
        .unwrap();
    let _ = std::process::Command::new("umount").arg(&mnt).status();
    assert_ne!(o.status.code(), Some(0), "a write to a read-only mount must fail inside as it would outside");
    assert!(stderr(&o).contains("Read-only file system"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(env.ws.join("a.txt")).unwrap(), "one\n");
}

#[test]
fn a_workspace_with_100k_files() {
    let env = Env::new(Mode::Root);
    for d in 0..100 {
        let dir = env.ws.join(format!("d{d:03}"));
        std::fs::create_dir(&dir).unwrap();
        for f in 0..1000 {
            std::fs::write(dir.join(format!("f{f:04}")), b"x").unwrap();
        }
    }
    let t = std::time::Instant::now();
    let (o, v) = env.run_json("ls d050 | wc -l; echo changed > d099/f0999; rm d000/f0000", &[]);
    assert_eq!(v["decision"], "allow", "{v}");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(v["stdout"], "1000\n");
    assert_eq!(std::fs::read_to_string(env.ws.join("d099/f0999")).unwrap(), "changed\n");
    assert!(!env.ws.join("d000/f0000").exists());
    assert_eq!(v["report"]["files"]["counts"]["modified"], 1);
    assert_eq!(v["report"]["files"]["counts"]["deleted"], 1);
    eprintln!("100k-file workspace: {:?}", t.elapsed());
}
