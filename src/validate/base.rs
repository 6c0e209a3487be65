//! A base URL as validation sees it, read off its href: what a
//! schemeless input is resolved against.

#[allow(unused_imports)]
use crate::prelude::*;

use super::against::ValidationBase;
use super::run::validate_with;
use super::{Strictness, Validation};
use crate::grammar::{Mode, Span};

/// Validates `input` as it would be parsed against the URL whose href is
/// `base_href` (or against no base): [`crate::validate_with_base`], which
/// reads a [`crate::Url`]'s href.
pub(crate) fn validate_with_href(
    input: &str,
    base_href: Option<&str>,
    strictness: Strictness,
) -> Validation {
    let (mode, against) = based(base_href);
    validate_with(input, mode, strictness, against, None)
}

/// The fallback mode and what a schemeless input is resolved against,
/// given the href of a base or none. A base is read off its href, which
/// the URL Standard's serialiser wrote.
pub(crate) fn based(base_href: Option<&str>) -> (Mode, ValidationBase) {
    match base_href {
        Some(href) => (
            Mode::of_scheme(scheme_of(href)),
            ValidationBase::Base {
                opaque_path: href_has_opaque_path(href),
                scheme: special_scheme(scheme_of(href)),
            },
        ),
        None => (Mode::Generic, ValidationBase::NoBase),
    }
}

/// The scheme of an href, without its `:`: the grammar's `scheme`, which
/// the serialiser wrote before the first `:`.
fn scheme_of(href: &str) -> &str {
    match crate::grammar::scheme(Mode::Generic, Span::new(href)) {
        Ok((rest, scheme)) if rest.fragment().starts_with(':') => scheme.fragment(),
        _ => "",
    }
}

/// Whether an href has an opaque path: it goes on after the scheme's `:`
/// with something other than `/`. The one reading of a base's opaque
/// path off its href, for validation and the WHATWG-errors walk.
pub(crate) fn href_has_opaque_path(href: &str) -> bool {
    !href[scheme_of(href).len()..].starts_with(":/")
}

/// The special scheme `scheme` is, as a static string.
fn special_scheme(scheme: &str) -> Option<&'static str> {
    Mode::SPECIAL_SCHEMES
        .into_iter()
        .find(|s| s.eq_ignore_ascii_case(scheme))
}
