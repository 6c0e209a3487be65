//! `authority` and its parts.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::branch::alt;
use nom::combinator::{consumed, cut, eof, flat_map, map_parser, not, opt, peek, success};
use nom::sequence::{preceded, terminated};
use nom::Parser;

use crate::chars::{
    ascii_or, ends_authority, host_class, in_mode, HOST_CLASSES, IN_AUTHORITY, PCHAR_BYTES,
    USERNAME_BYTES,
};
use crate::error::{Error, ErrorKind, IResult};
use crate::ip6::ip6_address_in;
use crate::mode::Mode;
use crate::prim::{class_run1, end_or, fail_at, lazy, run0, sigil, upto_last, Parses};
use crate::rule::Rule;
use crate::span::{Span, Text};
use crate::table::{status, Column, Status};
use crate::tokens::Ip6Address;
use crate::tokens::{AuthorityTokens, HostToken, PortToken, UserinfoTokens};

/// `authority-empty ::= ε`: the empty authority of `file://C:/`.
///
/// ```
/// use specurl_grammar::{authority_empty, Mode, Rule};
/// let (rest, a) = authority_empty(Mode::File, "C:/".into()).unwrap();
/// assert!(a.host().is_none() && a.span().fragment().is_empty());
/// assert_eq!(a.rule(), Rule::AuthorityEmpty);
/// assert_eq!(*rest.fragment(), "C:/");
/// ```
pub fn authority_empty<'a>(
    _mode: Mode,
    input: Span<'a>,
) -> IResult<Span<'a>, AuthorityTokens<Span<'a>>> {
    authority_empty_parser().parse(input)
}

/// The parser of [`authority_empty`].
pub(super) fn authority_empty_parser<I: Text>() -> impl Parses<I, AuthorityTokens<I>> {
    move |i: I| success(empty_authority(Rule::AuthorityEmpty, i.take(0))).parse(i)
}

fn empty_authority<I>(rule: Rule, span: I) -> AuthorityTokens<I> {
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
/// use specurl_grammar::{authority, Mode};
/// let (rest, a) = authority(Mode::Web, "u@v:pw@[::1]:8080/x".into()).unwrap();
/// let ui = a.userinfo().unwrap();
/// assert_eq!(*ui.username().fragment(), "u@v");
/// assert_eq!(*ui.password().unwrap().fragment(), "pw");
/// assert_eq!(a.port().unwrap().number(), Some(8080));
/// assert_eq!(*rest.fragment(), "/x");
/// assert!(authority(Mode::Generic, "a b".into()).is_err());
/// ```
pub fn authority<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, AuthorityTokens<Span<'a>>> {
    authority_parser(mode).parse(input)
}

/// The parser of [`authority`], over any text.
#[inline(always)]
pub(super) fn authority_parser<I: Text>(mode: Mode) -> impl Parses<I, AuthorityTokens<I>> {
    const R: Rule = Rule::Authority;
    let in_authority = in_mode(&IN_AUTHORITY, mode);
    let ends_here = move |i: I| match i.text().as_bytes().first() {
        Some(&b) if in_authority[usize::from(b)] => Err(nom::Err::Error(Error::new(
            ErrorKind::Expected(R),
            i.take(0),
        ))),
        _ => Ok((i, ())),
    };
    // Most authorities are an opaque host and maybe a port: read so, the
    // authority must end there. Its extent then holds no `@` (neither a host nor a port
    // does), so the reading below would find no userinfo and the same
    // host and port; anything else is read that way.
    // An opaque host does not start with `[` in any mode: that is the
    // IPv6 host's sigil.
    let opaque = preceded(not(sigil(R, b'[')), opaque_host_parser(mode));
    let plain = consumed(terminated(
        (opaque, opt(preceded(sigil(R, b':'), port_parser()))),
        ends_here,
    ))
    .map(|(span, ((host, plain_host), port))| AuthorityTokens {
        rule: R,
        span,
        userinfo: None,
        host: Some(HostToken::Opaque(host)),
        port,
        plain_host,
    });
    alt((plain, lazy(move || authority_general(mode))))
}

