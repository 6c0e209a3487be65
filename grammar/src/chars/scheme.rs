//! The characters of a scheme, `alpha (alpha | digit | + | - | .)*`: a
//! file of their own, below the mode, which selects a parser mode by
//! reading a scheme with them.

/// `alpha := { A–Z, a–z }`
///
/// ```
/// use specurl_grammar::chars::is_alpha;
/// assert!(is_alpha('a') && is_alpha('Z'));
/// // ASCII only, unlike `char::is_alphabetic`.
/// assert!(!is_alpha('é') && !is_alpha('1'));
/// ```
#[inline]
pub fn is_alpha(c: char) -> bool {
    c.is_ascii_alphabetic()
}

/// `alpha | digit | + | - | .`: the characters after the first of a scheme.
///
/// ```
/// use specurl_grammar::chars::is_scheme_char;
/// assert!("web+demo-1.0".chars().all(is_scheme_char));
/// assert!(!is_scheme_char('_') && !is_scheme_char(':'));
/// ```
#[inline]
pub const fn is_scheme_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')
}
