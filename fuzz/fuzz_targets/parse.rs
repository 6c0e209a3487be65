//! `Url::parse` never panics on any input, with and without a base; its
//! getters work and its href parses to itself. See `specurl_check::targets::parse`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::parse(data));
