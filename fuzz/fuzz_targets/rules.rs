#![no_main]
//! See `foresee::fuzzing::rules`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| foresee::fuzzing::rules(data));
