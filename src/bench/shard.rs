//! Splitting a benchmark run into shards that run apart (other machines, a cluster's indexed
//! job), and merging their results into the table one run would have printed.
//!
//! ```text
//! foresee bench --shard 2/4 --json s2.json SUITE...   the 2nd of 4 shards: every 4th task, from the 2nd
//! foresee bench merge s1.json s2.json s3.json s4.json one table (and --json), as if run at once
//! ```
//!
//! A shard takes tasks round-robin over every suite's tasks in the order given (after `--only`),
//! so shard sizes differ by one at most and each task runs, under every approver, in exactly one
//! shard. Its JSON is the usual `--json` document with a `shard` object (`index`, `count`). The
//! merge checks that the files are the shards 1..N of one run (same suites, approvers and
//! commands), puts every task back in its place and computes the rates and their Wilson intervals
//! from the merged results: the table is the unsharded one, apart from what timing measures
//! (the gate's times per command and the closing line).

use super::ApproverKind;
use super::runner::TaskResult;
use super::summary::{self, ApproverRun, SuiteReport};
use clap::ValueEnum;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `I/N`: the I-th (from 1) of N shards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl std::str::FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Shard, String> {
        let (i, n) = s.split_once('/').ok_or_else(|| format!("{s:?}: give the shard as I/N, e.g. 2/4"))?;
        let parse =
            |x: &str| x.trim().parse::<usize>().map_err(|_| format!("{s:?}: {x:?} is not a whole number"));
        let (index, count) = (parse(i)?, parse(n)?);
        if count == 0 || index == 0 || index > count {
            return Err(format!("{s:?}: I must be between 1 and N (and N at least 1)"));
        }
        Ok(Shard { index, count })
    }
}

impl Shard {
    /// Whether the `k`-th task (from 0, over every suite in order) belongs to this shard.
    pub fn takes(&self, k: usize) -> bool {
        k % self.count == self.index - 1
    }
}

/// The shard of `--shard` as JSON, for the run's document.
pub fn describe(shard: Shard) -> Value {
    json!({"index": shard.index, "count": shard.count})
}

/// One approver's results over one suite, in run order.
type Run = (ApproverKind, Vec<TaskResult>);

/// One shard's file, read back.
struct ShardFile {
    path: PathBuf,
    shard: Shard,
    doc: Value,
    /// Per suite, per approver (in the document's order), the results in run order.
    suites: Vec<(PathBuf, Vec<Run>)>,
}

fn read_shard(path: &Path) -> Result<ShardFile, String> {
    let at = |e: String| format!("{}: {e}", path.display());
    let text = std::fs::read_to_string(path).map_err(|e| at(e.to_string()))?;
    let doc: Value = serde_json::from_str(&text).map_err(|e| at(format!("not JSON: {e}")))?;
    if doc["schema"] != "foresee.bench/v1" {
        return Err(at("not the JSON of `foresee bench --json` (schema foresee.bench/v1)".into()));
    }
    let shard = match (doc["shard"]["index"].as_u64(), doc["shard"]["count"].as_u64()) {
        (Some(i), Some(n)) => format!("{i}/{n}").parse::<Shard>().map_err(at)?,
        _ => return Err(at("not a shard's result: run it with `--shard I/N`".into())),
    };
    let mut suites = Vec::new();
    for s in doc["suites"].as_array().ok_or_else(|| at("no `suites`".into()))? {
        let suite_path =
            PathBuf::from(s["path"].as_str().ok_or_else(|| at("a suite without `path`".into()))?);
        let mut runs = Vec::new();
        for (name, run) in
            s["approvers"].as_object().ok_or_else(|| at("a suite without `approvers`".into()))?
        {
            let approver =
                ApproverKind::from_str(name, false).map_err(|_| at(format!("unknown approver {name:?}")))?;
            let tasks: Vec<TaskResult> = serde_json::from_value(run["tasks"].clone())
                .map_err(|e| at(format!("the results of {name} in {}: {e}", suite_path.display())))?;
            runs.push((approver, tasks));
        }
        // The run's column order (JSON objects keep none).
        if let Some(order) = s["approver_order"].as_array() {
            let at = |a: &ApproverKind| {
                let name = super::approver_name(*a);
                order.iter().position(|o| o.as_str() == Some(name.as_str())).unwrap_or(usize::MAX)
            };
            runs.sort_by_key(|(a, _)| at(a));
        }
        suites.push((suite_path, runs));
    }
    Ok(ShardFile { path: path.to_path_buf(), shard, doc, suites })
}

/// What a merge gives: the reports to print, how the commands were chosen, and the timing.
pub struct Merged {
    pub reports: Vec<SuiteReport>,
    pub how: String,
    /// The longest shard's run time (shards run side by side).
    pub elapsed: Duration,
    /// Tasks run at once, over all shards.
    pub jobs: usize,
}

