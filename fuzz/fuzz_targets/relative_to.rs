//! `relative_to` on URL and base pairs: the reference resolves back to the
//! URL, as a WHATWG URL and on the model. See
//! `specurl_check::targets::relative_to`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::relative_to(data));
