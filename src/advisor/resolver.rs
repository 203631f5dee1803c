//! The resolver: before a check-in reaches a person, the user's own past answers to similar
//! reports ground the model, and a confidence bar learned from the model's track record decides
//! whether its answer is applied.
//!
//! - **Precedents** ([`rank`]): the user's answers (at a terminal, in a review, confirming a
//!   model's answer), ranked by how alike the effects are (the policy's effect features), the
//!   path area and the kind, with a boost for the same category (the rule that asked).
//! - **The bar** ([`bar`]): per category, from how often the model's past answers (allow or block)
//!   matched what the user then answered: `0.75 + (0.5 - match rate) x 0.4`, clamped to
//!   [0.55, 0.95], and 0.75 until [`MIN_SAMPLES`] answers are known.
//! - **Samples** ([`sampled`]): the user answers the check-ins the model could not settle anyway;
//!   of those it answered, a share is queued for the user to confirm in `foresee review`.

use crate::policy::Vector;
use serde::Serialize;

/// The bar of a category without enough answers to learn from: conservative.
pub const BASE_BAR: f64 = 0.75;
pub const MIN_BAR: f64 = 0.55;
pub const MAX_BAR: f64 = 0.95;
/// How far the match rate moves the bar: `(0.5 - rate) x SLOPE`.
pub const SLOPE: f64 = 0.4;
/// Answers a category needs before its bar moves: with fewer, one lucky streak would drop it to
/// the floor.
pub const MIN_SAMPLES: usize = 5;
/// The latest answers per category that count (the model, its prompt or the user may change).
pub const WINDOW: usize = 50;
/// Precedents given to the model, at most.
pub const MAX_PRECEDENTS: usize = 5;
/// Below this similarity a past answer is no precedent.
pub const MIN_SIMILARITY: f64 = 0.5;
/// Past answers looked at, newest first.
pub const LOOK_BACK: usize = 400;

/// The bar a model's "allow" must reach in a category with `samples` known answers, `matched`
/// of which agreed with the user's.
pub fn bar(samples: usize, matched: usize) -> f64 {
    if samples < MIN_SAMPLES {
        return BASE_BAR;
    }
    let rate = matched as f64 / samples as f64;
    (BASE_BAR + (0.5 - rate) * SLOPE).clamp(MIN_BAR, MAX_BAR)
}

/// One of the user's past answers, as the store keeps it.
#[derive(Debug, Clone)]
pub struct PastAnswer {
    /// `allow` or `deny`.
    pub decision: String,
    pub command: String,
    pub area: String,
    pub kind: String,
    pub rule: Option<String>,
    pub features: Vector,
}

/// A past answer given to the model, with how alike it is.
#[derive(Debug, Clone, Serialize)]
pub struct Precedent {
    /// `allow` or `deny`.
    pub answer: String,
    pub command: String,
    pub area: String,
    pub kind: String,
    pub rule: Option<String>,
    pub similarity: f64,
}

/// What is being asked about now.
pub struct Situation<'a> {
    pub features: &'a Vector,
    pub area: &'a str,
    pub kind: &'a str,
    pub category: &'a str,
}

/// The effect features (created .. failed), without the bias and the user's own history in the
/// area, which say nothing about what this command did.
const EFFECTS: std::ops::Range<usize> = 1..14;

fn cosine(a: &Vector, b: &Vector) -> f64 {
    let (mut dot, mut na, mut nb) = (0.0, 0.0, 0.0);
    for i in EFFECTS {
        dot += a[i] * b[i];
        na += a[i] * a[i];
        nb += b[i] * b[i];
    }
    match (na > 0.0, nb > 0.0) {
        // Two commands that did nothing notable are alike in that.
        (false, false) => 1.0,
        (true, true) => (dot / (na.sqrt() * nb.sqrt())).clamp(0.0, 1.0),
        _ => 0.0,
    }
}

/// How alike two path areas are: the share of leading path components they have in common.
fn area_likeness(a: &str, b: &str) -> f64 {
    if a == b {
        return 1.0;
    }
    let pa: Vec<&str> = a.split('/').filter(|c| !c.is_empty()).collect();
    let pb: Vec<&str> = b.split('/').filter(|c| !c.is_empty()).collect();
    let common = pa.iter().zip(&pb).take_while(|(x, y)| x == y).count();
    let most = pa.len().max(pb.len());
    if most == 0 { 0.0 } else { common as f64 / most as f64 }
}

/// How alike a past answer's situation is to this one, 0..1.
pub fn similarity(p: &PastAnswer, now: &Situation<'_>) -> f64 {
    let base = 0.5 * cosine(&p.features, now.features)
        + 0.3 * area_likeness(&p.area, now.area)
        + 0.2 * if p.kind == now.kind { 1.0 } else { 0.0 };
    let boost = if p.rule.as_deref() == Some(now.category) { 0.15 } else { 0.0 };
    (base + boost).min(1.0)
}

