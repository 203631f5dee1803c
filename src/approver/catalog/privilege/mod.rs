//! The privilege family: privileges granted on this machine, or staged for whoever boots or
//! enters a tree the command builds. The kinds of sensitive place that grant privilege (see
//! [`crate::sensitive`]) are judged here, not as `sensitive.write`.

pub(crate) mod change;
pub(crate) mod staged;

/// Sensitive-place kinds that grant privilege rather than act later.
pub(crate) fn grants_privilege(kind: &str) -> bool {
    matches!(
        kind,
        "set-uid/set-gid bit" | "file capabilities" | "sudoers" | "accounts database" | "privilege policy"
    )
}

/// A sensitive-place kind that stages a grant: root without a password in a system tree or a
/// container definition the command builds.
pub(crate) fn is_staged_grant(kind: &str) -> bool {
    kind.starts_with(crate::sensitive::STAGED_GRANT)
}
