//! What validation reports: [`Diagnostic`], its [`DiagnosticKind`] and its
//! [`Severity`].

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use super::Strictness;
use crate::grammar;
use crate::host::HostErrorKind;
use crate::resolve::ResolveErrorKind;
use crate::span::SourceSpan;
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
    /// removed by preprocessing, so never part of the URL. A warning when
    /// lenient; an error when strict, since a strictly valid string needs
    /// no preprocessing.
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
    /// A code point that is not a URL code point (nor the `%` of a
    /// percent-encoded byte) where the URL Specification's table has no objection, as
    /// the `|` of a drive letter (`file:///C|/x`): the URL Standard's
    /// *invalid-URL-unit*. An error only under [`Strictness::Whatwg`].
    InvalidUrlUnit(char),
    /// The domain of a web or file URL fails domain-to-ASCII with
    /// *beStrict* true (CheckHyphens, UseSTD3ASCIIRules, VerifyDnsLength):
    /// an invalid `xn--` label, an empty label, a label of `_`, a trailing
    /// dot, … Host processing (which is not strict) accepts it.
    DomainToAsciiStrict,
    /// The host of a web or file URL holds a percent-encoded byte: host
    /// processing decodes it, but the URL Standard's valid host is written
    /// decoded. An encoded ASCII byte (`ex%41mple.com`) is an error when
    /// strict too; an encoded byte of a non-ASCII character
    /// (`b%C3%BCcher.de`) is the URL Specification's own normal form of it (class E of
    /// the opaque-host column), a warning when strict.
    DomainPercentEncoded {
        /// Whether the byte is ASCII.
        ascii: bool,
    },
    /// A piece of an IPv6 address with a leading zero (`[::01]`).
    Ip6PieceLeadingZero,
    /// What the URL Standard's IPv4 parser says of a host that ends in a
    /// number, one diagnostic per finding (the URL Specification's
    /// [`DiagnosticKind::LooseIp4`] or a host failure says it in one).
    Ip4(Ip4Issue),
    /// Why the URL Standard's IPv6 parser fails the text between `[` and
    /// `]`, where the grammar's [`grammar::ErrorKind::InvalidIp6`] says
    /// only that it does.
    Ip6(Ip6Issue),
    /// The scheme of a web or file URL is not followed by exactly `//`
    /// (`http:/x`, `http:\\x`, `http:///x`, `file:/x`).
    MissingSolidus,
    /// A Windows drive letter where the URL Standard reads a host
    /// (`file://C:/x`) or, against a file base, a path that starts with one
    /// without a `/` (`C|/x`).
    WindowsDriveLetter {
        /// Whether it is where the host would be.
        host: bool,
    },
    /// An input without a scheme where there is no base to resolve it
    /// against, or only a base with an opaque path and the input is not a
    /// fragment.
    MissingScheme,
}

/// A finding of the URL Standard's IPv4 parser.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl::validate::{validate, DiagnosticKind, Ip4Issue, Strictness};
/// let v = validate("http://0x7f.1./", Mode::Web, Strictness::Lenient);
/// let issues: Vec<_> = v.diagnostics().iter()
///     .filter_map(|d| match d.kind { DiagnosticKind::Ip4(i) => Some(i), _ => None })
///     .collect();
/// assert_eq!(issues, [Ip4Issue::EmptyPart, Ip4Issue::TooFewParts, Ip4Issue::NonDecimalPart]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ip4Issue {
    /// The host was not ASCII before domain-to-ASCII (full-width digits).
    NonAsciiInput,
    /// The last part is empty: a trailing dot.
    EmptyPart,
    /// More than four parts.
    TooManyParts,
    /// Fewer than four parts.
    TooFewParts,
    /// A part that is not a number.
    NonNumericPart,
    /// A part in hexadecimal or octal (`0x7f`, `010`).
    NonDecimalPart,
    /// A part above 255.
    OutOfRangePart,
}

impl Ip4Issue {
    /// The URL Standard's name of the validation error.
    ///
    /// ```
    /// assert_eq!(specurl::validate::Ip4Issue::EmptyPart.name(), "IPv4-empty-part");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Ip4Issue::NonAsciiInput => "IPv4-non-ASCII-input",
            Ip4Issue::EmptyPart => "IPv4-empty-part",
            Ip4Issue::TooManyParts => "IPv4-too-many-parts",
            Ip4Issue::TooFewParts => "IPv4-too-few-parts",
            Ip4Issue::NonNumericPart => "IPv4-non-numeric-part",
            Ip4Issue::NonDecimalPart => "IPv4-non-decimal-part",
            Ip4Issue::OutOfRangePart => "IPv4-out-of-range-part",
        }
    }

    /// This issue's part of [`DiagnosticKind::id`] (`empty-part` of
    /// `ip4.empty-part`), where [`Ip4Issue::name`] is the URL
    /// Standard's name of it.
    pub(crate) fn id_str(self) -> &'static str {
        match self {
            Ip4Issue::NonAsciiInput => "non-ascii-input",
            Ip4Issue::EmptyPart => "empty-part",
            Ip4Issue::TooManyParts => "too-many-parts",
            Ip4Issue::TooFewParts => "too-few-parts",
            Ip4Issue::NonNumericPart => "non-numeric-part",
            Ip4Issue::NonDecimalPart => "non-decimal-part",
            Ip4Issue::OutOfRangePart => "out-of-range-part",
        }
    }
}

