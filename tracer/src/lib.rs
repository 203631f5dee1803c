//! foresee-tracer: what every process of a rehearsed command did.
//!
//! Containment is the kernel's job (namespaces, the overlay, the deny filter); the tracer only
//! observes. A seccomp filter decides which calls stop ([`filter`]): programs run, files changed,
//! network reached, and refusals of the deny filter. Read-only opens and ordinary I/O never stop.
//! Protected files are watched with fanotify marks instead ([`protect`]), and names looked up are
//! caught by a loopback resolver inside the sandbox ([`dns`]); every TCP connection ends at
//! foresee's sink ([`sink`]), which records what it was for (ending TLS itself when it inspects:
//! [`inspect`]) and sends nothing but what goes to approved destinations ([`forward`]).

pub mod dirmove;
pub mod dns;
pub mod egress;
pub mod event;
pub mod filter;
pub mod forward;
pub mod inspect;
pub mod netns_thread;
pub mod pin;
pub mod protect;
pub mod ptrace;
pub mod sink;
pub mod tracer;

pub use event::{Address, Changed, Event, EventKind, FileOp, NetOp, Pid, Process, Sent, Trace};
pub use tracer::{Tracer, TracerConfig};

/// A unit test that cannot run here says so and returns false; under `CI=true` that is a
/// failure, never a silent pass.
#[cfg(test)]
pub(crate) fn need(cond: bool, what: &str) -> bool {
    if !cond {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
        assert!(!ci, "this test needs {what}, which this machine lacks");
        eprintln!("SKIPPED: this test needs {what}");
    }
    cond
}
