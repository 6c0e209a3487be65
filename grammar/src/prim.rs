//! The grammar's primitives: the few parsers of its own that the productions
//! are built from with nom's combinators. Each is a nom [`Parser`] in both
//! output modes: under [`nom::Emit`] it builds its span and its error, under
//! [`nom::Check`] (as inside `opt` and `alt`, which drop what an
//! alternative that failed built) it builds neither.
//!
//! The primitives run over any [`Text`]: over spans, which know their line
//! and column, for tokens; over plain `&str` where only lengths are asked
//! for (nom_locate counts the line feeds of every slice that moves a span's
//! start, and a plain string does not).
//!
//! Every character set of the grammar is defined by ASCII characters and
//! treats all non-ASCII characters alike, so a class can be tested byte by
//! byte (see `chars::ascii_or`): it gives the same answer to every
//! byte of a multi-byte character, and a run ends on a character boundary.

#[allow(unused_imports)]
use crate::prelude::*;

use nom::{Mode as _, OutputMode, PResult, Parser};

use crate::chars::is_s;
use crate::error::{Error, ErrorKind};
use crate::rule::Rule;
use crate::span::{prefix_len, Span, Text};

/// The error that `rule` was expected at the start of `input`.
#[inline(always)]
fn expected<I: Text>(rule: Rule, input: &I) -> Error<I> {
    Error::new(ErrorKind::Expected(rule), input.take(0))
}

/// A run of bytes of one class, at least `min` and at most `max` of them
/// ([`run0`], [`run1`], [`run_m_n`]).
#[derive(Clone, Copy)]
pub(crate) struct Run<F> {
    rule: Rule,
    min: usize,
    max: usize,
    class: F,
}

/// `class*`: the longest run of bytes of `class`, maybe empty.
///
/// ```text
/// query ::= ( pct | qchar )*    -->    run0(Rule::Query, |b| b != b'#')
/// ```
#[inline(always)]
pub(crate) fn run0<F: Fn(u8) -> bool>(rule: Rule, class: F) -> Run<F> {
    Run {
        rule,
        min: 0,
        max: usize::MAX,
        class,
    }
}

/// `class+`: the longest run of bytes of `class`, not empty; otherwise an
/// error that `rule` was expected.
#[inline(always)]
pub(crate) fn run1<F: Fn(u8) -> bool>(rule: Rule, class: F) -> Run<F> {
    Run {
        rule,
        min: 1,
        max: usize::MAX,
        class,
    }
}

/// `class{min,max}`: the longest run of at most `max` bytes of `class`,
/// at least `min` of them; otherwise an error that `rule` was expected.
/// Only the ASCII bytes of `class` are taken (as for [`byte`]): a run that
/// stops after `max` bytes then still ends on a character boundary.
///
/// ```text
/// h16 ::= hex-digit [ hex-digit [ hex-digit [ hex-digit ] ] ]
///     -->    run_m_n(Rule::H16, 1, 4, |b| b.is_ascii_hexdigit())
/// ```
#[inline(always)]
pub(crate) fn run_m_n<F: Fn(u8) -> bool + Copy>(
    rule: Rule,
    min: usize,
    max: usize,
    class: F,
) -> Run<impl Fn(u8) -> bool + Copy> {
    Run {
        rule,
        min,
        max,
        class: move |b: u8| b.is_ascii() && class(b),
    }
}

impl<I: Text, F: Fn(u8) -> bool> Parser<I> for Run<F> {
    type Output = I;
    type Error = Error<I>;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: I) -> PResult<OM, I, I, Error<I>> {
        // Bytes, not characters: `max` may fall inside a character, and
        // a bounded run takes ASCII bytes only, so it stops before it.
        let bytes = input.text().as_bytes();
        let bytes = &bytes[..bytes.len().min(self.max)];
        let n = prefix_len(bytes, &self.class);
        if n < self.min {
            let rule = self.rule;
            return Err(nom::Err::Error(OM::Error::bind(|| expected(rule, &input))));
        }
        Ok((input.take_from(n), OM::Output::bind(|| input.take(n))))
    }
}

/// What the bytes of a run were, by the bits a class table gives them:
/// the bits of any byte, and of every byte.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Classes {
    pub(crate) any: u8,
    pub(crate) all: u8,
}

/// A run of the bytes that `table` gives the bit `member`, at least `min`
/// of them, with the [`Classes`] of its bytes: one table load per byte
/// says both where the run ends and what it holds.
#[derive(Clone, Copy)]
pub(crate) struct ClassRun {
    rule: Rule,
    min: usize,
    table: &'static [u8; 256],
    member: u8,
}

/// `class*`, by a class table ([`ClassRun`]).
#[inline(always)]
pub(crate) fn class_run0(rule: Rule, table: &'static [u8; 256], member: u8) -> ClassRun {
    ClassRun {
        rule,
        min: 0,
        table,
        member,
    }
}

