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
        // Outside git nothing keeps a copy of a.txt: the request asks for its deletion.
        let (o, v) = env.run_json(
            "echo two > a.txt; echo new > b.txt; rm a.txt",
            &["--task", "write b.txt and delete a.txt"],
        );
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
    let (o, v) = env.run_json(
        "ls d050 | wc -l; echo changed > d099/f0999; rm d000/f0000",
        &["--task", "count d050, change d099/f0999 and delete d000/f0000"],
    );
    assert_eq!(v["decision"], "allow", "{v}");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(v["stdout"], "1000\n");
    assert_eq!(std::fs::read_to_string(env.ws.join("d099/f0999")).unwrap(), "changed\n");
    assert!(!env.ws.join("d000/f0000").exists());
    assert_eq!(v["report"]["files"]["counts"]["modified"], 1);
    assert_eq!(v["report"]["files"]["counts"]["deleted"], 1);
    eprintln!("100k-file workspace: {:?}", t.elapsed());
}

#[test]
fn a_commit_interrupted_by_a_crash_is_finished_by_the_next_run() {
    for mode in modes() {
        let env = Env::new(mode);
        // foresee dies (as if killed) after applying the first of three steps.
        let o = env
            .foresee()
            .env("FORESEE_TEST_CRASH_COMMIT_AFTER", "1")
            .args(["run", "--no-prompt", "-c", "echo a > f1; echo b > f2; mkdir d; echo c > d/f3"])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(99), "{mode:?}: {}", stderr(&o));
        let present = ["f1", "f2", "d"].iter().filter(|f| env.ws.join(f).exists()).count();
        assert!(present < 3, "{mode:?}: the crash came after the whole commit");
        // The next run (any command) finishes the interrupted commit before its own.
        let o = env.run("true", &[]);
        assert_eq!(o.status.code(), Some(0), "{mode:?}: {}", stderr(&o));
        assert_eq!(std::fs::read_to_string(env.ws.join("f1")).unwrap(), "a\n");
        assert_eq!(std::fs::read_to_string(env.ws.join("f2")).unwrap(), "b\n");
        assert_eq!(std::fs::read_to_string(env.ws.join("d/f3")).unwrap(), "c\n");
        let temps: Vec<_> = std::fs::read_dir(&env.ws)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with(".foresee-"))
            .collect();
        assert!(temps.is_empty(), "{mode:?}: temporaries left: {temps:?}");
    }
}

#[test]
fn ctrl_c_rolls_back_and_leaves_nothing() {
    for mode in modes() {
        let env = Env::new(mode);
        let marker = format!("foresee-ctrl-c-{}-{:?}", std::process::id(), mode);
        let script = format!("echo x > written; exec -a {marker} sleep 300");
        let mut child = env.foresee().args(["run", "--no-prompt", "-c", &script]).spawn().unwrap();
        // Wait for the command to be running (its sleep carries a name of its own).
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        let sleeping = || {
            std::fs::read_dir("/proc").unwrap().flatten().any(|e| {
                std::fs::read(e.path().join("cmdline"))
                    .map(|c| c.starts_with(marker.as_bytes()))
                    .unwrap_or(false)
            })
        };
        while !sleeping() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
        let st = child.wait().unwrap();
        assert_eq!(st.code(), Some(130), "{mode:?}");
        assert!(!env.ws.join("written").exists(), "{mode:?}: an interrupted rehearsal changed the tree");
        wait_for_cleanup(&env.state);
        let left: Vec<_> = std::fs::read_dir(env.state.join("runs"))
            .map(|r| r.flatten().map(|e| e.file_name()).collect())
            .unwrap_or_default();
        assert!(left.is_empty(), "{mode:?}: {left:?}");
    }
}

/// Runs foresee on a pseudo-terminal and answers its questions in turn (`answer` is `|`-separated).
fn on_a_terminal(env: &Env, script: &str, answer: &str) -> (i32, String) {
    on_a_terminal_with(env, &["run", "-c", script], answer)
}

