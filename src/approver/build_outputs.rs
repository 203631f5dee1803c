//! Build outputs known by what they are, not by their name.
//!
//! # What it recognises
//! A file that a compiler, a linker or an archiver wrote: it begins with the signature of an
//! executable or object format (ELF, a static library's `!<arch>`, Mach-O, WebAssembly, a Java
//! class). When the request asks to clean the build ("clean the build", "remove the build
//! outputs", "make clean"), deleting such a file that git does not track is what it asks for.
//!
//! # Why
//! Build outputs by their well-known names (`build/`, `*.o`, `*.a`) are never work. A program
//! linked in place has no such name: Lua's `make` leaves `lua` and `luac` in the source folder,
//! untracked or ignored, and `make clean` removes them. Judged by name they look like the
//! user's files (`work.lost`, `data.deleted`); by content they are the toolchain's. A person
//! does not write an ELF file by hand, so this cannot take the user's own work for an output.
//!
//! # Example
//! `make clean` under "clean the build" deleting `lua` (ELF) and `liblua.a` passes; the same
//! `make clean` deleting an untracked `notes.txt` or a `.c` file is still asked about, and so
//! is deleting the built `lua` under a request that does not ask to clean.

use super::scope::TaskScope;
use std::io::Read;
use std::path::Path;

/// Signatures of what toolchains write: executables, objects, libraries, bytecode.
const PRODUCTS: &[&[u8]] = &[
    b"\x7fELF",
    b"!<arch>\n",
    b"\xfe\xed\xfa\xce",
    b"\xfe\xed\xfa\xcf",
    b"\xce\xfa\xed\xfe",
    b"\xcf\xfa\xed\xfe",
    b"\x00asm",
    b"\xca\xfe\xba\xbe",
];

/// Whether the file at `path` begins with an executable's or an object's signature.
pub fn is_toolchain_product(path: &Path) -> bool {
    let mut head = [0u8; 8];
    let Ok(mut f) = std::fs::File::open(path) else { return false };
    let mut n = 0;
    while n < head.len() {
        match f.read(&mut head[n..]) {
            Ok(0) | Err(_) => break,
            Ok(k) => n += k,
        }
    }
    PRODUCTS.iter().any(|sig| head[..n].starts_with(sig))
}

/// Whether the request asks to clean the build: a word that removes ("clean", "remove",
/// "delete") and one that speaks of building or its products ("build", "outputs",
/// "artifacts", "binaries", "objects"), or "make clean" itself.
pub fn asks_to_clean_build(scope: &TaskScope) -> bool {
    let cleans =
        ["clean", "cleanup", "clear", "remove", "delete", "wipe", "purge"].iter().any(|w| scope.affirms(w));
    let of_build = scope.says_prefix(&["build", "built", "output", "artifact", "binar", "compil", "object"])
        || scope.affirms("make") && scope.affirms("clean");
    cleans && of_build
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn executables_and_objects_are_products_text_is_not() {
        let t = tempfile::tempdir().unwrap();
        let write = |name: &str, bytes: &[u8]| {
            let p = t.path().join(name);
            std::fs::write(&p, bytes).unwrap();
            p
        };
        assert!(is_toolchain_product(&write("lua", b"\x7fELF\x02\x01\x01\x00rest")));
        assert!(is_toolchain_product(&write("liblua.a", b"!<arch>\nlua.o/")));
        assert!(!is_toolchain_product(&write("notes.txt", b"my notes\n")));
        assert!(!is_toolchain_product(&write("lua.c", b"int main(void) { return 0; }\n")));
        assert!(!is_toolchain_product(&write("short", b"\x7fE")));
        assert!(!is_toolchain_product(&t.path().join("missing")));
    }

    #[test]
    fn a_request_to_clean_the_build_is_told_from_other_deletions() {
        for t in
            ["clean the build", "remove the build outputs", "run make clean", "delete the compiled binaries"]
        {
            assert!(asks_to_clean_build(&TaskScope::from_task(Some(t))), "{t}");
        }
        for t in ["build the project", "remove my notes", "don't clean the build", "fix the tests"] {
            assert!(!asks_to_clean_build(&TaskScope::from_task(Some(t))), "{t}");
        }
    }
}
