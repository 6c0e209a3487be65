//! `SearchParams` never panics; its serialization parses back to the same
//! list; a URL's search params written back read back the same. See
//! `specurl_check::targets::search_params`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::search_params(data));