/// foresee with these arguments on a pseudo-terminal (see [`on_a_terminal`]).
fn on_a_terminal_with(env: &Env, args: &[&str], answer: &str) -> (i32, String) {
    let driver = r#"
import os, pty, sys, select
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
out = b""
answers = [a for a in os.environ["ANSWER"].split("|") if a]
seen = 0
while True:
    r, _, _ = select.select([fd], [], [], 30)
    if not r:
        break
    try:
        data = os.read(fd, 4096)
    except OSError:
        break
    if not data:
        break
    out += data
    # Every question ends in "? "; answer them in turn.
    if answers and out[seen:].rstrip(b" ").endswith(b"?"):
        os.write(fd, answers.pop(0).encode() + b"\n")
        seen = len(out)
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode(errors="replace"))
sys.exit(os.waitstatus_to_exitcode(status))
"#;
    let mut c = env.command(std::path::Path::new("python3"));
    c.arg("-c").arg(driver).arg(foresee_bin()).args(args).env("ANSWER", answer);
    let o = c.output().unwrap();
    (o.status.code().unwrap_or(-1), stdout(&o))
}

#[test]
fn ask_on_a_terminal_shows_the_effects_and_obeys_the_answer() {
    if !need(have("python3"), "python3, to drive a pseudo-terminal") {
        return;
    }
    let env = Env::new(Mode::Root);
    env.git_repo(&[("src/main.c", "int main(void) { return 0; }\n"), ("README", "hello\n")]);
    let (code, screen) = on_a_terminal(&env, "rm src/main.c", "d|keep the sources");
    assert_eq!(code, 126, "{screen}");
    assert!(screen.contains("src/main.c") && screen.contains("git-tracked"), "{screen}");
    assert!(screen.contains("declined by the user"), "{screen}");
    assert!(env.ws.join("src/main.c").exists());
    // The reason is kept as guidance and shown at the next check-in of the same kind.
    let (code, screen) = on_a_terminal(&env, "rm src/main.c", "a");
    assert!(screen.contains("your guidance: keep the sources"), "{screen}");
    assert_eq!(code, 0, "{screen}");
    assert!(!env.ws.join("src/main.c").exists());
}

#[test]
fn the_demo_runs_and_leaves_nothing_behind() {
    if !need(have("make"), "make, which the demo runs") {
        return;
    }
    let before: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("foresee-demo-"))
        .map(|e| e.file_name())
        .collect();
    let o = std::process::Command::new(foresee_bin()).arg("demo").env("COLUMNS", "140").output().unwrap();
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{}", stderr(&o));
    assert!(out.contains("ALLOW"), "{out}");
    assert!(out.contains("ASK: needs approval") && out.contains("src/main.c"), "{out}");
    assert!(out.contains("untouched"), "{out}");
    let after: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("foresee-demo-"))
        .map(|e| e.file_name())
        .collect();
    assert_eq!(before, after, "the demo left its folder behind");
}

/// `/usr` is bound read-only rather than overlaid, for speed (every name a fresh overlay looks
/// up costs it microseconds). A command that writes there is rehearsed again with `/usr`
/// overlaid: it sees its own write, the report has it, and the host is untouched. A command
/// that only reads keeps the bind: inside, `/usr` shows the host's device.
#[test]
fn a_write_under_usr_is_rehearsed_again_with_usr_overlaid() {
    use std::os::unix::fs::MetadataExt;
    for mode in modes() {
        let env = Env::new(mode);
        let dir = format!("/usr/local/share/foresee-test-{}-{mode:?}", std::process::id());
        let (_, v) = env.run_json("stat -c %d /usr/bin", &["--dry-run"]);
        let host_dev = std::fs::metadata("/usr/bin").unwrap().dev();
        assert_eq!(v["stdout"], format!("{host_dev}\n"), "{mode:?}: {v}");
        let script =
            format!("mkdir -p {dir}/d && echo written > {dir}/d/f && cat {dir}/d/f; stat -c %d /usr/bin");
        let (_, v) = env.run_json(&script, &["--dry-run"]);
        let gone = !std::path::Path::new(&dir).exists();
        // A sandbox that failed would have written to the host: the test's own folder.
        let _ = std::fs::remove_dir_all(&dir);
        assert!(gone, "{mode:?}: the write reached the host");
        match mode {
            Mode::Root => {
                assert_eq!(v["command_exit_code"], 0, "{v}");
                let out = v["stdout"].as_str().unwrap();
                assert!(out.starts_with("written\n"), "{out}");
                assert_ne!(out.lines().nth(1), Some(host_dev.to_string().as_str()), "/usr was not overlaid");
                assert_eq!(v["report"]["files"]["counts"]["created"], 3, "{v}");
            }
            // Not root inside: /usr is the host's root's, overlaid or not; the write is refused
            // as it would be on the host, not as a read-only filesystem.
            Mode::Rootless => {
                let err = v["stderr"].as_str().unwrap();
                assert!(err.contains("Permission denied") && !err.contains("Read-only"), "{err}");
            }
        }
    }
}

