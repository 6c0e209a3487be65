//! `UrlRef` parse → rebase → normalise → print: the rebase properties, the
//! normal form as a fixed point of print and parse, and strictly valid
//! input printed back as it was. See `specurl_check::targets::urlref`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::targets::urlref(data));
