//! What each kind of finding is called and how to fix it: the one place
//! that turns library kinds into the `kind` and `help` of the output.

use specurl::grammar::{self, Mode, Rule};
use specurl::host::HostErrorKind;
use specurl::table::{Column, Status};
use specurl::validate::DiagnosticKind;
use specurl::{ParseErrorKind, ResolveErrorKind};

/// How to fix a validation finding; `text` is the part of the input it
/// points at.
pub(crate) fn diagnostic(kind: DiagnosticKind, text: &str) -> String {
    match kind {
        DiagnosticKind::Whitespace => {
            "remove it: it is not part of the URL (a space inside one is written `%20`)".into()
        }
        DiagnosticKind::PctInvalid => {
            "write `%25` for a literal `%`, or follow `%` with two hex digits".into()
        }
        DiagnosticKind::AuthDriveInvalid => {
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
        DiagnosticKind::Syntax(k) => syntax(k),
        DiagnosticKind::Host(k) => host(k),
        DiagnosticKind::LooseIp4 => loose_ip4(text),
        DiagnosticKind::Resolve(k) => resolve(k),
        DiagnosticKind::Forced => {
            "write `//` and the host, as in `http://example.com/x` (or `file:///x`)".into()
        }
        DiagnosticKind::InvalidUrlUnit(c) => format!("write it as `{}`", pct_encode(c)),
        DiagnosticKind::DomainToAsciiStrict => {
            "write the domain as DNS has it: labels of 1 to 63 letters, digits and inner `-`, no trailing dot, valid Punycode".into()
        }
        DiagnosticKind::DomainPercentEncoded { .. } => {
            "write the character itself: a domain is not percent-encoded".into()
        }
        DiagnosticKind::Ip6PieceLeadingZero => "drop the leading zeros of the piece".into(),
        DiagnosticKind::Ip6(_) => {
            "write an IPv6 address between the brackets, as in `[2001:db8::1]`".into()
        }
        DiagnosticKind::Ip4(_) => loose_ip4(text),
        DiagnosticKind::MissingSolidus => "write exactly `//` after the scheme".into(),
        DiagnosticKind::WindowsDriveLetter { .. } => {
            "put `///` before the drive letter, as in `file:///C:/x`".into()
        }
        DiagnosticKind::MissingScheme => {
            "give the URL a scheme, or validate it against a base (`--base`)".into()
        }
        _ => "see the message above".into(),
    }
}

/// How to fix a parse failure.
pub(crate) fn parse(kind: ParseErrorKind) -> String {
    match kind {
        ParseErrorKind::Syntax(k) => syntax(k),
        ParseErrorKind::Host(k) => host(k),
        ParseErrorKind::Resolve(k) => resolve(k),
        ParseErrorKind::InvalidBase => "fix the base URL (given with `--base`)".into(),
        _ => "see the message above".into(),
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

/// How to fix a grammar error.
pub(crate) fn syntax(kind: grammar::ErrorKind) -> String {
    use grammar::ErrorKind as K;
    match kind {
        K::Expected(rule) => format!(
            "a `{0}` is expected here: try this part with `specurl tokens --rule {0}`",
            rule.name()
        ),
        K::InvalidCharacter { column, status } => match status {
            Status::Rejected => {
                format!("remove the character, or percent-encode it in the {column}")
            }
            _ => "percent-encode the character".into(),
        },
        K::MissingHost => {
            "put a host between `@` and `:`, as in `http://user@example.com:8080/`".into()
        }
        K::InvalidPort => "a port is decimal digits only: remove the rest, or the `:`".into(),
        K::PortOutOfRange => "use a port from 0 to 65535".into(),
        K::UnclosedIp6 => "close the IPv6 address with `]`, as in `[::1]`".into(),
        K::AfterHost => "start the path with `/` after the host (and port)".into(),
        K::InvalidIp6 => "write an IPv6 address between the brackets, as in `[2001:db8::1]`".into(),
        K::Ip4OutOfRange => "each number of an IPv4 address is at most 255".into(),
        _ => "check the input against the grammar: `specurl tokens --help`".into(),
    }
}

fn host(kind: HostErrorKind) -> String {
    match kind {
        HostErrorKind::EmptyHost => "give a host that keeps a character after domain-to-ASCII".into(),
        HostErrorKind::DomainToAscii => {
            "use a valid domain name (its labels are checked by UTS #46)".into()
        }
        HostErrorKind::ForbiddenCodePoint(c) => {
            format!("remove {c:?} from the host: a domain cannot hold it, not even percent-encoded")
        }
        HostErrorKind::InvalidIp4 => {
            "a host that ends in a number is an IPv4 address: write four numbers 0-255, or end it in a name".into()
        }
        HostErrorKind::Ip4OutOfRange => "each number of an IPv4 address is at most 255".into(),
        _ => "fix the host".into(),
    }
}

pub(crate) fn resolve(kind: ResolveErrorKind) -> String {
    match kind {
        ResolveErrorKind::NoScheme => {
            "give the reference a scheme (`https:`), or give a base URL with `--base`".into()
        }
        ResolveErrorKind::CannotBeABase => {
            "only a fragment (`#…`) resolves against a base like `mailto:x`: use a base with `//` or a `/`".into()
        }
        ResolveErrorKind::FileUserinfo => "remove the `user@`: a file URL has a host only".into(),
        ResolveErrorKind::FilePort => "remove the `:port`: a file URL has no port".into(),
        ResolveErrorKind::MissingHost => {
            "add a host after `//`, as in `http://example.com/`".into()
        }
        ResolveErrorKind::InvalidAuthority(k) => {
            format!("write `//` before the authority; then {}", syntax(k))
        }
        ResolveErrorKind::Host(k) => host(k),
        _ => "fix the URL or the base".into(),
    }
}

/// A loose IPv4 address and its strict form, when the grammar reads it.
fn loose_ip4(text: &str) -> String {
    let strict = grammar::run(Rule::Ip4Address, Mode::Web, text.into())
        .ok()
        .filter(|p| p.rest.fragment().is_empty())
        .and_then(|p| p.value);
    match strict {
        Some(address) => format!("write it as `{address}`"),
        None => "write four decimal numbers 0-255 without leading zeroes".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ids_printed_are_the_librarys() {
        assert_eq!(DiagnosticKind::PctInvalid.id(), "pct-invalid");
        assert_eq!(
            ParseErrorKind::Syntax(grammar::ErrorKind::PortOutOfRange).id(),
            "syntax.port-out-of-range"
        );
        assert_eq!(
            DiagnosticKind::Host(HostErrorKind::ForbiddenCodePoint(' ')).id(),
            "host.forbidden-code-point"
        );
        let k = DiagnosticKind::InvalidCharacter {
            column: Column::Segment,
            status: Status::Fixed,
            char: ' ',
        };
        assert_eq!(k.id(), "invalid-character");
        assert_eq!(ParseErrorKind::InvalidBase.id(), "invalid-base");
        assert_eq!(
            grammar::ErrorKind::Expected(Rule::Ip4Address).id(),
            "expected.ip4-address"
        );
    }

    #[test]
    fn help_names_the_fix() {
        assert_eq!(pct_encode('é'), "%C3%A9");
        assert_eq!(loose_ip4("0x7f.1"), "write it as `127.0.0.1`");
        assert!(loose_ip4("1.2.3.4.5").contains("four decimal numbers"));
        let k = DiagnosticKind::InvalidCharacter {
            column: Column::Segment,
            status: Status::Fixed,
            char: ' ',
        };
        assert!(diagnostic(k, " ").contains("`%20`"));
    }
}