/// A symlink's target is text the link holds, not a path the command changes: making links,
/// relative or into `/usr`, dangling or not, is rehearsed once, and the links land. A change
/// in `/usr` itself, or a write through a link that leads there, is rehearsed a second time
/// with `/usr` overlaid, and the report says so, why, and what the first rehearsal cost. The
/// host's `/usr` is never written.
#[test]
fn making_a_symlink_is_rehearsed_once_and_a_write_into_usr_twice_and_said() {
    for mode in modes() {
        let env = Env::new(mode);
        env.write("f", "x\n");
        env.write("d/keep", "");
        let target = format!("/usr/local/foresee-test-{}-{mode:?}", std::process::id());
        let links = format!("ln -sf ../f d/rel; ln -sf /usr/bin/env d/abs; ln -s {target} d/dangling");
        // Removing the link is only rehearsed: no task asks for it.
        let scripts = [
            (links.as_str(), false),
            ("ln -sf ../f d/rel; ln -sf /usr/bin/env d/abs", false),
            ("rm d/abs", true),
        ];
        for (script, dry) in scripts {
            let (o, v) = env.run_json(script, if dry { &["--dry-run"] } else { &[] });
            assert_eq!(
                v["command_exit_code"].as_i64().or(o.status.code().map(i64::from)),
                Some(0),
                "{mode:?} {script}: {v}"
            );
            assert_eq!(v["report"]["execution"]["rehearsals"], 1, "{mode:?} {script}: {v}");
            assert!(v["report"]["execution"].get("rehearsed_again").is_none(), "{v}");
        }
        assert_eq!(std::fs::read_link(env.ws.join("d/rel")).unwrap(), std::path::Path::new("../f"));
        assert!(std::fs::symlink_metadata(env.ws.join("d/dangling")).is_ok(), "{mode:?}");
        for script in [format!("touch {target}"), "echo x > d/dangling".to_string()] {
            let (_, v) = env.run_json(&script, &["--dry-run"]);
            let reached_host = std::fs::symlink_metadata(&target).is_ok();
            // A sandbox that failed would have written to the host: the test's own file.
            let _ = std::fs::remove_file(&target);
            assert!(!reached_host, "{mode:?} {script}: the write reached the host");
            let execution = &v["report"]["execution"];
            assert_eq!(execution["rehearsals"], 2, "{mode:?} {script}: {v}");
            let reason = execution["rehearsed_again"]["reason"].as_str().unwrap_or_default();
            assert!(reason.contains("bound read-only") && reason.contains("(/usr)"), "{reason}");
            assert!(execution["rehearsed_again"]["first_ms"].is_u64(), "{v}");
            if mode == Mode::Root {
                // The second rehearsal, /usr overlaid, took the write: the report shows it.
                let entries = v["report"]["files"]["entries"].as_array().unwrap();
                assert!(entries.iter().any(|e| e["path"] == target.as_str()), "{mode:?} {script}: {v}");
            }
        }
        let o = env.foresee().args(["report", "show"]).output().unwrap();
        assert!(stdout(&o).contains("rehearsed: twice, it tried to change"), "{}", stdout(&o));
    }
}