/// The most alike past answers, most alike first (the newer first among equals).
pub fn rank(past: &[PastAnswer], now: &Situation<'_>) -> Vec<Precedent> {
    let mut scored: Vec<(f64, usize)> = past
        .iter()
        .enumerate()
        .map(|(i, p)| (similarity(p, now), i))
        .filter(|(s, _)| *s >= MIN_SIMILARITY)
        .collect();
    // `past` is newest first; a stable sort keeps that order among equal scores.
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
        .into_iter()
        .take(MAX_PRECEDENTS)
        .map(|(s, i)| {
            let p = &past[i];
            Precedent {
                answer: p.decision.clone(),
                command: foresee_report::escape::clip(&p.command, 200),
                area: p.area.clone(),
                kind: p.kind.clone(),
                rule: p.rule.clone(),
                similarity: s,
            }
        })
        .collect()
}

/// Whether a check-in the model answered is queued for the user to confirm: each with
/// probability `share`.
pub fn sampled(share: f64) -> bool {
    if share >= 1.0 {
        return true;
    }
    if share <= 0.0 {
        return false;
    }
    let unit = (super::random_u64() >> 11) as f64 / (1u64 << 53) as f64;
    unit < share
}

/// A category's bar and record, for `foresee observe resolver`.
#[derive(Debug, Clone, Serialize)]
pub struct CategoryRecord {
    pub category: String,
    /// The latest answers known (at most [`WINDOW`]) and how many matched the user's.
    pub samples: usize,
    pub matched: usize,
    pub match_rate: Option<f64>,
    pub bar: f64,
    /// Check-ins the model answered for the user, ever.
    pub resolved: u64,
    /// Its answers waiting for the user's confirmation.
    pub waiting: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_moves_with_the_match_rate_only_after_enough_answers() {
        assert_eq!(bar(0, 0), BASE_BAR);
        assert_eq!(bar(MIN_SAMPLES - 1, 0), BASE_BAR);
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        assert!(close(bar(10, 5), 0.75));
        assert!(close(bar(10, 10), 0.55));
        assert!(close(bar(10, 0), 0.95));
        assert!(close(bar(10, 8), 0.63));
        assert!(close(bar(10, 3), 0.83));
        // Monotonic: more agreement never raises the bar.
        for n in MIN_SAMPLES..20 {
            for k in 0..n {
                assert!(bar(n, k + 1) <= bar(n, k));
                assert!((MIN_BAR..=MAX_BAR).contains(&bar(n, k)));
            }
        }
    }

    fn past(decision: &str, area: &str, kind: &str, rule: &str, f: &[(usize, f64)]) -> PastAnswer {
        let mut features = [0.0; crate::policy::N];
        features[0] = 1.0;
        for &(i, x) in f {
            features[i] = x;
        }
        PastAnswer {
            decision: decision.into(),
            command: format!("cmd in {area}"),
            area: area.into(),
            kind: kind.into(),
            rule: Some(rule.into()),
            features,
        }
    }

    #[test]
    fn precedents_rank_by_effects_area_and_kind_with_a_boost_for_the_category() {
        let deleted_src = [(3, 0.5), (4, 0.3), (5, 0.4)];
        let mut now = [0.0; crate::policy::N];
        now[0] = 1.0;
        for &(i, x) in &deleted_src {
            now[i] = x;
        }
        let answers = vec![
            past("allow", "docs/api", "create", "policy.check-in", &[(1, 0.4)]),
            past("deny", "src/api", "delete", "tracked.destroy", &deleted_src),
            past("allow", "src/api", "delete", "scope.tracked-edit", &deleted_src),
            past("allow", "src/db", "delete", "tracked.destroy", &[(3, 0.5), (5, 0.4)]),
        ];
        let s = Situation { features: &now, area: "src/api", kind: "delete", category: "tracked.destroy" };
        let ranked = rank(&answers, &s);
        let order: Vec<(&str, &str)> = ranked.iter().map(|p| (p.answer.as_str(), p.area.as_str())).collect();
        assert_eq!(order, vec![("deny", "src/api"), ("allow", "src/api"), ("allow", "src/db")]);
        assert!(ranked[0].similarity > ranked[1].similarity, "the same category is boosted");
        assert!(ranked.iter().all(|p| p.similarity >= MIN_SIMILARITY));
    }

    #[test]
    fn a_share_is_sampled() {
        assert!(sampled(1.0));
        assert!(!sampled(0.0));
        let hits = (0..2000).filter(|_| sampled(0.25)).count();
        assert!((300..700).contains(&hits), "{hits}");
    }
}
