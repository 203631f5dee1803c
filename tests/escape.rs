//! What the sandbox must withstand (shared/spec/escape-tests.md), run as root and rootless.
//! Every target is a file, socket or process the test itself created. Each test proves both that
//! the escape is refused or followed and, where the spec asks, that the report shows it.

mod common;
use common::*;
use serde_json::Value;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The helper program making the calls a shell cannot, built once.
fn escapes_program() -> Option<PathBuf> {
    static BUILT: OnceLock<Option<PathBuf>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            if !have("cc") {
                return None;
            }
            // In the build's own scratch folder, not /tmp: nothing is left behind.
            let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("escapes");
            std::fs::create_dir_all(&dir).ok()?;
            let out = dir.join("escapes");
            let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/escapes.c");
            let ok = std::process::Command::new("cc")
                .args(["-O1", "-pthread", "-o"])
                .arg(&out)
                .arg(&src)
                .status()
                .ok()?
                .success();
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).ok()?;
            ok.then_some(out)
        })
        .clone()
}

fn report(v: &Value) -> &Value {
    &v["report"]
}

fn refused_calls(v: &Value) -> String {
    report(v)["refused"].to_string()
}

fn unique(tag: &str) -> String {
    format!(
        "foresee-{tag}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos()
    )
}

// 1. A write to every mount point never reaches the host before commit.
#[test]
fn writes_to_every_mount_point_stay_in_the_snapshot() {
    for mode in modes() {
        let env = Env::new(mode);
        let name = unique("write");
        let mut targets = vec![
            env.ws.join(&name),
            env.home.join(&name),
            PathBuf::from("/tmp").join(&name),
            PathBuf::from("/var/tmp").join(&name),
            PathBuf::from("/dev/shm").join(&name),
        ];
        let mut extra_mount = None;
        if mode == Mode::Root && is_root() {
            targets.push(PathBuf::from("/etc").join(&name));
            // Another disk-like mount the command can write to.
            let m = env.tmp.path().join("other-mount");
            std::fs::create_dir(&m).unwrap();
            assert!(
                std::process::Command::new("mount")
                    .args(["-t", "tmpfs", "test-other", "-o", "size=1m"])
                    .arg(&m)
                    .status()
                    .unwrap()
                    .success()
            );
            targets.push(m.join(&name));
            extra_mount = Some(m);
        }
        let script: String = targets
            .iter()
            .map(|t| format!("echo x > '{}' && echo wrote {};", t.display(), t.display()))
            .collect();
        let (o, v) = env.run_json(&script, &[]);
        if let Some(m) = &extra_mount {
            let _ = std::process::Command::new("umount").arg(m).status();
        }
        for t in &targets {
            assert!(!t.exists(), "{mode:?}: {} reached the host", t.display());
            assert!(v["stdout"].is_null(), "output is withheld when not allowed");
        }
        assert_eq!(o.status.code(), Some(125), "{mode:?}: writes outside the workspace need approval: {v}");
        assert_eq!(v["rule"], "outside.workspace");
        // The writes did happen inside: they are in the report.
        let files = report(&v)["files"].to_string();
        assert!(files.contains(&name), "{mode:?}: {files}");
    }
}