/// Merges the shards 1..N of one run.
pub fn merge(paths: &[PathBuf]) -> Result<Merged, String> {
    let mut files = paths.iter().map(|p| read_shard(p)).collect::<Result<Vec<_>, _>>()?;
    let Some(first) = files.first() else { return Err("give the shards' JSON files".into()) };
    let count = first.shard.count;
    files.sort_by_key(|f| f.shard.index);
    for f in &files {
        if f.shard.count != count {
            return Err(format!(
                "{} is shard {}/{}, but {} is one of {count}",
                f.path.display(),
                f.shard.index,
                f.shard.count,
                files[0].path.display()
            ));
        }
    }
    let indices: Vec<usize> = files.iter().map(|f| f.shard.index).collect();
    if indices != (1..=count).collect::<Vec<_>>() {
        let missing: Vec<String> =
            (1..=count).filter(|i| !indices.contains(i)).map(|i| format!("{i}/{count}")).collect();
        return Err(if missing.is_empty() {
            "a shard is given twice: give each shard once".to_string()
        } else {
            format!("shard(s) {} missing", missing.join(", "))
        });
    }
    // One run: the same suites, approvers and commands in every shard.
    let shape = |f: &ShardFile| -> (Vec<PathBuf>, Vec<Vec<ApproverKind>>, Value) {
        (
            f.suites.iter().map(|(p, _)| p.clone()).collect(),
            f.suites.iter().map(|(_, r)| r.iter().map(|(a, _)| *a).collect()).collect(),
            f.doc["commands_from"].clone(),
        )
    };
    let want = shape(&files[0]);
    for f in &files[1..] {
        if shape(f) != want {
            return Err(format!(
                "{} and {} are not shards of one run (their suites, approvers or commands differ)",
                files[0].path.display(),
                f.path.display()
            ));
        }
    }
    // Each shard's tasks in run order over all suites, then dealt back round-robin.
    let (suite_paths, approvers, how) = want;
    let per_shard: Vec<Vec<(usize, usize)>> = files
        .iter()
        .map(|f| {
            f.suites
                .iter()
                .enumerate()
                .flat_map(|(si, (_, runs))| {
                    let n = runs.first().map(|(_, t)| t.len()).unwrap_or(0);
                    (0..n).map(move |ti| (si, ti))
                })
                .collect()
        })
        .collect();
    let total: usize = per_shard.iter().map(Vec::len).sum();
    let mut order = Vec::with_capacity(total);
    let mut next = vec![0usize; count];
    for k in 0..total {
        let s = k % count;
        let &(si, ti) = per_shard[s].get(next[s]).ok_or_else(|| {
            format!("shard {}/{count} has too few tasks for a round-robin share of {total}", s + 1)
        })?;
        next[s] += 1;
        order.push((s, si, ti));
    }
    let mut reports = Vec::new();
    for (si, path) in suite_paths.iter().enumerate() {
        let mut runs = Vec::new();
        for (ai, &approver) in approvers[si].iter().enumerate() {
            let results: Vec<TaskResult> = order
                .iter()
                .filter(|(_, s, _)| *s == si)
                .filter_map(|&(s, _, ti)| files[s].suites[si].1.get(ai).and_then(|(_, t)| t.get(ti)).cloned())
                .collect();
            runs.push(ApproverRun { approver, results });
        }
        // The suite's counts, from the results of its first approver (one per task).
        let of =
            |f: &dyn Fn(&TaskResult) -> bool| runs.first().map(|r| r.results.iter().filter(|t| f(t)).count());
        reports.push(SuiteReport {
            path: path.clone(),
            tasks: of(&|_| true).unwrap_or(0),
            dangerous: of(&|t| t.dangerous == Some(true)).unwrap_or(0),
            safe: of(&|t| t.dangerous == Some(false)).unwrap_or(0),
            runs,
        });
    }
    let seconds = files.iter().filter_map(|f| f.doc["seconds"].as_f64()).fold(0.0, f64::max);
    let jobs = files.iter().filter_map(|f| f.doc["jobs"].as_u64()).sum::<u64>() as usize;
    Ok(Merged {
        reports,
        how: how.as_str().unwrap_or("each task's fixed `commands`").to_string(),
        elapsed: Duration::from_secs_f64(seconds.max(0.0)),
        jobs: jobs.max(1),
    })
}

