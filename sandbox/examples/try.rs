use foresee_sandbox::*;
fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let cmd = Command {
        argv: args,
        cwd: std::env::current_dir().unwrap(),
        env: std::env::vars_os().collect(),
        stdin: Stdin::Null,
    };
    let t = std::time::Instant::now();
    let r = rehearse(&SandboxConfig::default(), &cmd, None);
    match r {
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(3)
        }
        Ok(r) => {
            eprintln!(
                "exit {:?} limit {:?} dur {:?} total {:?} left {} enf {} hidden {:?}",
                r.exit,
                r.limit,
                r.duration,
                t.elapsed(),
                r.leftover_processes,
                r.enforcement,
                r.hidden
            );
            print!("{}", String::from_utf8_lossy(&r.stdout().unwrap()));
            eprint!("{}", String::from_utf8_lossy(&r.stderr().unwrap()));
            for c in r.changes() {
                eprintln!("{:?} {}", c.kind, c.path.display());
            }
            if std::env::var("COMMIT").is_ok() {
                eprintln!("commit: {:?}", r.commit(&CommitOptions::default()));
            }
        }
    }
}
