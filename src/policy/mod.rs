//! The learned policy: an online logistic regression over the [`features`] of a rehearsal,
//! warm-started from written-down engineering priors and updated by SGD on the user's own
//! decisions (never on its own silent approvals). It decides only what the wall lets through:
//! proceed silently, proceed and flag, or check in.

pub mod features;

use serde::{Deserialize, Serialize};

pub use features::{History, N, NAMES, Vector};

/// The priors, one per feature (see [`features`]): routine work passes, destruction, reach
/// outside the workspace, the network, secrets and sensitive places do not; the user's own
/// approvals and denials in the same area move the score.
pub const PRIOR: Vector = [
    3.0,  // bias: a command with no notable effect proceeds
    -0.3, // created
    -0.4, // modified
    -1.2, // deleted
    -0.8, // tracked_touched
    -2.5, // tracked_destroyed
    -1.0, // removed_share
    1.2,  // ignored_share
    -1.8, // outside
    -2.2, // network
    -2.2, // protected_reads
    -3.5, // sensitive
    -0.4, // diff_size
    -0.2, // failed
    1.4,  // area_approvals
    -1.8, // area_denials
    -2.0, // denial_recency
];

/// After `foresee trust revoke`, an area checks in until the user has approved this many
/// commands there again: trust is rebuilt by answers, not by the global weights.
pub const TRUST_REBUILD: u32 = 3;

pub const LEARNING_RATE: f64 = 0.35;
pub const L2: f64 = 0.001;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    pub weights: Vec<f64>,
    /// Human decisions learned from.
    pub samples: u64,
}

impl Default for Model {
    fn default() -> Self {
        Model { weights: PRIOR.to_vec(), samples: 0 }
    }
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

impl Model {
    /// Probability that the user would let this proceed.
    pub fn score(&self, x: &Vector) -> f64 {
        let z: f64 = self.weights.iter().zip(x.iter()).map(|(w, v)| w * v).sum();
        sigmoid(z)
    }

    /// One SGD step on a human decision (`allowed` is the label).
    pub fn learn(&mut self, x: &Vector, allowed: bool) {
        let y = if allowed { 1.0 } else { 0.0 };
        let g = self.score(x) - y;
        for (w, v) in self.weights.iter_mut().zip(x.iter()) {
            *w -= LEARNING_RATE * (g * v + L2 * *w);
        }
        self.samples += 1;
    }
}

/// How much a user lets proceed without asking.
/// Ordered from the strictest to the loosest.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Autonomy {
    /// Every command asks.
    Copilot,
    /// The default: routine work proceeds, anything consequential asks.
    #[default]
    Assisted,
    /// Unattended: asks only on real triggers.
    Autopilot,
    /// Asks rarely.
    Trusted,
}

/// The two thresholds of a level: at or above `upper` a command proceeds silently, between
/// them it proceeds and is flagged, below `lower` it is a check-in.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Bands {
    pub upper: f64,
    pub lower: f64,
}

impl Autonomy {
    pub fn bands(&self) -> Bands {
        match self {
            Autonomy::Copilot => Bands { upper: f64::INFINITY, lower: f64::INFINITY },
            Autonomy::Assisted => Bands { upper: 0.90, lower: 0.60 },
            Autonomy::Autopilot => Bands { upper: 0.75, lower: 0.35 },
            Autonomy::Trusted => Bands { upper: 0.55, lower: 0.15 },
        }
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            Autonomy::Copilot => "copilot",
            Autonomy::Assisted => "assisted",
            Autonomy::Autopilot => "autopilot",
            Autonomy::Trusted => "trusted",
        }
    }

    pub fn parse(s: &str) -> Option<Autonomy> {
        match s {
            "copilot" => Some(Autonomy::Copilot),
            "assisted" => Some(Autonomy::Assisted),
            "autopilot" => Some(Autonomy::Autopilot),
            "trusted" => Some(Autonomy::Trusted),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Band {
    Silent,
    Flagged,
    CheckIn,
}

impl Band {
    pub fn of(score: f64, level: Autonomy) -> Band {
        let b = level.bands();
        if score >= b.upper {
            Band::Silent
        } else if score >= b.lower {
            Band::Flagged
        } else {
            Band::CheckIn
        }
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            Band::Silent => "silent",
            Band::Flagged => "flagged",
            Band::CheckIn => "check-in",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn priors_pass_routine_work_and_check_in_on_destruction() {
        let m = Model::default();
        let mut routine = [0.0; N];
        routine[0] = 1.0;
        routine[1] = 0.3;
        let mut destroy = routine;
        destroy[5] = 1.0;
        destroy[3] = 0.5;
        assert_eq!(Band::of(m.score(&routine), Autonomy::Assisted), Band::Silent);
        assert_eq!(Band::of(m.score(&destroy), Autonomy::Assisted), Band::CheckIn);
        assert_eq!(Band::of(m.score(&routine), Autonomy::Copilot), Band::CheckIn);
    }

    #[test]
    fn learning_moves_the_score_toward_the_label() {
        let mut m = Model::default();
        let mut x = [0.0; N];
        x[0] = 1.0;
        x[8] = 1.0;
        let before = m.score(&x);
        for _ in 0..10 {
            m.learn(&x, true);
        }
        assert!(m.score(&x) > before);
        for _ in 0..30 {
            m.learn(&x, false);
        }
        assert!(m.score(&x) < before);
        assert_eq!(m.samples, 40);
    }
}
