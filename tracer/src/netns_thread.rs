//! A thread that serves inside the sandbox's network namespace: the resolver and the sink each
//! run on one. It is started at once (it enters the namespace with `setns`, which changes only
//! the calling thread's, and binds its socket while the sandbox finishes its setup), is waited
//! for with [`NsThread::ready`], and is stopped by an eventfd its serving loop polls, which
//! returns what it saw.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path;
use std::sync::mpsc;
use std::thread::JoinHandle;

/// What a thread's body is given: a way to say it is bound (or why it could not be), and the
/// stop eventfd to poll beside its socket.
pub struct Started<B> {
    bound: mpsc::Sender<std::io::Result<B>>,
    pub stop: i32,
}

impl<B> Started<B> {
    /// Says the thread is ready to serve, with what its starter needs to know (a port, a socket).
    pub fn bound(&self, what: B) {
        let _ = self.bound.send(Ok(what));
    }

    /// Says why it could not start; the body then returns without serving.
    pub fn failed(&self, e: std::io::Error) {
        let _ = self.bound.send(Err(e));
    }
}

/// A running thread that returns `T` when stopped; `B` is what it says once bound.
pub struct NsThread<T, B> {
    stop: OwnedFd,
    handle: Option<JoinHandle<T>>,
    bound: Option<mpsc::Receiver<std::io::Result<B>>>,
    name: &'static str,
}

impl<T: Default + Send + 'static, B: Send + 'static> NsThread<T, B> {
    /// Starts `body` on a thread named `name` inside the network namespace at `netns` (a
    /// `/proc/PID/ns/net` path). A thread that cannot enter it says so through
    /// [`NsThread::ready`] and returns `T::default()`.
    pub fn start(
        name: &'static str,
        netns: &Path,
        body: impl FnOnce(&Started<B>) -> T + Send + 'static,
    ) -> std::io::Result<NsThread<T, B>> {
        let ns = std::fs::File::open(netns)?;
        let stop = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC) };
        if stop < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let stop = unsafe { OwnedFd::from_raw_fd(stop) };
        let (tx, rx) = mpsc::channel();
        let started = Started { bound: tx, stop: stop.as_raw_fd() };
        let handle = std::thread::Builder::new().name(name.into()).spawn(move || {
            if unsafe { libc::setns(ns.as_raw_fd(), libc::CLONE_NEWNET) } < 0 {
                started.failed(std::io::Error::last_os_error());
                return T::default();
            }
            body(&started)
        })?;
        Ok(NsThread { stop, handle: Some(handle), bound: Some(rx), name })
    }

    /// Waits until the thread is bound: what it said then, or `None` if that was already taken;
    /// the error it gave, or that it died.
    pub fn ready(&mut self) -> std::io::Result<Option<B>> {
        let Some(rx) = self.bound.take() else { return Ok(None) };
        match rx.recv() {
            Ok(Ok(b)) => Ok(Some(b)),
            Ok(Err(e)) => {
                if let Some(h) = self.handle.take() {
                    let _ = h.join();
                }
                Err(e)
            }
            Err(_) => Err(std::io::Error::other(format!("the {} thread died", self.name))),
        }
    }

    /// Stops the thread and returns what it saw.
    pub fn finish(mut self) -> T {
        wake(&self.stop);
        self.handle.take().and_then(|h| h.join().ok()).unwrap_or_default()
    }
}

/// Makes the serving loop's poll see its stop eventfd.
fn wake(stop: &OwnedFd) {
    let one: u64 = 1;
    unsafe { libc::write(stop.as_raw_fd(), &one as *const u64 as *const libc::c_void, 8) };
}

impl<T, B> Drop for NsThread<T, B> {
    fn drop(&mut self) {
        if let Some(h) = self.handle.take() {
            wake(&self.stop);
            let _ = h.join();
        }
    }
}
