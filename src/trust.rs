//! The command's trust roots when TLS is inspected (the default; `--no-inspect` turns it off).
//!
//! Each rehearsal makes its own certificate authority ([`foresee_tracer::inspect::Authority`]).
//! Its certificate is added to the roots the command sees, and only there:
//! - the system's CA bundle files, as seen inside the sandbox, are replaced by copies that hold
//!   the host's roots and the authority, bound read-only from the sandbox's own `/run`
//!   ([`foresee_sandbox::BoundFile`]): the host's files never change, and no snapshot layer
//!   holds the copies, so a commit never carries them;
//! - the variables programs read a bundle from ([`CA_VARIABLES`]) point at such a copy. Most of
//!   them replace a program's roots rather than add to them, so the copy holds the roots too:
//!   the file the variable named before (the user's own bundle), else the system's.
//!
//! The authority's key stays in foresee's memory: no file holds it, inside the sandbox or out.
//! A program that ignores all of this (it pins a key, or carries roots of its own) refuses the
//! sink's certificate, and the report says so with the destination.

use foresee_sandbox::BoundFile;
use foresee_tracer::inspect::Authority;
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::Arc;

/// Where systems keep their bundle of trusted roots (Debian and Ubuntu, Fedora and RHEL,
/// openSUSE, CentOS 7, Alpine and others).
pub const SYSTEM_BUNDLES: &[&str] = &[
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/ca-bundle.pem",
    "/etc/pki/tls/cacert.pem",
    "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem",
    "/etc/ssl/cert.pem",
];

/// Variables tools read a bundle of roots from: OpenSSL and Go, Python's requests and pip,
/// curl, git, Node and npm, yarn, cargo, the AWS and Google clouds' tools, Deno, Nix, bundler,
/// Perl's LWP, Hex.
pub const CA_VARIABLES: &[&str] = &[
    "SSL_CERT_FILE",
    "REQUESTS_CA_BUNDLE",
    "CURL_CA_BUNDLE",
    "GIT_SSL_CAINFO",
    "PIP_CERT",
    "NODE_EXTRA_CA_CERTS",
    "npm_config_cafile",
    "NPM_CONFIG_CAFILE",
    "YARN_CA_FILE_PATH",
    "CARGO_HTTP_CAINFO",
    "AWS_CA_BUNDLE",
    "CLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE",
    "DENO_CERT",
    "NIX_SSL_CERT_FILE",
    "BUNDLE_SSL_CA_CERT",
    "PERL_LWP_SSL_CA_FILE",
    "HEX_CACERTS_PATH",
];

/// Where the copies the variables name live inside the sandbox (its own `/run`, never
/// committed).
const RUN_DIR: &str = "/run/foresee-trust";

/// What a rehearsal with inspection needs: the authority for the sink, and the files and
/// variables that make the command trust it.
pub struct Inspection {
    pub authority: Arc<Authority>,
    pub files: Vec<BoundFile>,
}

fn with_authority(base: Option<&[u8]>, pem: &str) -> Vec<u8> {
    let mut out = base.map(<[u8]>::to_vec).unwrap_or_default();
    if !out.is_empty() && !out.ends_with(b"\n") {
        out.push(b'\n');
    }
    out.extend_from_slice(pem.as_bytes());
    out
}

/// The system's bundle files on this machine, each once (links followed).
fn system_bundles() -> Vec<(PathBuf, Vec<u8>)> {
    let mut seen: Vec<PathBuf> = Vec::new();
    let mut out = Vec::new();
    for p in SYSTEM_BUNDLES {
        let Ok(real) = std::fs::canonicalize(p) else { continue };
        if seen.contains(&real) {
            continue;
        }
        seen.push(real);
        if let Ok(content) = std::fs::read(p) {
            out.push((PathBuf::from(p), content));
        }
    }
    out
}

