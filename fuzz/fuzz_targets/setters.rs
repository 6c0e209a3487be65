//! The setters of `Url` never panic, leave a URL they ignore a value for as
//! it was, give an href that parses to the URL, and take what their getters
//! show without change. See `specurl_check::targets::setters`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::setters(data));
