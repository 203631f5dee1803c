//! Replays the fuzz corpus (`fuzz/corpus/<target>/`, kept in the repository and grown by
//! `cargo fuzz run`) through the same entry points the fuzz targets call, so every input that
//! once found a crash, and every seed, is run again on each change.

use std::path::Path;

#[test]
fn every_corpus_input_replays_without_a_crash() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
    let mut total = 0;
    for &(name, target) in foresee::fuzzing::TARGETS {
        let dir = root.join(name);
        let mut inputs: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: the target {name} has no corpus ({e})", dir.display()))
            .map(|e| e.expect("a corpus entry").path())
            .collect();
        inputs.sort();
        assert!(!inputs.is_empty(), "{}: empty corpus", dir.display());
        for input in &inputs {
            let data = std::fs::read(input).expect("a corpus file");
            let outcome = std::panic::catch_unwind(|| target(&data));
            assert!(outcome.is_ok(), "{name}: {} crashed", input.display());
        }
        total += inputs.len();
    }
    // A corpus folder for a target that no longer exists is a mistake, not a pass.
    for e in std::fs::read_dir(&root).expect("fuzz/corpus") {
        let name = e.expect("an entry").file_name();
        let name = name.to_string_lossy();
        assert!(
            foresee::fuzzing::TARGETS.iter().any(|(t, _)| *t == name),
            "fuzz/corpus/{name}: no such target"
        );
    }
    eprintln!("replayed {total} corpus inputs");
}

/// The report target's seeds are effects it can read: otherwise it would test nothing but the
/// JSON parser.
#[test]
fn the_report_seeds_are_effects() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/report");
    for seed in ["empty.json", "kinds.json", "many.json", "long.json"] {
        let data = std::fs::read(dir.join(seed)).expect("a seed");
        let e: foresee_report::Effects =
            serde_json::from_slice(&data).unwrap_or_else(|err| panic!("{seed}: not effects: {err}"));
        let r = foresee_report::EffectsReport::build(&e);
        assert!(r.to_json().len() <= foresee_report::HARD_CAP, "{seed}");
    }
}
