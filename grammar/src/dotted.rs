//! The dotted-segments, `dot` and `dots`: what the grammar notes of a path
//! (whether it may be dotted) and what normalisation removes or resolves.

/// `dot ::= . | %2e | %2E`
///
/// ```
/// use specurl_grammar::dotted::is_dot;
/// assert!(is_dot(".") && is_dot("%2E"));
/// assert!(!is_dot("..") && !is_dot("%2"));
/// ```
#[inline]
pub fn is_dot(s: &str) -> bool {
    s == "." || s.eq_ignore_ascii_case("%2e")
}

/// `dots ::= dot dot`
///
/// ```
/// use specurl_grammar::dotted::is_dots;
/// assert!(is_dots("..") && is_dots(".%2e") && is_dots("%2E%2e"));
/// assert!(!is_dots(".") && !is_dots("..."));
/// ```
#[inline]
pub fn is_dots(s: &str) -> bool {
    match s.len() {
        2 => s == "..",
        4 => s.eq_ignore_ascii_case(".%2e") || s.eq_ignore_ascii_case("%2e."),
        6 => s.eq_ignore_ascii_case("%2e%2e"),
        _ => false,
    }
}

/// Whether a segment is a dotted-segment, `dot` or `dots`: one that
/// normalisation removes or resolves.
///
/// ```
/// use specurl_grammar::dotted::is_dotted;
/// assert!(is_dotted(".") && is_dotted("%2e."));
/// assert!(!is_dotted(".a") && !is_dotted(""));
/// ```
#[inline]
pub fn is_dotted(s: &str) -> bool {
    is_dot(s) || is_dots(s)
}