// 2. Descriptors the parent holds are closed before the command starts.
#[test]
fn inherited_descriptors_are_closed() {
    for mode in modes() {
        let env = Env::new(mode);
        let host_file = env.tmp.path().join("held-open");
        std::fs::write(&host_file, "original\n").unwrap();
        env.fix_owner();
        let script = "ls /proc/self/fd; echo leaked >&5; echo leaked >&6; echo leaked >&7";
        let mut c = env.foresee();
        c.args(["run", "--no-prompt", "--json", "-c", script]);
        let f = std::fs::OpenOptions::new().append(true).open(&host_file).unwrap();
        let d = std::fs::File::open(env.tmp.path()).unwrap();
        let (s1, _s2) = std::os::unix::net::UnixStream::pair().unwrap();
        use std::os::fd::AsRawFd;
        let fds = [f.as_raw_fd(), d.as_raw_fd(), s1.as_raw_fd()];
        unsafe {
            c.pre_exec(move || {
                for (i, fd) in fds.iter().enumerate() {
                    if libc::dup2(*fd, 5 + i as i32) < 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                }
                Ok(())
            });
        }
        let o = c.output().unwrap();
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        let listed: Vec<&str> = v["stdout"].as_str().unwrap().split_whitespace().collect();
        assert_eq!(
            listed,
            vec!["0", "1", "2", "3"],
            "{mode:?}: only stdio (and ls's own folder) are open: {v}"
        );
        let err = v["stderr"].as_str().unwrap_or("");
        assert_eq!(err.matches("Bad file descriptor").count(), 3, "{mode:?}: {err}");
        assert_eq!(std::fs::read_to_string(&host_file).unwrap(), "original\n");
    }
}

// 3. Host processes, /proc/1/root and the parent's daemon handles are not reachable.
#[test]
fn host_processes_and_daemon_handles_are_out_of_reach() {
    for mode in modes() {
        let env = Env::new(mode);
        let marker = unique("hostproc");
        let mut host = std::process::Command::new("sleep").arg("300").arg0(&marker).spawn().unwrap();
        let host_pid = host.id();
        let script = format!(
            "cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' ' '; echo; ls -d /proc/[0-9]* | wc -l; kill -0 {host_pid} && echo KILL-RE''ACHED; \
             readlink /proc/1/root 2>/dev/null || echo root-unreachable; env | grep -E 'SSH_AUTH_SOCK|DOCKER_HOST|DBUS_SESSION_BUS_ADDRESS' || echo no-daemon-handles"
        );
        let o = env
            .foresee()
            .env("SSH_AUTH_SOCK", "/tmp/agent.sock")
            .env("DOCKER_HOST", "unix:///run/docker.sock")
            .env("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/0/bus")
            .args(["run", "--no-prompt", "--json", "-c", &script])
            .output()
            .unwrap();
        let _ = host.kill();
        let _ = host.wait();
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        let out = v["stdout"].as_str().unwrap();
        assert!(!out.contains(&marker), "{mode:?}: a host process is visible: {out}");
        assert!(!out.contains("KILL-REACHED"), "{mode:?}: a signal reached a host process");
        assert!(out.contains("no-daemon-handles"), "{mode:?}: {out}");
        let nprocs: usize = out.lines().nth(1).unwrap().trim().parse().unwrap();
        assert!(nprocs < 10, "{mode:?}: {nprocs} processes visible, expected only the sandbox's");
        // /proc/1 is the sandbox's own init: its root is the sandbox's, or (without the
        // capabilities init keeps) not readable at all.
        assert!(out.contains("\n/\n") || out.contains("root-unreachable"), "{mode:?}: {out}");
    }
}

// 4. The snapshot's upper and work folders are not reachable; overlay xattrs cannot be set.
#[test]
fn upper_layers_are_unreachable_and_overlay_xattrs_refused() {
    for mode in modes() {
        let env = Env::new(mode);
        // The overlay's own xattrs are trusted.overlay.* as root and user.overlay.* rootless.
        let prefix = if mode == Mode::Rootless { "user" } else { "trusted" };
        let script = format!(
            "ls -A '{state}' | wc -l; grep -c foresee-snapshot /proc/self/mountinfo; mkdir d; \
             for n in {prefix}.overlay.opaque {prefix}.overlay.redirect {prefix}.overlay.whiteout {prefix}.overlay.origin; do \
               python3 -c \"import os,sys; os.setxattr('d', sys.argv[1], b'y')\" $n 2>/dev/null && echo SET-$n || echo refused-$n; done",
            state = env.state.display()
        );
        let (_, v) = env.run_json(&script, &[]);
        let out = v["stdout"].as_str().unwrap_or_default();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0].trim(), "0", "{mode:?}: foresee's state is visible inside: {out}");
        assert_eq!(lines[1].trim(), "0", "{mode:?}: the snapshot's tmpfs is mounted inside: {out}");
        assert!(!out.contains("SET-"), "{mode:?}: an overlay xattr was set: {out}");
        assert_eq!(out.matches("refused-").count(), 4);
    }
}

