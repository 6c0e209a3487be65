//! How to fix each diagnostic: [`DiagnosticKind::help`] and
//! [`Diagnostic::help`], one sentence for every kind, in terms of the URL
//! (never of a tool, so a command line or a binding can add its own
//! pointer after it). A kind that wraps a grammar, host or resolution
//! failure gives that failure's help.

#[allow(unused_imports)]
use crate::prelude::*;

use super::{Diagnostic, DiagnosticKind};
use crate::grammar::{self, Mode, Rule};
use crate::table::{Column, Status};

impl DiagnosticKind {
    /// How to fix this finding, in a sentence without a capital or a full
    /// stop, to follow a label such as `help: `. `found` is the text the
    /// diagnostic points at ([`Diagnostic::help`] finds it for you): the
    /// help of an invalid character or a loose IPv4 address writes it as
    /// it should be.
    ///
    /// ```
    /// use specurl::validate::DiagnosticKind;
    /// assert_eq!(DiagnosticKind::Backslash.help("\\"), "write `/` instead of `\\`");
    /// assert_eq!(DiagnosticKind::LooseIp4.help("0x7f.1"), "write it as `127.0.0.1`");
    /// assert_eq!(DiagnosticKind::InvalidUrlUnit('|').help("|"), "write it as `%7C`");
    /// ```
    pub fn help(&self, found: &str) -> String {
        match *self {
            DiagnosticKind::Whitespace => {
                "remove it: it is not part of the URL (a space inside one is written `%20`)".into()
            }
            DiagnosticKind::PctInvalid => {
                "write `%25` for a literal `%`, or follow `%` with two hex digits".into()
            }
            DiagnosticKind::AuthDriveInvalid | DiagnosticKind::WindowsDriveLetter { .. } => {
                "put `///` before the drive letter, as in `file:///C:/x`".into()
            }
            DiagnosticKind::Backslash => "write `/` instead of `\\`".into(),
            DiagnosticKind::InvalidCharacter {
                column,
                status,
                char,
            } => invalid_character(column, status, char),
            DiagnosticKind::Userinfo => {
                "remove the `user:password@`: credentials do not belong in a URL".into()
            }
            DiagnosticKind::Syntax(k) => k.help(),
            DiagnosticKind::Host(k) => k.help(),
            DiagnosticKind::LooseIp4 | DiagnosticKind::Ip4(_) => loose_ip4(found),
            DiagnosticKind::Resolve(k) => k.help(),
            DiagnosticKind::Forced => {
                "write `//` and the host, as in `http://example.com/x` (or `file:///x`)".into()
            }
            DiagnosticKind::InvalidUrlUnit(c) => format!("write it as `{}`", pct_encode(c)),
            DiagnosticKind::DomainToAsciiStrict => "write the domain as DNS has it: labels of 1 \
                 to 63 letters, digits and inner `-`, no trailing dot, valid Punycode"
                .into(),
            DiagnosticKind::DomainPercentEncoded { .. } => {
                "write the character itself: a domain is not percent-encoded".into()
            }
            DiagnosticKind::Ip6PieceLeadingZero => "drop the leading zeros of the piece".into(),
            DiagnosticKind::Ip6(_) => {
                "write an IPv6 address between the brackets, as in `[2001:db8::1]`".into()
            }
            DiagnosticKind::MissingSolidus => "write exactly `//` after the scheme".into(),
            DiagnosticKind::MissingScheme => {
                "give the URL a scheme, or validate it against a base".into()
            }
        }
    }
}

impl Diagnostic {
    /// How to fix this finding ([`DiagnosticKind::help`]); `input` is the
    /// string that was validated, in which the span points at what was
    /// found. Every diagnostic has a help.
    ///
    /// ```
    /// use specurl::grammar::Mode;
    /// use specurl::validate::{validate, Strictness};
    /// let input = "http://h/a b";
    /// let v = validate(input, Mode::Generic, Strictness::Strict);
    /// let help: Vec<_> = v.diagnostics().iter().map(|d| d.help(input)).collect();
    /// assert_eq!(help, ["write it as `%20` (normalisation does so)"]);
    /// // The loose IPv4 address the span points at, written strictly.
    /// let input = "http://0x7f.1/";
    /// let v = validate(input, Mode::Generic, Strictness::Strict);
    /// assert_eq!(v.diagnostics()[0].help(input), "write it as `127.0.0.1`");
    /// ```
    pub fn help(&self, input: &str) -> String {
        // A span that does not fit `input` (another string than the one
        // validated) finds nothing rather than panicking.
        self.kind.help(input.get(self.span.range()).unwrap_or(""))
    }
}

fn invalid_character(column: Column, status: Status, c: char) -> String {
    let encoded = pct_encode(c);
    match status {
        Status::Fixed => format!("write it as `{encoded}` (normalisation does so)"),
        Status::Tolerated => format!("write it as `{encoded}`"),
        _ if column == Column::OpaqueHost => {
            format!("remove it, or write it as `{encoded}`: a host cannot hold {c:?}")
        }
        _ => format!("remove it, or write it as `{encoded}`"),
    }
}

/// `c` percent-encoded, as UTF-8.
fn pct_encode(c: char) -> String {
    let mut buf = [0; 4];
    c.encode_utf8(&mut buf)
        .bytes()
        .map(|b| format!("%{b:02X}"))
        .collect()
}

/// A loose IPv4 address and its strict form, when the grammar reads it.
fn loose_ip4(found: &str) -> String {
    let strict = grammar::run(Rule::Ip4Address, Mode::Web, found.into())
        .ok()
        .filter(|p| p.rest.fragment().is_empty())
        .and_then(|p| p.value);
    match strict {
        Some(address) => format!("write it as `{address}`"),
        None => "write four decimal numbers 0-255 without leading zeroes".into(),
    }
}

#[cfg(test)]
mod tests;
