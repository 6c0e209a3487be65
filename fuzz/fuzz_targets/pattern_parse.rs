//! Parsing a URL pattern never panics, and its component strings
//! round-trip. See `specurl_check::pattern_targets::pattern_parse`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::pattern_targets::pattern_parse(data));
