//! Writing to stdout and stderr without panicking. `println!` and `eprintln!` panic when the
//! write fails, and it fails with `EPIPE` as soon as the reader of a pipe has gone
//! (`foresee observe decisions --json | head`). Here:
//!
//! - stdout: a reader that went away ends foresee quietly, killed by `SIGPIPE` as `seq` or `cat`
//!   would be (nobody reads what would follow); another write error is said once on stderr and
//!   ends foresee with 74 (`EX_IOERR`).
//! - stderr: a failed write is dropped. Diagnostics are not worth stopping for: a commit under
//!   way finishes.
//!
//! Every print of the crate goes through [`outln!`], [`out!`], [`errln!`] and [`errout!`]; clippy's
//! `print_stdout` and `print_stderr` lints keep it so.

use std::io::Write;

/// Writes to stdout; see the module's comment for what a failure does.
pub fn out(args: std::fmt::Arguments<'_>) {
    let mut o = std::io::stdout().lock();
    if let Err(e) = o.write_fmt(args).and_then(|()| o.flush()) {
        stdout_failed(&e);
    }
}

/// Writes to stderr; a failure is dropped.
pub fn err(args: std::fmt::Arguments<'_>) {
    let _ = std::io::stderr().lock().write_fmt(args);
}

/// What a failed write to stdout does, for writers other than [`out`] too (`io::copy` of a
/// command's output, a JSON answer).
pub fn stdout_failed(e: &std::io::Error) {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        // As a program that never ignored SIGPIPE would have ended: by the signal, so a shell
        // sees 141 and says nothing.
        // SAFETY: signal(2) and raise(3) with constant arguments; nothing else runs after.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
            libc::raise(libc::SIGPIPE);
        }
        std::process::exit(128 + libc::SIGPIPE);
    }
    err(format_args!("foresee: cannot write to stdout: {e}\n"));
    std::process::exit(74);
}

/// `print!` that never panics (see [`crate::console`]).
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => { $crate::console::out(format_args!($($arg)*)) };
}

/// `println!` that never panics (see [`crate::console`]).
#[macro_export]
macro_rules! outln {
    () => { $crate::console::out(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::console::out(format_args!("{}\n", format_args!($($arg)*))) };
}

/// `eprint!` that never panics (see [`crate::console`]).
#[macro_export]
macro_rules! errout {
    ($($arg:tt)*) => { $crate::console::err(format_args!($($arg)*)) };
}

/// `eprintln!` that never panics (see [`crate::console`]).
#[macro_export]
macro_rules! errln {
    () => { $crate::console::err(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::console::err(format_args!("{}\n", format_args!($($arg)*))) };
}
