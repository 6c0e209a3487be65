//! `Url::join` (with its fast path for references) against the full
//! pipeline, `Url::parse` of the reference against the base's href. See
//! `specurl_check::join::join`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::join::join(data));
