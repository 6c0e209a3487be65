//! The character sets: the grammar's ([`specurl_grammar::chars`]), and the
//! byte tables that validation and the fast path build from them.

pub(crate) use specurl_grammar::chars::*;

// The tables of the readers after the grammar, each built at compile time
// from the grammar's predicates and classes, so that a byte answers as the
// grammar's sets do.
mod clean;
mod normal;
mod walk;

pub(crate) use clean::{clean_byte, clean_class, CLEAN};
pub(crate) use normal::{normal_class, NORMAL_CLASSES};
pub(crate) use walk::{walk_class, WALK_PLAIN};

/// ECMAScript's LineTerminator, which a regular expression's `.` does not
/// match (URL patterns run their regular expressions without the `s`
/// flag).
#[cfg(feature = "pattern")]
#[inline]
pub(crate) fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}
