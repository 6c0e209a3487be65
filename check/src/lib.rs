//! Development-only checks of specurl that need crates specurl itself must
//! not depend on.
//!
//! - [`data`]: the test and benchmark data of the repository's `tests/data/`,
//!   read at run time.
//! - [`differential`]: [`specurl::Url::parse`] against the `url` crate, with
//!   the known differences (where the `url` crate lags the WHATWG standard)
//!   told apart from real disagreements.
//! - [`laws`]: the invariants the fuzz targets and the property tests check
//!   (lossless tokenization, what strict validity promises, the normal form
//!   as a fixed point, the rebase properties), as functions that say what
//!   broke.
//! - `gen` (feature `gen`, on by default): proptest generators of
//!   URL-strings, one per grammar rule, in every mode, strict and lenient.
//! - [`setters`]: the setters of [`specurl::Url`] by their WHATWG names,
//!   and the oracle's requests for them.
//! - [`api_targets`]: the bodies of the fuzz targets of the URL API beyond
//!   parsing (`can_parse`, file paths), as [`targets`] has them for parsing.
//! - [`targets`]: the body of every fuzz target in `fuzz/`, as plain
//!   functions, so that stable `cargo test` runs them over corpora and
//!   proptest input while `cargo fuzz` (nightly) runs them under libFuzzer.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod api_targets;
pub mod data;
pub mod differential;
#[cfg(feature = "gen")]
pub mod gen;
pub mod laws;
pub mod oracle;
pub mod setters;
pub mod targets;
