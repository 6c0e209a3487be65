//! specurl: the *URL Specification* — a formal, grammar-based rephrasing of
//! the WHATWG URL standard — as nom parser combinators.
//!
//! # The pipeline
//!
//! The specification stratifies URL processing into stages; so does this
//! crate, one module each:
//!
//! 1. **Preprocessing** ([`Source`]): trim c0-space, remove tab and newlines,
//!    keep the way back to the caller's positions.
//! 2. **Mode selection** ([`grammar::Mode::sniff`]): generic, file or web,
//!    from the scheme, or from the base for a schemeless input.
//! 3. **Grammar** ([`grammar`]): one nom combinator per production, producing
//!    span-annotated tokens.
//! 4. **Model** ([`model`]): the tokens read as a [`UrlRef`], a URL or a
//!    relative reference.
//! 5. **Resolution** ([`UrlRef::resolve`]): `rebase`, `strict-resolve`,
//!    `legacy-resolve`, `force` and the WHATWG resolution, which work on the
//!    model only and do not normalise.
//! 6. **Host processing** ([`host`]): percent-decoding, domain-to-ASCII,
//!    IPv4 and IPv6 for web and file URLs.
//! 7. **Normalisation** ([`normalise`], [`pct_enc`]): dotted segments,
//!    authority, default ports, then percent-encoding per the component
//!    table ([`pct_enc::Column`]); each set of equations is a level of
//!    [`Equivalence`].
//! 8. **Printing** ([`mod@print`]): normalise for printing, then write.
//!
//! Stages 5 to 7 are "Concluding" (parse-resolve-and-normalise), written
//! once: [`UrlRef::conclude`] returns its structured result, and
//! [`Url::parse`] prints it, as the WHATWG URL constructor does. The
//! setters ([`Url::set`], [`Url::set_host`], …) run it again on a changed
//! model; [`UrlRef::builder`] makes a model from typed components;
//! [`validate::validate`] checks a string against the strict or the
//! lenient grammar and reports every diagnostic.
//!
//! ```
//! let url = specurl::Url::parse("HTTP://EXAMPLE.com:80/a/../b?q#f", None).unwrap();
//! assert_eq!(url.href(), "http://example.com/b?q#f");
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

mod chars;
mod conclude;
mod encoding;
mod equivalence;
mod error;
mod fast;
pub mod grammar;
mod help;
pub mod host;
pub mod model;
pub mod normalise;
mod parse;
pub mod pct_enc;
mod plain;
mod prelude;
pub mod print;
mod relative;
mod resolve;
mod search_params;
mod url;
#[cfg(feature = "pattern")]
pub mod url_pattern;
pub mod validate;

// The grammar crate's modules, at the paths the rest of the crate reads
// them by.
use specurl_grammar::{source, span, table};

pub use encoding::Encoding;
pub use equivalence::Equivalence;
pub use error::ParseError;
pub use host::value::Host;
pub use model::authority::{Authority, Port, Userinfo};
pub use model::error_kinds::{ParseErrorKind, ResolveErrorKind};
pub use model::set_error::{SetError, SetErrorKind};
pub use model::url_ref::{Drive, Order, UrlRef};
pub use resolve::ResolveError;
pub use search_params::{SearchParams, SearchParamsIter};
pub use specurl_grammar::source::Source;
pub use specurl_grammar::span::{Location, SourceSpan};
pub use url::validate_with_base;
pub use url::ValidationError;
pub use url::{Component, UnknownComponent};
pub use url::{FilePathError, FilePathErrorKind, PathStyle};
pub use url::{OpaqueOrigin, Origin, PathSegments};
pub use url::{ParseOptions, SearchParamsMut, Url, ValidatedUrl};

/// The README's Rust examples, compiled and run as doctests so that they
/// cannot drift from the crate.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The examples of `docs/relative.md`, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/relative.md")]
pub struct RelativeDoctests;

/// The examples of `docs/url-pattern.md`, run as doctests.
#[cfg(all(doctest, feature = "pattern"))]
#[doc = include_str!("../docs/url-pattern.md")]
pub struct UrlPatternDoctests;

/// The examples of `docs/site.md`, run as doctests.
#[cfg(all(doctest, feature = "psl"))]
#[doc = include_str!("../docs/site.md")]
pub struct SiteDoctests;

/// The examples of `docs/equivalence.md`, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/equivalence.md")]
pub struct EquivalenceDoctests;
