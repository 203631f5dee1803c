//! Keeping the tracer and a sequential command on one CPU.
//!
//! Every stop is a round trip between the stopped process and the tracer: on two CPUs that is two
//! cross-CPU wake-ups, which cost tens of microseconds each on a virtual machine (an IPI and a
//! halted vCPU to wake). On one CPU it is two local context switches. Measured here, copying
//! 10,000 files (two stops per file) took 1.9-2.6 s traced on two CPUs and 0.6 s with tracer and
//! command on one; the same copy untraced takes 0.4 s.
//!
//! Most commands are sequential (a shell runs one program at a time, a copy copies one file at a
//! time), but a parallel build or a pipeline of busy programs needs every CPU. So the pin is
//! provisional: a watcher looks every 10 ms at the state of every traced task, and the first
//! time two of them are runnable at once it releases the pin for good: every traced task and
//! the tracer get back the CPUs they had. (The kernel's CPU pressure figure does not serve: the
//! tracer and a stopped command handing one CPU back and forth already look like 50% pressure.)

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::JoinHandle;

use crate::event::Pid;

const WINDOW: std::time::Duration = std::time::Duration::from_millis(10);

pub struct Pin {
    all: libc::cpu_set_t,
    released: Arc<AtomicBool>,
    applied_release: bool,
    /// Dropped to stop the watcher at once.
    stop: Option<mpsc::Sender<()>>,
    watcher: Option<JoinHandle<()>>,
}

/// The live traced tasks, kept by the tracer, read by the watcher.
pub type Tasks = Arc<Mutex<Vec<Pid>>>;

/// How many of `tasks` are running or waiting to run (state `R` in `/proc/PID/stat`).
fn runnable(tasks: &Tasks) -> usize {
    let tids: Vec<Pid> = tasks.lock().map(|t| t.clone()).unwrap_or_default();
    tids.iter()
        .filter(|t| {
            std::fs::read(format!("/proc/{t}/stat")).ok().is_some_and(|s| {
                // pid (comm) state ...: the comm may hold spaces and parentheses; the state
                // follows the last ')'.
                s.iter().rposition(|b| *b == b')').and_then(|i| s.get(i + 2)) == Some(&b'R')
            })
        })
        .count()
}

fn set_affinity(tid: Pid, set: &libc::cpu_set_t) -> bool {
    unsafe { libc::sched_setaffinity(tid, std::mem::size_of::<libc::cpu_set_t>(), set) == 0 }
}

extern "C" fn wake(_: libc::c_int) {}

impl Pin {
    /// Pins the calling thread (the tracer) and `command` to the CPU the tracer is on, and starts
    /// the watcher over `tasks`. None (and nothing changed) where there is one CPU or the kernel
    /// refuses.
    pub fn start(command: Pid, tasks: Tasks) -> Option<Pin> {
        let mut all: libc::cpu_set_t = unsafe { std::mem::zeroed() };
        if unsafe { libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut all) } != 0 {
            return None;
        }
        if unsafe { libc::CPU_COUNT(&all) } < 2 {
            return None;
        }
        let cpu = unsafe { libc::sched_getcpu() };
        if cpu < 0 || !unsafe { libc::CPU_ISSET(cpu as usize, &all) } {
            return None;
        }
        let mut one: libc::cpu_set_t = unsafe { std::mem::zeroed() };
        unsafe { libc::CPU_SET(cpu as usize, &mut one) };
        if !set_affinity(command, &one) {
            return None;
        }
        if !set_affinity(0, &one) {
            set_affinity(command, &all);
            return None;
        }
        // The watcher interrupts the tracer's wait with SIGURG (a handler without SA_RESTART),
        // so a command that makes no calls the tracer stops for is released as well.
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = wake as *const () as usize;
            libc::sigemptyset(&mut sa.sa_mask);
            libc::sigaction(libc::SIGURG, &sa, std::ptr::null_mut());
        }
        let tracer = unsafe { libc::gettid() };
        let pid = unsafe { libc::getpid() };
        let released = Arc::new(AtomicBool::new(false));
        let (stop, stopped) = mpsc::channel::<()>();
        let r = released.clone();
        let release = move || {
            r.store(true, Ordering::SeqCst);
            unsafe { libc::syscall(libc::SYS_tgkill, pid, tracer, libc::SIGURG) };
        };
        let watcher = std::thread::Builder::new()
            .name("foresee-pin".into())
            .spawn(move || {
                // This thread must not be pinned with the tracer (it was created with its mask).
                set_affinity(0, &all);
                while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(WINDOW) {
                    if runnable(&tasks) >= 2 {
                        return release();
                    }
                }
            })
            .ok();
        let Some(watcher) = watcher else {
            set_affinity(command, &all);
            set_affinity(0, &all);
            return None;
        };
        Some(Pin { all, released, applied_release: false, stop: Some(stop), watcher: Some(watcher) })
    }

    /// Gives `tasks` and the tracer back every CPU, once the watcher asked for it.
    pub fn apply_release<'a>(&mut self, tasks: impl Iterator<Item = &'a Pid>) {
        if self.applied_release || !self.released.load(Ordering::SeqCst) {
            return;
        }
        self.applied_release = true;
        for t in tasks {
            set_affinity(*t, &self.all);
        }
        set_affinity(0, &self.all);
    }

    /// Releases the pin now (a program asked which CPUs it may use, to size its parallelism).
    pub fn release_now<'a>(&mut self, tasks: impl Iterator<Item = &'a Pid>) {
        self.released.store(true, Ordering::SeqCst);
        self.apply_release(tasks);
    }

    /// A task that appeared after the release may have inherited the pin from its parent.
    pub fn widen(&self, task: Pid) {
        if self.applied_release {
            set_affinity(task, &self.all);
        }
    }

    /// Stops the watcher and gives the tracer back its CPUs.
    pub fn finish(mut self) {
        drop(self.stop.take());
        if let Some(w) = self.watcher.take() {
            let _ = w.join();
        }
        set_affinity(0, &self.all);
    }
}