/// [`authority`] read by its extent first, as its definition says.
#[inline(always)]
fn authority_general<I: Text>(mode: Mode) -> impl Parses<I, AuthorityTokens<I>> {
    const R: Rule = Rule::Authority;
    let in_authority = in_mode(&IN_AUTHORITY, mode);
    // The extent first: the rules inside it read to its end, not beyond.
    let extent = run0(R, move |b| in_authority[usize::from(b)]);
    let userinfo = terminated(upto_last(R, b'@', userinfo_parser(mode)), sigil(R, b'@'));
    // A userinfo or a port needs a host.
    let missing_host = preceded(
        peek(alt((eof.map(|_| ()), sigil(R, b':').map(|_| ())))),
        fail_at(ErrorKind::MissingHost),
    );
    let host = alt((missing_host, host_parser(mode)));
    // What follows the host decides the error, so the host is handed on.
    let host_port = flat_map(host, move |(host, plain)| {
        let port = preceded(
            sigil(R, b':'),
            cut(terminated(
                port_parser(),
                end_or(|_| ErrorKind::InvalidPort),
            )),
        );
        let no_port = end_or(after_host(host)).map(|_| None);
        alt((port.map(Some), no_port)).map(move |port| (host, plain, port))
    });
    let nonempty =
        consumed((opt(userinfo), host_port)).map(|(span, (userinfo, (host, plain_host, port)))| {
            AuthorityTokens {
                rule: R,
                span,
                userinfo,
                host: Some(host),
                port,
                plain_host,
            }
        });
    let empty = eof.map(|span| empty_authority(R, span));
    map_parser(extent, alt((empty, cut(nonempty))))
}

/// Why the character after a host ends the authority wrongly: a character
/// an opaque host rejects is reported as such, anything else as not
/// belonging after a host.
fn after_host<I>(host: HostToken<I>) -> impl Fn(char) -> ErrorKind + Copy {
    let opaque = matches!(host, HostToken::Opaque(_));
    move |c| match status(Column::OpaqueHost, c) {
        s @ Status::Rejected if opaque => ErrorKind::InvalidCharacter {
            column: Column::OpaqueHost,
            status: s,
        },
        _ => ErrorKind::AfterHost,
    }
}

/// `userinfo ::= username [ : password ]`
///
/// ```
/// use specurl_grammar::{userinfo, Mode};
/// let (_, u) = userinfo(Mode::Web, "a:b:c".into()).unwrap();
/// assert_eq!(*u.username().fragment(), "a");
/// assert_eq!(*u.password().unwrap().fragment(), "b:c");
/// ```
pub fn userinfo<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, UserinfoTokens<Span<'a>>> {
    userinfo_parser(mode).parse(input)
}

/// The parser of [`userinfo`].
#[inline(always)]
fn userinfo_parser<I: Text>(mode: Mode) -> impl Parses<I, UserinfoTokens<I>> {
    let password = preceded(sigil(Rule::Userinfo, b':'), password_parser(mode));
    consumed((username_parser(mode), opt(password))).map(|(span, (username, password))| {
        UserinfoTokens {
            span,
            username,
            password,
        }
    })
}

/// `username ::= ( pct | uchar )*`
///
/// ```
/// use specurl_grammar::{username, Mode};
/// let (rest, u) = username(Mode::Web, "a@b:c".into()).unwrap();
/// assert_eq!((*u.fragment(), *rest.fragment()), ("a@b", ":c"));
/// ```
pub fn username<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    username_parser(mode).parse(input)
}

/// The parser of [`username`].
#[inline(always)]
fn username_parser<I: Text>(mode: Mode) -> impl Parses<I, I> {
    let set = in_mode(&USERNAME_BYTES, mode);
    run0(Rule::Username, |b| set[usize::from(b)])
}

/// `password ::= ( pct | pchar )*`
///
/// ```
/// use specurl_grammar::{password, Mode};
/// let (rest, p) = password(Mode::Web, "a:@b/c".into()).unwrap();
/// assert_eq!((*p.fragment(), *rest.fragment()), ("a:@b", "/c"));
/// ```
pub fn password<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    password_parser(mode).parse(input)
}

/// The parser of [`password`].
#[inline(always)]
fn password_parser<I: Text>(mode: Mode) -> impl Parses<I, I> {
    let set = in_mode(&PCHAR_BYTES, mode);
    run0(Rule::Password, |b| set[usize::from(b)])
}

/// `host ::= [ ip6-address ] | opaque-host`
///
/// ```
/// use specurl_grammar::{host, tokens::HostToken, Mode};
/// let (_, h) = host(Mode::Generic, "[::1]:80".into()).unwrap();
/// assert!(matches!(h, HostToken::Ip6 { address, .. } if address.pieces()[7] == 1));
/// assert!(host(Mode::Generic, "[::1".into()).is_err());
/// ```
pub fn host<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, HostToken<Span<'a>>> {
    host_parser(mode).map(|(host, _)| host).parse(input)
}