/// Where a command wrote stays known past the trace's event buffer: a command that changes
/// more files than the buffer keeps (as a build does) is rehearsed once, and a change in
/// `/usr` after them still gets the second rehearsal.
#[test]
fn a_command_that_changes_many_files_is_rehearsed_once_unless_it_writes_into_usr() {
    for mode in modes() {
        let env = Env::new(mode);
        let target = format!("/usr/local/foresee-test-many-{}-{mode:?}", std::process::id());
        let many = "mkdir many && cd many && seq 1 25000 | xargs touch";
        for (script, rehearsals) in [(many.to_string(), 1), (format!("{many}; touch {target}"), 2)] {
            let (_, v) = env.run_json(&script, &["--dry-run"]);
            let reached_host = std::fs::symlink_metadata(&target).is_ok();
            let _ = std::fs::remove_file(&target);
            assert!(!reached_host, "{mode:?}: the write reached the host");
            // Rootless, /usr is the host's root's: the last touch is refused, overlaid or not.
            let ok = v["command_exit_code"] == 0;
            assert!(ok || (mode == Mode::Rootless && rehearsals == 2), "{mode:?} {script}: {v}");
            assert!(
                v["report"]["processes"]["dropped"].is_object(),
                "{mode:?}: the buffer did not run full: {v}"
            );
            assert_eq!(v["report"]["execution"]["rehearsals"], rehearsals, "{mode:?} {script}: {v}");
        }
    }
}

/// A command that changed nothing in the workspace the last two times gets the workspace bound
/// read-only as well (inside, its files show the host's device); one with the same key that
/// writes there is rehearsed again with everything overlaid, its write committed, and the key
/// starts over.
#[test]
fn a_read_only_habit_binds_the_workspace_and_a_write_still_lands() {
    use std::os::unix::fs::MetadataExt;
    for mode in modes() {
        let env = Env::new(mode);
        std::fs::write(env.ws.join("a.txt"), "a\n").unwrap();
        let host_dev = std::fs::metadata(env.ws.join("a.txt")).unwrap().dev().to_string();
        let dev = |env: &Env| {
            let (o, v) = env.run_json("stat -c %d a.txt", &[]);
            assert_eq!(o.status.code(), Some(0), "{mode:?}: {v}");
            v["stdout"].as_str().unwrap().trim().to_string()
        };
        assert_ne!(dev(&env), host_dev, "{mode:?}: the first run is overlaid");
        assert_ne!(dev(&env), host_dev, "{mode:?}: so is the second");
        assert_eq!(dev(&env), host_dev, "{mode:?}: the third is bound read-only");
        let (o, v) = env.run_json("stat -c %n a.txt > out.txt", &[]);
        assert_eq!(o.status.code(), Some(0), "{mode:?}: {v}");
        assert_eq!(std::fs::read_to_string(env.ws.join("out.txt")).unwrap(), "a.txt\n", "{mode:?}");
        assert_ne!(dev(&env), host_dev, "{mode:?}: after a write the key starts over");
    }
}

/// stdout a pipe whose reader is gone before anything is written: every write fails with EPIPE,
/// as for `foresee observe decisions --json | head` once `head` has had enough.
fn with_stdout_closed(mut c: std::process::Command) -> std::process::Output {
    use std::os::fd::{FromRawFd, OwnedFd};
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills the two descriptors, each owned once below.
    assert_eq!(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) }, 0);
    let (reader, writer) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    drop(reader);
    c.stdout(std::process::Stdio::from(writer)).stderr(std::process::Stdio::piped()).output().unwrap()
}

#[test]
fn a_reader_that_goes_away_ends_foresee_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README.md", "hello\n")]);
    // Something to list: decisions, a check-in, a rule, a report.
    assert!(env.run("echo hi", &[]).status.success());
    assert_eq!(env.run("echo more >> README.md", &["--autonomy", "copilot"]).status.code(), Some(125));
    assert!(
        env.foresee()
            .args(["rules", "add", "--yes", "never write to files under config/prod/"])
            .status()
            .unwrap()
            .success()
    );
    let commands: &[&[&str]] = &[
        &["observe", "decisions", "--json"],
        &["observe", "decisions"],
        &["observe", "weights"],
        &["observe", "preferences", "--json"],
        &["pending"],
        &["pending", "--json"],
        &["rules", "list"],
        &["report", "show", "last"],
        &["session", "summary"],
        &["--help"],
        &["run", "--no-prompt", "--", "seq", "100000"],
        &["run", "--no-prompt", "--json", "--", "echo", "hi"],
    ];
    for args in commands {
        let o = with_stdout_closed({
            let mut c = env.foresee();
            c.args(*args);
            c
        });
        let err = stderr(&o);
        assert!(!err.contains("panicked") && !err.contains("Broken pipe"), "{args:?}: {err}");
        // Ended by SIGPIPE as `seq` or `cat` would be, or done with what it had to do.
        assert!(
            o.status.signal() == Some(libc::SIGPIPE) || o.status.success(),
            "{args:?}: {:?}: {err}",
            o.status
        );
    }
    // The reader's going does not undo what was done: the allowed command's effects landed.
    let o = with_stdout_closed({
        let mut c = env.foresee();
        c.args(["run", "--no-prompt", "-c", "echo landed > out.txt; seq 100000"]);
        c
    });
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(env.ws.join("out.txt")).unwrap(), "landed\n");
}

