#![no_main]
//! See `foresee::fuzzing::hook`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| foresee::fuzzing::hook(data));