// 12. Filling the disk inside fills only the snapshot, and the report says so.
#[test]
fn filling_the_disk_hits_the_snapshot_limit() {
    for mode in modes() {
        let env = Env::new(mode);
        let (o, v) =
            env.run_json("dd if=/dev/zero of=big bs=1M count=200 2>&1 | tail -1", &["--snapshot-size", "32"]);
        assert_eq!(report(&v)["execution"]["ended_by"], "snapshot size limit", "{mode:?}: {v}");
        assert_eq!(v["rule"], "limit.reached");
        assert_eq!(o.status.code(), Some(125));
        assert!(!env.ws.join("big").exists());
    }
}

fn run_tool(env: &Env, script: &str) -> Value {
    let (_, v) = env.run_json(script, &["--timeout", "30"]);
    v
}

// 14. Every network tool fails inside, and each attempt is in the report with its destination.
#[test]
fn network_tools_fail_and_their_destinations_are_reported() {
    let tools = [
        ("curl", "curl -sS --max-time 5 http://curl-target.example.com/", "curl-target.example.com"),
        ("wget", "wget -q -T 5 -t 1 http://wget-target.example.com/", "wget-target.example.com"),
        ("nc", "nc -z -w 2 198.51.100.21 8080", "198.51.100.21:8080"),
        ("ping", "ping -c 1 -W 1 198.51.100.22", "198.51.100.22"),
        (
            "ssh",
            "ssh -o BatchMode=yes -o ConnectTimeout=3 -o StrictHostKeyChecking=no ssh-target.example.com true",
            "ssh-target.example.com",
        ),
        ("getent", "getent hosts getent-target.example.com", "getent-target.example.com"),
        ("bash", "bash -c 'echo hi > /dev/tcp/198.51.100.23/443'", "198.51.100.23:443"),
    ];
    for mode in modes() {
        let env = Env::new(mode);
        for (tool, script, dest) in tools {
            if !need(have(tool), &format!("{tool} (the CI script installs it)")) {
                continue;
            }
            let v = run_tool(&env, &format!("{script}; echo exit=$?"));
            let out = v["stdout"].as_str().map(|s| s.to_string()).unwrap_or_default();
            let rep = report(&v);
            let seen = rep["network"].to_string() + &rep["lookups"].to_string();
            assert!(
                seen.contains(dest),
                "{mode:?} {tool}: destination {dest} not in the report: {seen}\n{v}"
            );
            assert_ne!(v["decision"], "allow", "{mode:?} {tool}: a network attempt was allowed silently");
            // The attempt failed inside: never exit 0 (the output is withheld, so ask the report).
            assert!(out.is_empty(), "withheld");
            assert_ne!(rep["execution"]["status"], Value::Null);
        }
        // The same tools' failure is visible when allowed through the report's own exit status:
        // rerun one where the user would see it.
        let (_, v) = env.run_json("getent hosts getent-target.example.com; echo exit=$?", &[]);
        assert_eq!(v["rule"], "network.attempt");
    }
}

// 15. A Unix socket on the host cannot be reached.
#[test]
fn a_host_unix_socket_is_unreachable() {
    for mode in modes() {
        let env = Env::new(mode);
        let sock = env.ws.join("daemon.sock");
        let listener = std::os::unix::net::UnixListener::bind(&sock).unwrap();
        listener.set_nonblocking(true).unwrap();
        env.fix_owner();
        let (_, v) = env.run_json(
            "python3 -c \"import socket; s=socket.socket(socket.AF_UNIX); s.settimeout(2); s.connect('daemon.sock'); print('CONNECTED')\" 2>&1 | tail -1",
            &[],
        );
        assert!(listener.accept().is_err(), "{mode:?}: the host socket accepted a connection");
        let out = v["stdout"].as_str().unwrap_or_default();
        assert!(!out.contains("CONNECTED"), "{mode:?}: {out}");
        assert!(report(&v)["network"].to_string().contains("daemon.sock"), "{mode:?}: {v}");
    }
}

