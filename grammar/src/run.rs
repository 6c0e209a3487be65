//! One entry point that runs any production by its [`Rule`].

#[allow(unused_imports)]
use crate::prelude::*;

use crate::error::{Error, IResult};
use crate::mode::Mode;
use crate::rule::Rule;
use crate::span::Span;
use crate::tokens::{Token, Tokens};

/// What [`run`] returns: the tokens of a successful match.
///
/// ```
/// use specurl_grammar::{run, Mode, Rule};
/// let p = run(Rule::Port, Mode::Web, "0443/x".into()).unwrap();
/// assert_eq!(*p.rest.fragment(), "/x");
/// assert_eq!(p.tokens.len(), 1);
/// assert_eq!(p.value.as_deref(), Some("443"));
/// // A rule that computes nothing has no value.
/// assert_eq!(run(Rule::Query, Mode::Web, "a=1".into()).unwrap().value, None);
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Parsed<'a> {
    /// The input the rule did not consume.
    pub rest: Span<'a>,
    /// The tokens, each with its nesting depth, in input order.
    pub tokens: Vec<(usize, Token<'a>)>,
    /// The value the rule computed, if any (a port, an address).
    pub value: Option<String>,
}

/// Runs the combinator of `rule` on `input` and lists its tokens.
///
/// ```
/// use specurl_grammar::{run, Mode, Rule};
/// let p = run(Rule::Host, Mode::Generic, "[::1]".into()).unwrap();
/// assert_eq!(p.tokens[0].1.rule(), Rule::Host);
/// assert_eq!(p.value.as_deref(), Some("0:0:0:0:0:0:0:1"));
/// ```
pub fn run<'a>(rule: Rule, mode: Mode, input: Span<'a>) -> Result<Parsed<'a>, Error<Span<'a>>> {
    use super as g;
    match rule {
        Rule::Url => collect(rule, input, g::url(mode, input)),
        Rule::Scheme => leaf(rule, input, g::scheme(mode, input)),
        Rule::AuthPath => collect(rule, input, g::auth_path(mode, input)),
        Rule::AuthDrive => collect(rule, input, g::auth_drive(mode, input)),
        Rule::AuthDriveInvalid => collect(rule, input, g::auth_drive_invalid(mode, input)),
        Rule::AuthorityEmpty => collect(rule, input, g::authority_empty(mode, input)),
        Rule::Authority => collect(rule, input, g::authority(mode, input)),
        Rule::Userinfo => collect(rule, input, g::userinfo(mode, input)),
        Rule::Username => leaf(rule, input, g::username(mode, input)),
        Rule::Password => leaf(rule, input, g::password(mode, input)),
        Rule::Host => collect(rule, input, g::host(mode, input)),
        Rule::OpaqueHost => leaf(rule, input, g::opaque_host(mode, input)),
        Rule::Port => collect(rule, input, g::port(mode, input)),
        Rule::Path => collect(rule, input, g::path(mode, input)),
        Rule::PathRoot => leaf(rule, input, g::path_root(mode, input)),
        Rule::PathRel => collect(rule, input, g::path_rel(mode, input)),
        Rule::Dir => leaf(rule, input, g::dir(mode, input)),
        Rule::File => leaf(rule, input, g::file(mode, input)),
        Rule::Drive => leaf(rule, input, g::drive(mode, input)),
        Rule::Query => leaf(rule, input, g::query(mode, input)),
        Rule::Fragment => leaf(rule, input, g::fragment(mode, input)),
        Rule::Pct => leaf(rule, input, g::pct(mode, input)),
        Rule::PctEncodedByte => leaf(rule, input, g::pct_encoded_byte(mode, input)),
        Rule::PctEncodedBytes => leaf(rule, input, g::pct_encoded_bytes(mode, input)),
        Rule::PctInvalid => leaf(rule, input, g::pct_invalid(mode, input)),
        Rule::Uncoded => leaf(rule, input, g::uncoded(mode, input)),
        Rule::PctEncodedString => collect(rule, input, g::pct_encoded_string(mode, input)),
        Rule::PctEncodedStringLenient => {
            collect(rule, input, g::pct_encoded_string_lenient(mode, input))
        }
        Rule::Ip4Address => collect(rule, input, g::ip4_address(mode, input)),
        Rule::Ip4Number => collect(rule, input, g::ip4_number(mode, input)),
        Rule::Ip4AddressStrict => collect(rule, input, g::ip4_address_strict(mode, input)),
        Rule::DecOctet => leaf(rule, input, g::dec_octet(mode, input)),
        Rule::Ip6Address => collect(rule, input, g::ip6_address(mode, input)),
        Rule::Ip6AddressStrict => collect(rule, input, g::ip6_address_strict(mode, input)),
        Rule::H16 => leaf(rule, input, g::h16(mode, input)),
        Rule::Ls32 => leaf(rule, input, g::ls32(mode, input)),
    }
}

fn collect<'a, T: Tokens<'a>>(
    rule: Rule,
    input: Span<'a>,
    r: IResult<Span<'a>, T>,
) -> Result<Parsed<'a>, Error<Span<'a>>> {
    let (rest, out) = crate::error::complete(r, rule, input)?;
    let mut tokens = Vec::new();
    out.visit(0, &mut |d, t| tokens.push((d, t)));
    Ok(Parsed {
        rest,
        tokens,
        value: out.value(),
    })
}

fn leaf<'a>(
    rule: Rule,
    input: Span<'a>,
    r: IResult<Span<'a>, Span<'a>>,
) -> Result<Parsed<'a>, Error<Span<'a>>> {
    let (rest, span) = crate::error::complete(r, rule, input)?;
    Ok(Parsed {
        rest,
        tokens: vec![(0, Token { rule, span })],
        value: None,
    })
}
