//! `tests.weakened`: assertions removed or tests skipped.
//!
//! The finding is raised in [`crate::approver::wall`]. What it catches, why, and an example:
//! [`RULE`], shown by `foresee rules explain tests.weakened`.

use super::{Example, Rule, Run};
use crate::approver::Decision;

pub const RULE: Rule = Rule {
    id: "tests.weakened",
    action: Decision::Ask,
    catches: "assertions are removed from a test file, or tests in it are marked to be skipped \
        (`@pytest.mark.skip`, `it.skip(`, `#[ignore]`, `t.Skip(`, ...) unless the task asks to skip \
        them; a git-tracked test file, or any in a workspace that is not a git repository",
    why: "Deleting an assertion or skipping a test is the cheapest way to make a failing suite pass, and \
        the result looks like success. The tests are your check on the agent's work; weakening them \
        takes the check away.",
    example: Example {
        setup: "",
        fires: Run { command: "sed -i '/2 + 2/d' tests/test_math.py", task: None, flags: &[] },
        passes: Run { command: "echo '    assert 3 + 3 == 6' >> tests/test_math.py", task: None, flags: &[] },
        contrast: "an assertion added makes the test stricter",
    },
    sources: &["src/approver/wall.rs"],
};
