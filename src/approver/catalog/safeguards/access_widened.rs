//! `access.widened`: what a file says grants more than it did, or drops a safeguard.
//!
//! The finding is raised here ([`check`]): each text file the command creates or modifies is
//! read for what its new lines grant ([`grants`]) and what safeguards its old lines had that
//! are gone ([`dropped_safeguards`]). What it catches, why, and an example: [`RULE`], shown by
//! `foresee rules explain access.widened`.

use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::content::backup_beside_changed;
use crate::approver::named::NamedSources;
use crate::approver::scope::TaskScope;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::Transition;
use std::sync::OnceLock;

pub const RULE: Rule = Rule {
    id: "access.widened",
    action: Decision::Ask,
    catches: "a file the command writes, new or edited, asked for or not, grants more than it did: an access \
        policy's every action, resource or principal (`\"Action\": \"*\"`, `\"Principal\": \"*\"`) or its \
        actions by wildcard (`storage:Get*`), a \
        Kubernetes role's every verb or resource or a binding to `cluster-admin` or to anonymous users, a \
        network rule open to every address (`0.0.0.0/0`, `::/0`), storage made public (`public-read`, \
        `allUsers`), CORS open to every origin, a database grant to every host or to `PUBLIC`, a CI \
        token given write on everything (`permissions: write-all`), an ssh server letting root or empty \
        passwords in, sudo passing on a variable that loads code (`env_keep += LD_PRELOAD`, \
        `!env_reset`), a sudo rule that now runs every command (`%deploy ALL=(root) NOPASSWD: ALL` \
        in place of two service restarts, in any file named for sudoers), a login, key or sudo rule for someone the task does not name or point at (an \
        `.htpasswd` user, an `authorized_keys` key by its comment or the key file the task names, a \
        sudoers rule's user, a group's member; a key the task's key file holds, behind options that only \
        narrow it, is that key), a member given a role the task does not ask for in a \
        JSON access file's bindings (`\"role\": \"admin\", \"members\": [...]`; \"read-only access\" asks for \
        reader and viewer roles only), a container run privileged, with the host's namespaces, as root, able to gain \
        privileges or with root's capabilities (`privileged: true`, `runAsUser: 0`, `USER root`, \
        `add: [SYS_ADMIN]`), a file or folder made writable by everyone; or an edit drops a safeguard \
        the file had (an audit or access-log call, a `umask`, a redaction, a web server's access rule: \
        `deny all`, `auth_basic`, `Require all denied`; a container's safe setting: \
        `runAsNonRoot: true`, `allowPrivilegeEscalation: false`, `readOnlyRootFilesystem: true`; an \
        image's last stage losing the non-root `USER` it ran as); someone the task names given \
        permission scopes none of their old lines had (`keys:write` on a rotated key); \
        an `authorized_keys` key with no forced command (`command=\"rrsync -ro ...\"`), a shell, for a \
        task that asks only for a transfer (\"she'll pull it with rsync over ssh\"); a member added to \
        a privileged group of a group file (`wheel`, `sudo`, `docker`) the task does not ask for, or \
        among the `groups:` of a user's record (`name: jess` above `groups: [sudo, media]`); a \
        collaborator's `permission:` beyond reading that the task does not say (`admin` for \"give \
        @dana-k triage rights\"); a credential whose file says it is an administrator's \
        (`breakglass-admin.key`) pointed at for a task that asks only to read (\"read-only is fine\"); an address \
        trusted or allowed that no address the task states covers, when it states some (the proxy's \
        `172.16.0.0/12` under `trusted_networks:` for \"the tablet (192.168.1.47)\"); an ssh server \
        setting moved towards open (`PermitRootLogin no` to `prohibit-password`, `PasswordAuthentication \
        no` to `yes`); unless the task asks for that kind \
        of access by its words (\"make the bucket public\", \"open the port to the internet\")",
    why: "A grant does nothing when it is written, so no effect of the command shows it: the policy, the \
        role or the firewall rule takes effect at the next deploy, for everyone it now lets in. A file \
        the task asked for can still grant far more than the task needed, and a diff reviewer reads a \
        wildcard as a detail.",
    example: Example {
        setup: "mkdir -p deploy",
        fires: Run {
            command: "printf '{\"Statement\": [{\"Effect\": \"Allow\", \"Action\": \"*\", \"Resource\": \"*\"}]}\\n' > deploy/policy.json",
            task: Some("write the deploy role's policy for reading the artifacts bucket"),
            flags: &[],
        },
        passes: Run {
            command: "printf '{\"Statement\": [{\"Effect\": \"Allow\", \"Action\": \"s3:GetObject\", \"Resource\": \"arn:aws:s3:::artifacts/*\"}]}\\n' > deploy/policy.json",
            task: Some("write the deploy role's policy for reading the artifacts bucket"),
            flags: &[],
        },
        contrast: "the one action on the one bucket the task needs",
    },
    sources: &["src/approver/catalog/safeguards/access_widened.rs"],
};

/// A kind of grant: what it says, the pattern of a line that makes it, and the request's words
/// that ask for it.
struct Grant {
    says: &'static str,
    pattern: &'static str,
    asked_by: &'static [&'static str],
}

const GRANTS: &[Grant] = &[
    Grant {
        says: "grants every action",
        pattern: r#"(?i)["']?(action|actions|notaction)["']?\s*[:=]\s*\[?\s*["']\*["']"#,
        asked_by: &["admin", "administrator", "full", "everything", "unrestricted"],
    },
    Grant {
        says: "grants actions by wildcard",
        // `"storage:Get*"` in a policy's action list, or `"Action": "s3:*"`: every action of a
        // service, or every one whose name starts so, now and as the service adds more.
        pattern: r#"(?i)^\s*["'][a-z0-9-]+:[a-z0-9]*\*["']\s*,?\s*$|["']?(action|actions|notaction)["']?\s*[:=]\s*\[?\s*["'][a-z0-9-]+:[a-z0-9]*\*["']"#,
        asked_by: &["admin", "administrator", "full", "everything", "unrestricted", "wildcard", "wildcards"],
    },
    Grant {
        says: "grants every principal",
        pattern: r#"(?i)["']?principal["']?\s*[:=]\s*(\{\s*["']?aws["']?\s*[:=]\s*)?["']\*["']"#,
        asked_by: &["public", "everyone", "anyone", "anonymous"],
    },
    Grant {
        says: "grants on every resource",
        pattern: r#"(?i)^\s*["']?resources?["']?\s*[:=]\s*\[?\s*["']\*["']\s*\]?\s*,?\s*$"#,
        asked_by: &["admin", "administrator", "full", "everything", "unrestricted", "all"],
    },
    Grant {
        says: "grants every verb",
        pattern: r#"(?i)^\s*["']?(verbs|apigroups)["']?\s*:\s*\[\s*["']\*["']"#,
        asked_by: &["admin", "administrator", "full", "everything", "unrestricted"],
    },
    Grant {
        says: "binds to cluster-admin",
        pattern: r"(?i)^\s*name:\s*cluster-admin\s*$|clusterrole[=/]cluster-admin",
        asked_by: &["cluster-admin", "admin", "administrator"],
    },
    Grant {
        says: "grants anonymous users",
        pattern: r"(?i)system:(anonymous|unauthenticated)|^\s*name:\s*system:authenticated\s*$",
        asked_by: &["anonymous", "public", "everyone", "unauthenticated"],
    },
    Grant {
        says: "opens to every address",
        pattern: r"(^|[^0-9.])0\.0\.0\.0/0\b|(^|[\s'\x22\[,=:])::/0\b",
        asked_by: &["internet", "anywhere", "everyone", "world", "public", "0.0.0.0/0", "any"],
    },
    Grant {
        says: "makes storage public",
        pattern: r#"(?i)\bpublic-read(-write)?\b|\ballusers\b|\ballauthenticatedusers\b|(block_?public_?(acls|policy)|restrict_?public_?buckets|ignore_?public_?acls)["']?\s*[:=]\s*["']?false"#,
        asked_by: &["public", "everyone", "anyone", "world"],
    },
    Grant {
        says: "opens CORS to every origin",
        pattern: r#"(?i)access-control-allow-origin["']?\s*[:,]\s*["']?\*|allow_?origins?["']?\s*[:=]\s*\[?\s*["']\*["']|cors_origin_allow_all\s*=\s*true|cors_allow_all_origins\s*=\s*true|\borigin\s*:\s*["']\*["']"#,
        asked_by: &["cors", "origin", "origins", "public", "everyone"],
    },
    Grant {
        says: "grants a database to every host or to PUBLIC",
        pattern: r"(?i)\bgrant\b.*\bto\b\s*(public\b|\S*@\s*'?%'?)",
        asked_by: &["public", "everyone", "any host", "remote"],
    },
    Grant {
        says: "gives the CI token write on everything",
        pattern: r"(?i)^\s*permissions\s*:\s*write-all\s*$",
        asked_by: &["write-all", "permissions"],
    },
    Grant {
        says: "runs a container privileged or with the host's namespaces",
        pattern: r#"(?i)^\s*-?\s*["']?(privileged|hostnetwork|hostpid|hostipc)["']?\s*[:=]\s*["']?true\b|--privileged\b|^\s*-?\s*network_mode\s*:\s*["']?host\b|^\s*-?\s*pid\s*:\s*["']?host\b"#,
        asked_by: &["privileged", "host network", "hostnetwork", "hostpid", "host namespaces"],
    },
    Grant {
        says: "lets a container run as root or gain privileges",
        pattern: r#"(?i)^\s*-?\s*["']?allowprivilegeescalation["']?\s*[:=]\s*["']?true\b|^\s*-?\s*["']?runasnonroot["']?\s*[:=]\s*["']?false\b|^\s*-?\s*["']?(runasuser|runasgroup)["']?\s*[:=]\s*["']?0\b|^\s*user\s+(root|0)\s*$"#,
        asked_by: &["root", "as root", "escalation", "privilege escalation"],
    },
    Grant {
        says: "adds every capability, or one that is root's",
        pattern: r#"(?i)\b(add|cap_add|--cap-add)["']?\s*[:=]?\s*\[?\s*-?\s*["']?(all|sys_admin|cap_sys_admin|sys_ptrace|net_admin|sys_module|dac_read_search)["']?\s*[\],]?\s*$|--cap-add[= ](all|sys_admin)\b"#,
        asked_by: &["capability", "capabilities", "sys_admin", "cap_add", "net_admin"],
    },
    Grant {
        says: "lets sudo pass on a variable that loads code (a root shell for whoever runs it)",
        pattern: r#"(?i)\benv_keep\s*\+?=.*\b(ld_preload|ld_library_path|ld_audit|pythonpath|pythonhome|pythonstartup|perl5lib|perl5opt|rubylib|rubyopt|node_options|bash_env|gconv_path)\b|^\s*defaults.*!env_reset\b"#,
        asked_by: &["ld_preload", "ld_library_path", "pythonpath", "env_reset", "loader"],
    },
    Grant {
        says: "lets anyone from any address into the database without a password",
        pattern: r"(?i)^\s*host(ssl|nossl)?\s+\S+\s+\S+\s+(0\.0\.0\.0/0|::/0|all|\*)\s+trust\b",
        asked_by: &["trust", "without a password", "no password", "passwordless"],
    },
    Grant {
        says: "makes a server listen on every address",
        pattern: r#"(?i)^\s*(listen_addresses\s*=\s*['"]?(\*|0\.0\.0\.0)|bind-address\s*=\s*(0\.0\.0\.0|\*|::)\s*$|bind\s+0\.0\.0\.0\b|protected-mode\s+no\b)"#,
        asked_by: &[
            "every address",
            "all addresses",
            "all interfaces",
            "0.0.0.0",
            "network",
            "lan",
            "remote",
        ],
    },
    Grant {
        says: "lets root or empty passwords into ssh",
        pattern: r"(?i)^\s*(permitrootlogin\s+yes|permitemptypasswords\s+yes)\b",
        asked_by: &["root login", "permitrootlogin", "empty password"],
    },
];

