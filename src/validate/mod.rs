//! Validation: every diagnostic of an URL-string, against the strict or the
//! lenient reading of the grammar.
//!
//! The grammar of "URL Grammar" describes both at once. The **lenient**
//! reading accepts `pct-invalid`, `auth-drive-invalid`, characters of class
//! T and F, userinfo and `\` as a separator; only what the lenient grammar
//! or class R rejects, what host processing rejects and what forcing cannot
//! complete makes an URL fail. The **strict** reading, as the rules that close
//! "URL Grammar" say, also forbids all of those: what is a warning when
//! lenient is an error when strict.
//!
//! [`validate`] does not stop at the first problem. It walks the tokens of
//! the grammar's [`url`](crate::grammar::url) and reports every finding to
//! a sink; when the authority fails (the grammar commits to it after `s s`),
//! the sink gets that error and the walk resumes after the authority's
//! extent, with the same combinators, so that the path, query and fragment
//! are still checked. Spans are in the caller's original string.
//!
//! ```
//! use specurl::grammar::Mode;
//! use specurl::validate::{validate, DiagnosticKind, Severity, Strictness};
//!
//! let v = validate("http://h:x/a%zz", Mode::Generic, Strictness::Lenient);
//! assert!(!v.is_valid());
//! let found: Vec<_> = v.diagnostics().iter().map(|d| (d.kind, d.severity, d.span.range())).collect();
//! assert_eq!(found, [
//!     (DiagnosticKind::Syntax(specurl::grammar::ErrorKind::InvalidPort), Severity::Error, 9..10),
//!     (DiagnosticKind::PctInvalid, Severity::Warning, 12..13),
//! ]);
//! ```

#[allow(unused_imports)]
use crate::prelude::*;

mod authority;
mod clean;
pub(crate) use clean::clean as is_clean_in;
pub(crate) use clean::plain_domain;
mod diagnostic;
mod is_valid;
mod names;
mod sink;
mod walk;
mod whatwg;

use core::fmt;

pub use diagnostic::{Diagnostic, DiagnosticKind, Ip4Issue, Ip6Issue, Severity};
pub use is_valid::is_valid;
pub use whatwg::{domain_is_strictly_valid, is_url_code_point};

use crate::grammar::tokens::UrlTokens;
use crate::grammar::{self, Mode, Span};
use crate::host::HostError;
use crate::model::Host;
use crate::source::Source;
use crate::Url;
use sink::Sink;

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
    /// with a base ([`validate_with_base`]), a
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

/// The outcome of [`validate`]: every diagnostic, in order of position.
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
    diagnostics: Vec<Diagnostic>,
    strictness: Strictness,
    mode: Mode,
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

/// Validates `input` and returns every diagnostic.
///
/// `mode` is the fallback mode for a schemeless input (the mode of the base
/// it would be resolved against); a scheme in the input selects the mode
/// ([`Mode::sniff`]). Never panics; linear in the input.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl::validate::{validate, DiagnosticKind, Strictness};
/// // Schemeless: the fallback mode decides whether `\` is a separator.
/// let v = validate("\\\\h\\x", Mode::Web, Strictness::Strict);
/// assert!(v.diagnostics().iter().all(|d| d.kind == DiagnosticKind::Backslash));
/// assert!(!v.is_valid());
/// assert!(validate("https://example.com/a?b#c", Mode::Generic, Strictness::Strict).is_valid());
/// ```
///
/// Under [`Strictness::Whatwg`] there is no base: a schemeless input is
/// invalid ([`DiagnosticKind::MissingScheme`]), as the URL Standard's
/// *valid URL string* without a base URL; [`validate_with_base`] gives one.
pub fn validate(input: &str, mode: Mode, strictness: Strictness) -> Validation {
    let against = match strictness {
        Strictness::Whatwg => Against::NoBase,
        _ => Against::Reference,
    };
    validate_with(input, mode, strictness, against, None)
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
pub fn validate_with_base(input: &str, base: Option<&Url>, strictness: Strictness) -> Validation {
    let (mode, against) = based(base);
    validate_with(input, mode, strictness, against, None)
}

/// The fallback mode and what a schemeless input is resolved against,
/// given a base or none.
pub(crate) fn based(base: Option<&Url>) -> (Mode, Against) {
    match base {
        Some(b) => (
            b.mode(),
            Against::Base {
                opaque_path: has_opaque_path(b),
                scheme: special_scheme(b.scheme()),
            },
        ),
        None => (Mode::Generic, Against::NoBase),
    }
}

/// Whether `url` has an opaque path: its href goes on after the scheme's
/// `:` with something other than `/`.
fn has_opaque_path(url: &Url) -> bool {
    !url.href()[url.scheme().len() + 1..].starts_with('/')
}

/// The special scheme `scheme` is, as a static string.
fn special_scheme(scheme: &str) -> Option<&'static str> {
    ["http", "https", "ws", "wss", "ftp", "file"]
        .into_iter()
        .find(|s| s.eq_ignore_ascii_case(scheme))
}

/// What a schemeless input is resolved against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Against {
    /// Nothing: a relative reference is valid as such (the seed's view,
    /// [`validate`] when not [`Strictness::Whatwg`]).
    Reference,
    /// No base: a schemeless input fails.
    NoBase,
    /// A base, with or without an opaque path.
    Base {
        /// Whether only a fragment can be resolved against it.
        opaque_path: bool,
        /// Its scheme, if it is special: an input of the same scheme is
        /// relative to it.
        scheme: Option<&'static str>,
    },
}

/// Host processing, as [`crate::host::process`] does it.
pub(crate) type HostProcessor = for<'h> fn(&'h str) -> Result<Host<'h>, HostError>;