/// The parser of [`host`], with whether the host is a plain domain (see
/// [`AuthorityTokens::plain_host`]).
#[inline(always)]
fn host_parser<I: Text>(mode: Mode) -> impl Parses<I, (HostToken<I>, bool)> {
    const R: Rule = Rule::Host;
    // Up to the `]`, or to where the authority ends if there is none.
    let inside = run0(R, move |b| {
        ascii_or(b, true, |c| c != ']' && !ends_authority(mode, c))
    });
    // After `[`, an IPv6 address and `]`, or an error: no opaque host
    // starts with `[`.
    let bracketed = consumed((sigil(R, b'['), inside, opt(sigil(R, b']'))));
    let ip6 = bracketed.map_res(|(span, (_, inside, close))| match close {
        None => Err(Error::new(ErrorKind::UnclosedIp6, span)),
        Some(_) => {
            let address = ip6_in(inside)?;
            Ok((HostToken::Ip6 { span, address }, false))
        }
    });
    let ip6 = preceded(peek(sigil(R, b'[')), cut(ip6));
    let opaque = opaque_host_parser(mode).map(|(h, plain)| (HostToken::Opaque(h), plain));
    alt((ip6, opaque))
}

/// `ip6-address`, the whole of `inside` (the text between the brackets),
/// over any text.
fn ip6_in<I: Text>(inside: I) -> Result<Ip6Address<I>, Error<I>> {
    let at = match ip6_address_in(inside) {
        Ok((left, address)) if left.text().is_empty() => return Ok(address),
        Ok((left, _)) => left.take(left.text().chars().next().map_or(0, char::len_utf8)),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => e.span,
        Err(nom::Err::Incomplete(_)) => inside.take(0),
    };
    Err(Error::new(ErrorKind::InvalidIp6, at))
}

/// `opaque-host ::= ( pct | hchar )+`
///
/// ```
/// use specurl_grammar::{opaque_host, Mode};
/// let (rest, h) = opaque_host(Mode::Generic, "ex%41mple:80".into()).unwrap();
/// assert_eq!((*h.fragment(), *rest.fragment()), ("ex%41mple", ":80"));
/// ```
pub fn opaque_host<'a>(mode: Mode, input: Span<'a>) -> IResult<Span<'a>, Span<'a>> {
    opaque_host_parser(mode).map(|(h, _)| h).parse(input)
}

/// The parser of [`opaque_host`], with whether every byte of the host is
/// one that domain-to-ASCII keeps as it is (ASCII, not uppercase, not `%`,
/// not a forbidden domain code point): the scan that finds the host's end
/// sees that too.
#[inline(always)]
fn opaque_host_parser<I: Text>(mode: Mode) -> impl Parses<I, (I, bool)> {
    let table = &HOST_CLASSES[mode as usize];
    class_run1(Rule::OpaqueHost, table, host_class::HOST)
        .map(|(host, classes)| (host, classes.all & host_class::DOMAIN != 0))
}

/// `port ::= ε | digit+`, whose value must be below 2^16 (leading zeroes
/// allowed).
///
/// ```
/// use specurl_grammar::{port, Mode};
/// assert_eq!(port(Mode::Web, "0080/".into()).unwrap().1.number(), Some(80));
/// assert_eq!(port(Mode::Web, "/".into()).unwrap().1.number(), None);
/// assert!(port(Mode::Web, "65536".into()).is_err());
/// ```
pub fn port<'a>(_mode: Mode, input: Span<'a>) -> IResult<Span<'a>, PortToken<Span<'a>>> {
    port_parser().parse(input)
}

/// The parser of [`port`].
#[inline(always)]
fn port_parser<I: Text>() -> impl Parses<I, PortToken<I>> {
    let digits = run0(Rule::Port, |b| b.is_ascii_digit());
    digits.map_res(|span: I| match span.text() {
        "" => Ok(PortToken { span, value: None }),
        text => match port_value(text) {
            Some(value) => Ok(PortToken {
                span,
                value: Some(value),
            }),
            None => Err(Error::new(ErrorKind::PortOutOfRange, span)),
        },
    })
}

/// The value of a port's digits, if it is below 2^16: the one reading of
/// the standard's "port is greater than 2^16 − 1", which [`port`] and
/// every reader of a port's digits ask. `digits` are ASCII digits, any
/// count (leading zeros included); for another byte the value is
/// meaningless but no panic.
///
/// ```
/// use specurl_grammar::port_value;
/// assert_eq!(port_value("0080"), Some(80));
/// assert_eq!(port_value("65535"), Some(65535));
/// assert_eq!(port_value("65536"), None);
/// assert_eq!(port_value(""), Some(0));
/// ```
#[inline(always)]
pub fn port_value(digits: impl AsRef<[u8]>) -> Option<u16> {
    let n = digits
        .as_ref()
        .iter()
        .fold(0u32, |n, &b| (n * 10 + u32::from(b - b'0')).min(1 << 16));
    u16::try_from(n).ok()
}

#[cfg(test)]
mod tests;
