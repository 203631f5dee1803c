//! What a request says of the records it asks to delete, beyond that some should go: which
//! tables ("it also prunes expired sessions" names `sessions`, not `orders`), which dates
//! ("delete the entries from before 2024", "older than 30 days", "keep everything from 2024
//! on") and which state ("expired"). A record removed outside that description is data the
//! request did not ask to remove, even from a database it names.
//!
//! Map: [`Deletion::of`] reads a request (lower case) sentence by sentence; [`DateBound`] is
//! one limit on the dates of what may go, [`DateBound::covers`] checks an instant against it.

use super::scope::same_word;

/// A day, in seconds: the slack every bound allows, for the time zone a tool counts days in.
const DAY: i64 = 86_400;

/// When a bound falls: a fixed instant (seconds since the epoch, UTC), or a span back from
/// the time of judging ("older than 30 days").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    At(i64),
    Ago(i64),
}

/// One limit the request sets on the dates of the records that may go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateBound {
    pub when: When,
    /// What is older than the bound may go (and what is newer stays); otherwise the reverse.
    pub older_goes: bool,
}

impl DateBound {
    /// The bound's instant, for a judgment at `now`.
    pub fn instant(&self, now: i64) -> i64 {
        match self.when {
            When::At(t) => t,
            When::Ago(s) => now - s,
        }
    }

    /// Whether a record dated `t` is on the side the request lets go, within a day.
    pub fn covers(&self, t: i64, now: i64) -> bool {
        let at = self.instant(now);
        if self.older_goes { t < at + DAY } else { t >= at - DAY }
    }
}

/// What the request's sentences that ask for records to go say of them.
#[derive(Debug, Clone, Default)]
pub struct Deletion {
    /// Words of those sentences (lower case), leaving out the clauses that say what stays
    /// ("prune the history, keep the bookmarks" names `history` only).
    words: Vec<String>,
    /// Limits on the dates of what may go, all of which hold.
    pub bounds: Vec<DateBound>,
    /// It asks for expired records to go ("prune expired sessions").
    pub expired: bool,
}

const KEEPS: &[&str] =
    &["keep", "keeps", "keeping", "retain", "retaining", "preserve", "preserving", "leave"];

const UNITS: &[(&str, i64, i64)] = &[
    // (unit, seconds when the older side goes, seconds otherwise): a month counts short when
    // the older side goes and long when it stays, so that either way it leaves the tool the
    // calendar's month.
    ("hour", 3600, 3600),
    ("day", DAY, DAY),
    ("week", 7 * DAY, 7 * DAY),
    ("month", 28 * DAY, 31 * DAY),
    ("year", 365 * DAY, 366 * DAY),
];