/// `class+`, by a class table ([`ClassRun`]).
#[inline(always)]
pub(crate) fn class_run1(rule: Rule, table: &'static [u8; 256], member: u8) -> ClassRun {
    ClassRun {
        rule,
        min: 1,
        table,
        member,
    }
}

impl<I: Text> Parser<I> for ClassRun {
    type Output = (I, Classes);
    type Error = Error<I>;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: I) -> PResult<OM, I, Self::Output, Error<I>> {
        let bytes = input.text().as_bytes();
        let (table, member) = (self.table, self.member);
        let classes =
            |quad: &[u8]| [quad[0], quad[1], quad[2], quad[3]].map(|b| table[usize::from(b)]);
        let (mut any, mut all) = (0, u8::MAX);
        // Four bytes per test while all four are members (most are): one
        // branch instead of four. Where the run ends is then found without
        // a loop whose length varies with the input (the processor would
        // mispredict its end): within the quad that has a byte outside,
        // or, at the end of the input, by the last four bytes.
        let mut n = 0;
        let mut ended = false;
        for quad in bytes.chunks_exact(4) {
            let [a, b, c, d] = classes(quad);
            let every = a & b & c & d;
            if every & member == 0 {
                let outside = |class: u8, i: u32| u32::from(class & member == 0) << i;
                let taken = (outside(a, 0) | outside(b, 1) | outside(c, 2) | 8).trailing_zeros();
                for (i, class) in [a, b, c].into_iter().enumerate() {
                    let kept = 0u8.wrapping_sub(u8::from((i as u32) < taken));
                    any |= class & kept;
                    all &= class | !kept;
                }
                n += taken as usize;
                ended = true;
                break;
            }
            any |= a | b | c | d;
            all &= every;
            n += 4;
        }
        if !ended && n < bytes.len() {
            // The last four bytes overlap those read: they are all members
            // when the run goes on to the end.
            let last = bytes.len().checked_sub(4).map(|at| classes(&bytes[at..]));
            match last {
                Some([a, b, c, d]) if a & b & c & d & member != 0 => {
                    any |= a | b | c | d;
                    all &= a & b & c & d;
                    n = bytes.len();
                }
                _ => {
                    for &b in &bytes[n..] {
                        let class = table[usize::from(b)];
                        if class & member == 0 {
                            break;
                        }
                        any |= class;
                        all &= class;
                        n += 1;
                    }
                }
            }
        }
        if n < self.min {
            let rule = self.rule;
            return Err(nom::Err::Error(OM::Error::bind(|| expected(rule, &input))));
        }
        let classes = Classes { any, all };
        Ok((
            input.take_from(n),
            OM::Output::bind(|| (input.take(n), classes)),
        ))
    }
}

/// One byte of a class ([`byte`], [`sigil`], [`s`]).
#[derive(Clone, Copy)]
pub(crate) struct Byte<F> {
    rule: Rule,
    class: F,
}

/// One byte of `class`, which must be ASCII (a single byte is a whole
/// character only then); otherwise an error that `rule` was expected.
#[inline(always)]
pub(crate) fn byte<F: Fn(u8) -> bool>(rule: Rule, class: F) -> Byte<F> {
    Byte { rule, class }
}

/// The literal `sigil`, which announces a part of `rule` (`:`, `?`, `#`,
/// `@`, …).
#[inline(always)]
pub(crate) fn sigil(rule: Rule, sigil: u8) -> Byte<impl Fn(u8) -> bool + Copy> {
    byte(rule, move |b| b == sigil)
}

/// One `s` of `mode` (`/`, or in web and file mode also `\`), as part of
/// `rule`.
#[inline(always)]
pub(crate) fn s(rule: Rule, mode: crate::mode::Mode) -> Byte<impl Fn(u8) -> bool + Copy> {
    byte(rule, move |b| is_s(mode, b as char))
}

impl<I: Text, F: Fn(u8) -> bool> Parser<I> for Byte<F> {
    type Output = I;
    type Error = Error<I>;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: I) -> PResult<OM, I, I, Error<I>> {
        match input.text().as_bytes().first() {
            Some(&b) if b.is_ascii() && (self.class)(b) => {
                Ok((input.take_from(1), OM::Output::bind(|| input.take(1))))
            }
            _ => {
                let rule = self.rule;
                Err(nom::Err::Error(OM::Error::bind(|| expected(rule, &input))))
            }
        }
    }
}

/// Fails here, with `kind`, for good: a production that has read enough to
/// know what is wrong says so (nom's `Failure`, which `alt` and `opt` pass
/// on rather than try something else).
#[inline(always)]
pub(crate) fn fail_at<I: Text, O>(kind: ErrorKind) -> impl Parses<I, O> {
    move |input: I| Err(nom::Err::Failure(Error::new(kind, input.take(0))))
}

