//! Why a combinator rejected its input, and where.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

use crate::rule::Rule;
use crate::span::Span;
use crate::table::{Column, Status};

mod help;

/// What went wrong in the grammar.
///
/// ```
/// use specurl_grammar::{run, ErrorKind, Mode, Rule};
/// use specurl_grammar::table::{Column, Status};
/// let kind = |input: &str| run(Rule::Authority, Mode::Generic, input.into()).unwrap_err().kind;
/// assert_eq!(kind("h:8x"), ErrorKind::InvalidPort);
/// assert_eq!(kind("h:65536"), ErrorKind::PortOutOfRange);
/// assert_eq!(kind("u@"), ErrorKind::MissingHost);
/// assert_eq!(kind("[::1"), ErrorKind::UnclosedIp6);
/// assert_eq!(kind("[::1]x"), ErrorKind::AfterHost);
/// assert_eq!(
///     kind("a b"),
///     ErrorKind::InvalidCharacter { column: Column::OpaqueHost, status: Status::Rejected }
/// );
/// assert_eq!(ErrorKind::PortOutOfRange.to_string(), "a port must be less than 65536");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The production did not match here.
    Expected(Rule),
    /// A character that the production's component rejects (class `R` of the
    /// component table), such as a space in a host.
    InvalidCharacter {
        /// The component the character is in.
        column: Column,
        /// Its status in that component's column.
        status: Status,
    },
    /// A userinfo or a port without a host.
    MissingHost,
    /// Something other than a decimal digit in a port.
    InvalidPort,
    /// A port of 2^16 or more.
    PortOutOfRange,
    /// A `[` that opens an IPv6 address without its `]`.
    UnclosedIp6,
    /// A character that cannot follow the host.
    AfterHost,
    /// The text between `[` and `]` is not an IPv6 address.
    InvalidIp6,
    /// An IPv4 address whose numbers are out of range.
    Ip4OutOfRange,
    /// An error of a nom primitive, kept for composition with other nom
    /// parsers.
    Nom(nom::error::ErrorKind),
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Expected(rule) => write!(f, "expected {}", rule.name()),
            ErrorKind::InvalidCharacter { column, status } => {
                write!(f, "invalid character in {column} (class {status})")
            }
            ErrorKind::MissingHost => f.write_str("a userinfo or a port needs a host"),
            ErrorKind::InvalidPort => f.write_str("a port consists of decimal digits only"),
            ErrorKind::PortOutOfRange => f.write_str("a port must be less than 65536"),
            ErrorKind::UnclosedIp6 => f.write_str("`[` without a closing `]`"),
            ErrorKind::AfterHost => f.write_str("only `:` and a port may follow the host"),
            ErrorKind::InvalidIp6 => f.write_str("invalid IPv6 address"),
            ErrorKind::Ip4OutOfRange => f.write_str("IPv4 address out of range"),
            ErrorKind::Nom(kind) => write!(f, "nom: {}", kind.description()),
        }
    }
}

impl ErrorKind {
    /// This kind as an identifier: a name in kebab case, then,
    /// for a kind that holds another, a dot and that kind's identifier
    /// (`expected.ip4-address`, `port-out-of-range`); a payload that is not a kind is not part of it. The
    /// identifier comes from a table, not from the variant's Rust name: it
    /// is stable across releases, and every variant has one, so it can key
    /// a lookup, a metric or a translation where the message is prose.
    ///
    /// ```
    /// use specurl_grammar::{run, ErrorKind, Mode, Rule};
    /// assert_eq!(ErrorKind::Expected(Rule::Ip4Address).id(), "expected.ip4-address");
    /// let e = run(Rule::Authority, Mode::Web, "h:65536".into()).unwrap_err();
    /// assert_eq!(e.kind.id(), "port-out-of-range");
    /// ```
    pub fn id(&self) -> String {
        match self {
            // A production's identifier is its name in the grammar.
            ErrorKind::Expected(rule) => format!("expected.{}", rule.name()),
            ErrorKind::InvalidCharacter { .. } => "invalid-character".into(),
            ErrorKind::MissingHost => "missing-host".into(),
            ErrorKind::InvalidPort => "invalid-port".into(),
            ErrorKind::PortOutOfRange => "port-out-of-range".into(),
            ErrorKind::UnclosedIp6 => "unclosed-ip6".into(),
            ErrorKind::AfterHost => "after-host".into(),
            ErrorKind::InvalidIp6 => "invalid-ip6".into(),
            ErrorKind::Ip4OutOfRange => "ip4-out-of-range".into(),
            ErrorKind::Nom(kind) => format!("nom.{}", nom_kind_id(*kind)),
        }
    }
}

