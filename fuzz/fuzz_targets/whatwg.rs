//! The URL Standard's validation profile keeps its laws: `is_valid` is
//! `validate`, a valid URL string parses, every strictness finds the same
//! diagnostics, `parse_with_validation` is parse and validate. See
//! `specurl_check::targets::whatwg`; replay the corpus through whatwg-url
//! with `cargo run -p specurl-check --example replay_whatwg -- DIR`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::whatwg(data));