// 16. An abstract Unix socket listening on the host cannot be reached.
#[test]
fn a_host_abstract_socket_is_unreachable() {
    use std::os::linux::net::SocketAddrExt;
    for mode in modes() {
        let env = Env::new(mode);
        let name = unique("abstract");
        let addr = std::os::unix::net::SocketAddr::from_abstract_name(name.as_bytes()).unwrap();
        let listener = std::os::unix::net::UnixListener::bind_addr(&addr).unwrap();
        listener.set_nonblocking(true).unwrap();
        let script = format!(
            "python3 -c \"import socket; s=socket.socket(socket.AF_UNIX); s.connect('\\0{name}'); print('CONNECTED')\" 2>&1 | tail -1"
        );
        let (_, v) = env.run_json(&script, &[]);
        assert!(listener.accept().is_err(), "{mode:?}: the abstract socket accepted a connection");
        assert!(!v["stdout"].as_str().unwrap_or_default().contains("CONNECTED"));
        assert!(report(&v)["network"].to_string().contains(&name), "{mode:?}: {v}");
    }
}

fn escape_calls(env: &Env, arg: &str) -> Option<Value> {
    let prog = escapes_program()?;
    let dst = env.ws.join("escapes");
    std::fs::copy(&prog, &dst).unwrap();
    env.fix_owner();
    let (_, v) = env.run_json(&format!("./escapes {arg}"), &[]);
    Some(v)
}

// 17, 18, 22, 26: refused calls fail inside and appear as refusals.
#[test]
fn refused_calls_fail_and_are_recorded() {
    if !need(escapes_program().is_some(), "a C compiler (cc) to build the escape program") {
        return;
    }
    let cases = [
        ("vsock", "socket(AF_VSOCK) errno=1", "socket"),
        ("io_uring", "io_uring_setup errno=38", "io_uring_setup"),
        ("unshare", "unshare errno=1", "unshare"),
        ("setns", "setns errno=1", "setns"),
        ("mount", "mount errno=1", "mount"),
        ("ptrace", "ptrace errno=1", "ptrace"),
        ("process_vm_writev", "process_vm_writev errno=1", "process_vm_writev"),
        ("untraced", "clone(CLONE_UNTRACED) errno=1", "clone"),
        ("tiocsti", "TIOCSTI errno=1", "TIOCSTI"),
    ];
    for mode in modes() {
        let env = Env::new(mode);
        for (arg, want, call) in cases {
            let v = escape_calls(&env, arg).unwrap();
            // Output is withheld unless allowed; the refusal alone does not block.
            let out = v["stdout"].as_str().unwrap_or_default();
            assert!(out.contains(want), "{mode:?} {arg}: expected {want:?}, got {out:?}\n{v}");
            assert!(
                refused_calls(&v).contains(call),
                "{mode:?} {arg}: no refusal of {call} in the report: {v}"
            );
        }
        // clone3 fails as well, answered by the kernel without a stop (every libc tries it
        // first for each thread, then uses clone, which is traced): not a refusal to record.
        let v = escape_calls(&env, "clone3").unwrap();
        let out = v["stdout"].as_str().unwrap_or_default();
        assert!(out.contains("clone3 errno=38"), "{mode:?} clone3: {out:?}\n{v}");
        assert!(!refused_calls(&v).contains("clone3"), "{mode:?} clone3 recorded: {v}");
        let v = escape_calls(&env, "tiocsti").unwrap();
        let out = v["stdout"].as_str().unwrap_or_default();
        assert!(
            out.contains("TIOCSTI-highbit errno=1") && out.contains("TIOCLINUX errno=1"),
            "{mode:?}: {out}"
        );
    }
}

