//! Development-only checks of specurl that need crates specurl itself must
//! not depend on.
//!
//! - [`data`]: the test and benchmark data of the repository's `tests/data/`,
//!   read at run time.
//! - [`laws`]: the invariants the fuzz targets and the property tests check
//!   (lossless tokenization, what strict validity promises, the normal form
//!   as a fixed point, the rebase properties), as functions that say what
//!   broke.
//! - `gen` (feature `gen`, on by default): proptest generators of
//!   URL-strings, one per grammar rule, in every mode, strict and lenient.
//! - [`parser_errors`]: specurl's list of the URL Standard's validation
//!   errors against whatwg-url's, and mutants of WPT inputs around hosts.
//! - [`setters`]: the setters of [`specurl::Url`] by their WHATWG names,
//!   and the oracle's requests for them.
//! - [`api_targets`]: the bodies of the fuzz targets of the URL API beyond
//!   parsing (`can_parse`, file paths), as [`targets`] has them for parsing.
//! - `seed` (feature `gen`): the one proptest configuration of every
//!   property test, a fixed seed unless `SPECURL_PROPTEST_RANDOM` frees it.
//! - [`validity`]: specurl's validation against whatwg-url's valid URL
//!   strings and named validation errors, and the replay of a corpus
//!   through the oracle.
//! - [`stack`]: running a check on a small stack, where recursion whose
//!   depth grows with the input overflows.
//! - [`pattern_targets`]: the bodies of the URL pattern fuzz targets.
//! - [`pattern_regexp`]: their oracle, a pattern's regular expressions
//!   through `regress`, bounded.
//! - [`urlpattern_data`]: WPT's URLPattern data, read as WPT reads it.
//! - [`targets`]: the body of every fuzz target in `fuzz/`, as plain
//!   functions, so that stable `cargo test` runs them over corpora and
//!   proptest input while `cargo fuzz` (nightly) runs them under libFuzzer.
//! - [`url_crate`]: how the `url` crate differs from whatwg-url, computed
//!   over the same inputs (the table of `docs/differential.md`).
//! - [`public_api`]: the listing of specurl's public API from rustdoc's
//!   JSON, which `api/specurl.txt` holds and CI compares.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod api_targets;
pub mod data;
#[cfg(feature = "gen")]
pub mod gen;
pub mod join;
pub mod laws;
pub mod oracle;
pub mod parser_errors;
pub mod pattern_regexp;
pub mod pattern_targets;
pub mod public_api;
#[cfg(feature = "gen")]
pub mod seed;
pub mod setters;
pub mod stack;
pub mod targets;
pub mod url_crate;
pub mod urlpattern_data;
pub mod validity;