/// Why the URL Standard's IPv6 parser fails an address.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl::validate::{validate, DiagnosticKind, Ip6Issue, Strictness};
/// let v = validate("http://[1::2::3]/", Mode::Web, Strictness::Lenient);
/// assert!(v.diagnostics().iter().any(|d| d.kind == DiagnosticKind::Ip6(Ip6Issue::MultipleCompression)));
/// assert_eq!(Ip6Issue::MultipleCompression.name(), "IPv6-multiple-compression");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ip6Issue {
    /// A `:` at the start that is not `::`.
    InvalidCompression,
    /// More than eight pieces.
    TooManyPieces,
    /// A second `::`.
    MultipleCompression,
    /// A character that is not a hex digit, `:` or `.` where one goes; or
    /// a `:` at the end.
    InvalidCodePoint,
    /// Fewer than eight pieces, and no `::`.
    TooFewPieces,
    /// The embedded IPv4 address holds what it cannot (a leading zero, no
    /// number before a dot, …).
    Ip4InvalidCodePoint,
    /// The embedded IPv4 address comes after more than six pieces.
    Ip4TooManyPieces,
    /// A number of the embedded IPv4 address above 255.
    Ip4OutOfRangePart,
    /// The embedded IPv4 address has fewer than four numbers.
    Ip4TooFewParts,
}

impl Ip6Issue {
    /// The URL Standard's name of the validation error.
    ///
    /// ```
    /// assert_eq!(specurl::validate::Ip6Issue::TooFewPieces.name(), "IPv6-too-few-pieces");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Ip6Issue::InvalidCompression => "IPv6-invalid-compression",
            Ip6Issue::TooManyPieces => "IPv6-too-many-pieces",
            Ip6Issue::MultipleCompression => "IPv6-multiple-compression",
            Ip6Issue::InvalidCodePoint => "IPv6-invalid-code-point",
            Ip6Issue::TooFewPieces => "IPv6-too-few-pieces",
            Ip6Issue::Ip4InvalidCodePoint => "IPv4-in-IPv6-invalid-code-point",
            Ip6Issue::Ip4TooManyPieces => "IPv4-in-IPv6-too-many-pieces",
            Ip6Issue::Ip4OutOfRangePart => "IPv4-in-IPv6-out-of-range-part",
            Ip6Issue::Ip4TooFewParts => "IPv4-in-IPv6-too-few-parts",
        }
    }

    /// This issue's part of [`DiagnosticKind::id`] (`too-few-pieces` of
    /// `ip6.too-few-pieces`), where [`Ip6Issue::name`] is the URL
    /// Standard's name of it.
    pub(crate) fn id_str(self) -> &'static str {
        match self {
            Ip6Issue::InvalidCompression => "invalid-compression",
            Ip6Issue::TooManyPieces => "too-many-pieces",
            Ip6Issue::MultipleCompression => "multiple-compression",
            Ip6Issue::InvalidCodePoint => "invalid-code-point",
            Ip6Issue::TooFewPieces => "too-few-pieces",
            Ip6Issue::Ip4InvalidCodePoint => "ip4-invalid-code-point",
            Ip6Issue::Ip4TooManyPieces => "ip4-too-many-pieces",
            Ip6Issue::Ip4OutOfRangePart => "ip4-out-of-range-part",
            Ip6Issue::Ip4TooFewParts => "ip4-too-few-parts",
        }
    }
}

