//! Every grammar rule, in every mode, never panics and keeps its tokens in
//! the input. See `specurl_check::targets::grammar`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::grammar(data));
