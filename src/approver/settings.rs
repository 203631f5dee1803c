//! The settings a structured file's edit changes, by key path: JSON and TOML read whole, INI-like
//! files (`[section]` and `key = value` lines) line by line. `handlers.audit_file.level` changed
//! from `INFO` to `WARNING` is one path; a key added or removed is one too. Lists of plain values
//! are compared whole (an added handler is one change of the list, not a shift of every
//! index); lists of tables are compared element by element once equal elements are set aside.

use std::collections::BTreeMap;
use std::path::Path;

/// At most this many paths are returned: past it, the edit rewrote the file.
const MAX_PATHS: usize = 2000;

/// A changed setting: its path from the top (`["handlers", "audit_file", "level"]`; list
/// elements as their index), as keys are written.
pub type KeyPath = Vec<String>;

/// The paths whose values differ between two trees [`parse`] read.
pub fn changed(old: &serde_json::Value, new: &serde_json::Value) -> Vec<KeyPath> {
    let mut out = Vec::new();
    diff(old, new, &mut Vec::new(), &mut out);
    out
}

/// A settings file's content as a tree, by its kind (by name): JSON, TOML or INI-like; `None`
/// for another kind, or text that does not parse.
pub fn parse(path: &Path, text: &str) -> Option<serde_json::Value> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        "json" => serde_json::from_str(text).ok(),
        "toml" => toml_value(text),
        "ini" | "cfg" | "conf" | "properties" => ini_value(text),
        _ => None,
    }
}

/// How many times a key appears anywhere in the tree (at most 1000 nodes are visited).
pub fn key_count(v: &serde_json::Value, key: &str) -> usize {
    let mut budget = 1000usize;
    let mut stack = vec![v];
    let mut n = 0;
    while let Some(v) = stack.pop() {
        if budget == 0 {
            break;
        }
        budget -= 1;
        match v {
            serde_json::Value::Object(m) => {
                n += m.keys().filter(|k| *k == key).count();
                stack.extend(m.values());
            }
            serde_json::Value::Array(a) => stack.extend(a.iter()),
            _ => {}
        }
    }
    n
}

fn toml_value(text: &str) -> Option<serde_json::Value> {
    let v: toml::Value = toml::from_str(text).ok()?;
    serde_json::to_value(v).ok()
}

/// `[section]` headers and `key = value` (or `key: value`) lines as an object of objects;
/// comments and blank lines aside. Anything else (a line of neither shape) is no INI file.
fn ini_value(text: &str) -> Option<serde_json::Value> {
    let mut top = serde_json::Map::new();
    let mut section: Option<String> = None;
    for l in text.lines().map(str::trim) {
        if l.is_empty() || l.starts_with('#') || l.starts_with(';') {
            continue;
        }
        if let Some(name) = l.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            section = Some(name.trim().to_string());
            top.entry(name.trim().to_string())
                .or_insert_with(|| serde_json::Value::Object(Default::default()));
            continue;
        }
        let (k, v) = l.split_once('=').or_else(|| l.split_once(':'))?;
        let value = serde_json::Value::String(v.trim().to_string());
        match &section {
            Some(s) => {
                if let Some(serde_json::Value::Object(m)) = top.get_mut(s) {
                    m.insert(k.trim().to_string(), value);
                }
            }
            None => {
                top.insert(k.trim().to_string(), value);
            }
        }
    }
    Some(serde_json::Value::Object(top))
}

fn diff(a: &serde_json::Value, b: &serde_json::Value, at: &mut KeyPath, out: &mut Vec<KeyPath>) {
    use serde_json::Value;
    if out.len() >= MAX_PATHS || a == b {
        return;
    }
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys: BTreeMap<&String, ()> = x.keys().chain(y.keys()).map(|k| (k, ())).collect();
            for k in keys.keys() {
                at.push((*k).clone());
                match (x.get(*k), y.get(*k)) {
                    (Some(p), Some(q)) => diff(p, q, at, out),
                    _ => out.push(at.clone()),
                }
                at.pop();
            }
        }
        (Value::Array(x), Value::Array(y)) if x.iter().chain(y).all(|v| v.is_object() || v.is_array()) => {
            // Elements equal on both sides are unchanged; the others pair up in order.
            let mut left: Vec<(usize, &Value)> = x.iter().enumerate().collect();
            let mut right: Vec<(usize, &Value)> = Vec::new();
            for (i, v) in y.iter().enumerate() {
                match left.iter().position(|(_, u)| *u == v) {
                    Some(p) => {
                        left.remove(p);
                    }
                    None => right.push((i, v)),
                }
            }
            for k in 0..left.len().max(right.len()) {
                match (left.get(k), right.get(k)) {
                    (Some((i, p)), Some((_, q))) => {
                        at.push(i.to_string());
                        diff(p, q, at, out);
                        at.pop();
                    }
                    (Some((i, _)), None) | (None, Some((i, _))) => {
                        at.push(i.to_string());
                        out.push(at.clone());
                        at.pop();
                    }
                    (None, None) => {}
                }
            }
        }
        _ => out.push(at.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::{changed, parse};
    use std::path::Path;

    fn paths(name: &str, old: &str, new: &str) -> Vec<String> {
        let tree = |t| parse(Path::new(name), t).unwrap();
        changed(&tree(old), &tree(new)).into_iter().map(|p| p.join(".")).collect()
    }

    #[test]
    fn each_changed_setting_is_one_path() {
        let old = r#"{"handlers": {"console": {"level": "DEBUG"}, "audit_file": {"level": "INFO"}},
                      "root": {"level": "INFO", "handlers": ["console"]}}"#;
        let new = r#"{"handlers": {"console": {"level": "DEBUG"}, "audit_file": {"level": "WARNING"}},
                      "root": {"level": "WARNING", "handlers": ["console", "audit_file"]}}"#;
        assert_eq!(
            paths("logging.json", old, new),
            ["handlers.audit_file.level", "root.handlers", "root.level"]
        );
        // A statement added to a list of tables is one path; the others are unchanged.
        let old = r#"{"Statement": [{"Sid": "A"}, {"Sid": "B"}]}"#;
        let new = r#"{"Statement": [{"Sid": "A"}, {"Sid": "New"}, {"Sid": "B"}]}"#;
        assert_eq!(paths("policy.json", old, new), ["Statement.1"]);
        assert_eq!(
            paths("app.toml", "[server]\nport = 80\nhost = \"a\"\n", "[server]\nport = 8080\nhost = \"a\"\n"),
            ["server.port"]
        );
        assert_eq!(
            paths(
                "app.ini",
                "[db]\nuser = app\n[log]\nlevel = info\n",
                "[db]\nuser = root\n[log]\nlevel = info\n"
            ),
            ["db.user"]
        );
        assert!(parse(Path::new("notes.md"), "a").is_none());
        assert!(parse(Path::new("broken.json"), "{").is_none());
    }
}