/// Safeguards a file states that an edit may not drop without being asked: (name, words of
/// the line, lower case, with no space around a `:` or `=`). Fewer of them in the new text is
/// one dropped.
const SAFEGUARDS: &[(&str, &[&str])] = &[
    (
        "an audit call",
        &["audit(", "audit_log", "auditlog", "log_audit", "record_audit", "audit.log", "audit_event"],
    ),
    ("an access-log call", &["access_log(", "log_access("]),
    ("a umask", &["umask "]),
    ("a redaction", &["redact(", "mask_secret", "mask_pii", "scrub("]),
    // A web server's access control: who may reach a location.
    (
        "an access rule of a web server (allow, deny, auth)",
        &[
            "deny all",
            "auth_basic ",
            "auth_request ",
            "require valid-user",
            "require all denied",
            "require ip ",
            "satisfy all",
            "allow from ",
            "deny from all",
            "ssl_verify_client on",
        ],
    ),
    // A container's security settings at their safe values.
    (
        "a container security setting",
        &[
            "runasnonroot:true",
            "allowprivilegeescalation:false",
            "readonlyrootfilesystem:true",
            "automountserviceaccounttoken:false",
            "privileged:false",
            "drop:[all]",
            "drop:[\"all\"]",
            "seccompprofile:",
            "no-new-privileges",
        ],
    ),
];

/// `text` lower case, white space squeezed, none around `:` or `=`, so that `runAsNonRoot:
/// true` and `runAsNonRoot:true` read alike.
fn squeezed(text: &str) -> String {
    static SPACE: OnceLock<(regex::Regex, regex::Regex)> = OnceLock::new();
    let (around, runs) = SPACE.get_or_init(|| {
        (
            regex::Regex::new(r"[ \t]*([:=])[ \t]*").expect("pattern compiles"),
            regex::Regex::new(r"[ \t]+").expect("pattern compiles"),
        )
    });
    let lower = text.to_ascii_lowercase();
    let once = runs.replace_all(&lower, " ");
    around.replace_all(&once, "$1").into_owned()
}

fn compiled() -> &'static Vec<regex::Regex> {
    static SET: OnceLock<Vec<regex::Regex>> = OnceLock::new();
    SET.get_or_init(|| {
        GRANTS.iter().map(|g| regex::Regex::new(g.pattern).expect("pattern compiles")).collect()
    })
}

/// Files of prose or data that describe rather than configure.
const PROSE: &[&str] = &["md", "markdown", "rst", "txt", "adoc", "org", "html", "csv", "log"];

/// What the new lines of a text grant, by kind ([`GRANTS`]'s index and the line). A YAML list
/// item (`- "*"`) under `verbs:` or `resources:` reads as `verbs: ["*"]`.
pub fn grants(added: &[&str]) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut key = String::new();
    for line in added {
        let t = line.trim();
        let item = t.strip_prefix("- ").map(str::trim);
        let read = match item {
            Some(v) if !key.is_empty() => format!("{key}: [{v}]"),
            _ => t.to_string(),
        };
        if let Some(k) = t.strip_suffix(':').filter(|k| !k.contains(' ')) {
            key = k.trim_start_matches('-').trim().to_string();
        } else if item.is_none() {
            key.clear();
        }
        for (i, re) in compiled().iter().enumerate() {
            if re.is_match(&read) && !out.iter().any(|(j, _)| *j == i) {
                out.push((i, foresee_report::escape::clip(t, 80)));
            }
        }
    }
    out
}

/// The safeguards the old text calls that the new text no longer does.
pub fn dropped_safeguards(old: &str, new: &str) -> Vec<&'static str> {
    let (old, new) = (squeezed(old), squeezed(new));
    SAFEGUARDS
        .iter()
        .filter(|(_, words)| {
            let count = |t: &str| words.iter().map(|w| t.matches(w).count()).sum::<usize>();
            count(&new) < count(&old)
        })
        .map(|(name, _)| *name)
        .collect()
}

/// Settings whose values go from closed to open, each list in that order: a value later in its
/// list than the old one lets more in (`PermitRootLogin no` to `prohibit-password` lets root in
/// with a key).
const OPENING: &[(&str, &[&str])] = &[
    ("permitrootlogin", &["no", "forced-commands-only", "prohibit-password|without-password", "yes"]),
    ("passwordauthentication", &["no", "yes"]),
    ("permitemptypasswords", &["no", "yes"]),
    ("kbdinteractiveauthentication", &["no", "yes"]),
    ("challengeresponseauthentication", &["no", "yes"]),
    ("gatewayports", &["no", "clientspecified", "yes"]),
    ("permittunnel", &["no", "point-to-point|ethernet", "yes"]),
    ("strictmodes", &["yes", "no"]),
];

/// The settings of [`OPENING`] whose value the edit moved towards open, as (key, its new value,
/// what it says). A setting is read as `Key value`, `key = value` or `key: value`, its first
/// occurrence.
fn opened_settings(old: &str, new: &str) -> Vec<(&'static str, String, String)> {
    let value = |text: &str, key: &str| -> Option<String> {
        // sshd takes a keyword's first value.
        text.lines().find_map(|l| {
            let l = l.trim();
            if l.starts_with('#') {
                return None;
            }
            let (k, v) = l.split_once([' ', '\t', '=', ':'])?;
            k.trim()
                .eq_ignore_ascii_case(key)
                .then(|| v.trim().trim_matches(['=', ':', '"', '\'']).trim().to_ascii_lowercase())
        })
    };
    let rank = |order: &[&str], v: &str| order.iter().position(|o| o.split('|').any(|x| x == v));
    let mut out = Vec::new();
    for (key, order) in OPENING {
        if let (Some(was), Some(now)) = (value(old, key), value(new, key)) {
            if let (Some(a), Some(b)) = (rank(order, &was), rank(order, &now)) {
                if b > a {
                    out.push((*key, now.clone(), format!("opens {key} from `{was}` to `{now}`")));
                }
            }
        }
    }
    out
}

/// Live credentials a database gained beyond what a request about keys asks: a rotation
/// ("rotate the ingest-bot key") revokes as many as it issues, an issue ("create a key for the
/// worker") adds one per owner. A request that speaks of no key or token is not judged here.
fn credentials_beyond_asked(scope: &TaskScope, f: &foresee_report::FileEffect) -> Option<String> {
    if f.transition != Transition::Modified
        || !(scope.says_prefix(&["key", "token", "credential", "secret"]) || scope.says_word("apikey"))
    {
        return None;
    }
    let allowed = if scope.says_prefix(&["rotat", "regenerat", "reissu", "replac", "reset", "roll"]) {
        0
    } else if scope.says_prefix(&["issu", "creat", "generat", "add", "mint", "new", "make"]) {
        1
    } else {
        return None;
    };
    let gained =
        crate::records::credentials_gained(f.before_content.as_deref()?, f.after_content.as_deref()?);
    let beyond: Vec<String> = gained
        .into_iter()
        .filter(|(_, _, n)| *n > allowed)
        .map(|(t, who, n)| {
            let whose = if who.is_empty() { String::new() } else { format!(" for {who}") };
            format!(
                "{} more live credential{} in {t}{whose}",
                n - allowed,
                if n - allowed == 1 { "" } else { "s" }
            )
        })
        .collect();
    (!beyond.is_empty()).then(|| {
        let what = if allowed == 0 { "than the rotation revokes" } else { "than the one asked for" };
        format!("{} {what}", beyond.join(", "))
    })
}

/// Whether the request asks, in words, for what a setting opened to: "ssh into the board as
/// root" asks root to log in with a key (`PermitRootLogin prohibit-password`), not with a
/// password (`yes`) unless it says password.
fn opening_asked(scope: &TaskScope, key: &str, now: &str) -> bool {
    match key {
        "permitrootlogin" => {
            let root_login = (scope.says_words("as root")
                || scope.says_phrase("root login")
                || scope.says_phrase("root ssh"))
                && (scope.says_word("ssh") || scope.says_word("login") || scope.says_phrase("log in"));
            root_login
                && (matches!(now, "prohibit-password" | "without-password" | "forced-commands-only")
                    || scope.says_word("password"))
        }
        _ => false,
    }
}

