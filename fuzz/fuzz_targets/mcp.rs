#![no_main]
//! See `foresee::fuzzing::mcp`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| foresee::fuzzing::mcp(data));
