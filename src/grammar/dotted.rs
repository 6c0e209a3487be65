//! The dotted-segments, `dot` and `dots`: what the grammar notes of a path
//! (whether it may be dotted) and what normalisation removes or resolves.

/// `dot ::= . | %2e | %2E`
pub(crate) fn is_dot(s: &str) -> bool {
    s == "." || s.eq_ignore_ascii_case("%2e")
}

/// `dots ::= dot dot`
pub(crate) fn is_dots(s: &str) -> bool {
    match s.len() {
        2 => s == "..",
        4 => s.eq_ignore_ascii_case(".%2e") || s.eq_ignore_ascii_case("%2e."),
        6 => s.eq_ignore_ascii_case("%2e%2e"),
        _ => false,
    }
}

/// Whether a segment is a dotted-segment, `dot` or `dots`: one that
/// normalisation removes or resolves.
pub(crate) fn is_dotted(s: &str) -> bool {
    is_dot(s) || is_dots(s)
}