/// The permission scopes of a line (`artifacts:write`, `keys:admin`, `repo:*`): a name, a colon
/// and an access verb.
fn scope_tokens(line: &str) -> std::collections::BTreeSet<String> {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        regex::Regex::new(
            r"(?i)\b[a-z][a-z0-9_.-]*:(read|write|admin|delete|manage|create|update|list|get|put|push|pull|full|all|owner|rw|\*)(\b|$)",
        )
        .expect("pattern compiles")
    });
    re.find_iter(line).map(|m| m.as_str().to_ascii_lowercase()).collect()
}

/// Lines added for someone the request names (a word of the line it says, `ci-bot`, that lines
/// of the old text carry too) with permission scopes none of their old lines had and the request
/// does not say: a rotated key issued with `keys:write` beside the scopes of the one it replaces.
fn widened_scopes(scope: &TaskScope, old: &str, added: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let lines = old.lines().filter(|l| !l.trim().is_empty()).count();
    for line in added {
        let scopes = scope_tokens(line);
        if scopes.is_empty() {
            continue;
        }
        let words = line
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '@' || c == '.'))
            .filter(|w| w.len() >= 3 && !w.contains(':') && scope.says(&w.to_ascii_lowercase()));
        for who in words {
            let theirs: Vec<&str> =
                old.lines().filter(|l| l.split_whitespace().any(|w| w.contains(who))).collect();
            // A word every line has (`key`) tells nobody apart.
            if theirs.is_empty() || lines > 1 && theirs.len() == lines {
                continue;
            }
            let had: std::collections::BTreeSet<String> =
                theirs.iter().flat_map(|l| scope_tokens(l)).collect();
            let new: Vec<String> =
                scopes.iter().filter(|s| !had.contains(*s) && !scope.says(s)).cloned().collect();
            if !new.is_empty() {
                out.push(format!("gives {who} {} it did not have", new.join(", ")));
                break;
            }
        }
    }
    out.truncate(2);
    out
}

/// The commands a sudoers rule lets its user run (`/usr/bin/systemctl restart app`, `ALL`), and
/// whether it asks for no password: the part after `=`, the run-as list and tags taken off.
fn sudo_commands(rule: &str) -> Option<(Vec<String>, bool)> {
    let (_, spec) = rule.split_once('=')?;
    let mut spec = spec.trim();
    if spec.starts_with('(') {
        spec = spec.split_once(')').map_or("", |(_, r)| r).trim();
    }
    let mut nopasswd = false;
    // Tags: `NOPASSWD:`, `SETENV:`, `NOEXEC:` ... before the commands.
    while let Some((tag, rest)) = spec.split_once(':') {
        if tag.is_empty() || !tag.bytes().all(|b| b.is_ascii_uppercase() || b == b'_') {
            break;
        }
        nopasswd |= tag == "NOPASSWD";
        spec = rest.trim();
    }
    Some((spec.split(',').map(|c| c.trim().to_string()).filter(|c| !c.is_empty()).collect(), nopasswd))
}

/// Sudo rules of a sudoers file (by its name, `sudoers`, `sudoers.d/...`, `sudoers_team`) that
/// now let their user run every command as root, where the old version let them run a list
/// (or had no rule for them): `%deploy ALL=(root) NOPASSWD: ALL` in place of two service
/// restarts.
fn sudo_for_everything(path: &std::path::Path, old: &str, new: &str) -> Vec<String> {
    if !in_sudoers(path) {
        return Vec::new();
    }
    let everything = |p: &Principal| sudo_commands(&p.line).filter(|(c, _)| c.iter().any(|c| c == "ALL"));
    let before: std::collections::HashMap<String, bool> =
        principals(path, old).iter().map(|p| (p.id.clone(), everything(p).is_some())).collect();
    principals(path, new)
        .iter()
        .filter(|p| before.get(&p.id) != Some(&true))
        .filter_map(|p| {
            let (_, nopasswd) = everything(p)?;
            let how = if nopasswd { " without a password" } else { "" };
            Some(format!("lets {} run every command as root{how}", p.id))
        })
        .take(2)
        .collect()
}

/// A Dockerfile or Containerfile, by name (`Dockerfile`, `Dockerfile.prod`, `api.dockerfile`).
fn is_container_file(path: &std::path::Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("").to_ascii_lowercase();
    let base = name.split('.').next().unwrap_or("");
    matches!(base, "dockerfile" | "containerfile") || name.ends_with(".dockerfile")
}

/// The user the image's last stage runs as, when not root: the last `USER` after the last
/// `FROM` (`USER app`, `USER 1000:1000`); `None` when it has none, or root.
fn final_stage_user(text: &str) -> Option<String> {
    let mut user: Option<String> = None;
    for l in text.lines().map(str::trim) {
        let mut words = l.split_whitespace();
        match words.next().map(str::to_ascii_uppercase).as_deref() {
            Some("FROM") => user = None,
            Some("USER") => user = words.next().map(str::to_string),
            _ => {}
        }
    }
    user.filter(|u| {
        let name = u.split(':').next().unwrap_or("");
        !matches!(name, "root" | "0" | "")
    })
}

/// Someone a file of logins lets in: an `authorized_keys` line's key, an `.htpasswd` user, a
/// sudoers rule's user or `%group`, a group file's member.
struct Principal {
    /// What tells it from the others (a key's body, a user's name).
    id: String,
    /// The words a request would name it by (`alice` of `alice@laptop`).
    words: Vec<String>,
    /// As shown (`key alice@laptop`, `login uptime`).
    shown: String,
    /// Its line, to compare with the files the request points at.
    line: String,
}

/// Whether `path` is a sudoers file by its name or a folder's (`sudoers`, `sudoers.d/deploy`,
/// `sudoers_team`), case aside.
fn in_sudoers(path: &std::path::Path) -> bool {
    path.components()
        .any(|c| c.as_os_str().to_str().is_some_and(|c| c.to_ascii_lowercase().starts_with("sudoers")))
}

/// Who the file at `path` lets in, by its kind (by name); nothing for any other file.
fn principals(path: &std::path::Path, text: &str) -> Vec<Principal> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("").to_ascii_lowercase();
    let in_sudoers = in_sudoers(path);
    let words_of = |who: &str| -> Vec<String> {
        let who = who.to_ascii_lowercase();
        let user = who.split('@').next().unwrap_or(&who).trim_start_matches('%').to_string();
        let mut v = vec![who.clone(), user];
        v.retain(|w| !w.is_empty());
        v
    };
    let lines = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'));
    if is_authorized_keys(path) {
        return lines
            .filter_map(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                let at = words
                    .iter()
                    .position(|w| w.starts_with("ssh-") || w.starts_with("ecdsa-") || w.starts_with("sk-"))?;
                let body = words.get(at + 1)?;
                let comment = words[at + 2..].join(" ");
                Some(Principal {
                    id: body.to_string(),
                    words: words_of(&comment),
                    shown: if comment.is_empty() {
                        "a key with no name".into()
                    } else {
                        format!("the key {comment}")
                    },
                    line: l.to_string(),
                })
            })
            .collect();
    }
    if name.contains("htpasswd") {
        return lines
            .filter_map(|l| {
                let user = l.split_once(':')?.0.trim();
                Some(Principal {
                    id: user.into(),
                    words: words_of(user),
                    shown: format!("the login {user}"),
                    line: l.into(),
                })
            })
            .collect();
    }
    if in_sudoers {
        // A rule or an alias goes on after a line that ends in `\`.
        let mut joined: Vec<String> = Vec::new();
        let mut open = false;
        for l in text.lines() {
            let t = l.trim();
            if open {
                if let Some(last) = joined.last_mut() {
                    last.push(' ');
                    last.push_str(t.trim_end_matches('\\'));
                }
            } else if !t.is_empty() && !t.starts_with('#') {
                joined.push(t.trim_end_matches('\\').to_string());
            }
            open = t.ends_with('\\');
        }
        return joined
            .iter()
            .map(String::as_str)
            .filter(|l| {
                !["Defaults", "Cmnd_Alias", "User_Alias", "Host_Alias", "Runas_Alias", "@include", "#include"]
                    .iter()
                    .any(|k| l.starts_with(k))
            })
            .filter_map(|l| {
                let who = l.split_whitespace().next()?;
                Some(Principal {
                    id: who.into(),
                    words: words_of(who),
                    shown: format!("the sudo rule for {who}"),
                    line: l.into(),
                })
            })
            .collect();
    }
    if name == "group" || name == "gshadow" {
        return lines
            .flat_map(|l| {
                let f: Vec<&str> = l.split(':').collect();
                let group = f.first().copied().unwrap_or("").to_string();
                f.get(3)
                    .map(|m| {
                        m.split(',').filter(|m| !m.trim().is_empty()).map(str::to_string).collect::<Vec<_>>()
                    })
                    .unwrap_or_default()
                    .into_iter()
                    .map(move |m| Principal {
                        id: format!("{group}:{m}"),
                        words: vec![m.to_ascii_lowercase()],
                        shown: format!("{m} in the group {group}"),
                        line: l.to_string(),
                    })
            })
            .collect();
    }
    Vec::new()
}

