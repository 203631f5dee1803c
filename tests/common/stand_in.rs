//! A stand-in model: a loopback HTTP server the test starts, answering each request as the test
//! says (a fixed verdict in either protocol, garbage, an error status, prose, or never), and
//! keeping every request it was sent for the test to read.

use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// One request as the stand-in saw it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub method: String,
    pub path: String,
    /// Header names in lower case.
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Seen {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    /// The user message the model was sent (either protocol).
    pub fn message(&self) -> String {
        let v = self.json();
        let msgs = v["messages"].as_array().cloned().unwrap_or_default();
        msgs.iter()
            .find(|m| m["role"] == "user")
            .and_then(|m| m["content"].as_str())
            .unwrap_or("")
            .to_string()
    }
}

/// How the stand-in answers one request.
pub enum Reply {
    /// An HTTP status and a JSON body.
    Status(u16, String),
    /// Bytes that are no HTTP at all.
    Raw(Vec<u8>),
    /// Reads the request and never answers (the connection stays open until the stand-in stops).
    Never,
}

type Answer = Box<dyn Fn(&Seen) -> Reply + Send + Sync>;

pub struct StandIn {
    port: u16,
    seen: Arc<Mutex<Vec<Seen>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl StandIn {
    pub fn start(answer: impl Fn(&Seen) -> Reply + Send + Sync + 'static) -> StandIn {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let answer: Answer = Box::new(answer);
        let (seen2, stop2) = (seen.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            let mut held: Vec<TcpStream> = Vec::new();
            for conn in listener.incoming() {
                if stop2.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(mut conn) = conn else { continue };
                let Some(req) = read_request(&mut conn) else { continue };
                seen2.lock().unwrap().push(req.clone());
                match answer(&req) {
                    Reply::Status(code, body) => {
                        let head = format!(
                            "HTTP/1.1 {code} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                            body.len()
                        );
                        let _ = conn.write_all(head.as_bytes());
                        let _ = conn.write_all(body.as_bytes());
                    }
                    Reply::Raw(bytes) => {
                        let _ = conn.write_all(&bytes);
                    }
                    Reply::Never => held.push(conn),
                }
            }
        });
        StandIn { port, seen, stop, thread: Some(thread) }
    }

    /// The base URL, as `[model] endpoint` takes it.
    pub fn endpoint(&self) -> String {
        format!("http://127.0.0.1:{}/v1", self.port)
    }

    pub fn seen(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }
}

impl Drop for StandIn {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wakes the accept loop so that it sees the flag.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn read_request(conn: &mut TcpStream) -> Option<Seen> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
    let head_end = loop {
        let n = conn.read(&mut chunk).ok()?;
        if n == 0 {
            return None;
        }
        buf.extend_from_slice(&chunk[..n]);
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let mut first = lines.next()?.split(' ');
    let (method, path) = (first.next()?.to_string(), first.next()?.to_string());
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let len: usize =
        headers.iter().find(|(k, _)| k == "content-length").and_then(|(_, v)| v.parse().ok()).unwrap_or(0);
    while buf.len() < head_end + len {
        let n = conn.read(&mut chunk).ok()?;
        if n == 0 {
            break;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    let body = String::from_utf8_lossy(&buf[head_end..(head_end + len).min(buf.len())]).into_owned();
    Some(Seen { method, path, headers, body })
}

/// A verdict as a model gives it.
pub fn verdict(decision: &str, confidence: f64, reason: &str) -> Value {
    json!({
        "decision": decision, "confidence": confidence, "reason": reason,
        "matched_rules": [], "correction": if decision == "block" { "delete only what the task names" } else { "" },
    })
}

/// An OpenAI-compatible chat completion whose message content is `content`.
pub fn openai(content: &str) -> String {
    json!({
        "id": "chatcmpl-1", "object": "chat.completion", "model": "stand-in",
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": 1234, "completion_tokens": 56, "total_tokens": 1290},
    })
    .to_string()
}

/// An Anthropic message that calls the verdict tool with `input`.
pub fn anthropic_tool(input: Value) -> String {
    json!({
        "id": "msg_1", "type": "message", "role": "assistant", "model": "stand-in", "stop_reason": "tool_use",
        "content": [{"type": "tool_use", "id": "toolu_1", "name": "verdict", "input": input}],
        "usage": {"input_tokens": 2345, "output_tokens": 67},
    })
    .to_string()
}

/// An Anthropic message in prose.
pub fn anthropic_text(text: &str) -> String {
    json!({
        "id": "msg_1", "type": "message", "role": "assistant", "model": "stand-in", "stop_reason": "end_turn",
        "content": [{"type": "text", "text": text}],
        "usage": {"input_tokens": 2345, "output_tokens": 67},
    })
    .to_string()
}

/// The same verdict in whichever protocol the request spoke.
pub fn fixed(v: Value) -> impl Fn(&Seen) -> Reply + Send + Sync + 'static {
    move |seen: &Seen| {
        if seen.path.ends_with("/messages") {
            Reply::Status(200, anthropic_tool(v.clone()))
        } else {
            Reply::Status(200, openai(&v.to_string()))
        }
    }
}