/// [`validate`] with another host processing (`None`: the real one,
/// [`crate::host::process`]), so that tests can make it fail where the real
/// one would not.
pub(crate) fn validate_with(
    input: &str,
    mode: Mode,
    strictness: Strictness,
    against: Against,
    process: Option<HostProcessor>,
) -> Validation {
    let source = Source::new(input);
    // Most input reports nothing, which the grammar over the plain text and
    // the shortcut decide at less cost than the walk over spans.
    let preprocessed = source.text().len() != input.len();
    if process.is_none() && !preprocessed {
        if let Some(mode) = clean::is_clean(source.text(), mode, against) {
            return Validation {
                diagnostics: Vec::new(),
                strictness,
                mode,
            };
        }
    }
    // Only the tokens' mode is kept: copying the tokens out costs more
    // than reading them.
    let (diagnostics, own) = diagnose(&source, mode, strictness, against, process, |t| t.mode);
    Validation {
        diagnostics,
        strictness,
        mode: own.unwrap_or_else(|_| Mode::sniff(source.text(), mode)),
    }
}

/// Every diagnostic of `source` (in its own mode, or `fallback`), and what
/// `keep` makes of the grammar's tokens.
fn diagnose<'t, R>(
    source: &'t Source<'_>,
    fallback: Mode,
    strictness: Strictness,
    against: Against,
    process: Option<HostProcessor>,
    keep: impl FnOnce(&UrlTokens<Span<'t>>) -> R,
) -> (Vec<Diagnostic>, Result<R, grammar::Error<Span<'t>>>) {
    let mut sink = Sink::new(source, strictness);
    preprocessing(source, &mut sink);
    let kept = walk::walk_then(source, fallback, against, process, &mut sink, keep);
    (sink.finish(), kept)
}

/// What preprocessing removed: leading and trailing c0-space, and tabs and
/// newlines in between. Found in the original string, where they are.
fn preprocessing(source: &Source<'_>, sink: &mut Sink<'_, '_>) {
    use crate::chars::is_tab_or_newline;
    let original = source.original();
    if source.text().len() == original.len() {
        // Nothing was removed.
        return;
    }
    let (start, end) = crate::source::trimmed(original);
    if start > 0 {
        sink.push_original(DiagnosticKind::Whitespace, 0..start);
    }
    for (i, c) in original[start..end].char_indices() {
        if is_tab_or_newline(c) {
            sink.push_original(DiagnosticKind::Whitespace, start + i..start + i + 1);
        }
    }
    if end < original.len() {
        sink.push_original(DiagnosticKind::Whitespace, end..original.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::HostErrorKind;

    /// Fails on every host that contains `!`, pointing at the `!`, and
    /// reads `1.1` as an IPv4 address, as the real host stage may.
    fn stand_in(opaque: &str) -> Result<Host<'_>, HostError> {
        match opaque.find('!') {
            Some(i) => Err(HostError {
                kind: HostErrorKind::DomainToAscii,
                range: Some(i..i + 1),
            }),
            None if opaque == "1.1" => Ok(Host::Ip4(0x0100_0001)),
            None => Ok(Host::Domain(opaque.into())),
        }
    }

    fn found(
        input: &str,
        mode: Mode,
        s: Strictness,
    ) -> Vec<(DiagnosticKind, Severity, core::ops::Range<usize>)> {
        validate_with(input, mode, s, Against::Reference, Some(stand_in))
            .diagnostics()
            .iter()
            .map(|d| (d.kind, d.severity, d.span.range()))
            .collect()
    }

    #[test]
    fn host_processing_failures_are_errors_at_their_range() {
        let host = DiagnosticKind::Host(HostErrorKind::DomainToAscii);
        // `!` is no domain when strict either: the standard says so as
        // well (a warning when lenient, where the failure is the error).
        let strict = DiagnosticKind::DomainToAsciiStrict;
        for s in [Strictness::Lenient, Strictness::Strict] {
            let w = DiagnosticKind::Whitespace.severity(s);
            assert_eq!(
                found(" http://ab!c/x", Mode::Generic, s),
                [
                    (DiagnosticKind::Whitespace, w, 0..1),
                    (strict, w, 8..12),
                    (host, Severity::Error, 10..11),
                ]
            );
            // File URLs too, and schemeless input in a special fallback mode.
            assert_eq!(
                found("file://!/", Mode::Generic, s),
                [(strict, w, 7..8), (host, Severity::Error, 7..8)]
            );
            assert_eq!(
                found("//!", Mode::Web, s),
                [(strict, w, 2..3), (host, Severity::Error, 2..3)]
            );
            // Generic URLs keep an opaque host: no host processing.
            assert_eq!(found("sc://!/", Mode::Generic, s), []);
        }
    }

    #[test]
    fn a_host_that_processing_accepts_is_checked_strictly() {
        // The stand-in accepts `a_b`; strict domain-to-ASCII does not.
        assert_eq!(
            found("http://a_b/", Mode::Generic, Strictness::Strict),
            [(DiagnosticKind::DomainToAsciiStrict, Severity::Error, 7..10)]
        );
    }

    #[test]
    fn an_ip4_address_found_by_host_processing_is_checked_for_strict_form() {
        assert_eq!(
            found("http://1.1/", Mode::Generic, Strictness::Strict),
            [
                (
                    DiagnosticKind::Ip4(Ip4Issue::TooFewParts),
                    Severity::Error,
                    7..10
                ),
                (DiagnosticKind::LooseIp4, Severity::Error, 7..10)
            ]
        );
    }
}
