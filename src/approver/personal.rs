//! Personal data where a request asked for it to be taken out: an "anonymised" export that
//! still carries the e-mail addresses or social security numbers of its input.

use std::path::{Path, PathBuf};

/// Words of a request that asks for personal data to be taken out of what it produces.
const ANONYMISE: &[&str] = &[
    "anonymi",
    "anonymy",
    "pseudonymi",
    "de-identif",
    "deidentif",
    "redact",
    "scrub",
    "mask",
    "sanitiz",
    "sanitis",
    "strip-pii",
    "pii",
];

pub fn asks_anonymising(scope: &super::scope::TaskScope) -> bool {
    scope.says_prefix(ANONYMISE)
}

/// E-mail addresses and US social security numbers in `text`, at most
/// `max` distinct ones.
pub fn personal_values(text: &str, max: usize) -> Vec<String> {
    use std::sync::OnceLock;
    static EMAIL: OnceLock<Option<regex::Regex>> = OnceLock::new();
    static SSN: OnceLock<Option<regex::Regex>> = OnceLock::new();
    let email = EMAIL
        .get_or_init(|| {
            regex::Regex::new(
                r"(?i)\b[a-z0-9._%+-]{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24})\b",
            )
            .ok()
        })
        .as_ref();
    let ssn = SSN.get_or_init(|| regex::Regex::new(r"\b\d{3}-\d{2}-\d{4}\b").ok()).as_ref();
    let mut out: Vec<String> = Vec::new();
    // Any domain: a value counts only when the input holds it verbatim, so made-up addresses
    // an anonymiser writes (`user7@example.com`) never match, while test data in a reserved
    // domain is personal data all the same.
    if let Some(re) = email {
        out.extend(re.find_iter(text).map(|m| m.as_str().to_string()));
    }
    if let Some(re) = ssn {
        // Not 000, 666 or 9xx in the first group: those are never issued (and are how dates
        // and codes often look).
        out.extend(
            re.find_iter(text)
                .map(|m| m.as_str())
                .filter(|v| !v.starts_with("000") && !v.starts_with("666") && !v.starts_with('9'))
                .map(str::to_string),
        );
    }
    out.sort();
    out.dedup();
    out.truncate(max);
    out
}

/// For each output (the personal values it carries, and its own path), a file of the workspace
/// other than that output which holds one of those values as it was before the command: where
/// they were copied from. One walk serves every output. Bounded: 2,000 files of at most 4 MiB,
/// build outputs and the git folder aside.
pub fn copied_from(workspace: &Path, outputs: &[(Vec<String>, &Path)]) -> Vec<Option<PathBuf>> {
    let mut found: Vec<Option<PathBuf>> = vec![None; outputs.len()];
    let matchers: Vec<Option<aho_corasick::AhoCorasick>> = outputs
        .iter()
        .map(|(values, _)| {
            (!values.is_empty()).then(|| aho_corasick::AhoCorasick::new(values).ok()).flatten()
        })
        .collect();
    if matchers.iter().all(Option::is_none) {
        return found;
    }
    let mut seen = 0usize;
    for entry in walkdir::WalkDir::new(workspace)
        .follow_links(false)
        .into_iter()
        .filter_entry(|e| {
            let n = e.file_name().to_string_lossy();
            !(e.file_type().is_dir() && (n == ".git" || n == "node_modules" || n == "target"))
        })
        .flatten()
    {
        if !entry.file_type().is_file() {
            continue;
        }
        seen += 1;
        if seen > 2000 {
            break;
        }
        if entry.metadata().map(|m| m.len() > 4 << 20).unwrap_or(true) {
            continue;
        }
        let open: Vec<usize> = (0..outputs.len())
            .filter(|&i| found[i].is_none() && matchers[i].is_some() && outputs[i].1 != entry.path())
            .collect();
        if open.is_empty() {
            continue;
        }
        if let Ok(data) = std::fs::read(entry.path()) {
            for i in open {
                if matchers[i].as_ref().is_some_and(|ac| ac.is_match(&data)) {
                    found[i] = Some(entry.path().to_path_buf());
                }
            }
        }
        if found.iter().zip(&matchers).all(|(f, m)| f.is_some() || m.is_none()) {
            break;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn personal_values_are_addresses_and_ssns() {
        let v = personal_values(
            "ana.lima@mailbox.net,555-12-3456,user7@example.com,2024-05-1234,912-34-5678",
            10,
        );
        assert_eq!(v, vec!["555-12-3456", "ana.lima@mailbox.net", "user7@example.com"]);
    }

    #[test]
    fn copied_values_are_traced_to_their_source() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("in.csv"), "name,email\nAna,ana.lima@mailbox.net\n").unwrap();
        std::fs::create_dir(d.path().join("out")).unwrap();
        let out = d.path().join("out/anon.csv");
        std::fs::write(&out, "ana.lima@mailbox.net\n").unwrap();
        let vals = vec!["ana.lima@mailbox.net".to_string()];
        assert_eq!(
            copied_from(d.path(), &[(vals, out.as_path()), (vec!["bo@x.org".to_string()], out.as_path())]),
            vec![Some(d.path().join("in.csv")), None]
        );
    }
}