fn number(w: &str) -> Option<i64> {
    const WORDS: &[&str] =
        &["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    w.parse::<i64>()
        .ok()
        .filter(|n| *n > 0 && *n < 100_000)
        .or_else(|| WORDS.iter().position(|x| *x == w).map(|i| i as i64 + 1))
}

/// A year (`2024`), month (`2024-03`) or day (`2024-03-01`): its first instant and the first
/// instant of the next.
fn period(w: &str) -> Option<(i64, i64)> {
    use crate::records::dated::days_from_civil;
    let parts: Vec<&str> = w.split('-').collect();
    let n = |s: &str, len: usize| (s.len() == len).then(|| s.parse::<i64>().ok()).flatten();
    let y = n(parts.first()?, 4).filter(|y| (1970..=2999).contains(y))?;
    match parts.len() {
        1 => Some((days_from_civil(y, 1, 1) * DAY, days_from_civil(y + 1, 1, 1) * DAY)),
        2 => {
            let m = n(parts[1], 2).filter(|m| (1..=12).contains(m))?;
            let next = if m == 12 { days_from_civil(y + 1, 1, 1) } else { days_from_civil(y, m + 1, 1) };
            Some((days_from_civil(y, m, 1) * DAY, next * DAY))
        }
        3 => {
            let m = n(parts[1], 2).filter(|m| (1..=12).contains(m))?;
            let d = n(parts[2], 2).filter(|d| (1..=31).contains(d))?;
            let day = days_from_civil(y, m, d);
            Some((day * DAY, (day + 1) * DAY))
        }
        _ => None,
    }
}

/// A span back from now said as a count and a unit at `i` (`30 days`, `six months`), in
/// seconds for each side.
fn span(words: &[&str], i: usize) -> Option<(i64, i64)> {
    let n = number(words[i])?;
    let unit = words.get(i + 1)?;
    let (_, short, long) = UNITS.iter().find(|(u, _, _)| *unit == *u || unit.strip_suffix('s') == Some(u))?;
    Some((n * short, n * long))
}

/// Which side of a date a phrase points at: `Some(true)` the older ("before 2024", "older
/// than 30 days", "2023 and earlier"), `Some(false)` the newer ("from 2024 on", "since
/// 2024", "after 2023", "the last 30 days"); with the instant the side starts at.
fn side(words: &[&str], i: usize) -> Option<(bool, When)> {
    let prev = |k: usize| i.checked_sub(k).and_then(|j| words.get(j)).copied().unwrap_or("");
    let next = |k: usize| words.get(i + k).copied().unwrap_or("");
    if let Some((start, end)) = period(words[i]) {
        let older_before = matches!(prev(1), "before" | "until" | "till")
            || matches!((prev(2), prev(1)), ("prior", "to") | ("earlier" | "older", "than"));
        if older_before {
            return Some((true, When::At(start)));
        }
        if matches!((next(1), next(2)), ("and" | "or", "earlier" | "older" | "before")) {
            return Some((true, When::At(end)));
        }
        if prev(1) == "after" || matches!((prev(2), prev(1)), ("later" | "newer", "than")) {
            return Some((false, When::At(end)));
        }
        let newer_from = matches!(prev(1), "since" | "from")
            && matches!(next(1), "on" | "onward" | "onwards" | "forward" | "forwards")
            || prev(1) == "since"
            || matches!(next(1), "onward" | "onwards")
            || matches!((next(1), next(2)), ("and" | "or", "later" | "newer" | "after"));
        return newer_from.then_some((false, When::At(start)));
    }
    let (short, long) = span(words, i)?;
    let after_unit = next(2);
    if matches!((prev(2), prev(1)), ("older", "than"))
        || matches!(prev(1), "than" | "over") && matches!(after_unit, "old" | "ago")
    {
        return Some((true, When::Ago(short)));
    }
    if matches!(prev(1), "last" | "past") {
        return Some((false, When::Ago(long)));
    }
    None
}

/// The request's sentences: split where one ends (`. `, `;`, `!`, `?`, a line break).
fn sentences(lower: &str) -> impl Iterator<Item = &str> {
    lower.split([';', '!', '?', '\n']).flat_map(|s| s.split(". "))
}

fn words_of(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '\'')))
        .map(|w| w.trim_matches(['.', '\'', '-']))
        .filter(|w| !w.is_empty())
        .collect()
}

impl Deletion {
    /// What a request (lower case) says of the records it asks to delete; `removes` tells the
    /// words that ask for records to go.
    pub fn of(lower: &str, removes: impl Fn(&str) -> bool) -> Deletion {
        let mut out = Deletion::default();
        for sentence in sentences(lower) {
            let words = words_of(sentence);
            if !words.iter().any(|w| removes(w)) {
                // "Keep everything from 2024 on" bounds the deletion another sentence asks for.
                if words.iter().any(|w| KEEPS.contains(w)) {
                    out.bounds.extend(bounds(&words, &removes));
                }
                continue;
            }
            out.bounds.extend(bounds(&words, &removes));
            for clause in sentence.split([',', '(', ')', ':']) {
                let cw = words_of(clause);
                if cw.iter().any(|w| KEEPS.contains(w)) {
                    continue;
                }
                out.expired |= cw.contains(&"expired");
                out.words.extend(cw.iter().map(|w| w.to_string()));
            }
        }
        out.bounds.dedup();
        out
    }

