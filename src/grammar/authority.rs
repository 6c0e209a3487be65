//! `authority` and its parts.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::combinator::{consumed, opt, success};
use nom::sequence::preceded;
use nom::Parser;

use super::error::fail;
use super::ip6::ip6_address;
use super::prim::{run0, sigil, Production};
use super::tokens::{AuthorityTokens, HostToken, PortToken, UserinfoTokens};
use super::{
    empty_at, first, prefix, prefix_len, skip, split, Error, ErrorKind, IResult, Mode, Rule, Span,
};
use crate::chars::{
    ascii_or, ends_authority, host_class, in_mode, HOST_CLASSES, IN_AUTHORITY, PCHAR_BYTES,
    USERNAME_BYTES,
};
use crate::table::{status, Column, Status};

/// `authority-empty ::= ε`: the empty authority of `file://C:/`.
///
/// ```
/// use specurl::grammar::{authority_empty, Mode, Rule};
/// let (rest, a) = authority_empty(Mode::File, "C:/".into()).unwrap();
/// assert!(a.host.is_none() && a.span.fragment().is_empty());
/// assert_eq!(a.rule, Rule::AuthorityEmpty);
/// assert_eq!(*rest.fragment(), "C:/");
/// ```
pub fn authority_empty<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthorityTokens<'a>> {
    success(empty_authority(Rule::AuthorityEmpty, empty_at(input))).parse(input)
}

fn empty_authority(rule: Rule, span: Span<'_>) -> AuthorityTokens<'_> {
    AuthorityTokens {
        rule,
        span,
        userinfo: None,
        host: None,
        port: None,
        plain_host: false,
    }
}

/// `authority ::= ε | [ userinfo @ ] host [ : port ]`
///
/// The authority ends at the first `s`, `?` or `#`. Its userinfo ends at the
/// last `@` before that (a username may contain `@`, as in the WHATWG
/// standard), and whatever follows the host must be `:` and a port: so the
/// whole extent must parse, or the authority fails.
///
/// ```
/// use specurl::grammar::{authority, Mode};
/// let (rest, a) = authority(Mode::Web, "u@v:pw@[::1]:8080/x".into()).unwrap();
/// let ui = a.userinfo.unwrap();
/// assert_eq!(*ui.username.fragment(), "u@v");
/// assert_eq!(*ui.password.unwrap().fragment(), "pw");
/// assert_eq!(a.port.unwrap().value, Some(8080));
/// assert_eq!(*rest.fragment(), "/x");
/// assert!(authority(Mode::Generic, "a b".into()).is_err());
/// ```
#[inline]
pub fn authority<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthorityTokens<'a>> {
    let mut tokens = None;
    let rest = authority_into(mode, input, &mut tokens)?;
    match tokens {
        Some(tokens) => Ok((rest, tokens)),
        // `authority_into` fills in the tokens whenever it succeeds.
        None => fail(ErrorKind::Expected(Rule::Authority), empty_at(input)),
    }
}

/// [`authority`], written into `out` rather than returned: a URL's tokens
/// are built where they stay ([`super::url`]), because an authority's tokens
/// are large enough that moving them from frame to frame shows.
#[inline]
pub(crate) fn authority_into<'a>(
    mode: Mode,
    input: Span<'a>,
    out: &mut Option<AuthorityTokens<'a>>,
) -> Result<Span<'a>, nom::Err<Error<Span<'a>>>> {
    match host_port_into(mode, input, out) {
        Some(rest) => Ok(rest),
        None => authority_general(mode, input, out),
    }
}

