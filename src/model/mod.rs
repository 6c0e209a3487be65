//! The URL model ("URL Model"): a URL, or a relative reference, is a
//! sequence of components ordered by type,
//!
//! ```text
//! scheme < authority < drive < path-root < dir < file < query < fragment
//! ```
//!
//! with at most one component of each type but `dir`. Absent and empty are
//! different: `http://h/?` has an empty query, `http://h/` none.
//!
//! The path-root constraint (a URL with an authority or a drive, and a dir
//! or a file, has a path-root) holds by construction: every operation that
//! builds a [`UrlRef`] restores it, and no public method can break it.

#[allow(unused_imports)]
use crate::prelude::*;

// The model's types are public at the crate root (`specurl::UrlRef`, …),
// the one path of each; this module's own public items are the builder's.
pub(crate) mod authority;
mod builder;
mod decoded;
pub(crate) mod error_kinds;
pub(crate) mod set_error;
mod setters;
pub(crate) mod url_ref;
mod whole;

pub(crate) use authority::host_of;
pub(crate) use authority::{Authority, Host, Port, Userinfo};
pub use builder::{BuildError, Builder};
pub(crate) use error_kinds::{ParseErrorKind, ResolveErrorKind};
pub(crate) use set_error::{SetError, SetErrorKind};
pub(crate) use url_ref::{Drive, Order, UrlRef};

#[cfg(test)]
mod tests;
