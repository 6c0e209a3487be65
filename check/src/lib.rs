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
//! - [`validity`]: specurl's validation against whatwg-url's valid URL
//!   strings and named validation errors, and the replay of a corpus
//!   through the oracle.
//! - [`targets`]: the body of every fuzz target in `fuzz/`, as plain
//!   functions, so that stable `cargo test` runs them over corpora and
//!   proptest input while `cargo fuzz` (nightly) runs them under libFuzzer.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod data;
pub mod differential;
#[cfg(feature = "gen")]
pub mod gen;
pub mod laws;
pub mod oracle;
pub mod targets;
pub mod validity;
