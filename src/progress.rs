//! The live line on stderr while a command rehearses at a terminal: elapsed time, processes,
//! files and bytes written so far (samples from [`foresee_sandbox::progress`], at most four a
//! second), drawn over itself and erased before anything else is printed. Never for `--json`,
//! `exec` or the hook, whose stderr is a program's.

use foresee_sandbox::{Progress, ProgressSink};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// What the line says for one sample.
pub fn text(p: &Progress) -> String {
    let plural =
        |n: u64, one: &str, many: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {many}") };
    format!(
        "foresee: rehearsing {:.1} s, {}, {} written, {}",
        p.elapsed.as_secs_f64(),
        plural(p.processes as u64, "process", "processes"),
        plural(p.files, "file", "files"),
        foresee_report::report::human_size(p.bytes)
    )
}

/// The line on the terminal; erased when dropped.
pub struct Line {
    /// Whether something is drawn now; `None` once erased, so a late sample draws nothing.
    drawn: Arc<Mutex<Option<bool>>>,
    /// The terminal's width: a longer line would wrap, and a carriage return would only go
    /// back to its last row.
    width: usize,
}

impl Line {
    pub fn start() -> Line {
        let mut ws: libc::winsize = unsafe { std::mem::zeroed() };
        // SAFETY: TIOCGWINSZ fills `ws`; on failure the width stays 0 and a default is used.
        let width = if unsafe { libc::ioctl(2, libc::TIOCGWINSZ, &mut ws) } == 0 && ws.ws_col > 0 {
            ws.ws_col as usize
        } else {
            80
        };
        Line { drawn: Arc::new(Mutex::new(Some(false))), width }
    }

    /// The sink the sandbox sends samples to.
    pub fn sink(&self) -> ProgressSink {
        let drawn = self.drawn.clone();
        let width = self.width.saturating_sub(1).max(1);
        ProgressSink(Arc::new(move |p: &Progress| {
            let Ok(mut d) = drawn.lock() else { return };
            if d.is_none() {
                return;
            }
            let line: String = text(p).chars().take(width).collect();
            // Carriage return and erase-line: the line is drawn over itself.
            let _ = write!(std::io::stderr(), "\r\x1b[2K{line}");
            *d = Some(true);
        }))
    }
}

impl Drop for Line {
    fn drop(&mut self) {
        if let Ok(mut d) = self.drawn.lock() {
            if *d == Some(true) {
                let _ = write!(std::io::stderr(), "\r\x1b[2K");
            }
            *d = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_line_says_time_processes_files_and_bytes() {
        let p =
            Progress { elapsed: Duration::from_millis(12_340), processes: 14, files: 120, bytes: 4_500_000 };
        assert_eq!(text(&p), "foresee: rehearsing 12.3 s, 14 processes, 120 files written, 4.5 MB");
        let p = Progress { elapsed: Duration::from_millis(250), processes: 1, files: 1, bytes: 12 };
        assert_eq!(text(&p), "foresee: rehearsing 0.2 s, 1 process, 1 file written, 12 B");
    }
}
