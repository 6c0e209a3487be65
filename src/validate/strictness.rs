//! Which reading of the grammar a validation checks against.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

/// Which reading of the grammar to validate against.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl::validate::{validate, Strictness};
/// // A userinfo is lenient, but not strict.
/// assert!(validate("http://u@h/", Mode::Generic, Strictness::Lenient).is_valid());
/// assert!(!validate("http://u@h/", Mode::Generic, Strictness::Strict).is_valid());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strictness {
    /// Only what makes the URL fail is an error; the rest is a warning.
    Lenient,
    /// Everything that breaks the strict rules is an error.
    Strict,
    /// Valid exactly when the URL Standard's "URL writing" calls the input
    /// a *valid URL string*: an absolute-URL-with-fragment string, or,
    /// with a base ([`validate_with_base`](crate::validate_with_base)), a
    /// relative-URL-with-fragment string.
    Whatwg,
}

impl Strictness {
    /// `"strict"`, `"lenient"` or `"whatwg"`.
    ///
    /// ```
    /// assert_eq!(specurl::validate::Strictness::Strict.name(), "strict");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Strictness::Strict => "strict",
            Strictness::Lenient => "lenient",
            Strictness::Whatwg => "whatwg",
        }
    }
}

impl fmt::Display for Strictness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
