//! specurl's own URL pattern matcher and ECMAScript executor give what the
//! standard's regular expression gives through `regress`. See
//! `specurl_check::pattern_targets::pattern_match_against_regexp`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::pattern_targets::pattern_match_against_regexp(data));