/// The identifier of a nom primitive's kind in [`ErrorKind::id`]: its
/// variant's name in kebab case. nom's enum is exhaustive, so a nom that
/// adds a kind fails to compile here until it has an identifier.
fn nom_kind_id(kind: nom::error::ErrorKind) -> &'static str {
    use nom::error::ErrorKind as K;
    match kind {
        K::Tag => "tag",
        K::MapRes => "map-res",
        K::MapOpt => "map-opt",
        K::Alt => "alt",
        K::IsNot => "is-not",
        K::IsA => "is-a",
        K::SeparatedList => "separated-list",
        K::SeparatedNonEmptyList => "separated-non-empty-list",
        K::Many0 => "many0",
        K::Many1 => "many1",
        K::ManyTill => "many-till",
        K::Count => "count",
        K::TakeUntil => "take-until",
        K::LengthValue => "length-value",
        K::TagClosure => "tag-closure",
        K::Alpha => "alpha",
        K::Digit => "digit",
        K::HexDigit => "hex-digit",
        K::OctDigit => "oct-digit",
        K::BinDigit => "bin-digit",
        K::AlphaNumeric => "alpha-numeric",
        K::Space => "space",
        K::MultiSpace => "multi-space",
        K::LengthValueFn => "length-value-fn",
        K::Eof => "eof",
        K::Switch => "switch",
        K::TagBits => "tag-bits",
        K::OneOf => "one-of",
        K::NoneOf => "none-of",
        K::Char => "char",
        K::CrLf => "cr-lf",
        K::RegexpMatch => "regexp-match",
        K::RegexpMatches => "regexp-matches",
        K::RegexpFind => "regexp-find",
        K::RegexpCapture => "regexp-capture",
        K::RegexpCaptures => "regexp-captures",
        K::TakeWhile1 => "take-while1",
        K::Complete => "complete",
        K::Fix => "fix",
        K::Escaped => "escaped",
        K::EscapedTransform => "escaped-transform",
        K::NonEmpty => "non-empty",
        K::ManyMN => "many-m-n",
        K::Not => "not",
        K::Permutation => "permutation",
        K::Verify => "verify",
        K::TakeTill1 => "take-till1",
        K::TakeWhileMN => "take-while-m-n",
        K::TooLarge => "too-large",
        K::Many0Count => "many0-count",
        K::Many1Count => "many1-count",
        K::Float => "float",
        K::Satisfy => "satisfy",
        K::Fail => "fail",
        K::Many => "many",
        K::Fold => "fold",
        K::Precedence => "precedence",
    }
}

/// A grammar error: its kind and the span of the input where it happened
/// (empty when it marks a position rather than a stretch of text).
///
/// Its place is the combinators' own input type `I`, the one error of the
/// crate that is not placed by a [`SourceSpan`](crate::span::SourceSpan):
/// nom builds and compares errors inside every combinator, where a slice
/// costs nothing and line and column counting would cost every failed
/// alternative. [`Source::source_span`](crate::source::Source::source_span)
/// turns a [`Span`](crate::span::Span) into the `SourceSpan` in the
/// caller's string.
///
/// ```
/// use specurl_grammar::{run, ErrorKind, Mode, Rule};
/// let e = run(Rule::Authority, Mode::Web, "h:12a/".into()).unwrap_err();
/// assert_eq!(e.kind, ErrorKind::InvalidPort);
/// assert_eq!((e.span.location_offset(), *e.span.fragment()), (4, "a"));
/// // A missing host is a position: the span is empty.
/// let e = run(Rule::Authority, Mode::Web, "u@:80".into()).unwrap_err();
/// assert_eq!(e.kind, ErrorKind::MissingHost);
/// assert_eq!((e.span.location_offset(), *e.span.fragment()), (2, ""));
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Error<I> {
    /// What went wrong.
    pub kind: ErrorKind,
    /// Where.
    pub span: I,
}