#[test]
fn background_processes_stopped_at_the_end_are_named_in_the_answer() {
    for mode in modes() {
        let env = Env::new(mode);
        let script = "nohup sleep 300 >/dev/null 2>&1 & echo $! > server.pid; \
                      (exec -a named-by-foresee-7 sleep 301) & echo started";
        let o = env.run(script, &[]);
        assert_eq!(o.status.code(), Some(0), "{mode:?}: {}", stderr(&o));
        assert_eq!(o.stdout, b"started\n", "{mode:?}: the command's own output is unchanged");
        let err = stderr(&o);
        let lines: Vec<&str> =
            err.lines().filter(|l| l.starts_with("foresee: stopped background process: ")).collect();
        assert_eq!(lines.len(), 2, "{mode:?}: {err}");
        let pid = std::fs::read_to_string(env.ws.join("server.pid")).unwrap();
        assert!(
            lines
                .iter()
                .any(|l| l.contains("sleep 300")
                    && l.ends_with(&format!("(pid {} in the rehearsal)", pid.trim()))),
            "{mode:?}: the pid file's pid is the one named: {err}"
        );
        assert!(lines.iter().any(|l| l.contains("named-by-foresee-7 301")), "{mode:?}: {err}");

        let (o, v) = env.run_json(script, &[]);
        assert_eq!(o.status.code(), Some(0), "{v}");
        let stopped = v["stopped_background"].as_array().unwrap_or_else(|| panic!("{v}"));
        assert_eq!(stopped.len(), 2, "{v}");
        assert!(stopped.iter().all(|p| p["pid"].as_i64().is_some() && p["command"].is_string()), "{v}");
        assert!(
            !stderr(&o).contains("stopped background"),
            "--json keeps stderr to the command's: {}",
            stderr(&o)
        );

        // Nothing left running: nothing named.
        let (_, v) = env.run_json("echo hi", &[]);
        assert_eq!(v["stopped_background"], serde_json::json!([]), "{v}");
        assert!(!stderr(&env.run("echo hi", &[])).contains("stopped background"));
    }
}

#[test]
fn a_refused_command_does_not_hand_over_what_it_left_running() {
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README.md", "hello\n")]);
    // The command line of what it left is the command's writing, like its output (the command
    // text shows `$((6*7))`, the process `42`).
    let script = "(exec -a withheld-by-foresee-$((6*7)) sleep 300) & echo more >> README.md";
    let (o, v) = env.run_json(script, &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125), "{v}");
    assert!(!v.to_string().contains("withheld-by-foresee-42"), "{v}");
    assert_eq!(v["report"]["execution"]["leftover_processes"], 1, "still counted: {v}");
    let o = env.run(script, &["--autonomy", "copilot"]);
    assert_eq!(o.status.code(), Some(125));
    assert!(
        !stderr(&o).contains("withheld-by-foresee-42") && !stdout(&o).contains("withheld-by-foresee-42"),
        "{}",
        stderr(&o)
    );
}

/// Runs foresee with stdout and stderr one pipe (as `2>&1 |` gives them): what came out, and
/// the exit code.
fn with_one_pipe(mut c: std::process::Command) -> (Vec<u8>, Option<i32>) {
    use std::io::Read;
    use std::os::fd::{FromRawFd, OwnedFd};
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills the two descriptors, each owned once below.
    assert_eq!(unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) }, 0);
    let (reader, writer) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    let writer2 = writer.try_clone().unwrap();
    let mut child = c.stdout(writer).stderr(writer2).spawn().unwrap();
    // The parent's copies of the write end went with `c`'s Stdio when it was spawned.
    drop(c);
    let mut out = Vec::new();
    std::fs::File::from(reader).read_to_end(&mut out).unwrap();
    (out, child.wait().unwrap().code())
}

