#![no_main]
//! See `foresee::fuzzing::config`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| foresee::fuzzing::config(data));
