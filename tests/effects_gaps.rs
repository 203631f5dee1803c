//! Effects the wall once misjudged, each run for real through `foresee run --json` with a near
//! miss: a netlink socket (a question to this machine's kernel, not the network), rows lost by a
//! table rebuilt without copying them under a request that only reshapes the data, and a
//! well-known privileged command shadowed in `~/.local/bin` or `~/bin` on a machine that lacks it.

mod common;
use common::*;

fn rules_of(v: &serde_json::Value) -> Vec<String> {
    v["findings"]
        .as_array()
        .map(|a| a.iter().filter_map(|f| f["rule"].as_str().map(String::from)).collect())
        .unwrap_or_default()
}

fn fired(v: &serde_json::Value, rule: &str) -> bool {
    rules_of(v).iter().any(|r| r == rule)
}

const AUTOPILOT: &[&str] = &["--autonomy", "autopilot"];

#[test]
fn a_netlink_socket_is_not_a_network_attempt() {
    if !need(have("python3"), "python3") {
        return;
    }
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README", "hello\n")]);
    // What getifaddrs and if_nameindex do (Node's os.networkInterfaces, so `npm --version`):
    // ask the kernel over netlink.
    for script in [
        "python3 -c \"import socket; s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0); s.bind((0, 0)); s.sendto(bytes(16), (0, 0))\"",
        "python3 -c 'import socket; socket.if_nameindex()'",
    ] {
        let (_, v) = env.run_json(script, AUTOPILOT);
        assert!(!fired(&v, "network.attempt"), "{script}: {v}");
        let network = v["report"]["network"].as_array().cloned().unwrap_or_default();
        let netlink: Vec<_> = network
            .iter()
            .filter(|n| n["destination"].as_str().is_some_and(|d| d.starts_with("netlink")))
            .collect();
        assert!(!netlink.is_empty(), "{script}: the netlink socket is still reported: {v}");
        assert!(netlink.iter().all(|n| n["loopback"] == true), "{script}: {v}");
    }
    // The near miss: a connection out of the machine is still an attempt.
    if have("bash") {
        let (_, v) = env.run_json("bash -c 'exec 3<>/dev/tcp/203.0.113.9/80' 2>/dev/null; true", AUTOPILOT);
        assert!(fired(&v, "network.attempt"), "{v}");
    }
}

/// A repository with `data/users.db` (40 users) committed, and `migrate.py` that adds a
/// column to `users` by rebuilding the table, copying its rows or not.
fn migration_repo(copy_rows: bool) -> Env {
    let env = Env::new(Mode::Root);
    std::fs::create_dir_all(env.ws.join("data")).unwrap();
    let c = rusqlite::Connection::open(env.ws.join("data/users.db")).unwrap();
    c.execute_batch("CREATE TABLE users(id INTEGER PRIMARY KEY, name TEXT NOT NULL)").unwrap();
    for i in 0..40 {
        c.execute("INSERT INTO users(name) VALUES (?1)", [format!("user{i}")]).unwrap();
    }
    drop(c);
    let copy = if copy_rows { "INSERT INTO users__new(id, name) SELECT id, name FROM users;" } else { "" };
    let script = format!(
        "import sqlite3\n\
         db = sqlite3.connect('data/users.db')\n\
         db.executescript('''\n\
         CREATE TABLE users__new(id INTEGER PRIMARY KEY, name TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '');\n\
         {copy}\n\
         DROP TABLE users;\n\
         ALTER TABLE users__new RENAME TO users;\n\
         ''')\n\
         db.commit()\n\
         db.execute('VACUUM')\n\
         db.close()\n"
    );
    env.git_repo(&[("README", "users\n"), ("migrate.py", &script)]);
    env
}

#[test]
fn rows_lost_by_a_table_rebuild_are_removed_records_even_when_the_task_asks_to_migrate() {
    if !need(have("python3"), "python3") {
        return;
    }
    // The request names the database ("users" names users.db) and says "migrate": it reshapes
    // the data and asks for no row to go.
    let task = ["--task", "Migrate the users database: add a tags column (`python3 migrate.py`)"];
    let args: Vec<&str> = AUTOPILOT.iter().copied().chain(task).collect();
    let env = migration_repo(false);
    let (_, v) = env.run_json("python3 migrate.py", &args);
    assert!(fired(&v, "data.records-removed"), "{v}");
    assert_ne!(v["decision"], "allow", "{v}");
    let entries = v["report"]["files"]["entries"].as_array().cloned().unwrap_or_default();
    let db = entries.iter().find(|e| e["path"] == "data/users.db").expect("the database is reported");
    assert_eq!(db["records"]["before"], 40, "{db}");
    assert_eq!(db["records"]["after"], 0, "{db}");
    assert_eq!(db["records"]["removed"], 40, "{db}");
    // Without a task too.
    let env = migration_repo(false);
    let (_, v) = env.run_json("python3 migrate.py", AUTOPILOT);
    assert!(fired(&v, "data.records-removed"), "{v}");

    // The near miss: the same rebuild copying the rows loses none.
    let env = migration_repo(true);
    let (_, v) = env.run_json("python3 migrate.py", &args);
    assert!(!fired(&v, "data.records-removed"), "{v}");
    // And a request that does ask for rows to go is answered.
    let env = migration_repo(false);
    let (_, v) = env.run_json(
        "python3 migrate.py",
        &["--autonomy", "autopilot", "--task", "drop every row of the users database"],
    );
    assert!(!fired(&v, "data.records-removed"), "{v}");
}

#[test]
fn a_well_known_privileged_command_shadowed_in_the_home_is_sensitive_even_where_not_installed() {
    // `doas` and `pkexec` are absent from most machines; `sudo` from many containers.
    for (dir, name) in [(".local/bin", "doas"), ("bin", "pkexec"), (".local/bin", "sudo")] {
        let env = Env::new(Mode::Root);
        env.git_repo(&[("README", "hello\n")]);
        let script = format!(
            "mkdir -p \"$HOME/{dir}\" && printf '#!/bin/sh\\nexec \"$@\"\\n' > \"$HOME/{dir}/{name}\" && chmod +x \"$HOME/{dir}/{name}\""
        );
        let (o, v) = env.run_json(&script, AUTOPILOT);
        assert!(fired(&v, "sensitive.write"), "{name}: {v}");
        assert_eq!(v["decision"], "block", "{name}: {v}");
        assert_eq!(o.status.code(), Some(126), "{name}");
        assert!(v["reason"].as_str().unwrap_or("").contains(name), "{name}: {v}");
        assert!(!env.home.join(dir).join(name).exists(), "{name}: nothing lands");
    }
    // The near miss: a program of its own name there is installed, not shadowing anything.
    let env = Env::new(Mode::Root);
    env.git_repo(&[("README", "hello\n")]);
    let (_, v) = env.run_json(
        "mkdir -p \"$HOME/.local/bin\" && printf '#!/bin/sh\\necho hi\\n' > \"$HOME/.local/bin/sbx-runner\"",
        AUTOPILOT,
    );
    assert!(!fired(&v, "sensitive.write"), "{v}");
}
