//! A base URL as validation sees it: what a schemeless input is
//! resolved against.

#[allow(unused_imports)]
use crate::prelude::*;

use super::against::Against;
use super::run::validate_with;
use super::{Strictness, Validation};
use crate::grammar::Mode;

/// A URL that a schemeless input is validated against: what
/// [`validate_with_base`] needs of it is read off its href. [`crate::Url`]
/// implements it.
///
/// ```
/// use specurl::validate::{validate_with_base, Base, Strictness};
/// struct Href(&'static str);
/// impl Base for Href {
///     fn href(&self) -> &str { self.0 }
/// }
/// let base = Href("https://example.com/a/b");
/// assert!(validate_with_base("../c", Some(&base), Strictness::Whatwg).is_valid());
/// ```
pub trait Base {
    /// The URL's href, as the URL Standard serialises it
    /// ([`crate::Url::href`]).
    fn href(&self) -> &str;
}

/// Validates `input` as it would be parsed against `base` (or against no
/// base): a schemeless input takes the base's mode, is an error without a
/// base, and against a base with an opaque path only a fragment is
/// allowed. With [`Strictness::Whatwg`], valid exactly when `input` is a
/// *valid URL string* given `base` in the URL Standard's sense.
///
/// ```
/// use specurl::validate::{validate_with_base, Strictness};
/// use specurl::Url;
/// let base = Url::parse("https://example.com/a/b", None).unwrap();
/// assert!(validate_with_base("../c?d#e", Some(&base), Strictness::Whatwg).is_valid());
/// assert!(!validate_with_base("../c?d#e", None, Strictness::Whatwg).is_valid());
/// assert!(!validate_with_base("//", Some(&base), Strictness::Lenient).is_valid());
/// let opaque = Url::parse("sc:x", None).unwrap();
/// assert!(validate_with_base("#f", Some(&opaque), Strictness::Whatwg).is_valid());
/// assert!(!validate_with_base("y", Some(&opaque), Strictness::Whatwg).is_valid());
/// ```
pub fn validate_with_base(
    input: &str,
    base: Option<&dyn Base>,
    strictness: Strictness,
) -> Validation {
    let (mode, against) = based(base);
    validate_with(input, mode, strictness, against, None)
}

/// The fallback mode and what a schemeless input is resolved against,
/// given a base or none.
pub(crate) fn based(base: Option<&dyn Base>) -> (Mode, Against) {
    match base {
        Some(b) => (
            Mode::of_scheme(scheme_of(b.href())),
            Against::Base {
                opaque_path: has_opaque_path(b.href()),
                scheme: special_scheme(scheme_of(b.href())),
            },
        ),
        None => (Mode::Generic, Against::NoBase),
    }
}

/// The scheme of an href, without its `:`.
fn scheme_of(href: &str) -> &str {
    href.split_once(':').map_or("", |(scheme, _)| scheme)
}

/// Whether an href has an opaque path: it goes on after the scheme's `:`
/// with something other than `/`.
fn has_opaque_path(href: &str) -> bool {
    !href[scheme_of(href).len()..].starts_with(":/")
}

/// The special scheme `scheme` is, as a static string.
fn special_scheme(scheme: &str) -> Option<&'static str> {
    Mode::SPECIAL_SCHEMES
        .into_iter()
        .find(|s| s.eq_ignore_ascii_case(scheme))
}