/// [`authority`] for any input: the extent first, then the userinfo up to
/// its last `@`, the host and the port.
fn authority_general<'a>(
    mode: Mode,
    input: Span<'a>,
    out: &mut Option<AuthorityTokens<'a>>,
) -> Result<Span<'a>, nom::Err<Error<Span<'a>>>> {
    // One pass finds the extent and the last `@` in it.
    let in_authority = in_mode(&IN_AUTHORITY, mode);
    let bytes = input.fragment().as_bytes();
    let mut end = bytes.len();
    let mut last_at = None;
    for (i, &b) in bytes.iter().enumerate() {
        if !in_authority[usize::from(b)] {
            end = i;
            break;
        }
        if b == b'@' {
            last_at = Some(i);
        }
    }
    let text = prefix(input, end);
    if end == 0 {
        *out = Some(empty_authority(Rule::Authority, text));
        return Ok(input);
    }
    // The host and port are read from `input` itself rather than from
    // `text`: they stop where the authority does (at `s`, `?` or `#`, which
    // no host or port holds), and the rest after them is then the rest
    // after the authority, without slicing it again.
    let (userinfo, host_port) = match last_at {
        Some(at) => {
            let (_, info) = self::userinfo(mode, prefix(input, at))?;
            (Some(info), skip(input, at + 1))
        }
        None => (None, input),
    };
    let authority_end = input.location_offset() + end;
    let left_in_authority = |s: &Span<'_>| authority_end - s.location_offset();
    if left_in_authority(&host_port) == 0 || host_port.fragment().starts_with(':') {
        return fail(ErrorKind::MissingHost, empty_at(host_port));
    }
    let (after, (host, plain_host)) = host_plain(mode, host_port)?;
    let (rest, port) = match first(&after).filter(|_| left_in_authority(&after) > 0) {
        None => (after, None),
        Some(':') => {
            let (left, port) = self::port(mode, skip(after, 1))?;
            if left_in_authority(&left) > 0 {
                let c = first(&left).map_or(0, char::len_utf8);
                return fail(ErrorKind::InvalidPort, prefix(left, c));
            }
            (left, Some(port))
        }
        Some(c) => {
            let kind = match (host, status(Column::OpaqueHost, c)) {
                (HostToken::Opaque(_), s @ Status::Rejected) => ErrorKind::InvalidCharacter {
                    column: Column::OpaqueHost,
                    status: s,
                },
                _ => ErrorKind::AfterHost,
            };
            return fail(kind, prefix(after, c.len_utf8()));
        }
    };
    *out = Some(AuthorityTokens {
        rule: Rule::Authority,
        span: text,
        userinfo,
        host: Some(host),
        port,
        plain_host,
    });
    Ok(rest)
}

/// The common authority, `host [ : port ]` with an opaque host and without
/// a userinfo, read without first finding the authority's extent: when the
/// host and the port end where an authority ends (at `s`, `?`, `#` or the
/// end), the extent holds no `@` (neither a host nor a port does), so
/// [`authority_general`] would read the same tokens. Anything else (a
/// userinfo, an IPv6 address, an error, the empty authority) is left to it:
/// `None`, and `out` is as it was.
#[inline]
fn host_port_into<'a>(
    mode: Mode,
    input: Span<'a>,
    out: &mut Option<AuthorityTokens<'a>>,
) -> Option<Span<'a>> {
    let text = input.fragment();
    if text.starts_with('[') {
        return None;
    }
    let (host_len, plain_host) = opaque_host_len(mode, text);
    if host_len == 0 {
        return None;
    }
    // The port's digits, if a `:` follows the host; offsets only, so that
    // nothing is sliced before the shape is known to be the common one.
    let digits = match text.as_bytes().get(host_len) {
        Some(b':') => Some(prefix_len(&text[host_len + 1..], |b| b.is_ascii_digit())),
        _ => None,
    };
    let end = host_len + digits.map_or(0, |d| d + 1);
    let in_authority = in_mode(&IN_AUTHORITY, mode);
    if text
        .as_bytes()
        .get(end)
        .is_some_and(|&b| in_authority[usize::from(b)])
    {
        return None;
    }
    let port = match digits {
        None => None,
        Some(d) => {
            let span = prefix(skip(input, host_len + 1), d);
            let value = match d {
                0 => None,
                _ => Some(port_value(span.fragment())?),
            };
            Some(PortToken { span, value })
        }
    };
    *out = Some(AuthorityTokens {
        rule: Rule::Authority,
        span: prefix(input, end),
        userinfo: None,
        host: Some(HostToken::Opaque(prefix(input, host_len))),
        port,
        plain_host,
    });
    Some(skip(input, end))
}

