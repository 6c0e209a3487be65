//! specurl and the `url` crate agree on href and failure, up to the `url`
//! crate's known differences. See `specurl_check::targets::differential`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::differential(data));