#[test]
fn one_pipe_for_both_streams_gets_them_in_the_order_written() {
    for mode in modes() {
        let env = Env::new(mode);
        let script = "echo head; echo warn >&2; printf 'mid\\0\\377'; echo err2 >&2; echo tail";
        let (out, code) = with_one_pipe({
            let mut c = env.foresee();
            c.args(["run", "--no-prompt", "-c", script]);
            c
        });
        assert_eq!(code, Some(0), "{mode:?}");
        assert_eq!(out, b"head\nwarn\nmid\0\xfferr2\ntail\n", "{mode:?}: {}", String::from_utf8_lossy(&out));
        // foresee exec, as an agent's hook runs it.
        let (out, _) = with_one_pipe({
            let mut c = env.foresee();
            c.args(["exec", "-c", "echo a; echo b >&2; echo c"]);
            c
        });
        assert_eq!(out, b"a\nb\nc\n", "{mode:?}");
        // Large, exact, both streams.
        let (out, _) = with_one_pipe({
            let mut c = env.foresee();
            c.args([
                "run",
                "--no-prompt",
                "-c",
                "head -c 3000000 /dev/zero; echo x >&2; head -c 5 /dev/zero",
            ]);
            c
        });
        assert_eq!(out.len(), 3_000_000 + 2 + 5, "{mode:?}");
        assert_eq!(&out[3_000_000..3_000_002], b"x\n");
        // --json keeps the two apart.
        let (out, _) = with_one_pipe({
            let mut c = env.foresee();
            c.args(["run", "--no-prompt", "--json", "-c", "echo a; echo b >&2; echo c"]);
            c
        });
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!((v["stdout"].as_str(), v["stderr"].as_str()), (Some("a\nc\n"), Some("b\n")), "{v}");
    }
}

#[test]
fn two_places_for_the_streams_keep_them_apart() {
    let env = Env::new(Mode::Root);
    // Two pipes: each gets its own, as without foresee.
    let o = env.run("echo a; echo b >&2; echo c", &[]);
    assert_eq!((o.stdout.as_slice(), o.stderr.as_slice()), (&b"a\nc\n"[..], &b"b\n"[..]));
    // Two opens of one file have two offsets: the command's streams overwrite each other as on
    // the host, they are not joined into one.
    let f = env.tmp.path().join("twice.txt");
    let st = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' run --no-prompt -c 'echo 1111; echo 22 >&2' >'{f}' 2>'{f}'",
            foresee_bin().display(),
            f = f.display()
        ))
        .env("HOME", &env.home)
        .env("FORESEE_STATE_DIR", &env.state)
        .current_dir(&env.ws)
        .status()
        .unwrap();
    assert!(st.success());
    let host = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("(echo 1111; echo 22 >&2) >'{f}.host' 2>'{f}.host'", f = f.display()))
        .status()
        .unwrap();
    assert!(host.success());
    assert_eq!(std::fs::read(&f).unwrap(), std::fs::read(format!("{}.host", f.display())).unwrap());
}

#[test]
fn a_progress_line_shows_at_a_terminal_and_is_erased_before_the_output() {
    if !need(have("python3"), "python3, to drive a pseudo-terminal") {
        return;
    }
    let env = Env::new(Mode::Root);
    // Longer than two samples (250 ms apart), and writing a file.
    let script = "echo data > made.txt; sleep 0.8; echo done-after-sleep";
    let (code, screen) = on_a_terminal(&env, script, "");
    assert_eq!(code, 0, "{screen}");
    let shown = screen.find("foresee: rehearsing ").unwrap_or_else(|| panic!("no progress line: {screen:?}"));
    let erased = screen.rfind("\r\x1b[2K").unwrap_or_else(|| panic!("never erased: {screen:?}"));
    let output = screen.find("done-after-sleep").unwrap_or_else(|| panic!("{screen:?}"));
    assert!(shown < erased && erased < output, "drawn, erased, then the output: {screen:?}");
    assert!(screen[..erased].contains("processes") && screen[..erased].contains("written"), "{screen:?}");
    assert!(!screen[output..].contains("rehearsing"), "{screen:?}");
    // --json at a terminal: one JSON object, no line.
    let (_, screen) = on_a_terminal_with(&env, &["run", "--json", "-c", "sleep 0.6"], "");
    assert!(!screen.contains("rehearsing"), "{screen:?}");
    // exec (an agent's) at a terminal: none either.
    let (_, screen) = on_a_terminal_with(&env, &["exec", "-c", "sleep 0.6; echo x"], "");
    assert!(!screen.contains("rehearsing") && screen.contains('x'), "{screen:?}");
}

