//! Validation never panics, its spans are the input's, strict and lenient
//! agree on what they find, and lenient validity is `Url::parse`'s success.
//! See `specurl_check::targets::validate`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::validate(data));