/// `userinfo ::= username [ : password ]`
///
/// ```
/// use specurl::grammar::{userinfo, Mode};
/// let (_, u) = userinfo(Mode::Web, "a:b:c".into()).unwrap();
/// assert_eq!(*u.username.fragment(), "a");
/// assert_eq!(*u.password.unwrap().fragment(), "b:c");
/// ```
#[inline]
pub fn userinfo<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, UserinfoTokens<'a>> {
    let password = preceded(sigil(Rule::Userinfo, b':'), password_parser(mode));
    consumed((username_parser(mode), opt(password)))
        .map(|(span, (username, password))| UserinfoTokens {
            span,
            username,
            password,
        })
        .parse(input)
}

/// `username ::= ( pct | uchar )*`
///
/// ```
/// use specurl::grammar::{username, Mode};
/// let (rest, u) = username(Mode::Web, "a@b:c".into()).unwrap();
/// assert_eq!((*u.fragment(), *rest.fragment()), ("a@b", ":c"));
/// ```
#[inline]
pub fn username<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    username_parser(mode).parse(input)
}

/// The parser of [`username`].
#[inline]
fn username_parser<'a>(mode: Mode) -> impl Production<'a, Span<'a>> {
    let set = in_mode(&USERNAME_BYTES, mode);
    run0(Rule::Username, |b| set[usize::from(b)])
}

/// `password ::= ( pct | pchar )*`
///
/// ```
/// use specurl::grammar::{password, Mode};
/// let (rest, p) = password(Mode::Web, "a:@b/c".into()).unwrap();
/// assert_eq!((*p.fragment(), *rest.fragment()), ("a:@b", "/c"));
/// ```
#[inline]
pub fn password<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    password_parser(mode).parse(input)
}

/// The parser of [`password`].
#[inline]
fn password_parser<'a>(mode: Mode) -> impl Production<'a, Span<'a>> {
    let set = in_mode(&PCHAR_BYTES, mode);
    run0(Rule::Password, |b| set[usize::from(b)])
}

/// `host ::= [ ip6-address ] | opaque-host`
///
/// ```
/// use specurl::grammar::{host, tokens::HostToken, Mode};
/// let (_, h) = host(Mode::Generic, "[::1]:80".into()).unwrap();
/// assert!(matches!(h, HostToken::Ip6 { address, .. } if address.pieces[7] == 1));
/// assert!(host(Mode::Generic, "[::1".into()).is_err());
/// ```
#[inline]
pub fn host<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, HostToken<'a>> {
    host_plain(mode, input).map(|(rest, (host, _))| (rest, host))
}

/// [`host`], and whether it is a plain domain (see
/// [`AuthorityTokens::plain_host`]).
#[inline]
fn host_plain<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, (HostToken<'a>, bool)> {
    if first(&input) != Some('[') {
        let (rest, (span, plain)) = opaque_host_plain(mode, input)?;
        return Ok((rest, (HostToken::Opaque(span), plain)));
    }
    let inner = skip(input, 1);
    let close = prefix_len(inner.fragment(), |b| {
        ascii_or(b, true, |c| c != ']' && !ends_authority(mode, c))
    });
    if !inner.fragment()[close..].starts_with(']') {
        return fail(ErrorKind::UnclosedIp6, prefix(input, 1 + close));
    }
    let (inner, after) = split(inner, close);
    match ip6_address(mode, inner) {
        Ok((left, address)) if left.fragment().is_empty() => {
            let span = prefix(input, close + 2);
            Ok((skip(after, 1), (HostToken::Ip6 { span, address }, false)))
        }
        Ok((left, _)) => {
            let c = first(&left).map_or(0, char::len_utf8);
            fail(ErrorKind::InvalidIp6, prefix(left, c))
        }
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            Err(nom::Err::Error(Error::new(ErrorKind::InvalidIp6, e.span)))
        }
        Err(e) => Err(e),
    }
}

