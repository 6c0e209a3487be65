//! The URL Standard's names for what validation finds: each
//! [`DiagnosticKind`] that is one of the standard's *validation errors*
//! answers with its name (`docs/validation.md` has the table).

#[allow(unused_imports)]
use crate::prelude::*;

use super::{Diagnostic, DiagnosticKind};
use crate::chars::is_forbidden_host;
use crate::chars::is_url_code_point;
use crate::grammar::ErrorKind;
use crate::host::HostErrorKind;
use crate::resolve::ResolveErrorKind;
use crate::table::Column;

impl DiagnosticKind {
    /// The URL Standard's name of the validation error this kind is, if it
    /// is one: `invalid-URL-unit`, `invalid-reverse-solidus`,
    /// `domain-to-ASCII`, `port-out-of-range`, …
    ///
    /// ```
    /// use specurl::validate::DiagnosticKind;
    /// assert_eq!(DiagnosticKind::Backslash.whatwg_name(), Some("invalid-reverse-solidus"));
    /// assert_eq!(DiagnosticKind::Userinfo.whatwg_name(), Some("invalid-credentials"));
    /// assert_eq!(DiagnosticKind::MissingSolidus.whatwg_name(), Some("special-scheme-missing-following-solidus"));
    /// ```
    pub fn whatwg_name(self) -> Option<&'static str> {
        use DiagnosticKind as K;
        Some(match self {
            K::Whitespace | K::PctInvalid | K::InvalidUrlUnit(_) => "invalid-URL-unit",
            // The standard's names for it depend on where it is: see
            // `WindowsDriveLetter`.
            K::AuthDriveInvalid => return None,
            K::Backslash => "invalid-reverse-solidus",
            K::InvalidCharacter { column, char, .. } => return character(column, char),
            K::Userinfo => "invalid-credentials",
            K::Syntax(k) => return syntax(k),
            K::Host(k) => return host(k),
            // Named finding by finding: `Ip4`.
            K::LooseIp4 => return None,
            K::Resolve(k) => return resolve(k),
            K::Forced => "special-scheme-missing-following-solidus",
            K::DomainToAsciiStrict => "domain-to-ASCII",
            K::DomainPercentEncoded { .. } => "domain-percent-encoded",
            K::Ip6PieceLeadingZero => "IPv6-piece-leading-zero",
            K::MissingScheme => "missing-scheme-non-relative-URL",
            K::Ip4(i) => i.name(),
            K::Ip6(i) => i.name(),
            K::MissingSolidus => "special-scheme-missing-following-solidus",
            K::WindowsDriveLetter { host: true } => "file-invalid-Windows-drive-letter-host",
            K::WindowsDriveLetter { host: false } => "file-invalid-Windows-drive-letter",
        })
    }
}

impl DiagnosticKind {
    /// The standard's name of a kind that the report of the standard's
    /// parser (`whatwg_errors`) records: each of those has one, which the
    /// tests of the report hold it to.
    pub(crate) fn standard_name(self) -> &'static str {
        self.whatwg_name().unwrap_or_default()
    }
}

impl Diagnostic {
    /// The URL Standard's name of this validation error, where one applies.
    ///
    /// Under [`Strictness::Whatwg`](super::Strictness::Whatwg) it is the
    /// name the URL Standard's basic URL parser reports at this finding,
    /// on the same input against the same base, as
    /// [`crate::Url::parse_with_validation`] gives it: the standard's names
    /// among the findings are the parser's, and a finding the parser does
    /// not report (one after the place where it fails, one it has no error
    /// for) has none. Under the other strictnesses, which read a
    /// schemeless input as a reference rather than against a base as the
    /// standard does, it is the kind's ([`DiagnosticKind::whatwg_name`]).
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, Strictness};
    /// let v = validate("http://h:99999/a|b", Mode::Web, Strictness::Lenient);
    /// let names: Vec<_> = v.diagnostics().iter().map(|d| d.whatwg_name()).collect();
    /// assert_eq!(names, [Some("port-out-of-range"), Some("invalid-URL-unit")]);
    /// // The standard's parser fails at the port: the `|` after it is
    /// // found, and has no name of the parser's.
    /// let v = validate("http://h:99999/a|b", Mode::Web, Strictness::Whatwg);
    /// let names: Vec<_> = v.diagnostics().iter().map(|d| d.whatwg_name()).collect();
    /// assert_eq!(names, [Some("port-out-of-range"), None]);
    /// // The `@` of an empty userinfo is the parser's `invalid-credentials`.
    /// let v = validate("http:@www.example.com", Mode::Web, Strictness::Whatwg);
    /// assert!(v.diagnostics().iter().any(|d| d.whatwg_name() == Some("invalid-credentials")));
    /// ```
    pub fn whatwg_name(&self) -> Option<&'static str> {
        self.whatwg
    }
}

/// A character of class R, T or F: the standard objects to a code point
/// that is not a URL code point, and to a forbidden host code point in an
/// opaque host; not to the characters of a userinfo (the userinfo as a
/// whole is `invalid-credentials`).
fn character(column: Column, c: char) -> Option<&'static str> {
    match column {
        Column::Username | Column::Password => None,
        Column::OpaqueHost if is_forbidden_host(c) => Some("host-invalid-code-point"),
        _ if !is_url_code_point(c) => Some("invalid-URL-unit"),
        _ => None,
    }
}

fn syntax(k: ErrorKind) -> Option<&'static str> {
    Some(match k {
        ErrorKind::MissingHost => "host-missing",
        ErrorKind::InvalidPort => "port-invalid",
        ErrorKind::PortOutOfRange => "port-out-of-range",
        ErrorKind::UnclosedIp6 | ErrorKind::AfterHost => "IPv6-unclosed",
        // Named by the standard's reason: `Ip6`.
        ErrorKind::InvalidIp6 => return None,
        ErrorKind::Ip4OutOfRange => "IPv4-out-of-range-part",
        ErrorKind::InvalidCharacter {
            column: Column::OpaqueHost,
            ..
        } => "host-invalid-code-point",
        _ => return None,
    })
}

fn host(k: HostErrorKind) -> Option<&'static str> {
    match k {
        HostErrorKind::EmptyHost | HostErrorKind::DomainToAscii => Some("domain-to-ASCII"),
        HostErrorKind::ForbiddenCodePoint(_) => Some("domain-invalid-code-point"),
        // Named finding by finding: `Ip4`.
        HostErrorKind::InvalidIp4 | HostErrorKind::Ip4OutOfRange => None,
    }
}

fn resolve(k: ResolveErrorKind) -> Option<&'static str> {
    Some(match k {
        ResolveErrorKind::NoScheme | ResolveErrorKind::CannotBeABase => {
            "missing-scheme-non-relative-URL"
        }
        ResolveErrorKind::MissingHost => "host-missing",
        ResolveErrorKind::InvalidAuthority(k) => return syntax(k),
        ResolveErrorKind::Host(k) => return host(k),
        // The standard reads `u@h:1` as the host of a file URL, which
        // fails domain-to-ASCII.
        ResolveErrorKind::FileUserinfo | ResolveErrorKind::FilePort => "domain-to-ASCII",
    })
}
