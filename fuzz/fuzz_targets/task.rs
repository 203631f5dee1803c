#![no_main]
//! See `foresee::fuzzing::task`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| foresee::fuzzing::task(data));