// 19. 32-bit system calls are killed; x32 numbers fail; both are recorded.
#[test]
fn foreign_syscalls_are_killed_or_refused() {
    if !need(escapes_program().is_some(), "a C compiler (cc) to build the escape program") {
        return;
    }
    if !cfg!(target_arch = "x86_64") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        let v = escape_calls(&env, "x32").unwrap();
        assert!(v["stdout"].as_str().unwrap_or_default().contains("x32 getpid errno=38"), "{v}");
        assert!(refused_calls(&v).contains("x32"), "{mode:?}: {v}");
        let v = escape_calls(&env, "int80").unwrap();
        assert!(
            !v["stdout"].as_str().unwrap_or_default().contains("int80 ok"),
            "{mode:?}: a 32-bit call went through: {v}"
        );
        assert_eq!(report(&v)["execution"]["status"], "killed by signal 31", "{mode:?}: {v}");
        assert!(refused_calls(&v).contains("SIGSYS"), "{mode:?}: {v}");
    }
}

fn programs(v: &Value) -> String {
    report(v)["processes"]["programs"].to_string()
}

// 20, 21: exec from memory and every way of making a process are followed.
#[test]
fn every_process_is_followed() {
    if !need(escapes_program().is_some(), "a C compiler (cc) to build the escape program") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        for (arg, echo) in [
            ("vfork", "from-vfork"),
            ("posix_spawn", "from-posix-spawn"),
            ("clone_vm", "from-fork"),
            ("thread_exec", "exec-from-thread"),
        ] {
            let v = escape_calls(&env, arg).unwrap();
            assert_eq!(v["stdout"].as_str().unwrap_or_default().trim(), echo, "{mode:?} {arg}: {v}");
            assert!(
                programs(&v).contains("/echo"),
                "{mode:?} {arg}: the exec was not followed: {}",
                programs(&v)
            );
        }
        let (_, v) = env.run_json(
            "python3 -c \"import os; fd=os.memfd_create('payload'); os.write(fd, open('/bin/true','rb').read()); os.execve(fd, ['payload'], {})\"",
            &[],
        );
        assert!(
            programs(&v).contains("memfd:payload"),
            "{mode:?}: exec from memory not reported: {}",
            programs(&v)
        );
        assert_eq!(v["exit_code"], 0);
        let v = escape_calls(&env, "clone_vm").unwrap();
        assert!(
            report(&v)["processes"]["events"]["thread"].as_u64().unwrap_or(0) >= 1,
            "{mode:?}: thread not followed: {v}"
        );
    }
}

// 23. A racing thread cannot escape containment; what the tracer read from its memory is unverified.
#[test]
fn racing_threads_are_contained_and_marked_unverified() {
    if !need(escapes_program().is_some(), "a C compiler (cc) to build the escape program") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        let v = escape_calls(&env, "race").unwrap();
        assert!(report(&v)["processes"]["unverified"].as_u64().unwrap_or(0) > 0, "{mode:?}: {v}");
        // Whatever name won the race, the files are the snapshot's: the diff is authoritative.
        let files = report(&v)["files"].to_string();
        assert!(files.contains("raced-"), "{mode:?}: {files}");
        assert!(!env.ws.join("raced-a.txt").exists() || v["decision"] == "allow");
    }
}

