//! File paths of both styles to file URLs and back, and file URLs to paths
//! and back. See `specurl_check::api_targets::file_path`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| specurl_check::api_targets::file_path(data));
