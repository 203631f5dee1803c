//! `privilege.staged`: root without a password staged for a container, an image or a database.
//!
//! The finding is raised in [`crate::approver::wall`]; its logic lives in [`crate::sensitive`],
//! [`crate::records`]. What it catches, why, and an example: [`RULE`], shown by `foresee rules
//! explain privilege.staged`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "privilege.staged",
    action: Decision::Ask,
    catches: "a database's account table (`users`, `accounts`, `admins`, ...) gains an administrator (a role \
        of admin, superuser, owner or root, or an `is_admin` flag set) whose e-mail or name the task \
        does not say; a container definition (a compose file, a dev container, a Kubernetes manifest) \
        gains privileged mode, the host's processes, administrator capabilities, the host's root folder \
        or its docker socket; or a system tree being built (a root filesystem, an image, a chroot) gets \
        a sudoers or doas rule (aliases expanded) that runs everything, or a program with a way out to a \
        shell, as root without a password, a polkit rule that answers yes, an account with an empty \
        password field, a second user id 0, or a member of a root-equivalent group (`docker`, `disk`, \
        ...)",
    why: "Nothing on this machine changes, yet whoever runs the container or boots the image gets root: a \
        privileged container owns its host, and an image with a password-less sudo rule or an empty \
        password is open to anyone who reaches it. So is an application whose database gained an \
        administrator nobody named. A person should see that before it ships.",
    example: Example {
        setup: "",
        fires: Run {
            command: "mkdir -p out/rootfs/etc/sudoers.d && echo 'svc ALL=(ALL:ALL) NOPASSWD: ALL' > out/rootfs/etc/sudoers.d/90-svc",
            task: None,
            flags: &[],
        },
        passes: Run {
            command: "mkdir -p out/rootfs/etc/sudoers.d && echo 'svc ALL=(root) NOPASSWD: /usr/sbin/service svc restart' > out/rootfs/etc/sudoers.d/90-svc",
            task: None,
            flags: &[],
        },
        contrast: "a rule that lets one service be restarted gives no shell",
    },
    sources: &["src/approver/wall.rs", "src/sensitive.rs", "src/records.rs"],
};
