//! What a validation found.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{Diagnostic, Severity, Strictness};
use crate::grammar::Mode;

/// The outcome of [`validate`](super::validate()): every diagnostic, in order of position.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl::validate::{validate, Strictness};
/// let v = validate("http:\\\\h\\a b", Mode::Generic, Strictness::Lenient);
/// assert!(v.is_valid());
/// // Two runs of `\`, the space, and the standard's missing `//`.
/// assert_eq!(v.warnings().count(), 4);
/// assert_eq!(v.errors().count(), 0);
/// assert_eq!(v.mode(), Mode::Web);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Validation {
    pub(super) diagnostics: Vec<Diagnostic>,
    pub(super) strictness: Strictness,
    pub(super) mode: Mode,
}

impl Validation {
    /// Every diagnostic, errors and warnings, in order of position.
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, DiagnosticKind, Strictness};
    /// let v = validate("sc:a%/b", Mode::Generic, Strictness::Lenient);
    /// let kinds: Vec<_> = v.diagnostics().iter().map(|d| d.kind).collect();
    /// assert_eq!(kinds[0], DiagnosticKind::PctInvalid);
    /// assert_eq!(v.diagnostics()[1].span.range(), 5..6); // the `/` of an opaque path
    /// ```
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// The diagnostics of severity [`Severity::Error`].
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, DiagnosticKind, Strictness};
    /// let v = validate("http://u@h/a%zz", Mode::Generic, Strictness::Strict);
    /// let kinds: Vec<_> = v.errors().map(|d| d.kind).collect();
    /// assert_eq!(kinds, [DiagnosticKind::Userinfo, DiagnosticKind::PctInvalid]);
    /// ```
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> + '_ {
        self.of(Severity::Error)
    }

    /// The diagnostics of severity [`Severity::Warning`].
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, Strictness};
    /// // What strict validation calls errors, lenient validation only warns about.
    /// let v = validate("http://u@h/a%zz", Mode::Generic, Strictness::Lenient);
    /// assert_eq!((v.warnings().count(), v.errors().count()), (2, 0));
    /// ```
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> + '_ {
        self.of(Severity::Warning)
    }

    fn of(&self, severity: Severity) -> impl Iterator<Item = &Diagnostic> + '_ {
        self.diagnostics
            .iter()
            .filter(move |d| d.severity == severity)
    }

    /// Whether there is no error: the input is valid at [`Self::strictness`].
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, Strictness};
    /// // Valid with warnings when lenient: preprocessing removes the tab.
    /// let v = validate("http://h/\t", Mode::Generic, Strictness::Lenient);
    /// assert!(v.is_valid() && v.warnings().count() == 1);
    /// assert!(!validate("http://h/\t", Mode::Generic, Strictness::Strict).is_valid());
    /// assert!(!validate("http://h:x/", Mode::Generic, Strictness::Lenient).is_valid());
    /// ```
    pub fn is_valid(&self) -> bool {
        self.errors().next().is_none()
    }

    /// The strictness validated with.
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, Strictness};
    /// let v = validate("http://h/", Mode::Generic, Strictness::Strict);
    /// assert_eq!(v.strictness(), Strictness::Strict);
    /// ```
    pub fn strictness(&self) -> Strictness {
        self.strictness
    }

    /// The mode the input was parsed in: its scheme's, or the fallback.
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, Strictness};
    /// assert_eq!(validate("//h/x", Mode::File, Strictness::Lenient).mode(), Mode::File);
    /// // A scheme wins over the fallback.
    /// assert_eq!(validate("sc://h/x", Mode::File, Strictness::Lenient).mode(), Mode::Generic);
    /// ```
    pub fn mode(&self) -> Mode {
        self.mode
    }
}
