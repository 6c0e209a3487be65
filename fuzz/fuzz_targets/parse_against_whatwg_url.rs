//! `Url::parse` gives whatwg-url's getters, or fails where it fails, with no
//! base, against each base, and with the text before a line feed as base;
//! whatwg-url runs as a node co-process. See
//! `specurl_check::targets::parse_against_whatwg_url`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::parse_against_whatwg_url(data));
