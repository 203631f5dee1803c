//! The tracer keeps a sequential command on its own CPU (each stop is then a local switch, not
//! two cross-CPU wake-ups), and gives every CPU back as soon as two traced processes want to run
//! at once. Both are observed from inside the rehearsal, through the command's own CPU mask.

mod common;
use common::*;

fn cpus_of_host() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

/// The number of CPUs in a `Cpus_allowed_list` value such as `0-3,6`.
fn count(list: &str) -> usize {
    list.trim()
        .split(',')
        .filter(|r| !r.is_empty())
        .map(|r| match r.split_once('-') {
            Some((a, b)) => b.parse::<usize>().unwrap() - a.parse::<usize>().unwrap() + 1,
            None => 1,
        })
        .sum()
}

#[test]
fn a_sequential_command_is_pinned_and_a_parallel_one_gets_every_cpu_back() {
    if !need(cpus_of_host() >= 2, "at least two CPUs") || !need(have("bash"), "bash") {
        return;
    }
    for mode in modes() {
        let env = Env::new(mode);
        let (_, v) = env.run_json("grep Cpus_allowed_list /proc/self/status", &[]);
        let out = v["stdout"].as_str().unwrap_or_default().to_string();
        let list = out.split(':').nth(1).unwrap_or_default();
        assert_eq!(count(list), 1, "{mode:?}: a sequential command runs on one CPU: {out:?}");

        // Two busy shells (no call the tracer stops for) spin, reading their own mask with
        // builtins, until it is widened; a bound on the iterations makes a missing release a
        // failure instead of a hang.
        let script = r#"
busy() {
  i=0
  while [ $i -lt 500000 ]; do
    while read -r k v; do [ "$k" = Cpus_allowed_list: ] && l=$v; done < /proc/self/status
    case $l in *[-,]*) echo released; return;; esac
    i=$((i+1))
  done
  echo still-pinned
}
busy & busy & wait
grep Cpus_allowed_list /proc/self/status
"#;
        let (_, v) = env.run_json(&format!("bash -c '{}'", script.replace('\'', "'\\''")), &[]);
        let out = v["stdout"].as_str().unwrap_or_default().to_string();
        assert_eq!(out.matches("released").count(), 2, "{mode:?}: {out:?}");
        let last = out.lines().last().unwrap_or_default();
        let list = last.split(':').nth(1).unwrap_or_default();
        assert_eq!(
            count(list),
            cpus_of_host(),
            "{mode:?}: processes started after the release have every CPU: {out:?}"
        );
    }
}