/// The (role, member) pairs of a JSON access file's bindings (objects with a role and a list of
/// members, as `{"bucket": "reports", "role": "reader", "members": ["bob@x"]}` or an IAM
/// policy's `{"role": "roles/viewer", "members": [...]}`), each with the binding's other plain
/// fields, so that the same role on another resource is another binding.
fn role_bindings(text: &str) -> std::collections::HashSet<(String, String, String)> {
    const ROLE: &[&str] = &["role", "permission", "access", "level"];
    const MEMBERS: &[&str] =
        &["members", "users", "principals", "subjects", "grantees", "identities", "accounts"];
    fn walk(v: &serde_json::Value, out: &mut std::collections::HashSet<(String, String, String)>) {
        match v {
            serde_json::Value::Object(o) => {
                let role = o
                    .iter()
                    .find(|(k, _)| ROLE.contains(&k.to_ascii_lowercase().as_str()))
                    .and_then(|(_, v)| v.as_str());
                let members = o
                    .iter()
                    .find(|(k, _)| MEMBERS.contains(&k.to_ascii_lowercase().as_str()))
                    .and_then(|(_, v)| v.as_array());
                if let (Some(role), Some(members)) = (role, members) {
                    let context: Vec<String> = o
                        .iter()
                        .filter(|(k, v)| {
                            let k = k.to_ascii_lowercase();
                            !ROLE.contains(&k.as_str())
                                && !MEMBERS.contains(&k.as_str())
                                && (v.is_string() || v.is_number())
                        })
                        .map(|(k, v)| format!("{k}={v}"))
                        .collect();
                    for m in members.iter().filter_map(|m| m.as_str()) {
                        out.insert((context.join(","), role.to_string(), m.to_string()));
                    }
                }
                o.values().for_each(|v| walk(v, out));
            }
            serde_json::Value::Array(a) => a.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = std::collections::HashSet::new();
    if let Ok(v) = serde_json::from_str::<serde_json::Value>(text) {
        walk(&v, &mut out);
    }
    out
}

/// The roles each line of a text gives whoever it names, as (role, who): `roles: [admin, support]`
/// or `role: admin` in a line that also says who (`name: dana` or an e-mail address), as seed
/// and fixture files write users; or, in a record of its own (`name: jess` above
/// `groups: [sudo, media]` in `users/jess.yml`), who the nearest line above at its depth or
/// shallower names. Of groups (`groups:`), only the privileged ones ([`PRIVILEGED_GROUPS`])
/// count: membership of `media` shares files, of `sudo` shares root.
fn role_pairs(new: &str) -> Vec<(String, String)> {
    static RE: OnceLock<(regex::Regex, regex::Regex)> = OnceLock::new();
    let (roles, who) = RE.get_or_init(|| {
        (
            regex::Regex::new(
                r#"(?i)["']?(roles?|groups?|permissions?)["']?\s*[:=]\s*(?:\[([^\]]*)\]|["']?([a-z][a-z0-9_.:-]*))"#,
            )
            .expect("pattern compiles"),
            regex::Regex::new(r#"(?i)[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}|["']?(?:name|user|username|login)["']?\s*[:=]\s*["']?([a-z0-9._-]+)"#)
                .expect("pattern compiles"),
        )
    });
    let lines: Vec<&str> = new.lines().collect();
    let named_by =
        |l: &str| who.captures(l).and_then(|w| w.get(1).or(w.get(0))).map(|m| m.as_str().to_string());
    let mut out = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if !roles.is_match(line) {
            continue;
        }
        let whom = named_by(line).or_else(|| {
            lines[..at]
                .iter()
                .rev()
                .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
                .take_while(|l| indent(l) <= indent(line) || named_by(l).is_none())
                .find(|l| indent(l) <= indent(line) && named_by(l).is_some())
                .and_then(|l| named_by(l))
        });
        let Some(whom) = whom else { continue };
        for c in roles.captures_iter(line) {
            let key = c.get(1).map(|k| k.as_str().to_ascii_lowercase()).unwrap_or_default();
            let list = c.get(2).or(c.get(3)).map(|m| m.as_str()).unwrap_or("");
            for role in list.split(',').map(|r| r.trim().trim_matches(['"', '\''])).filter(|r| !r.is_empty())
            {
                let lower = role.to_ascii_lowercase();
                let counts = if key.starts_with("group") {
                    PRIVILEGED_GROUPS.contains(&lower.as_str())
                } else if key.starts_with("permission") {
                    // A collaborator's level (`permission: admin`): reading grants nothing new.
                    !matches!(lower.as_str(), "read" | "pull" | "none" | "read-all" | "read_all")
                } else {
                    true
                };
                if counts {
                    out.push((role.to_string(), whom.clone()));
                }
            }
        }
    }
    out
}

/// Addresses a line trusts or allows (`- 172.16.0.0/12` under `trusted_networks:`,
/// `allow 10.0.0.0/8;`) that no address the request states covers, when it states some ("the
/// kitchen tablet (192.168.1.47)"): the request drew the edge of who gets in. An address is
/// read where the line, or a key above it at a shallower depth, speaks of trust or allowing;
/// one the old file had under the same keys is no widening.
fn trusted_beyond_stated(request: &str, new: &str, old: &str) -> Vec<String> {
    static ADDRESS: OnceLock<regex::Regex> = OnceLock::new();
    let address = ADDRESS.get_or_init(|| {
        regex::Regex::new(r"(?:^|[^0-9.])((?:[0-9]{1,3}\.){3}[0-9]{1,3}(?:/[0-9]{1,2})?)(?:$|[^0-9./])")
            .expect("pattern compiles")
    });
    let nets = |text: &str| -> Vec<ipnet::IpNet> {
        address
            .captures_iter(text)
            .filter_map(|c| {
                let a = c.get(1)?.as_str();
                a.parse::<ipnet::IpNet>()
                    .ok()
                    .or_else(|| a.parse::<std::net::IpAddr>().ok().map(ipnet::IpNet::from))
            })
            .collect()
    };
    let stated = nets(request);
    if stated.is_empty() {
        return Vec::new();
    }
    const ACCESS: &[&str] = &[
        "trust",
        "allow",
        "permit",
        "accept",
        "whitelist",
        "bypass",
        "authorized",
        "ingress",
        "cidr",
        "source",
    ];
    // Each address of a text with the line it is on and the keys above it that hold it.
    let placed = |text: &str| -> Vec<(usize, ipnet::IpNet, String)> {
        let lines: Vec<&str> = text.lines().collect();
        let mut out = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let found = nets(line);
            if found.is_empty() {
                continue;
            }
            let mut keys = String::new();
            let mut d = indent(line);
            for above in lines[..i].iter().rev().filter(|l| !l.trim().is_empty()) {
                if d == 0 {
                    break;
                }
                if indent(above) < d {
                    keys.push(' ');
                    keys.push_str(above.trim().to_ascii_lowercase().as_str());
                    d = indent(above);
                }
            }
            out.extend(found.into_iter().map(|n| (i, n, keys.clone())));
        }
        out
    };
    // What the old file had where it had it: `172.16.0.0/12` under `trusted_proxies:` is no
    // grant of a login under `trusted_networks:`.
    let had = placed(old);
    let lines: Vec<&str> = new.lines().collect();
    let mut out: Vec<String> = Vec::new();
    for (i, net, keys) in placed(new) {
        let line = lines[i];
        let context = format!("{} {keys}", line.to_ascii_lowercase());
        if !ACCESS.iter().any(|w| context.contains(w)) {
            continue;
        }
        let covered = stated.iter().any(|s| s.contains(&net));
        if !covered && !had.iter().any(|(_, n, k)| *n == net && *k == keys) {
            out.push(format!("trusts {net}, beyond the addresses the task states"));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Credentials an added line points at whose file says it is an administrator's
/// (`client-key: ~/.kube/creds/breakglass-admin.key`), for a request that asks only to read
/// ("read-only is fine, I just need to look at the pods") and names no such access: the
/// context it sets up can do everything.
fn admin_credential_for_reading(scope: &TaskScope, added: &[&str]) -> Vec<String> {
    const ADMIN: &[&str] =
        &["admin", "breakglass", "break-glass", "root", "superuser", "sudo", "master", "owner"];
    const CREDENTIAL: &[&str] =
        &["key", "crt", "pem", "token", "cert", "p12", "pfx", "json", "kubeconfig", "cred"];
    let reads = scope.says_prefix(&["read-only", "readonly", "viewer"])
        || scope.says_words("read only")
        || scope.says_words("look at")
        || scope.says_words("just need to look");
    if !reads || ADMIN.iter().any(|w| scope.says_word(w)) {
        return Vec::new();
    }
    let mut out: Vec<String> = added
        .iter()
        .flat_map(|l| l.split(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '=' | ',')))
        .filter(|w| w.contains('/'))
        .filter_map(|w| w.rsplit('/').next())
        .filter(|name| {
            let lower = name.to_ascii_lowercase();
            let parts: Vec<&str> = lower.split(['.', '-', '_']).collect();
            parts.iter().any(|p| ADMIN.contains(p) || p.starts_with("breakglass"))
                && parts.iter().any(|p| CREDENTIAL.iter().any(|c| p.starts_with(c)))
        })
        .map(|name| {
            format!("points at an administrator's credential `{name}` for a task that asks only to read")
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// How deep a line of YAML sits: its indentation, a list item's `- ` counted in.
fn indent(l: &str) -> usize {
    l.len() - l.trim_start_matches([' ', '\t', '-']).len()
}

/// Groups whose members hold root's powers, or a way to them: sudo rights, the container
/// daemon, raw disks, the password hashes.
const PRIVILEGED_GROUPS: &[&str] =
    &["wheel", "sudo", "sudoers", "admin", "admins", "root", "docker", "lxd", "disk", "shadow", "adm"];

/// Members a group file (`name:x:gid:alice,bob` lines) adds to a privileged group, as (group,
/// member).
fn new_privileged_members(old: &str, new: &str) -> Vec<(String, String)> {
    let members = |text: &str| -> std::collections::HashSet<(String, String)> {
        text.lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.trim().split(':').collect();
                (f.len() == 4 && f[2].bytes().all(|b| b.is_ascii_digit()) && !f[2].is_empty())
                    .then(|| (f[0].to_string(), f[3]))
            })
            .filter(|(g, _)| PRIVILEGED_GROUPS.contains(&g.as_str()))
            .flat_map(|(g, m)| {
                m.split(',').filter(|u| !u.trim().is_empty()).map(move |u| (g.clone(), u.trim().to_string()))
            })
            .collect()
    };
    let before = members(old);
    let mut out: Vec<(String, String)> = members(new).into_iter().filter(|p| !before.contains(p)).collect();
    out.sort();
    out
}

fn new_role_grants(old: &str, new: &str) -> Vec<(String, String)> {
    let before = role_bindings(old);
    let mut out: Vec<(String, String)> = role_bindings(new)
        .into_iter()
        .filter(|b| !before.contains(b))
        .map(|(_, role, member)| (role, member))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether the request asks for a role: it says the role's name (`reader`, `roles/viewer` as
/// `viewer`), or, for a role that only reads, asks for read access ("read-only access").
fn role_asked(scope: &TaskScope, role: &str) -> bool {
    let name = role.rsplit(['/', '.', ':']).next().unwrap_or(role).to_ascii_lowercase();
    let reads = ["reader", "read", "viewer", "view", "readonly", "read-only", "read_only", "guest"]
        .contains(&name.as_str());
    scope.says_word(&name)
        || scope.says(&role.to_ascii_lowercase())
        || reads
            && ["read", "readonly", "read-only", "view", "viewer", "reader"]
                .iter()
                .any(|w| scope.says_word(w))
}

/// The bodies of the user's own public keys (`~/.ssh/*.pub`).
pub(crate) fn own_public_keys(home: Option<&std::path::Path>) -> std::collections::HashSet<String> {
    let Some(dir) = home.map(|h| h.join(".ssh")) else { return Default::default() };
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".pub"))
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .flat_map(|t| t.lines().filter_map(|l| key_blob(l).map(str::to_string)).collect::<Vec<_>>())
        .collect()
}

/// The key of a public key line (`ssh-ed25519 AAAA... jo@laptop`, with options before it in an
/// `authorized_keys` line): the base64 after its type.
pub(crate) fn key_blob(line: &str) -> Option<&str> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let at =
        w.iter().position(|x| x.starts_with("ssh-") || x.starts_with("ecdsa-") || x.starts_with("sk-"))?;
    w.get(at + 1).copied()
}

/// The options of an `authorized_keys` line, before its key type (`restrict`,
/// `command="rrsync -ro ~/share"`), each as written; empty for a bare key line, `None` for no
/// key line. Commas and spaces inside quotes are the option's own.
pub(crate) fn key_options(line: &str) -> Option<Vec<String>> {
    let line = line.trim();
    let is_type = |w: &str| w.starts_with("ssh-") || w.starts_with("ecdsa-") || w.starts_with("sk-");
    if line.split_whitespace().next().is_some_and(is_type) {
        return Some(Vec::new());
    }
    let (mut options, mut current, mut quoted) = (Vec::new(), String::new(), false);
    let mut rest = "";
    for (i, c) in line.char_indices() {
        match c {
            '"' => {
                quoted = !quoted;
                current.push(c);
            }
            ',' if !quoted => options.push(std::mem::take(&mut current)),
            c if c.is_whitespace() && !quoted => {
                rest = &line[i..];
                break;
            }
            c => current.push(c),
        }
    }
    options.push(current);
    rest.split_whitespace().next().filter(|w| is_type(w)).map(|_| options)
}

/// Whether an `authorized_keys` line's options only narrow what its key may do: `restrict`,
/// a forced `command=`, `from=`, an expiry, the `no-*` switches; not `environment=` (it sets
/// what the session runs with), `tunnel=`, `permitlisten=`, or a switch turned back on after
/// `restrict` (`pty`, `port-forwarding`).
pub(crate) fn only_restricting(line: &str) -> bool {
    key_options(line).is_some_and(|options| {
        options.iter().all(|o| {
            let name = o.split('=').next().unwrap_or("").trim().to_ascii_lowercase();
            name.starts_with("no-")
                || matches!(
                    name.as_str(),
                    "restrict"
                        | "command"
                        | "from"
                        | "expiry-time"
                        | "permitopen"
                        | "principals"
                        | "verify-required"
                )
        })
    })
}

/// Whether `path` is an `authorized_keys` file (`authorized_keys`, `authorized_keys2`).
fn is_authorized_keys(path: &std::path::Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("authorized_keys"))
}

/// The one kind of transfer a request limits someone's ssh access to ("she'll pull it with
/// rsync over ssh", "read-only sftp"), when it asks for no login or shell.
fn transfer_only(scope: &TaskScope) -> Option<&'static str> {
    let logs_in = scope.says_prefix(&["login", "shell", "interactive"])
        || scope.says_words("log in")
        || scope.says_words("ssh in")
        || scope.says_words("ssh into");
    if logs_in {
        return None;
    }
    ["rsync", "sftp", "scp", "borg", "restic", "read-only", "readonly"]
        .into_iter()
        .find(|w| scope.says_word(w))
}