// 24. Killing the supervisor kills every process of the command; nothing outlives it.
#[test]
fn killing_the_supervisor_kills_everything() {
    for mode in modes() {
        let env = Env::new(mode);
        let marker = unique("orphan");
        let script = format!(
            "(exec -a {marker} sleep 300) & (setsid bash -c 'exec -a {marker} sleep 300' &) ; exec -a {marker} sleep 300"
        );
        let mut child = env.foresee().args(["run", "--no-prompt", "-c", &script]).spawn().unwrap();
        let find = || -> Vec<u32> {
            std::fs::read_dir("/proc")
                .unwrap()
                .flatten()
                .filter_map(|e| e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()))
                .filter(|pid| {
                    std::fs::read(format!("/proc/{pid}/cmdline"))
                        .map(|c| c.starts_with(marker.as_bytes()))
                        .unwrap_or(false)
                })
                .collect()
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        while find().len() < 3 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(find().len(), 3, "{mode:?}: the command's processes never started");
        // SIGKILL: foresee gets no chance to clean up; the kernel must.
        let supervisor = child.id() as i32;
        let target = if mode == Mode::Rootless {
            foresee_pid_under(supervisor).unwrap_or(supervisor)
        } else {
            supervisor
        };
        unsafe { libc::kill(target, libc::SIGKILL) };
        let _ = child.wait();
        let deadline = Instant::now() + Duration::from_secs(20);
        while !find().is_empty() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(find().is_empty(), "{mode:?}: processes outlived the supervisor: {:?}", find());
        // The next run sweeps what the killed one left in the state folder.
        let o = env.run("true", &[]);
        assert_eq!(o.status.code(), Some(0));
        wait_for_cleanup(&env.state);
        let left: Vec<_> = std::fs::read_dir(env.state.join("runs"))
            .map(|r| r.flatten().map(|e| e.file_name()).collect())
            .unwrap_or_default();
        assert!(left.is_empty(), "{mode:?}: the state folder still holds {left:?}");
        let mounts = std::fs::read_to_string("/proc/self/mountinfo").unwrap();
        assert!(
            !mounts.contains(&env.state.to_string_lossy().to_string()),
            "{mode:?}: a mount was left behind"
        );
    }
}

/// The foresee process under setpriv (setpriv execs, so it is the same pid).
fn foresee_pid_under(pid: i32) -> Option<i32> {
    Some(pid)
}

// 25. Signals to host processes fail.
#[test]
fn signals_to_host_processes_fail() {
    if !need(escapes_program().is_some(), "a C compiler (cc) to build the escape program") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        let mut host = std::process::Command::new("sleep").arg("300").spawn().unwrap();
        let v = escape_calls(&env, &format!("kill {}", host.id())).unwrap();
        let alive = host.try_wait().unwrap().is_none();
        let _ = host.kill();
        let _ = host.wait();
        assert!(alive, "{mode:?}: the host process was killed from inside");
        assert!(v["stdout"].as_str().unwrap_or_default().contains("kill errno=3"), "{mode:?}: {v}");
    }
}

// 27. A fork bomb, a memory hog, a process that never ends and an event flood stay bounded, and
// the report says which limit ended the run.
#[test]
fn runaway_commands_stay_bounded() {
    for mode in modes() {
        let env = Env::new(mode);
        let t = Instant::now();
        let (_, v) = env.run_json("sleep 100", &["--timeout", "2"]);
        assert_eq!(report(&v)["execution"]["ended_by"], "wall-time limit", "{mode:?}: {v}");
        assert!(t.elapsed() < Duration::from_secs(30));
        let (_, v) = env.run_json(
            "for i in $(seq 300); do sleep 2 & done; wait",
            &["--max-procs", "40", "--timeout", "60"],
        );
        let procs = report(&v)["processes"]["count"].as_u64().unwrap_or(0);
        assert!(procs < 120, "{mode:?}: {procs} processes ran under a limit of 40");
        if mode == Mode::Root && is_root() {
            assert_eq!(report(&v)["execution"]["ended_by"], "process-count limit", "{mode:?}: {v}");
            let (_, v) =
                env.run_json("python3 -c 'x = bytearray(1 << 30); print(len(x))'", &["--memory", "128"]);
            assert_eq!(report(&v)["execution"]["ended_by"], "memory limit", "{mode:?}: {v}");
        }
        // An event flood: bounded memory, and the report counts what it did not keep.
        let (_, v) = env.run_json("python3 -c \"import os\nfor i in range(60000): os.close(os.open('flood', os.O_WRONLY|os.O_CREAT))\"", &["--timeout", "120"]);
        let p = &report(&v)["processes"];
        assert!(p["events"]["file"].as_u64().unwrap_or(0) >= 60000, "{mode:?}: {p}");
        assert!(p["dropped"]["file"].as_u64().unwrap_or(0) > 0, "{mode:?}: {p}");
    }
}

