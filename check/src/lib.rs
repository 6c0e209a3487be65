//! Development-only checks of specurl that need crates specurl itself must
//! not depend on.
//!
//! - [`data`]: the shared test and benchmark data (`../shared/data` beside
//!   the checkout), read at run time, never copied into the repository.
//! - [`differential`]: [`specurl::Url::parse`] against the `url` crate, with
//!   the known differences (where the `url` crate lags the WHATWG standard)
//!   told apart from real disagreements.
//! - [`targets`]: the body of every fuzz target in `fuzz/`, as plain
//!   functions, so that stable `cargo test` runs them over corpora and
//!   proptest input while `cargo fuzz` (nightly) runs them under libFuzzer.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod data;
pub mod differential;
pub mod targets;
