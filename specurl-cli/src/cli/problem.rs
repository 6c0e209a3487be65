//! How a parse failure is reported: in the input, or in the base when the
//! base is what failed.

use std::error::Error as _;

use specurl::{ParseError, ParseErrorKind};

use super::{help, Problem};

/// A parse failure, placed in the input or, when the base is what failed,
/// in the base.
pub(crate) fn problem<'b>(e: &ParseError, base: Option<&'b str>) -> Problem<'b> {
    let cause = e.source().and_then(|c| c.downcast_ref::<ParseError>());
    match (e.kind(), cause, base) {
        (ParseErrorKind::InvalidBase, Some(cause), Some(base)) => base_problem(cause, base),
        (kind, _, _) => Problem {
            id: kind.id(),
            message: kind.to_string(),
            help: help::parse(kind),
            range: e.span().map(|s| s.range()),
            base: None,
            label: "here",
        },
    }
}

/// `base` failed to parse, for `e`.
pub(crate) fn base_problem<'b>(e: &ParseError, base: &'b str) -> Problem<'b> {
    Problem {
        id: format!("invalid-base.{}", e.kind().id()),
        message: format!("invalid base URL: {}", e.kind()),
        help: help::parse(e.kind()),
        range: e.span().map(|s| s.range()),
        base: Some(base),
        label: "here",
    }
}