impl<I> Error<I> {
    /// An error of `kind` at `span`.
    ///
    /// ```
    /// use specurl_grammar::{port, span::Span, tokens::PortToken, Error, ErrorKind, IResult, Mode};
    /// // A combinator of one's own that fails as the grammar does.
    /// fn nonempty_port(input: Span<'_>) -> IResult<Span<'_>, PortToken<Span<'_>>> {
    ///     match port(Mode::Web, input)? {
    ///         (_, p) if p.number().is_none() => {
    ///             Err(nom::Err::Error(Error::new(ErrorKind::InvalidPort, input)))
    ///         }
    ///         ok => Ok(ok),
    ///     }
    /// }
    /// assert!(nonempty_port("80".into()).is_ok());
    /// let Err(nom::Err::Error(e)) = nonempty_port("/".into()) else { unreachable!() };
    /// assert_eq!(e.to_string(), "a port consists of decimal digits only");
    /// ```
    pub fn new(kind: ErrorKind, span: I) -> Self {
        Error { kind, span }
    }
}

impl<'a> Error<Span<'a>> {
    /// An [`ErrorKind::Expected`] error at the start of `input`.
    pub(crate) fn expected(rule: Rule, input: Span<'a>) -> Self {
        Error::new(ErrorKind::Expected(rule), crate::span::empty_at(input))
    }
}

impl<I: fmt::Display> fmt::Display for Error<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)
    }
}

impl<I: fmt::Debug + fmt::Display> core::error::Error for Error<I> {}

impl<I> nom::error::ParseError<I> for Error<I> {
    fn from_error_kind(input: I, kind: nom::error::ErrorKind) -> Self {
        Error::new(ErrorKind::Nom(kind), input)
    }

    /// The innermost error says more than the combinators around it.
    fn append(_: I, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }
}

/// A production's own error, returned from inside nom's `map_res`, stays
/// as it is.
impl<I> nom::error::FromExternalError<I, Error<I>> for Error<I> {
    fn from_external_error(_: I, _: nom::error::ErrorKind, e: Error<I>) -> Self {
        e
    }
}

/// A recoverable error, for a combinator's result or any other.
/// A combinator's result without nom's wrapping: its error, whether nom
/// calls it recoverable or not.
///
/// The grammar is complete-input only: no combinator asks for more input,
/// so nom's `Incomplete` does not occur. Should one ever return it, it reads
/// as a failure to match `rule` at the start of `input`. Every caller that
/// leaves nom goes through here, so that this is decided once.
///
/// ```
/// use specurl_grammar::{complete, port, ErrorKind, Mode, Rule};
/// let input = "99999".into();
/// let e = complete(port(Mode::Web, input), Rule::Port, input).unwrap_err();
/// assert_eq!(e.kind, ErrorKind::PortOutOfRange);
/// ```
pub fn complete<'a, O>(
    result: IResult<Span<'a>, O>,
    rule: Rule,
    input: Span<'a>,
) -> Result<(Span<'a>, O), Error<Span<'a>>> {
    result.map_err(|e| unwrap(e, rule, input))
}

/// The [`Error`] of a combinator's `nom::Err`, for input of any [`Text`](crate::span::Text)
/// type: [`complete`]'s error. The grammar's combinators never return
/// `Incomplete`; were one to, its error is `Expected(rule)` at the start of
/// `input`.
///
/// ```
/// use specurl_grammar::{port, unwrap, ErrorKind, Mode, Rule};
/// let input = "99999".into();
/// let e = unwrap(port(Mode::Web, input).unwrap_err(), Rule::Port, input);
/// assert_eq!(e.kind, ErrorKind::PortOutOfRange);
/// ```
#[inline]
pub fn unwrap<I: crate::span::Text>(e: nom::Err<Error<I>>, rule: Rule, input: I) -> Error<I> {
    match e {
        nom::Err::Error(e) | nom::Err::Failure(e) => e,
        nom::Err::Incomplete(_) => {
            Error::new(ErrorKind::Expected(rule), nom::Input::take(&input, 0))
        }
    }
}

/// The result of every combinator: the rest of the input and the token, or an
/// [`Error`] with its kind and span.
///
/// ```
/// use nom::{character::complete::char, sequence::terminated, Parser};
/// use specurl_grammar::{scheme, span::Span, IResult, Mode};
/// // A combinator of one's own, composed with the grammar's.
/// fn scheme_colon(mode: Mode, input: Span<'_>) -> IResult<Span<'_>, Span<'_>> {
///     terminated(|i| scheme(mode, i), char(':')).parse(input)
/// }
/// let (rest, s) = scheme_colon(Mode::Generic, "sc:x".into()).unwrap();
/// assert_eq!((*s.fragment(), *rest.fragment()), ("sc", "x"));
/// assert!(scheme_colon(Mode::Generic, "sc/x".into()).is_err());
/// ```
pub type IResult<I, O> = nom::IResult<I, O, Error<I>>;