// 28. Where the kernel refuses the sandbox, the command fails with the cause and the fix and
// never runs unsandboxed.
#[test]
fn a_refused_sandbox_names_cause_and_fix_and_runs_nothing() {
    let env = Env::new(Mode::Root);
    let marker = env.ws.join("ran-unsandboxed");
    // A container-style seccomp profile that forbids namespaces.
    let mut c = env.foresee();
    c.args(["run", "--no-prompt", "-c"]).arg(format!("touch {}", marker.display()));
    unsafe {
        c.pre_exec(|| {
            use seccompiler::{SeccompAction, SeccompFilter, TargetArch};
            let mut rules = std::collections::BTreeMap::new();
            rules.insert(libc::SYS_unshare, vec![]);
            let arch: TargetArch =
                std::env::consts::ARCH.try_into().map_err(|_| std::io::Error::other("arch"))?;
            let f = SeccompFilter::new(
                rules,
                SeccompAction::Allow,
                SeccompAction::Errno(libc::EPERM as u32),
                arch,
            )
            .map_err(std::io::Error::other)?;
            let prog: seccompiler::BpfProgram = f.try_into().map_err(std::io::Error::other)?;
            libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
            seccompiler::apply_filter(&prog).map_err(std::io::Error::other)?;
            Ok(())
        });
    }
    let o = c.output().unwrap();
    assert_eq!(o.status.code(), Some(69), "{}", stderr(&o));
    assert!(stderr(&o).contains("fix:"), "{}", stderr(&o));
    assert!(stderr(&o).contains("unshare"), "{}", stderr(&o));
    assert!(!marker.exists(), "the command ran without a sandbox");

    // User namespaces disabled (the limit set to 0 inside a user namespace of the test's own).
    if need(have("unshare"), "unshare(1) to disable user namespaces for one process") {
        let o = std::process::Command::new("unshare")
            .args(["-U", "-r", "sh", "-c"])
            .arg(format!(
                "echo 0 > /proc/sys/user/max_user_namespaces && exec {} run --no-prompt -c 'touch {}'",
                foresee_bin().display(),
                marker.display()
            ))
            .current_dir(&env.ws)
            .env("HOME", &env.home)
            .env("FORESEE_STATE_DIR", &env.state)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(69), "{}", stderr(&o));
        assert!(stderr(&o).contains("max_user_namespaces") && stderr(&o).contains("fix:"), "{}", stderr(&o));
        assert!(!marker.exists(), "the command ran without a sandbox");
    }
}

// 28b. Inside a container without CAP_SYS_ADMIN (podman's and docker's default) foresee says
// so: exit 69, the missing capability and the run options that grant it; the command never runs.
#[test]
fn a_container_without_sys_admin_is_told_what_it_needs() {
    if !need(is_root() && have("setpriv"), "root and setpriv, to drop CAP_SYS_ADMIN") {
        return;
    }
    let env = Env::new(Mode::Root);
    let marker = env.ws.join("ran-unsandboxed");
    let without = |cap: &str| {
        std::process::Command::new("setpriv")
            .args(["--bounding-set", &format!("-{cap}"), "--inh-caps", &format!("-{cap}"), "--"])
            .arg(foresee_bin())
            .args(["run", "--no-prompt", "-c"])
            .arg(format!("touch {}", marker.display()))
            .current_dir(&env.ws)
            .env("HOME", &env.home)
            .env("FORESEE_STATE_DIR", &env.state)
            // What podman and systemd-nspawn set for a container's processes.
            .env("container", "podman")
            .output()
            .unwrap()
    };
    let o = without("sys_admin");
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(69), "{err}");
    assert!(err.contains("container") && err.contains("CAP_SYS_ADMIN"), "{err}");
    assert!(err.contains("--privileged") && err.contains("--cap-add SYS_ADMIN"), "{err}");
    assert!(!marker.exists(), "the command ran without a sandbox");
    // The namespaces granted, the rehearsal's loopback not: refused in the sandbox's init.
    let o = without("net_admin");
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(69), "{err}");
    assert!(err.contains("CAP_NET_ADMIN") && err.contains("--cap-add NET_ADMIN"), "{err}");
    assert!(!err.contains("CAP_SYS_ADMIN"), "only what is missing is asked for: {err}");
    assert!(!marker.exists(), "the command ran without a sandbox");
}

