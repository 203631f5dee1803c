//! What a file's path (and, for a database, its first bytes) says about what losing or editing
//! it costs: program sources, scratch files, and files no rebuild brings back.
//!
//! Shared by the rules of [`super::catalog`] and the facts [`super::wall::WallContext`] gathers.

use super::content::read_head;
use foresee_report::FileEffect;
use std::path::Path;

/// Program source, by its extension: what an edit outside a repository is judged on (its
/// configuration, lock files and data change for many legitimate reasons).
pub(crate) fn is_source_code(rel: &Path) -> bool {
    const EXTS: &[&str] = &[
        "py", "js", "mjs", "cjs", "ts", "tsx", "jsx", "go", "rs", "c", "h", "cc", "cpp", "hpp", "java", "kt",
        "rb", "php", "cs", "swift", "scala", "sh", "bash", "pl", "lua",
    ];
    rel.extension().and_then(|e| e.to_str()).is_some_and(|e| EXTS.contains(&e.to_ascii_lowercase().as_str()))
}

/// Scratch files whose loss costs nothing: temporary and swap files, editor and patch
/// leftovers, pid and socket files, OS litter, configure's logs, files named as generated.
pub(crate) fn is_scratch(rel: &Path) -> bool {
    let name = rel.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
    let ext = rel.extension().map(|e| e.to_string_lossy().to_lowercase()).unwrap_or_default();
    matches!(
        ext.as_str(),
        "tmp" | "temp" | "swp" | "swo" | "pid" | "sock" | "lock" | "part" | "crdownload" | "orig" | "rej"
    ) || name.ends_with('~')
        // An atomic write's temporary file with a numbered suffix (`positions.yaml.tmp-48213`,
        // `x.tmp.3f2a`).
        || ext.strip_prefix("tmp").is_some_and(|r| r.starts_with(['-', '_']) && r[1..].bytes().all(|b| b.is_ascii_alphanumeric()))
        || name.rsplit_once(".tmp.").is_some_and(|(_, r)| !r.is_empty() && r.len() <= 12 && r.bytes().all(|b| b.is_ascii_alphanumeric()))
        || matches!(name.as_str(), ".ds_store" | "thumbs.db" | "desktop.ini")
        // What configure and cmake leave behind.
        || matches!(name.as_str(), "config.log" | "config.status" | "config.cache" | "cmakecache.txt" | "cmake_install.cmake")
        // Named as generated: `openapi.gen.json`, `schema_generated.go`.
        || [".gen.", "_gen.", ".generated.", "_generated.", "-generated."].iter().any(|g| name.contains(g))
        || rel.components().any(|c| matches!(c.as_os_str().to_str(), Some("tmp" | ".tmp" | "temp")))
}

/// A file whose loss no rebuild undoes and that a folder's clean-up rarely means: a database,
/// a secrets file (`.env.local`, a key).
pub(crate) fn precious(f: &FileEffect) -> bool {
    let name = f.path.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
    let ext = name.rsplit_once('.').map(|(_, e)| e).unwrap_or("");
    crate::protected::class_by_name(&name).is_some()
        || crate::protected::secret_by_name(&name)
        || matches!(ext, "db" | "sqlite" | "sqlite3" | "db3")
        || f.before_content
            .as_deref()
            .and_then(|p| read_head(p, 16))
            .is_some_and(|h| h.starts_with(b"SQLite format 3\0"))
}

#[cfg(test)]
mod tests {
    use super::is_scratch;
    use std::path::Path;

    #[test]
    fn scratch_files_are_known_by_name_and_data_is_not() {
        for p in ["a.tmp", "x~", "var/lib/promtail/positions.yaml.tmp-48213", "w.json.tmp.3f2a", "tmp/x.db"] {
            assert!(is_scratch(Path::new(p)), "{p}");
        }
        for p in ["positions.yaml", "data/tmpl.json", "x.tmpl", "notes.tmp-draft-of-the-real-thing.md"] {
            assert!(!is_scratch(Path::new(p)), "{p}");
        }
    }
}