#[test]
fn no_progress_line_on_a_pipe() {
    let env = Env::new(Mode::Root);
    let o = env.run("sleep 0.6; echo err >&2", &[]);
    assert_eq!(o.stderr, b"err\n", "stderr is the command's alone: {}", stderr(&o));
}

#[test]
fn completions_and_man_pages_name_every_subcommand() {
    let env = Env::new(Mode::Root);
    let subcommands =
        ["run", "exec", "review", "pending", "report", "rules", "observe", "mcp", "init", "man"];
    for shell in ["bash", "zsh", "fish"] {
        let o = env.foresee().args(["completions", shell]).output().unwrap();
        assert!(o.status.success(), "{shell}: {}", stderr(&o));
        let script = stdout(&o);
        for s in subcommands {
            assert!(script.contains(s), "{shell} completion lacks {s}");
        }
        // Options of a subcommand too.
        assert!(script.contains("approve-check-in") && script.contains("dry-run"), "{shell}");
    }
    let o = env.foresee().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "an unknown shell is a usage error");

    let o = env.foresee().arg("man").output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let page = stdout(&o);
    assert!(page.starts_with(".ie") || page.contains(".TH foresee 1"), "{page}");
    for s in subcommands {
        assert!(page.contains(&format!("foresee\\-{s}(1)")), "the man page lacks {s}");
    }
    let dir = env.tmp.path().join("man1");
    assert!(env.foresee().arg("man").arg("--dir").arg(&dir).status().unwrap().success());
    for s in ["foresee.1", "foresee-run.1", "foresee-exec.1", "foresee-review.1", "foresee-rules-add.1"] {
        let p = std::fs::read_to_string(dir.join(s)).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert!(p.contains(".TH"), "{s}");
    }
    assert!(std::fs::read_to_string(dir.join("foresee-run.1")).unwrap().contains("\\-\\-task"));
}

#[test]
fn a_file_bound_onto_another_on_the_host_is_read_only_inside_and_does_not_stop_runs() {
    // A file mount point (another program bound a file onto one in the workspace) can take
    // neither an overlay nor a hiding tmpfs; every run used to fail its setup while it existed.
    if !need(is_root() && have("unshare") && have("mount"), "root, unshare and mount") {
        return;
    }
    let env = Env::new(Mode::Root);
    env.write("mounted", "underneath\n");
    let src = env.tmp.path().join("src");
    std::fs::write(&src, "host view\n").unwrap();
    // The bind lives in a mount namespace of the test's own, gone with it.
    let run = |script: &str| {
        env.command(std::path::Path::new("unshare"))
            .args(["-m", "--propagation", "private", "sh", "-c"])
            .arg(r#"mount --bind "$1" mounted && exec "$2" run --no-prompt -c "$3""#)
            .arg("sh")
            .arg(&src)
            .arg(foresee_bin())
            .arg(script)
            .output()
            .unwrap()
    };
    let o = run("cat mounted; echo ok > other");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "host view\n", "the command reads what the host shows there");
    assert_eq!(std::fs::read_to_string(env.ws.join("other")).unwrap(), "ok\n");
    // The dangerous look-alike: a write to it must not reach the bound file.
    let o = run("echo changed > mounted");
    assert_ne!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&src).unwrap(), "host view\n");
    assert_eq!(std::fs::read_to_string(env.ws.join("mounted")).unwrap(), "underneath\n");
}
