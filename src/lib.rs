//! specurl: the *URL Specification* as nom parser combinators.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod chars;
pub mod grammar;
pub mod source;
pub mod table;

pub use source::{Location, Source, SourceSpan};
