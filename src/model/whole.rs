//! A production run over all of a component's value: what the model's
//! setters and its builder both ask of the grammar.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

use crate::grammar::{self, ErrorKind, Rule, Span};

/// Runs `production` (the rule `rule`) over all of `value`: what it read,
/// or why and where in `value` it stopped. A value that goes on after the
/// production is [`ErrorKind::Expected`] of `rule`, from there to its end.
pub(super) fn whole<'a, T>(
    value: &'a str,
    rule: Rule,
    production: impl FnOnce(Span<'a>) -> grammar::IResult<Span<'a>, T>,
) -> Result<T, (ErrorKind, Range<usize>)> {
    match production(Span::new(value)) {
        Ok((rest, t)) if rest.fragment().is_empty() => Ok(t),
        Ok((rest, _)) => Err((
            ErrorKind::Expected(rule),
            rest.location_offset()..value.len(),
        )),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            let at = e.span.location_offset();
            Err((e.kind, at..at + e.span.fragment().len()))
        }
        Err(nom::Err::Incomplete(_)) => Err((ErrorKind::Expected(rule), 0..value.len())),
    }
}