// 28c. A file mounted on its own (a container's /etc/hosts and /etc/hostname) is seen inside as
// it is and never written: overlayfs stacks only on folders, so it is bound read-only.
#[test]
fn a_file_mounted_on_its_own_is_seen_and_never_written() {
    if !need(is_root(), "root, to bind a file") {
        return;
    }
    struct Unmount(PathBuf);
    impl Drop for Unmount {
        fn drop(&mut self) {
            let _ = std::process::Command::new("umount").arg(&self.0).status();
        }
    }
    for mode in modes() {
        let env = Env::new(mode);
        let source = env.tmp.path().join("bound-source");
        let target = env.tmp.path().join("bound-file");
        std::fs::write(&source, "bound content\n").unwrap();
        std::fs::write(&target, "under the mount\n").unwrap();
        use std::os::unix::fs::PermissionsExt;
        for f in [&source, &target] {
            std::fs::set_permissions(f, std::fs::Permissions::from_mode(0o666)).unwrap();
        }
        assert!(
            std::process::Command::new("mount")
                .arg("--bind")
                .arg(&source)
                .arg(&target)
                .status()
                .unwrap()
                .success()
        );
        let _guard = Unmount(target.clone());
        let script = format!(
            "cat '{t}'; echo changed > '{t}' && echo WROTE; echo again >> '{t}' && echo APPENDED; echo checked",
            t = target.display()
        );
        let (o, v) = env.run_json(&script, &[]);
        assert_ne!(o.status.code(), Some(70), "{mode:?}: the sandbox could not be set up: {}", stderr(&o));
        let out = v["stdout"].as_str().unwrap_or_default();
        assert!(out.contains("bound content") && out.contains("checked"), "{mode:?}: {v}");
        assert!(
            !out.contains("WROTE") && !out.contains("APPENDED"),
            "{mode:?}: the bound file was writable: {v}"
        );
        drop(_guard);
        assert_eq!(std::fs::read_to_string(&source).unwrap(), "bound content\n", "{mode:?}");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "under the mount\n", "{mode:?}");
    }
}

// Root without capabilities is still uid 0: the kernel's global knobs under /proc must not be
// writable. The test writes back the value it read, so a broken sandbox changes nothing.
#[test]
fn kernel_knobs_under_proc_stay_read_only() {
    for mode in modes() {
        let env = Env::new(mode);
        let script = "v=$(cat /proc/sys/kernel/core_pattern); printf '%s\\n' \"$v\" > /proc/sys/kernel/core_pattern && echo KNOB-WRIT''ABLE; \
                      m=$(cat /proc/sys/kernel/modprobe); printf '%s\\n' \"$m\" > /proc/sys/kernel/modprobe && echo KNOB-WRIT''ABLE; \
                      test -w /proc/sysrq-trigger && echo KNOB-WRIT''ABLE; echo checked";
        let (_, v) = env.run_json(script, &[]);
        let out = v["stdout"].as_str().unwrap_or_default();
        assert!(out.contains("checked"), "{mode:?}: {v}");
        assert!(!out.contains("KNOB-WRITABLE"), "{mode:?}: a global kernel knob was writable: {v}");
    }
}