/// The end of the input; anything else fails for good, with the kind
/// `kind` gives the character found there, at that character.
#[inline(always)]
pub(crate) fn end_or<I: Text>(kind: impl Fn(char) -> ErrorKind) -> impl Parses<I, ()> {
    move |input: I| match input.text().chars().next() {
        None => Ok((input, ())),
        Some(c) => Err(nom::Err::Failure(Error::new(
            kind(c),
            input.take(c.len_utf8()),
        ))),
    }
}

/// `parser` on the input up to the last `byte` in it (the rest starts at
/// that byte); an error that `rule` was expected when there is none. This
/// is how a userinfo, which may itself hold `@`, ends at an authority's
/// last `@`.
#[inline(always)]
pub(crate) fn upto_last<I: Text, O>(
    rule: Rule,
    byte: u8,
    mut parser: impl Parses<I, O>,
) -> impl Parses<I, O> {
    move |input: I| match input.text().bytes().rposition(|b| b == byte) {
        None => Err(nom::Err::Error(expected(rule, &input))),
        Some(at) => {
            let (_, out) = parser.parse(input.take(at))?;
            Ok((input.take_from(at), out))
        }
    }
}

/// The parser that `build` builds, built only when it is run. A parser is
/// built for every URL read, field by field; an alternative that is seldom
/// taken (the general reading of an authority, the file mode's rules) need
/// not be built for the inputs that never reach it.
#[derive(Clone, Copy)]
pub(crate) struct Lazy<F>(F);

/// See [`Lazy`].
#[inline(always)]
pub(crate) fn lazy<F>(build: F) -> Lazy<F> {
    Lazy(build)
}

impl<I, P: Parser<I>, F: Fn() -> P> Parser<I> for Lazy<F> {
    type Output = P::Output;
    type Error = P::Error;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: I) -> PResult<OM, I, P::Output, P::Error> {
        (self.0)().process::<OM>(input)
    }
}

/// `file` in file mode, `other` in the other modes: the productions that
/// the specification writes once per mode (`auth-path`). Each is given as
/// the function that builds it, so that only the mode's own is built: a
/// parser is built for every URL read, and the file mode's is large.
#[derive(Clone, Copy)]
pub(crate) struct ByMode<F, O> {
    file: bool,
    file_parser: F,
    other: O,
}

/// See [`ByMode`].
#[inline(always)]
pub(crate) fn by_mode<F, O>(mode: crate::mode::Mode, file: F, other: O) -> ByMode<F, O> {
    ByMode {
        file: mode == crate::mode::Mode::File,
        file_parser: file,
        other,
    }
}

impl<I, T, F, O, PF, PO> Parser<I> for ByMode<F, O>
where
    F: Fn() -> PF,
    O: Fn() -> PO,
    PF: Parser<I, Output = T, Error = Error<I>>,
    PO: Parser<I, Output = T, Error = Error<I>>,
{
    type Output = T;
    type Error = Error<I>;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: I) -> PResult<OM, I, T, Error<I>> {
        if self.file {
            (self.file_parser)().process::<OM>(input)
        } else {
            (self.other)().process::<OM>(input)
        }
    }
}

/// A parser of the grammar: over spans, failing with the grammar's
/// [`Error`].
pub(crate) trait Production<'a, O>:
    Parser<Span<'a>, Output = O, Error = Error<Span<'a>>>
{
}

impl<'a, O, P: Parser<Span<'a>, Output = O, Error = Error<Span<'a>>>> Production<'a, O> for P {}

/// A parser of the grammar over any [`Text`].
pub(crate) trait Parses<I, O>: Parser<I, Output = O, Error = Error<I>> {}

impl<I, O, P: Parser<I, Output = O, Error = Error<I>>> Parses<I, O> for P {}

/// A production by name: when `parser` fails (without committing), the
/// error says that `rule` was expected where it started, not which of its
/// parts gave up first.
#[derive(Clone, Copy)]
pub(crate) struct Named<P> {
    rule: Rule,
    parser: P,
}

/// See [`Named`].
#[inline(always)]
pub(crate) fn named<P>(rule: Rule, parser: P) -> Named<P> {
    Named { rule, parser }
}

impl<I: Text, P: Parser<I, Error = Error<I>>> Parser<I> for Named<P> {
    type Output = P::Output;
    type Error = Error<I>;

    #[inline(always)]
    fn process<OM: OutputMode>(&mut self, input: I) -> PResult<OM, I, P::Output, Error<I>> {
        match self.parser.process::<OM>(input) {
            Err(nom::Err::Error(e)) => {
                let rule = self.rule;
                Err(nom::Err::Error(OM::Error::map(e, |_| {
                    expected(rule, &input)
                })))
            }
            r => r,
        }
    }
}

#[cfg(test)]
mod tests;