/// `opaque-host ::= ( pct | hchar )+`
///
/// ```
/// use specurl::grammar::{opaque_host, Mode};
/// let (rest, h) = opaque_host(Mode::Generic, "ex%41mple:80".into()).unwrap();
/// assert_eq!((*h.fragment(), *rest.fragment()), ("ex%41mple", ":80"));
/// ```
#[inline]
pub fn opaque_host<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    opaque_host_plain(mode, input).map(|(rest, (host, _))| (rest, host))
}

/// [`opaque_host`], and whether it is a plain domain.
#[inline]
fn opaque_host_plain<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, (Span<'a>, bool)> {
    match opaque_host_len(mode, input.fragment()) {
        (0, _) => fail(ErrorKind::Expected(Rule::OpaqueHost), empty_at(input)),
        (len, plain) => {
            let (host, rest) = split(input, len);
            Ok((rest, (host, plain)))
        }
    }
}

/// The length of the [`opaque_host`] that `text` starts with (0 for none),
/// and whether every byte of it is one that domain-to-ASCII keeps: one
/// table load per byte answers both.
#[inline]
fn opaque_host_len(mode: Mode, text: &str) -> (usize, bool) {
    let classes = &HOST_CLASSES[mode as usize];
    let bytes = text.as_bytes();
    let mut len = bytes.len();
    let mut all = host_class::HOST | host_class::DOMAIN;
    for (i, &b) in bytes.iter().enumerate() {
        let class = classes[usize::from(b)];
        if class & host_class::HOST == 0 {
            len = i;
            break;
        }
        all &= class;
    }
    (len, all & host_class::DOMAIN != 0)
}

/// `port ::= ε | digit+`, whose value must be below 2^16 (leading zeroes
/// allowed).
///
/// ```
/// use specurl::grammar::{port, Mode};
/// assert_eq!(port(Mode::Web, "0080/".into()).unwrap().1.value, Some(80));
/// assert_eq!(port(Mode::Web, "/".into()).unwrap().1.value, None);
/// assert!(port(Mode::Web, "65536".into()).is_err());
/// ```
#[inline]
pub fn port<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PortToken<'a>> {
    let len = prefix_len(input.fragment(), |b| b.is_ascii_digit());
    let (span, rest) = split(input, len);
    if len == 0 {
        return Ok((rest, PortToken { span, value: None }));
    }
    match port_value(span.fragment()) {
        Some(value) => Ok((
            rest,
            PortToken {
                span,
                value: Some(value),
            },
        )),
        None => fail(ErrorKind::PortOutOfRange, span),
    }
}

/// The value of a port's digits, if it is below 2^16.
#[inline]
fn port_value(digits: &str) -> Option<u16> {
    let n = digits
        .bytes()
        .fold(0u32, |n, b| (n * 10 + u32::from(b - b'0')).min(1 << 16));
    u16::try_from(n).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #![proptest_config(specurl_check::seed::config(256))]

        /// The shortcut reads what the general reading reads, whenever it
        /// reads anything.
        #[test]
        fn host_port_into_agrees(text in "[a-z0-9@:/?#\\\\\\[\\] %.-]{0,12}") {
            for mode in Mode::ALL {
                let input = Span::new(&text);
                let mut out = None;
                if let Some(rest) = host_port_into(mode, input, &mut out) {
                    let mut general = None;
                    let general_rest = authority_general(mode, input, &mut general);
                    proptest::prop_assert_eq!(Ok(rest), general_rest);
                    proptest::prop_assert_eq!(out, general);
                }
            }
        }
    }
}
