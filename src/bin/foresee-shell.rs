//! `foresee-shell`: a shell for agents that let the user choose one. `foresee-shell -c CMD`
//! (also `-lc CMD`, `-c CMD $0 $1 ...`, or a script file) runs the command with bash through
//! foresee's gate, with the semantics of `foresee exec`: the command's own output and exit code
//! on allow, the reason and 126 on block, 125 when it needs the user's approval.

// Prints go through foresee's console (no panic on a closed pipe).
#![deny(clippy::print_stdout, clippy::print_stderr)]

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    std::process::exit(foresee::integrations::exec::shell_main(args));
}
