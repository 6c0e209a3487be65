//! What validation reports: [`Diagnostic`], its [`DiagnosticKind`] and its
//! [`Severity`].

use std::fmt;

use super::Strictness;
use crate::grammar;
use crate::host::HostErrorKind;
use crate::resolve::ResolveErrorKind;
use crate::source::SourceSpan;
use crate::table::{Column, Status};

/// How bad a diagnostic is.
///
/// ```
/// use specurl::validate::{validate, Severity, Strictness};
/// use specurl::grammar::Mode;
/// let v = validate("http://h/a%zz", Mode::Generic, Strictness::Lenient);
/// assert_eq!(v.diagnostics()[0].severity, Severity::Warning);
/// let v = validate("http://h/a%zz", Mode::Generic, Strictness::Strict);
/// assert_eq!(v.diagnostics()[0].severity, Severity::Error);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The input is not valid at the strictness asked for.
    Error,
    /// The input is valid at the strictness asked for, but not strictly
    /// valid, or it was changed before parsing.
    Warning,
}

impl Severity {
    /// `"error"` or `"warning"`.
    ///
    /// ```
    /// assert_eq!(specurl::validate::Severity::Error.name(), "error");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a diagnostic is about.
///
/// ```
/// use specurl::validate::{validate, DiagnosticKind, Strictness};
/// use specurl::grammar::Mode;
/// let v = validate("http://u@h/", Mode::Generic, Strictness::Strict);
/// assert_eq!(v.diagnostics()[0].kind, DiagnosticKind::Userinfo);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DiagnosticKind {
    /// Leading or trailing c0 control or space, or a tab or newline anywhere:
    /// removed by preprocessing, so never part of the URL. Always a warning:
    /// the strict rules apply to the string after preprocessing.
    Whitespace,
    /// A `%` that is not followed by two hex digits (`pct-invalid`).
    PctInvalid,
    /// A drive letter without its own `/` before it (`auth-drive-invalid`),
    /// as in `file:C:/x` or `file://C:/x`.
    AuthDriveInvalid,
    /// A `\` that the web or file grammar accepts as the separator `s`.
    Backslash,
    /// A character whose status in its component is R, T or F.
    InvalidCharacter {
        /// The component (the column of the table).
        column: Column,
        /// The character's status there: `Rejected`, `Tolerated` or
        /// `Fixed`.
        status: Status,
        /// The character.
        char: char,
    },
    /// A userinfo (`user:password@`) in the authority.
    Userinfo,
    /// The grammar rejects the input here: an invalid port or IPv6 address,
    /// a missing host, …
    Syntax(grammar::ErrorKind),
    /// Host processing rejects the host of a web or file URL.
    Host(HostErrorKind),
    /// An IPv4 address that is valid only loosely (`0x7f.1`, `127.1`,
    /// `1.2.3.4.`): not in `ip4-address-strict` form.
    LooseIp4,
    /// Forcing the web or file URL fails (a file URL with a userinfo or a
    /// port, a web URL without a host).
    Resolve(ResolveErrorKind),
    /// A web URL without a host, or a file URL without an authority, that
    /// forcing completes (`http:example.com`, `http:///x`, `file:/x`):
    /// "Scheme-Based Authority Validation" says it must have one.
    Forced,
}

impl DiagnosticKind {
    /// The severity of this kind at `strictness`.
    ///
    /// What the lenient grammar, class R, host processing or forcing
    /// rejects makes the URL fail: an error at both strictnesses.
    /// Whitespace removed by preprocessing is a warning at both. The rest
    /// breaks the strict rules that close "URL Grammar" (or "Scheme-Based
    /// Authority Validation"): an error when strict, a warning when lenient.
    ///
    /// ```
    /// use specurl::validate::{DiagnosticKind, Severity, Strictness};
    /// assert_eq!(DiagnosticKind::Backslash.severity(Strictness::Lenient), Severity::Warning);
    /// assert_eq!(DiagnosticKind::Backslash.severity(Strictness::Strict), Severity::Error);
    /// ```
    pub fn severity(self, strictness: Strictness) -> Severity {
        match self {
            DiagnosticKind::Syntax(_) | DiagnosticKind::Host(_) | DiagnosticKind::Resolve(_) => {
                Severity::Error
            }
            DiagnosticKind::InvalidCharacter {
                status: Status::Rejected,
                ..
            } => Severity::Error,
            DiagnosticKind::Whitespace => Severity::Warning,
            _ => match strictness {
                Strictness::Strict => Severity::Error,
                Strictness::Lenient => Severity::Warning,
            },
        }
    }

    /// A sentence that says what is wrong.
    ///
    /// ```
    /// use specurl::validate::DiagnosticKind;
    /// assert!(DiagnosticKind::PctInvalid.message().contains("two hex digits"));
    /// ```
    pub fn message(self) -> String {
        match self {
            DiagnosticKind::Whitespace => {
                "control character, space, tab or newline removed before parsing".into()
            }
            DiagnosticKind::PctInvalid => "`%` not followed by two hex digits".into(),
            DiagnosticKind::AuthDriveInvalid => {
                "drive letter without a `/` of its own before it".into()
            }
            DiagnosticKind::Backslash => "`\\` used as a path separator".into(),
            DiagnosticKind::InvalidCharacter {
                column,
                status,
                char,
            } => {
                let what = match status {
                    Status::Rejected => "rejected",
                    Status::Tolerated => "invalid but tolerated",
                    Status::Fixed => "invalid, percent-encoded when normalised",
                    _ => "unexpected",
                };
                format!("{char:?} in {column}: {what} (class {status})")
            }
            DiagnosticKind::Userinfo => "userinfo (credentials) in the authority".into(),
            DiagnosticKind::Syntax(k) => k.to_string(),
            DiagnosticKind::Host(k) => format!("invalid host: {k}"),
            DiagnosticKind::LooseIp4 => {
                "IPv4 address not in strict form (four decimal numbers 0-255, no leading zeroes)"
                    .into()
            }
            DiagnosticKind::Resolve(k) => k.to_string(),
            DiagnosticKind::Forced => {
                "missing authority: a web URL needs `//` and a host, a file URL needs `//`".into()
            }
        }
    }
}

impl fmt::Display for DiagnosticKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

/// One finding: what, how bad, and where in the caller's original string.
///
/// ```
/// use specurl::validate::{validate, Strictness};
/// use specurl::grammar::Mode;
/// let v = validate("  http://h/a b", Mode::Generic, Strictness::Lenient);
/// let d = v.diagnostics().last().unwrap();
/// assert_eq!(d.span.range(), 12..13);
/// assert_eq!(d.to_string(), "warning at 1:13: ' ' in dir/file: invalid, percent-encoded when normalised (class F)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    /// What is wrong.
    pub kind: DiagnosticKind,
    /// How bad it is, at the strictness validated with.
    pub severity: Severity,
    /// Where, in the string given to [`super::validate`].
    pub span: SourceSpan,
}

impl Diagnostic {
    /// The sentence that says what is wrong ([`DiagnosticKind::message`]).
    ///
    /// ```
    /// use specurl::validate::{validate, Strictness};
    /// use specurl::grammar::Mode;
    /// let v = validate("http://h:99999/", Mode::Generic, Strictness::Lenient);
    /// assert_eq!(v.diagnostics()[0].message(), "a port must be less than 65536");
    /// ```
    pub fn message(&self) -> String {
        self.kind.message()
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}: {}", self.severity, self.span.start, self.kind)
    }
}