/// Makes the rehearsal's authority and what the command needs to trust it: `env` gains (or has
/// rewritten) the [`CA_VARIABLES`]; the returned files go to the sandbox's `bound_files`.
pub fn prepare(env: &mut Vec<(OsString, OsString)>) -> Result<Inspection, String> {
    let authority = Authority::new()?;
    let pem = authority.certificate_pem();
    let system = system_bundles();
    let mut files: Vec<BoundFile> = system
        .iter()
        .map(|(path, content)| BoundFile { path: path.clone(), content: with_authority(Some(content), &pem) })
        .collect();
    let default_base = system.first().map(|(_, c)| c.as_slice());
    let default_path = PathBuf::from(RUN_DIR).join("ca-bundle.pem");
    files.push(BoundFile { path: default_path.clone(), content: with_authority(default_base, &pem) });
    // A variable the user set keeps their roots: its copy is their file and the authority.
    let mut own: Vec<(OsString, PathBuf)> = Vec::new();
    for name in CA_VARIABLES {
        let set = env.iter().find(|(k, _)| k == name).map(|(_, v)| PathBuf::from(v));
        let path = match set {
            Some(p) if p.is_file() && !p.starts_with(RUN_DIR) => {
                match own.iter().find(|(_, from)| *from == p) {
                    Some((copy, _)) => PathBuf::from(copy),
                    None => {
                        let copy = PathBuf::from(RUN_DIR).join(format!("own-{}.pem", own.len()));
                        let base = std::fs::read(&p).ok();
                        files.push(BoundFile {
                            path: copy.clone(),
                            content: with_authority(base.as_deref(), &pem),
                        });
                        own.push((copy.clone().into_os_string(), p));
                        copy
                    }
                }
            }
            _ => default_path.clone(),
        };
        env.retain(|(k, _)| k != name);
        env.push((OsString::from(name), path.into_os_string()));
    }
    Ok(Inspection { authority: Arc::new(authority), files })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variable_names_a_copy_with_the_roots_and_the_authority_and_no_key() {
        let t = tempfile::tempdir().unwrap();
        let mine = t.path().join("corp.pem");
        std::fs::write(&mine, "-----BEGIN CERTIFICATE-----\ncorp\n-----END CERTIFICATE-----\n").unwrap();
        let mut env = vec![
            (OsString::from("PATH"), OsString::from("/usr/bin")),
            (OsString::from("REQUESTS_CA_BUNDLE"), mine.clone().into_os_string()),
            (OsString::from("CURL_CA_BUNDLE"), mine.clone().into_os_string()),
        ];
        let ins = prepare(&mut env).unwrap();
        let pem = ins.authority.certificate_pem();
        let var = |k: &str| env.iter().find(|(n, _)| n == k).map(|(_, v)| PathBuf::from(v)).unwrap();
        for name in CA_VARIABLES {
            let p = var(name);
            assert!(p.starts_with(RUN_DIR), "{name}: {p:?}");
            let f = ins.files.iter().find(|f| f.path == p).expect("its copy");
            assert!(String::from_utf8_lossy(&f.content).ends_with(&pem), "{name}");
        }
        // The user's own bundle is kept in theirs; both variables share one copy.
        assert_eq!(var("REQUESTS_CA_BUNDLE"), var("CURL_CA_BUNDLE"));
        let own = ins.files.iter().find(|f| f.path == var("REQUESTS_CA_BUNDLE")).unwrap();
        assert!(String::from_utf8_lossy(&own.content).starts_with("-----BEGIN CERTIFICATE-----\ncorp"));
        assert_ne!(var("SSL_CERT_FILE"), var("REQUESTS_CA_BUNDLE"));
        for f in &ins.files {
            assert!(!String::from_utf8_lossy(&f.content).contains("PRIVATE KEY"), "{:?}", f.path);
        }
        // The host's file is untouched.
        assert!(!std::fs::read_to_string(&mine).unwrap().contains(&pem));
    }
}
