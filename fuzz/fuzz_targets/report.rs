#![no_main]
//! See `foresee::fuzzing::report`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| foresee::fuzzing::report(data));