impl DiagnosticKind {
    /// The severity of this kind at `strictness`.
    ///
    /// What the lenient grammar, class R, host processing or forcing
    /// rejects makes the URL fail: an error at every strictness. The rest
    /// breaks the strict rules that close "URL Grammar" (or "Scheme-Based
    /// Authority Validation"), or the strictness of host processing: an
    /// error when strict, a warning when lenient. Under
    /// [`Strictness::Whatwg`] a character of class T or F is an error only
    /// when it is not a URL code point, and [`DiagnosticKind::InvalidUrlUnit`]
    /// is an error there only.
    ///
    /// ```
    /// use specurl::validate::{DiagnosticKind, Severity, Strictness};
    /// assert_eq!(DiagnosticKind::Backslash.severity(Strictness::Lenient), Severity::Warning);
    /// assert_eq!(DiagnosticKind::Backslash.severity(Strictness::Strict), Severity::Error);
    /// ```
    pub fn severity(self, strictness: Strictness) -> Severity {
        let error = match self {
            DiagnosticKind::Syntax(_)
            | DiagnosticKind::Host(_)
            | DiagnosticKind::Resolve(_)
            | DiagnosticKind::MissingScheme => true,
            DiagnosticKind::InvalidCharacter {
                status: Status::Rejected,
                ..
            } => true,
            // The URL Specification's classes T and F hold URL code points too (`/` in
            // an opaque path, `'` in a special query): the standard
            // objects only to the others.
            DiagnosticKind::InvalidCharacter { char, .. } => match strictness {
                Strictness::Lenient => false,
                Strictness::Strict => true,
                Strictness::Whatwg => !crate::chars::is_url_code_point(char),
            },
            DiagnosticKind::InvalidUrlUnit(_)
            | DiagnosticKind::DomainPercentEncoded { ascii: false } => {
                strictness == Strictness::Whatwg
            }
            _ => strictness != Strictness::Lenient,
        };
        if error {
            Severity::Error
        } else {
            Severity::Warning
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
            DiagnosticKind::InvalidUrlUnit(c) => {
                format!("{c:?} (U+{:04X}) is not a URL code point", c as u32)
            }
            DiagnosticKind::DomainToAsciiStrict => {
                "not a valid domain: strict domain-to-ASCII rejects it".into()
            }
            DiagnosticKind::DomainPercentEncoded { .. } => {
                "percent-encoded byte in a domain".into()
            }
            DiagnosticKind::Ip6PieceLeadingZero => "IPv6 piece with a leading zero".into(),
            DiagnosticKind::Ip4(i) => format!("IPv4 address: {}", i.name()),
            DiagnosticKind::Ip6(i) => format!("IPv6 address: {}", i.name()),
            DiagnosticKind::MissingSolidus => {
                "the scheme of a web or file URL is followed by exactly `//`".into()
            }
            DiagnosticKind::WindowsDriveLetter { host: true } => {
                "Windows drive letter where the host would be: write `file:///C:/`".into()
            }
            DiagnosticKind::WindowsDriveLetter { host: false } => {
                "Windows drive letter without a `/` before it".into()
            }
            DiagnosticKind::MissingScheme => {
                "no scheme, and no base to resolve a relative reference against".into()
            }
        }
    }
}

impl DiagnosticKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`host.forbidden-code-point`, `invalid-character`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl::host::HostErrorKind;
    /// use specurl::validate::DiagnosticKind;
    /// assert_eq!(DiagnosticKind::PctInvalid.id(), "pct-invalid");
    /// let k = DiagnosticKind::Host(HostErrorKind::ForbiddenCodePoint('<'));
    /// assert_eq!(k.id(), "host.forbidden-code-point");
    /// assert_eq!(DiagnosticKind::InvalidUrlUnit('|').id(), "invalid-url-unit");
    /// ```
    pub fn id(&self) -> String {
        match self {
            DiagnosticKind::Whitespace => "whitespace".into(),
            DiagnosticKind::PctInvalid => "pct-invalid".into(),
            DiagnosticKind::AuthDriveInvalid => "auth-drive-invalid".into(),
            DiagnosticKind::Backslash => "backslash".into(),
            DiagnosticKind::InvalidCharacter { .. } => "invalid-character".into(),
            DiagnosticKind::Userinfo => "userinfo".into(),
            DiagnosticKind::Syntax(k) => format!("syntax.{}", k.id()),
            DiagnosticKind::Host(k) => format!("host.{}", k.id_str()),
            DiagnosticKind::LooseIp4 => "loose-ip4".into(),
            DiagnosticKind::Resolve(k) => format!("resolve.{}", k.id()),
            DiagnosticKind::Forced => "forced".into(),
            DiagnosticKind::InvalidUrlUnit(_) => "invalid-url-unit".into(),
            DiagnosticKind::DomainToAsciiStrict => "domain-to-ascii-strict".into(),
            DiagnosticKind::DomainPercentEncoded { .. } => "domain-percent-encoded".into(),
            DiagnosticKind::Ip6PieceLeadingZero => "ip6-piece-leading-zero".into(),
            DiagnosticKind::Ip4(i) => format!("ip4.{}", i.id_str()),
            DiagnosticKind::Ip6(i) => format!("ip6.{}", i.id_str()),
            DiagnosticKind::MissingSolidus => "missing-solidus".into(),
            DiagnosticKind::WindowsDriveLetter { .. } => "windows-drive-letter".into(),
            DiagnosticKind::MissingScheme => "missing-scheme".into(),
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
#[non_exhaustive]
pub struct Diagnostic {
    /// What is wrong.
    pub kind: DiagnosticKind,
    /// How bad it is, at the strictness validated with.
    pub severity: Severity,
    /// Where, in the string given to [`super::validate`].
    pub span: SourceSpan,
    /// The standard's name of it ([`Diagnostic::whatwg_name`]).
    pub(super) whatwg: Option<&'static str>,
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
