//! `Url::can_parse` is `Url::parse(..).is_ok()`, with and without a base.
//! See `specurl_check::api_targets::can_parse`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::api_targets::can_parse(data));