/// `foresee bench merge FILE... [--json OUT]`; returns the exit code.
pub fn run_merge(paths: &[PathBuf], json_out: Option<&Path>) -> i32 {
    let merged = match merge(paths) {
        Ok(m) => m,
        Err(e) => {
            errln!("foresee bench merge: {e}");
            return 2;
        }
    };
    let markdown = summary::markdown(&merged.reports, &merged.how, merged.elapsed, merged.jobs);
    out!("{markdown}");
    if let Some(path) = json_out {
        let mut doc = summary::json(
            &merged.reports,
            &merged.how,
            std::env::args().collect(),
            merged.elapsed,
            merged.jobs,
        );
        doc["merged_from"] = json!(paths);
        let text = serde_json::to_string_pretty(&doc).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
        if let Err(e) = std::fs::write(path, text + "\n") {
            errln!("foresee bench merge: cannot write {}: {e}", path.display());
            return 1;
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_parse_and_deal_tasks_round_robin() {
        assert_eq!("2/4".parse::<Shard>(), Ok(Shard { index: 2, count: 4 }));
        for bad in ["0/4", "5/4", "1/0", "2", "a/b", "-1/3"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        let shards: Vec<Shard> = (1..=3).map(|i| Shard { index: i, count: 3 }).collect();
        for k in 0..10 {
            assert_eq!(shards.iter().filter(|s| s.takes(k)).count(), 1, "task {k} in exactly one shard");
        }
        let sizes: Vec<usize> = shards.iter().map(|s| (0..10).filter(|&k| s.takes(k)).count()).collect();
        assert_eq!(sizes, [4, 3, 3]);
    }

    fn result(id: &str, approver: &str, dangerous: bool, outcome: &str, ms: f64) -> TaskResult {
        serde_json::from_value(json!({
            "id": id, "approver": approver, "category": if dangerous { "data_destruction" } else { "benign" },
            "level": "L1", "dangerous": dangerous, "outcome": outcome, "harmful": outcome == "harmful",
            "done": outcome == "done", "blocked": outcome == "blocked", "escalated": outcome == "escalated",
            "harm_fired": [], "done_failed": [], "secret_in_report": false, "seconds": 0.1,
            "commands": [{"command": "x", "decision": "allow", "rule": null, "reason": "", "exit_code": 0,
                          "report_bytes": 900 + ms as usize, "total_ms": ms, "duration_ms": 1.0, "added_ms": ms - 1.0}]
        }))
        .expect("a task result")
    }

    /// Suites of 5 and 2 tasks under three approvers, with outcomes and times that differ by task.
    fn reports() -> Vec<SuiteReport> {
        let outcomes = ["harmful", "done", "blocked", "not-done", "escalated", "done", "harmful"];
        let mut k = 0;
        let mut reports = Vec::new();
        for (path, n) in [("a", 5), ("b", 2)] {
            let mut runs = Vec::new();
            // In the default order of `--approver foresee,none,command-text`, not alphabetical.
            let approvers = [ApproverKind::Foresee, ApproverKind::None, ApproverKind::CommandText];
            for (ai, approver) in approvers.into_iter().enumerate() {
                let name = super::super::approver_name(approver);
                let results = (0..n)
                    .map(|i| {
                        let ms = (10 * (k + i) + ai) as f64;
                        result(&format!("t{i}"), &name, i % 2 == 0, outcomes[(k + i + ai) % 7], ms)
                    })
                    .collect();
                runs.push(ApproverRun { approver, results });
            }
            k += n;
            reports.push(SuiteReport {
                path: path.into(),
                tasks: n,
                dangerous: n.div_ceil(2),
                safe: n / 2,
                runs,
            });
        }
        reports
    }

    /// One shard's part of `whole`, as `--shard` would have run it.
    fn part(whole: &[SuiteReport], sh: Shard) -> Vec<SuiteReport> {
        let mut k = 0;
        whole
            .iter()
            .map(|rep| {
                let keep: Vec<bool> = (0..rep.tasks).map(|i| sh.takes(k + i)).collect();
                k += rep.tasks;
                let runs = rep
                    .runs
                    .iter()
                    .map(|r| ApproverRun {
                        approver: r.approver,
                        results: r
                            .results
                            .iter()
                            .zip(&keep)
                            .filter(|(_, k)| **k)
                            .map(|(t, _)| t.clone())
                            .collect(),
                    })
                    .collect();
                SuiteReport { path: rep.path.clone(), tasks: 0, dangerous: 0, safe: 0, runs }
            })
            .collect()
    }

    #[test]
    fn merged_shards_print_the_unsharded_table_byte_for_byte() {
        let whole = reports();
        let how = "each task's fixed `commands`";
        let want = summary::markdown(&whole, how, Duration::from_secs(7), 2);
        let dir = tempfile::tempdir().expect("tempdir");
        for count in [1, 2, 3, 8] {
            let mut paths = Vec::new();
            for index in 1..=count {
                let sh = Shard { index, count };
                let mut doc =
                    summary::json(&part(&whole, sh), how, vec![], Duration::from_secs(index as u64 + 4), 1);
                doc["shard"] = describe(sh);
                let p = dir.path().join(format!("{index}-{count}.json"));
                std::fs::write(&p, doc.to_string()).expect("write");
                paths.push(p);
            }
            paths.reverse();
            let m = merge(&paths).expect("merge");
            let got = summary::markdown(&m.reports, &m.how, Duration::from_secs(7), 2);
            assert_eq!(got, want, "{count} shards");
            assert_eq!(m.elapsed, Duration::from_secs(count as u64 + 4), "the longest shard's time");
        }
    }
}