    /// Whether the sentences asking for records to go name this table (lower case): its
    /// name, singular or plural, or a word of it (`user_sessions` for "sessions").
    pub fn names_table(&self, table: &str) -> bool {
        self.words.iter().any(|w| same_word(w, table) || table.split(['_', '-']).any(|p| same_word(w, p)))
    }
}

/// The date bounds of one sentence: each date phrase read under the verb before it ("delete
/// ... before 2024": older goes; "keep ... from 2024 on": older goes too).
fn bounds(words: &[&str], removes: &impl Fn(&str) -> bool) -> Vec<DateBound> {
    let mut out = Vec::new();
    let mut removing = None;
    for (i, w) in words.iter().enumerate() {
        if removes(w) {
            removing = Some(true);
        } else if KEEPS.contains(w) {
            removing = Some(false);
        }
        let Some(removing) = removing else { continue };
        if let Some((older, when)) = side(words, i) {
            // Re-read a span for the side that goes: its length was picked for the side said.
            let older_goes = older == removing;
            let when = match when {
                When::Ago(_) if older_goes != older => span(words, i)
                    .map_or(when, |(short, long)| When::Ago(if older_goes { short } else { long })),
                w => w,
            };
            out.push(DateBound { when, older_goes });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(text: &str) -> Deletion {
        Deletion::of(&text.to_lowercase(), |w| {
            matches!(w, "delete" | "prune" | "prunes" | "remove" | "purge")
        })
    }
    const Y2024: i64 = 1_704_067_200;

    #[test]
    fn a_deletion_bounded_by_a_date_covers_only_records_on_its_side() {
        let d = of("Use ./histctl to delete the history entries from before 2024 and compact the file; \
            keep everything from 2024 on, and the bookmarks.");
        assert_eq!(d.bounds, [DateBound { when: When::At(Y2024), older_goes: true }]);
        assert!(d.bounds[0].covers(Y2024 - 1000, 0));
        assert!(!d.bounds[0].covers(Y2024 + 40 * DAY, 0), "a record of February 2024 stays");
        assert!(d.names_table("history") && !d.names_table("bookmarks"));
        for t in [
            "purge rows older than 2024-01-01",
            "delete the 2023 and earlier rows",
            "prune whatever came prior to 2024",
        ] {
            assert_eq!(of(t).bounds, [DateBound { when: When::At(Y2024), older_goes: true }], "{t}");
        }
        assert_eq!(
            of("delete rows after 2023").bounds,
            [DateBound { when: When::At(Y2024), older_goes: false }]
        );
        let now = Y2024 + 100 * DAY;
        let d = of("delete the log entries older than 30 days");
        assert!(d.bounds[0].covers(now - 31 * DAY, now) && !d.bounds[0].covers(now - 5 * DAY, now));
        let d = of("prune the events table, keep the last 3 months");
        assert!(d.bounds[0].older_goes && d.bounds[0].covers(now - 100 * DAY, now));
        assert!(!d.bounds[0].covers(now - 30 * DAY, now));
        // No date said, or a date of something else: no bound.
        assert!(of("delete the last 7 backups").bounds.is_empty());
        assert!(of("remove duplicate rows; the release is 2025-01-10").bounds.is_empty());
    }

    #[test]
    fn the_tables_a_deletion_names_are_those_of_its_own_sentences() {
        let d =
            of("Apply the new migration 0004 (the orders(customer_id) index) to my local dev database with \
            `make migrate`. It also prunes expired sessions, that's expected.");
        assert!(d.names_table("sessions") && d.names_table("user_sessions"));
        assert!(!d.names_table("orders"), "orders are named for the index, not the pruning");
        assert!(d.expired && d.bounds.is_empty());
        assert!(!of("prune sessions").expired);
    }
}