/// Whether an `authorized_keys` line lets its key run only what a forced command allows, not a
/// shell (`restrict` alone still opens a shell, without a terminal).
fn forced_command(line: &str) -> bool {
    key_options(line).is_some_and(|o| o.iter().any(|o| o.trim().to_ascii_lowercase().starts_with("command=")))
}

/// Who the new version of a file of logins lets in that the old one did not.
fn new_principals(path: &std::path::Path, old: &str, new: &str) -> Vec<Principal> {
    let before: std::collections::HashSet<String> = principals(path, old).into_iter().map(|p| p.id).collect();
    principals(path, new).into_iter().filter(|p| !before.contains(&p.id)).collect()
}

/// The files of the effects that grant more or drop a safeguard, unless the task asks for that
/// kind of access.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let (scope, e) = (ctx.scope, ctx.effects);
    let read = |p: Option<&std::path::Path>| -> Option<String> {
        let p = p?;
        std::fs::metadata(p).ok().filter(|m| m.is_file() && m.len() <= 1 << 20)?;
        let d = std::fs::read(p).ok()?;
        (!d.iter().take(1024).any(|&b| b == 0)).then(|| String::from_utf8_lossy(&d).into_owned())
    };
    let asks = |words: &[&str]| {
        words.iter().any(|w| {
            if w.contains(' ') { scope.says_phrase(w) } else { scope.affirms(w) || scope.says_word(w) }
        })
    };
    let asks_safeguard_off = scope.says_prefix(&["remov", "delet", "drop", "disabl", "strip"])
        && ["audit", "log", "logging", "umask", "redact", "redaction", "mask"].iter().any(|w| scope.says(w));
    let mut said: Vec<String> = Vec::new();
    let sources: std::cell::OnceCell<NamedSources> = std::cell::OnceCell::new();
    let repository: std::cell::OnceCell<NamedSources> = std::cell::OnceCell::new();
    let own_keys: std::cell::OnceCell<std::collections::HashSet<String>> = std::cell::OnceCell::new();
    for f in e.files.iter().filter(|f| !f.is_folder()).take(400) {
        // A database git ignores (the local one) holds live credentials all the same.
        if let Some(more) = credentials_beyond_asked(scope, f) {
            said.push(format!("{} ({more})", f.display()));
            continue;
        }
        // A configuration git ignores (a local server's, rendered) grants all the same; only
        // temporary files and caches are passed over.
        if !matches!(f.transition, Transition::Created | Transition::Modified | Transition::Replaced)
            || matches!(f.place, foresee_report::Place::Temp | foresee_report::Place::Cache)
            || f.is_folder()
        {
            continue;
        }
        // Made writable by everyone (not a sticky shared folder such as a temp folder).
        let mode_after = f.after.as_ref().map(|a| a.mode).unwrap_or(0);
        let mode_before = f.before.as_ref().map(|b| b.mode).unwrap_or(0);
        let world = mode_after & 0o002 != 0 && mode_before & 0o002 == 0 && mode_after & 0o1000 == 0;
        if world
            && f.after.as_ref().is_some_and(|a| a.kind != foresee_report::EntryKind::Symlink)
            && !asks(&["everyone", "world-writable", "777", "anyone"])
        {
            said.push(format!("{} (made writable by everyone)", f.display()));
            continue;
        }
        let ext = f.path.extension().and_then(|x| x.to_str()).unwrap_or("").to_ascii_lowercase();
        if PROSE.contains(&ext.as_str()) {
            continue;
        }
        let Some(new) = read(f.after_content.as_deref()) else { continue };
        let old = if f.transition == Transition::Created { None } else { read(f.before_content.as_deref()) };
        let before: std::collections::HashSet<&str> =
            old.as_deref().map(|o| o.lines().map(str::trim).collect()).unwrap_or_default();
        let added: Vec<&str> = new.lines().filter(|l| !before.contains(l.trim())).collect();
        let mut what: Vec<String> = grants(&added)
            .into_iter()
            .filter(|(i, _)| !asks(GRANTS[*i].asked_by))
            .map(|(i, line)| format!("{}: `{line}`", GRANTS[i].says))
            .collect();
        if let (Some(old), false) = (&old, asks_safeguard_off) {
            what.extend(dropped_safeguards(old, &new).into_iter().map(|s| format!("drops {s}")));
        }
        if let Some(old) = &old {
            if is_container_file(&f.path) && !asks(&["root", "as root"]) {
                if let (Some(was), None) = (final_stage_user(old), final_stage_user(&new)) {
                    what.push(format!("runs the image as root: `USER {was}` is gone"));
                }
            }
        }
        what.extend(trusted_beyond_stated(scope.text(), &new, old.as_deref().unwrap_or("")));
        what.extend(admin_credential_for_reading(scope, &added));
        // A backup beside a file of logins lets in nobody: nothing reads it.
        let backup = backup_beside_changed(f, e);
        // A file of logins the command stages in the workspace, new (a package's
        // `.deploy/authorized_keys`, a root filesystem's `sudoers.d/`), only repeats what the
        // repository already grants when its lines or its names are the repository's: packaging,
        // not granting. A file of logins the command edits is judged by its new principals.
        let staged = f.place == foresee_report::Place::Workspace && f.transition == Transition::Created;
        // A key let in for a transfer the request limits it to ("she'll pull it with rsync over
        // ssh") that could open a shell: no forced command narrows it.
        let let_in = new_principals(&f.path, old.as_deref().unwrap_or(""), &new);
        if let Some(use_) = transfer_only(scope).filter(|_| !backup && is_authorized_keys(&f.path)) {
            let shells: Vec<&str> =
                let_in.iter().filter(|p| !forced_command(&p.line)).map(|p| p.shown.as_str()).collect();
            if !shells.is_empty() {
                what.push(format!(
                    "gives {} a shell, though the task asks only for {use_}",
                    shells.join(", ")
                ));
            }
        }
        let unnamed: Vec<String> = let_in
            .into_iter()
            .filter(|_| !backup)
            .filter(|p| !p.words.iter().any(|w| scope.says_word(w)))
            .filter(|p| {
                !sources
                    .get_or_init(|| NamedSources::gather(scope, ctx.workspace, &ctx.effects.command))
                    .holds_lines(&p.line)
            })
            .filter(|p| {
                let repo = || repository.get_or_init(|| NamedSources::repository(ctx.workspace));
                !(staged && (repo().holds_lines(&p.line) || p.words.iter().any(|w| repo().mentions(w))))
            })
            // The user's own key (one of their `~/.ssh/*.pub`) lets in nobody new.
            .filter(|p| !own_keys.get_or_init(|| own_public_keys(ctx.home)).contains(&p.id))
            .map(|p| p.shown)
            .collect();
        if !unnamed.is_empty() {
            what.push(format!("lets in {} the task does not name", unnamed.join(", ")));
        }
        if !asks(&["every command", "full sudo", "full root", "unrestricted", "all commands"]) {
            what.extend(sudo_for_everything(&f.path, old.as_deref().unwrap_or(""), &new));
        }
        if let Some(old) = &old {
            what.extend(widened_scopes(scope, old, &added));
            what.extend(
                opened_settings(old, &new)
                    .into_iter()
                    .filter(|(key, now, _)| !asks(&[key]) && !opening_asked(scope, key, now))
                    .map(|(_, _, s)| s),
            );
        }
        let roles: Vec<String> = new_role_grants(old.as_deref().unwrap_or(""), &new)
            .into_iter()
            .chain(new_privileged_members(old.as_deref().unwrap_or(""), &new))
            .chain({
                // Who holds what before and after, each by its own entry: a line `permission:
                // admin` the old file had for someone else is no grant it had for this one.
                let had = role_pairs(old.as_deref().unwrap_or(""));
                role_pairs(&new).into_iter().filter(move |p| !had.contains(p))
            })
            .filter(|(role, _)| !role_asked(scope, role))
            // A file of logins staged new whose line for the role is one the repository
            // already has (`wheel:x:10:root` of its `base/group`): packaging, not granting.
            .filter(|(role, member)| {
                let repo = || repository.get_or_init(|| NamedSources::repository(ctx.workspace));
                !(staged
                    && new.lines().any(|l| {
                        l.starts_with(&format!("{role}:"))
                            && l.rsplit(':').next().is_some_and(|m| m.split(',').any(|x| x.trim() == member))
                            && repo().holds_lines(l)
                    }))
            })
            .map(|(role, member)| format!("{member} as {role}"))
            .collect();
        if !roles.is_empty() {
            what.push(format!(
                "grants {}{} beyond the roles the task asks for",
                roles.iter().take(3).cloned().collect::<Vec<_>>().join(", "),
                if roles.len() > 3 { ", ..." } else { "" }
            ));
        }
        if !what.is_empty() {
            what.truncate(2);
            said.push(format!("{} ({})", f.display(), what.join("; ")));
        }
    }
    if said.is_empty() {
        return None;
    }
    Some(Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!(
            "would widen access beyond what the task asks for: {}{}",
            said.iter().take(3).cloned().collect::<Vec<_>>().join(", "),
            if said.len() > 3 { ", ..." } else { "" }
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::{GRANTS, dropped_safeguards, grants, new_principals};

    fn kinds(text: &str) -> Vec<&'static str> {
        let lines: Vec<&str> = text.lines().collect();
        grants(&lines).into_iter().map(|(i, _)| GRANTS[i].says).collect()
    }

    #[test]
    fn a_database_opened_to_every_address_without_a_password_is_a_grant_and_local_access_is_not() {
        assert!(
            kinds("host    all             all             0.0.0.0/0               trust\n")
                .contains(&"lets anyone from any address into the database without a password")
        );
        assert_eq!(kinds("listen_addresses = '*'\n"), ["makes a server listen on every address"]);
        assert!(!kinds("bind 0.0.0.0\n").is_empty() && !kinds("protected-mode no\n").is_empty());
        for local in [
            "host    all             all             127.0.0.1/32            trust\n",
            "listen_addresses = 'localhost'\n",
            "bind-address = 127.0.0.1\n",
        ] {
            assert!(kinds(local).is_empty(), "{local}");
        }
    }

    #[test]
    fn a_sudo_rule_widened_to_every_command_is_found_and_a_narrow_one_is_not() {
        let path = std::path::Path::new("roles/users/files/sudoers_team");
        let old = "# deployers\n%deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app.service, /usr/bin/systemctl reload nginx.service\n";
        assert_eq!(
            super::sudo_for_everything(path, old, "%deploy ALL=(root) NOPASSWD: ALL\n"),
            ["lets %deploy run every command as root without a password"]
        );
        assert_eq!(
            super::sudo_for_everything(path, old, &format!("{old}maria ALL=(ALL:ALL) ALL\n")),
            ["lets maria run every command as root"]
        );
        // The same list kept, another command added, or a rule that already ran everything.
        assert!(super::sudo_for_everything(path, old, &old.replace("app.service", "api.service")).is_empty());
        let all = "admin ALL=(ALL) ALL\n";
        assert!(super::sudo_for_everything(path, all, "admin ALL=(ALL) ALL\n# note\n").is_empty());
        assert!(
            super::sudo_for_everything(std::path::Path::new("notes.txt"), "", "x ALL=(ALL) ALL\n").is_empty()
        );
    }

    #[test]
    fn grants_are_read_from_what_a_file_says() {
        assert_eq!(kinds(r#"{"Effect": "Allow", "Action": "*", "Resource": "*"}"#), ["grants every action"]);
        assert_eq!(kinds("  \"Resource\": \"*\",\n"), ["grants on every resource"]);
        assert_eq!(kinds("rules:\n- apiGroups: [\"\"]\n  verbs:\n  - \"*\"\n"), ["grants every verb"]);
        assert_eq!(
            kinds("roleRef:\n  kind: ClusterRole\n  name: cluster-admin\n"),
            ["binds to cluster-admin"]
        );
        assert_eq!(kinds("  cidr_blocks = [\"0.0.0.0/0\"]\n"), ["opens to every address"]);
        assert_eq!(kinds("acl = \"public-read\"\n"), ["makes storage public"]);
        assert_eq!(
            kinds("app.add_middleware(CORSMiddleware, allow_origins=[\"*\"])\n"),
            ["opens CORS to every origin"]
        );
        assert_eq!(
            kinds("GRANT ALL PRIVILEGES ON *.* TO 'app'@'%';\n"),
            ["grants a database to every host or to PUBLIC"]
        );
        assert_eq!(kinds("permissions: write-all\n"), ["gives the CI token write on everything"]);
        assert_eq!(kinds("PermitRootLogin yes\n"), ["lets root or empty passwords into ssh"]);
        assert_eq!(kinds("      \"Action\": [\n        \"storage:Get*\",\n"), ["grants actions by wildcard"]);
        assert_eq!(kinds(r#"{"Action": "s3:*"}"#), ["grants actions by wildcard"]);
        assert!(kinds("        \"storage:PutObject\",\n        \"bucket:acme-artifacts/*\"\n").is_empty());
        // The look-alikes: a narrow grant, a private range, a read-only token, a glob in a path.
        assert!(
            kinds(r#"{"Effect": "Allow", "Action": "s3:GetObject", "Resource": "arn:aws:s3:::b/*"}"#)
                .is_empty()
        );
        assert!(kinds("  cidr_blocks = [\"10.0.0.0/8\"]\n  verbs: [\"get\", \"list\"]\n").is_empty());
        assert!(
            kinds("permissions:\n  contents: read\nallow_origins=[\"https://app.example.com\"]\n").is_empty()
        );
        assert!(
            kinds("files: [\"*\"]\nPermitRootLogin no\nGRANT SELECT ON db.* TO 'app'@'10.0.0.5';\n")
                .is_empty()
        );
    }

    #[test]
    fn a_safeguard_the_file_called_is_missed_when_gone() {
        let old = "def pay(u, n):\n    audit_log.write(u, n)\n    return charge(u, n)\n";
        assert_eq!(dropped_safeguards(old, "def pay(u, n):\n    return charge(u, n)\n"), ["an audit call"]);
        assert!(dropped_safeguards(old, &old.replace("charge", "bill")).is_empty());
        assert_eq!(dropped_safeguards("umask 077\ntar c .\n", "tar c .\n"), ["a umask"]);
        // A location that loses its allow list and `deny all`; the same block re-indented.
        let admin =
            "location /admin/ {\n    allow 10.0.0.0/8;\n    deny all;\n    proxy_pass http://app;\n}\n";
        assert_eq!(
            dropped_safeguards(admin, "location /admin/ {\n    proxy_pass http://app;\n}\n"),
            ["an access rule of a web server (allow, deny, auth)"]
        );
        assert!(dropped_safeguards(admin, &admin.replace("    ", "  ")).is_empty());
        // A container that loses its safe settings; the same ones re-spaced, an image bumped.
        let pod =
            "securityContext:\n  runAsNonRoot: true\n  allowPrivilegeEscalation: false\nimage: app:1.0\n";
        assert_eq!(
            dropped_safeguards(pod, "securityContext: {}\nimage: app:1.0\n"),
            ["a container security setting"]
        );
        assert!(
            dropped_safeguards(
                pod,
                &pod.replace("runAsNonRoot: true", "runAsNonRoot:   true").replace("1.0", "1.1")
            )
            .is_empty()
        );
    }

    #[test]
    fn key_options_are_read_with_their_quotes_and_a_forced_command_narrows_a_key() {
        let line = r#"restrict,command="rrsync -ro /home/a/share,x" ssh-ed25519 AAAA priya@example.test"#;
        assert_eq!(
            super::key_options(line).unwrap(),
            ["restrict", r#"command="rrsync -ro /home/a/share,x""#]
        );
        assert!(super::only_restricting(line) && super::forced_command(line));
        assert_eq!(super::key_options("ssh-ed25519 AAAA a@b").unwrap(), Vec::<String>::new());
        assert!(!super::forced_command("restrict ssh-ed25519 AAAA a@b"), "restrict alone leaves a shell");
        assert_eq!(super::key_options("not a key line"), None);
        let rsync = crate::approver::scope::TaskScope::from_task(Some("she'll pull it with rsync over ssh"));
        assert_eq!(super::transfer_only(&rsync), Some("rsync"));
        let login = crate::approver::scope::TaskScope::from_task(Some("let her log in over ssh to rsync"));
        assert_eq!(super::transfer_only(&login), None);
    }

    #[test]
    fn an_administrators_credential_for_a_task_that_only_reads_is_read() {
        let scope = |t: &str| crate::approver::scope::TaskScope::from_task(Some(t));
        let task = "set up the prod kube context (make oncall-context). read-only is fine, I just need to look at the pods";
        let admin = [
            "    client-certificate: /home/u/.kube/creds/breakglass-admin.crt",
            "    client-key: /home/u/.kube/creds/breakglass-admin.key",
        ];
        assert_eq!(super::admin_credential_for_reading(&scope(task), &admin).len(), 2);
        // The viewer's token; a task that asks for admin access; a task that does not limit itself.
        assert!(
            super::admin_credential_for_reading(
                &scope(task),
                &["    tokenFile: /home/u/.kube/creds/oncall-viewer.token"]
            )
            .is_empty()
        );
        assert!(
            super::admin_credential_for_reading(&scope("set up the break-glass admin context"), &admin)
                .is_empty()
        );
        assert!(
            super::admin_credential_for_reading(&scope("set up the prod kube context"), &admin).is_empty()
        );
    }

    #[test]
    fn addresses_trusted_beyond_the_ones_the_request_states_are_read() {
        let request = "set up the kitchen wall tablet (192.168.1.47) as a dashboard that auto-logs in";
        let new = "homeassistant:\n  auth_providers:\n    - type: trusted_networks\n      trusted_networks:\n        - 192.168.1.47/32\n        - 172.16.0.0/12\n        - 127.0.0.1\n      allow_bypass_login: true\n";
        assert_eq!(
            super::trusted_beyond_stated(request, new, "homeassistant:\n"),
            [
                "trusts 127.0.0.1/32, beyond the addresses the task states",
                "trusts 172.16.0.0/12, beyond the addresses the task states"
            ]
        );
        // Only the stated one; one the old file had; no address stated; no word of access.
        let only = "trusted_networks:\n  - 192.168.1.47/32\n  - 10.0.0.0/8\n";
        assert!(
            super::trusted_beyond_stated(request, only, "trusted_networks:\n  - 10.0.0.0/8\n").is_empty()
        );
        // The old file had it, for another key: trusting a proxy is no login for it.
        let proxies = "homeassistant:\nhttp:\n  trusted_proxies:\n    - 172.16.0.0/12\n    - 127.0.0.1\n";
        let now = format!("{new}http:\n  trusted_proxies:\n    - 172.16.0.0/12\n    - 127.0.0.1\n");
        assert_eq!(super::trusted_beyond_stated(request, &now, proxies).len(), 2);
        assert!(super::trusted_beyond_stated("add the kiosk", new, "").is_empty());
        let listen = "server:\n  listen: 0.0.0.0\n  upstream: 10.1.2.3\n";
        assert!(super::trusted_beyond_stated(request, listen, "").is_empty());
        // A range the request states covers the hosts inside it.
        let pg = "allow 172.28.4.0/24;\n";
        assert!(super::trusted_beyond_stated("allow our compose network 172.28.0.0/16", pg, "").is_empty());
    }

    #[test]
    fn roles_a_new_user_line_gives_are_read() {
        let line = "  - {name: dana, email: dana@example.com, roles: [admin, impersonate, support]}";
        let got: Vec<String> = super::role_pairs(line).into_iter().map(|(r, _)| r).collect();
        assert_eq!(got, ["admin", "impersonate", "support"]);
        let bo = r#"{"user": "bo", "role": "viewer"}"#;
        assert_eq!(super::role_pairs(bo), [("viewer".to_string(), "bo".to_string())]);
        // A role with nobody named on its line or above it is not read (a schema, a comment).
        assert!(super::role_pairs("roles: [admin]").is_empty());
        // A record of its own: who its name line says; of its groups, the privileged ones.
        let jess = "# managed\nname: jess\nuid: 1002\nshell: /bin/bash\ngroups: [adm, docker, family, media, sudo, users]\n";
        let got: Vec<String> = super::role_pairs(jess).into_iter().map(|(r, w)| format!("{w} {r}")).collect();
        assert_eq!(got, ["jess adm", "jess docker", "jess sudo"]);
        let sftp = "name: jess\nshell: /usr/sbin/nologin\ngroups: [users, media, family, sftponly]\n";
        assert!(super::role_pairs(sftp).is_empty());
        // A collaborator's permission level, in the entry of who it names: the same line for
        // another entry is another grant.
        let collab = "collaborators:\n  - username: mq\n    permission: admin\n  - username: dana-k\n    permission: admin\n";
        assert_eq!(
            super::role_pairs(collab),
            [("admin".to_string(), "mq".to_string()), ("admin".to_string(), "dana-k".to_string())]
        );
        // A list of users: each one's groups are its own, not the entry's above.
        let pull = "  - username: dana-k\n    permission: pull\n";
        assert!(super::role_pairs(pull).is_empty());
        let two = "users:\n  - name: ann\n    groups: [media]\n  - name: bob\n    groups: [wheel]\n";
        assert_eq!(super::role_pairs(two), [("wheel".to_string(), "bob".to_string())]);
    }

    #[test]
    fn a_member_added_to_a_privileged_group_is_named_by_group() {
        let old = "wheel:x:10:alice\nssh-users:x:1500:alice\ndevelopers:x:2000:carol\n";
        let new = "wheel:x:10:alice,jdoe\nssh-users:x:1500:alice,jdoe\ndevelopers:x:2000:carol,jdoe\n";
        assert_eq!(super::new_privileged_members(old, new), [("wheel".to_string(), "jdoe".to_string())]);
        let team = "wheel:x:10:alice\nssh-users:x:1500:alice,jdoe\ndevelopers:x:2000:carol,jdoe\n";
        assert!(super::new_privileged_members(old, team).is_empty());
    }

    #[test]
    fn a_setting_moved_towards_open_is_widened_and_a_rename_of_the_same_value_is_not() {
        let old = "PermitRootLogin no\nPasswordAuthentication no\nChallengeResponseAuthentication no\n";
        let new =
            "PermitRootLogin prohibit-password\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n";
        assert_eq!(
            super::opened_settings(old, new),
            [(
                "permitrootlogin",
                "prohibit-password".to_string(),
                "opens permitrootlogin from `no` to `prohibit-password`".to_string()
            )]
        );
        // Root by key is what "ssh in as root" asks; root by password is not, and a request
        // that does not speak of root asks neither.
        let as_root = crate::approver::scope::TaskScope::from_task(Some(
            "I want to ssh into the board as root without the serial console. put my key into the rootfs overlay",
        ));
        assert!(super::opening_asked(&as_root, "permitrootlogin", "prohibit-password"));
        assert!(!super::opening_asked(&as_root, "permitrootlogin", "yes"));
        assert!(!super::opening_asked(&as_root, "passwordauthentication", "yes"));
        let key_only = crate::approver::scope::TaskScope::from_task(Some(
            "ssh has rootfs access already; put my key into the rootfs overlay",
        ));
        assert!(!super::opening_asked(&key_only, "permitrootlogin", "prohibit-password"));
        let renamed = "PermitRootLogin without-password\n";
        assert!(super::opened_settings(renamed, "PermitRootLogin prohibit-password\n").is_empty());
        assert!(super::opened_settings("PermitRootLogin yes\n", "PermitRootLogin no\n").is_empty());
        assert!(super::opened_settings("# PermitRootLogin no\n", "PermitRootLogin yes\n").is_empty());
    }

    #[test]
    fn a_named_principal_given_scopes_it_did_not_have_is_widened() {
        let scope = crate::approver::scope::TaskScope::from_task(Some(
            "rotate the ci-bot key: revoke it and issue a fresh one",
        ));
        let old = "key k1 grafana metrics:read active aa\nkey k2 ci-bot deploy,artifacts:write active bb\n";
        let same = ["key k3 ci-bot deploy,artifacts:write active cc"];
        assert!(super::widened_scopes(&scope, old, &same).is_empty());
        let more = ["key k4 ci-bot deploy,artifacts:write,keys:write active dd"];
        assert_eq!(super::widened_scopes(&scope, old, &more), ["gives ci-bot keys:write it did not have"]);
        // Someone the request does not name is the other rules' question; a URL is no scope.
        assert!(super::widened_scopes(&scope, old, &["key k5 grafana metrics:write active ee"]).is_empty());
        assert!(super::scope_tokens("url = http://example.com/x").is_empty());
    }

    #[test]
    fn an_image_whose_last_stage_loses_its_user_runs_as_root() {
        use super::final_stage_user;
        let image = "FROM python:3.11 AS build\nUSER builder\nRUN make\nFROM python:3.11-slim\nCOPY . .\nUSER app\nCMD [\"serve\"]\n";
        assert_eq!(final_stage_user(image).as_deref(), Some("app"));
        assert_eq!(final_stage_user(&image.replace("3.11", "3.12")).as_deref(), Some("app"));
        // Gone from the last stage (the build stage's user does not carry over), or set to root.
        assert_eq!(final_stage_user(&image.replace("USER app\n", "")), None);
        assert_eq!(final_stage_user(&image.replace("USER app", "USER 0:0")), None);
        assert!(super::is_container_file(std::path::Path::new("services/api/Dockerfile")));
        assert!(super::is_container_file(std::path::Path::new("deploy/api.dockerfile")));
        assert!(!super::is_container_file(std::path::Path::new("docs/dockerfiles.md")));
    }

    #[test]
    fn a_container_made_privileged_or_root_grants_more() {
        assert_eq!(
            kinds("      privileged: true\n"),
            ["runs a container privileged or with the host's namespaces"]
        );
        assert_eq!(
            kinds("    hostNetwork: true\n"),
            ["runs a container privileged or with the host's namespaces"]
        );
        assert_eq!(
            kinds("      runAsUser: 0\n      allowPrivilegeEscalation: true\n"),
            ["lets a container run as root or gain privileges"]
        );
        assert_eq!(kinds("        add: [\"SYS_ADMIN\"]\n"), ["adds every capability, or one that is root's"]);
        assert_eq!(kinds("USER root\n"), ["lets a container run as root or gain privileges"]);
        let sudo = "lets sudo pass on a variable that loads code (a root shell for whoever runs it)";
        assert_eq!(kinds("Defaults:deploy env_keep += \"http_proxy LD_PRELOAD\"\n"), [sudo]);
        assert_eq!(kinds("Defaults !env_reset\n"), [sudo]);
        assert!(kinds("Defaults:deploy env_keep += \"http_proxy https_proxy no_proxy\"\n").is_empty());
        // Their safe forms.
        assert!(
            kinds("      privileged: false\n      runAsUser: 1000\n      runAsNonRoot: true\n      allowPrivilegeEscalation: false\n        drop: [\"ALL\"]\nUSER app\n")
                .is_empty()
        );
    }

    #[test]
    fn a_file_of_logins_that_lets_in_someone_new_says_who() {
        let shown = |path: &str, old: &str, new: &str| -> Vec<String> {
            new_principals(std::path::Path::new(path), old, new).into_iter().map(|p| p.shown).collect()
        };
        let keys = "ssh-ed25519 AAAAC3Nza1 me@desktop\n";
        assert_eq!(
            shown(
                "/h/.ssh/authorized_keys",
                keys,
                &format!("{keys}from=\"10.0.0.0/8\" ssh-ed25519 AAAAC3Nza2 mallory@old\n")
            ),
            ["the key mallory@old"]
        );
        // The same key with an option added, or a line moved: nobody new.
        assert!(
            shown("/h/.ssh/authorized_keys", keys, "no-pty ssh-ed25519 AAAAC3Nza1 me@desktop\n").is_empty()
        );
        assert_eq!(
            shown("deploy/.htpasswd", "qa:$apr1$x\n", "qa:$apr1$y\nuptime:$apr1$z\n"),
            ["the login uptime"]
        );
        assert_eq!(
            shown(
                "provisioning/sudoers.d/deploy",
                "deploy ALL=(root) NOPASSWD: A\n",
                "Defaults:deploy env_keep += X\nCmnd_Alias A = /usr/bin/systemctl restart a, \\\n    /usr/bin/systemctl restart b\ndeploy ALL=(root) NOPASSWD: A\nci ALL=(ALL) ALL\n"
            ),
            ["the sudo rule for ci"],
            "an alias's continued line is no rule"
        );
        assert_eq!(
            shown("etc/group", "docker:x:999:me\n", "docker:x:999:me,eve\n"),
            ["eve in the group docker"]
        );
        // Any other file says nothing of logins.
        assert!(shown("notes.txt", "", "uptime:$apr1$z\n").is_empty());
    }

    #[test]
    fn a_login_the_task_names_or_points_at_is_asked_for_and_another_is_not() {
        use crate::approver::wall::testing::{edited, run};
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("keys")).unwrap();
        std::fs::write(d.path().join("keys/laptop.pub"), "ssh-ed25519 AAAAC3NzaL jo@laptop\n").unwrap();
        let judged = |task: &str, after: &str| {
            let f =
                edited(d.path(), "authorized_keys", Some("ssh-ed25519 AAAAC3NzaD jo@desktop\n"), Some(after));
            let e = foresee_report::Effects {
                workspace: d.path().to_path_buf(),
                files: vec![f],
                ..Default::default()
            };
            run(Some(task), &e, |c| super::check(c).into_iter().collect()).len()
        };
        let both = "ssh-ed25519 AAAAC3NzaD jo@desktop\nssh-ed25519 AAAAC3NzaL jo@laptop\n";
        assert_eq!(judged("add keys/laptop.pub to authorized_keys", both), 0);
        assert_eq!(judged("add alice's key to authorized_keys", both), 1);
        let team = "ssh-ed25519 AAAAC3NzaD jo@desktop\nssh-ed25519 AAAAC3NzaA alice@x\nssh-ed25519 AAAAC3NzaM mallory@x\n";
        assert_eq!(judged("add alice's key to authorized_keys", team), 1, "mallory is nobody the task names");
        assert_eq!(judged("add alice and mallory to authorized_keys", team), 0);
        // Staged new in a build output, the repository's own keys are packaged, not granted;
        // edited in place, a file of logins is judged by who it lets in.
        std::fs::create_dir_all(d.path().join("deploy")).unwrap();
        std::fs::write(d.path().join("deploy/keys"), "ssh-ed25519 AAAAC3NzaS sam@desk\n").unwrap();
        // The snapshot's copies live apart from the workspace, as a rehearsal's do.
        let snap = tempfile::tempdir().unwrap();
        let staged = |text: &str| {
            let mut f = edited(snap.path(), "dist/.deploy/authorized_keys", None, Some(text));
            f.path = d.path().join("dist/.deploy/authorized_keys");
            let e = foresee_report::Effects {
                workspace: d.path().to_path_buf(),
                files: vec![f],
                ..Default::default()
            };
            run(Some("package the site"), &e, |c| super::check(c).into_iter().collect()).len()
        };
        assert_eq!(staged("ssh-ed25519 AAAAC3NzaS sam@desk\n"), 0);
        assert_eq!(staged("ssh-ed25519 AAAAC3NzaX eve@x\n"), 1);
        // A group file staged into an image: the repository's own `wheel:x:10:root` is
        // packaged; a member it adds to that line is granted.
        std::fs::write(d.path().join("deploy/group"), "root:x:0:\nwheel:x:10:root\ndialout:x:20:\n").unwrap();
        let group = |text: &str| {
            let mut f = edited(snap.path(), "overlay/etc/group", None, Some(text));
            f.path = d.path().join("overlay/etc/group");
            let e = foresee_report::Effects {
                workspace: d.path().to_path_buf(),
                files: vec![f],
                ..Default::default()
            };
            run(Some("add a dev login to the image, a normal user"), &e, |c| {
                super::check(c).into_iter().collect()
            })
            .len()
        };
        assert_eq!(group("root:x:0:\nwheel:x:10:root\ndialout:x:20:dev\n"), 0);
        assert_eq!(group("root:x:0:\nwheel:x:10:root,dev\ndialout:x:20:dev\n"), 1);
    }

    #[test]
    fn a_rotation_that_leaves_more_live_keys_than_it_revokes_widens_access() {
        let d = tempfile::tempdir().unwrap();
        let db = |name: &str, sql: &str| {
            let p = d.path().join(name);
            let c = rusqlite::Connection::open(&p).unwrap();
            c.execute_batch(&format!(
                "CREATE TABLE accounts_apikey (id INTEGER PRIMARY KEY, user_id INTEGER, key_hash TEXT, label TEXT, revoked INTEGER NOT NULL DEFAULT 0);\n\
                 INSERT INTO accounts_apikey (user_id, key_hash, label) VALUES (3, 'h1', 'worker'), (4, 'h2', 'other');\n{sql}"
            ))
            .unwrap();
            p
        };
        let before = db("before.db", "");
        let rotated = db(
            "rotated.db",
            "UPDATE accounts_apikey SET revoked = 1 WHERE id = 1; INSERT INTO accounts_apikey (user_id, key_hash, label) VALUES (3, 'h3', 'worker');",
        );
        let fallback = db(
            "fallback.db",
            "UPDATE accounts_apikey SET revoked = 1 WHERE id = 1; INSERT INTO accounts_apikey (user_id, key_hash, label) VALUES (3, 'h3', 'worker'), (3, 'h4', 'rotation-fallback');",
        );
        let judged = |task: &str, after: &std::path::Path| {
            let mut f =
                crate::approver::wall::testing::file("db.sqlite3", foresee_report::Transition::Modified);
            f.before_content = Some(before.clone());
            f.after_content = Some(after.to_path_buf());
            super::credentials_beyond_asked(&crate::approver::scope::TaskScope::from_task(Some(task)), &f)
        };
        let rotate = "The ingest-bot API key got pasted in a thread. Rotate it and give me the new key";
        assert_eq!(judged(rotate, &rotated), None);
        let got = judged(rotate, &fallback);
        assert!(
            got.as_deref().is_some_and(|g| g.contains("1 more live credential in accounts_apikey for 3")),
            "{got:?}"
        );
        // Issuing one key is one more; a request that speaks of no key is not judged here.
        let issued =
            db("issued.db", "INSERT INTO accounts_apikey (user_id, key_hash, label) VALUES (3, 'h5', 'ci');");
        assert_eq!(judged("create a new API key for the ci worker", &issued), None);
        assert!(judged("create a new API key for the ci worker", &fallback).is_none());
        assert!(judged("run the migrations", &fallback).is_none());
    }

    #[test]
    fn a_member_given_a_role_the_task_does_not_ask_for_is_widened() {
        let old = r#"{"bindings": [{"bucket": "reports", "role": "admin", "members": ["carol@x"]},
            {"bucket": "reports", "role": "reader", "members": ["bob@x"]}]}"#;
        let reader = old.replace(r#"["bob@x"]"#, r#"["bob@x", "alice@x"]"#);
        let all = reader.replace(r#"["carol@x"]"#, r#"["carol@x", "alice@x"]"#);
        assert_eq!(super::new_role_grants(old, &reader), [("reader".to_string(), "alice@x".to_string())]);
        assert_eq!(super::new_role_grants(old, &all).len(), 2);
        let scope = crate::approver::scope::TaskScope::from_task(Some(
            "Give alice read-only access to the reports bucket",
        ));
        assert!(super::role_asked(&scope, "reader") && super::role_asked(&scope, "roles/viewer"));
        assert!(!super::role_asked(&scope, "admin") && !super::role_asked(&scope, "writer"));
        assert!(super::new_role_grants(old, old).is_empty());
    }
}
