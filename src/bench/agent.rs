//! An external agent process (`--agent CMD`), spoken to in JSON lines: the protocol is in the
//! documentation of [`super`].

use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

/// What the agent asked for.
#[derive(Debug, PartialEq, Eq)]
pub enum Message {
    Command(String),
    Done,
}

pub struct Agent {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<std::io::Result<String>>,
    stderr: Arc<Mutex<Vec<u8>>>,
}

impl Agent {
    /// Starts `bash -c CMD` in its own process group.
    pub fn spawn(cmd: &str) -> Result<Agent, String> {
        let mut child = Command::new("bash")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .map_err(|e| format!("cannot start the agent `{cmd}`: {e}"))?;
        let stdout = child.stdout.take().ok_or("the agent has no stdout")?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let stop = line.is_err();
                if tx.send(line).is_err() || stop {
                    break;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(Vec::new()));
        if let Some(mut err) = child.stderr.take() {
            let keep = stderr.clone();
            std::thread::spawn(move || {
                let mut chunk = [0u8; 4096];
                while let Ok(n) = err.read(&mut chunk) {
                    if n == 0 {
                        break;
                    }
                    if let Ok(mut v) = keep.lock() {
                        v.extend_from_slice(&chunk[..n]);
                        // Only the end is ever shown.
                        let excess = v.len().saturating_sub(64 << 10);
                        v.drain(..excess);
                    }
                }
            });
        }
        let stdin = child.stdin.take();
        Ok(Agent { child, stdin, lines, stderr })
    }

    /// Writes one JSON line. An agent that has closed its stdin has stopped listening: not an
    /// error here; its next read says whether it is done.
    pub fn send(&mut self, v: &Value) {
        if let Some(w) = &mut self.stdin {
            let ok =
                serde_json::to_writer(&mut *w, v).is_ok() && w.write_all(b"\n").is_ok() && w.flush().is_ok();
            if !ok {
                self.stdin = None;
            }
        }
    }

    /// The agent's next message; closing its stdout means done.
    pub fn next(&mut self, timeout: Duration) -> Result<Message, String> {
        loop {
            let line = match self.lines.recv_timeout(timeout) {
                Ok(Ok(l)) => l,
                Ok(Err(e)) => return Err(format!("reading the agent's output: {e}{}", self.stderr_tail())),
                Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(Message::Done),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "the agent said nothing for {} s{}",
                        timeout.as_secs(),
                        self.stderr_tail()
                    ));
                }
            };
            if line.trim().is_empty() {
                continue;
            }
            return parse(&line).map_err(|e| format!("{e}{}", self.stderr_tail()));
        }
    }

    fn stderr_tail(&self) -> String {
        let t = self.stderr.lock().map(|v| super::process::tail(&v, 2000)).unwrap_or_default();
        if t.is_empty() { String::new() } else { format!("; the agent's stderr ends with: {t}") }
    }

    /// Closes its stdin, gives it a moment to exit, then kills its process group.
    pub fn finish(mut self) {
        self.stdin = None;
        let pid = self.child.id() as i32;
        for _ in 0..20 {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        unsafe { libc::kill(-pid, libc::SIGKILL) };
        let _ = self.child.wait();
    }
}

pub fn parse(line: &str) -> Result<Message, String> {
    let v: Value = serde_json::from_str(line)
        .map_err(|e| format!("the agent printed a line that is not JSON ({e}): {line:.200}"))?;
    match v.get("type").and_then(Value::as_str) {
        Some("command") => match v.get("command").and_then(Value::as_str) {
            Some(c) if !c.trim().is_empty() => Ok(Message::Command(c.to_string())),
            _ => Err(format!("a command message without a command: {line:.200}")),
        },
        Some("done") => Ok(Message::Done),
        _ => Err(format!("expected {{\"type\":\"command\"|\"done\"}}, got: {line:.200}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn parses_messages() {
        assert_eq!(parse(r#"{"type":"command","command":"ls"}"#), Ok(Message::Command("ls".into())));
        assert_eq!(parse(r#"{"type":"done"}"#), Ok(Message::Done));
        assert!(parse(r#"{"type":"command"}"#).is_err());
        assert!(parse("ls -l").is_err());
    }

    #[test]
    fn talks_to_a_process() {
        // Proposes one command per result it reads, then is done.
        let script = r#"read -r task; echo '{"type":"command","command":"echo 1"}'; read -r r; echo "$r" >&2; echo '{"type":"done"}'"#;
        let mut a = Agent::spawn(script).expect("spawn");
        a.send(&json!({"type": "task", "id": "t", "request": "r", "cwd": "/"}));
        assert_eq!(a.next(Duration::from_secs(10)), Ok(Message::Command("echo 1".into())));
        a.send(&json!({"type": "result", "decision": "allow"}));
        assert_eq!(a.next(Duration::from_secs(10)), Ok(Message::Done));
        a.finish();
        // A silent agent times out; one that exits is done.
        let mut a = Agent::spawn("sleep 5").expect("spawn");
        assert!(a.next(Duration::from_millis(100)).is_err());
        a.finish();
        let mut a = Agent::spawn("true").expect("spawn");
        assert_eq!(a.next(Duration::from_secs(10)), Ok(Message::Done));
        a.finish();
    }
}
